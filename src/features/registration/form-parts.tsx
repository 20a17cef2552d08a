import { useCallback, type ReactNode } from 'react';
import type { FormError } from '../../core/registration/personal-registration';
import { classNames, useCommonMessages, useFieldIds, useMessages } from '../../ui';
import { REGISTRATION_NAMESPACE, registrationMessages } from './messages';

/** The feature's translations. */
export function useRegistrationMessages() {
  return useMessages(REGISTRATION_NAMESPACE, registrationMessages);
}

/** Text of a field error: our translation of its key, else the server's own words. */
export function useFormErrorText(): (error: FormError | undefined) => string | undefined {
  const t = useRegistrationMessages();
  return useCallback(
    (error: FormError | undefined) => {
      if (!error) return undefined;
      if (error.key === '') return error.fallback;
      return t(`errors.${error.key}`, error.fallback === undefined ? {} : { defaultValue: error.fallback });
    },
    [t],
  );
}

/** Moves focus to the first control of the form marked invalid. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface CheckboxFieldProps {
  id?: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled checkbox with its error above it, in the same style as the other fields. */
export function CheckboxField({ id, name, checked, onChange, label, error }: CheckboxFieldProps) {
  const common = useCommonMessages();
  const ids = useFieldIds(id, false, error !== undefined);
  return (
    <div className={classNames('wallet-field', error !== undefined && 'wallet-field--invalid')}>
      {ids.errorId && (
        <p id={ids.errorId} className="wallet-field__error">
          <span className="wallet-visually-hidden">{common('errors.prefix')} </span>
          {error}
        </p>
      )}
      <div className="wallet-registration__check">
        <input
          id={ids.controlId}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error !== undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
    </div>
  );
}
