import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';

/** Ids that tie a control to its label, hint and error. */
export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Value for the control's `aria-describedby`: hint then error. */
  describedBy: string | undefined;
}

/** The ids of a field; `id` wins over a generated one so that tests and hosts can address the control. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean, extra?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: ReactNode | undefined;
  /** Keep the label for screen readers only (a search box beside a visible heading, for example). */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * Label, hint and error around a control. The error comes before the control, prefixed "Error:" for screen
 * readers, as GOV.UK's research recommends; the control points at hint and error with aria-describedby.
 */
export function FieldFrame({ ids, label, hint, error, hideLabel = false, className, children }: FieldFrameProps) {
  const t = useCommonMessages();
  return (
    <div className={classNames('wallet-field', ids.errorId && 'wallet-field--invalid', className)}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'wallet-visually-hidden' : 'wallet-field__label'}>
        {label}
      </label>
      {ids.hintId && (
        <p id={ids.hintId} className="wallet-field__hint">
          {hint}
        </p>
      )}
      {ids.errorId && (
        <p id={ids.errorId} className="wallet-field__error">
          <span className="wallet-visually-hidden">{t('errors.prefix')} </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** Whether a hint or error has anything to show. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode | undefined;
  /** Shown above the input and announced with it; the input is marked invalid while this is set. */
  error?: ReactNode | undefined;
  hideLabel?: boolean | undefined;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'password' | 'date' | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** A labelled single-line input. Pass `autoComplete` tokens (`email`, `tel`, `given-name` ...) where they apply. */
export function TextField({
  id,
  label,
  hint,
  error,
  hideLabel,
  type = 'text',
  className,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, hasContent(hint), hasContent(error), inputProps['aria-describedby']);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} hideLabel={hideLabel ?? false} className={className}>
      <input
        {...inputProps}
        id={ids.controlId}
        type={type}
        className="wallet-input"
        aria-invalid={ids.errorId ? true : inputProps['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
