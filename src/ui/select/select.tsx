import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, hasContent, useFieldIds } from '../field/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
  /** Language of the label when it differs from the page (language names, for example). */
  lang?: string | undefined;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a country"); selected while the value is empty. */
  placeholder?: string | undefined;
  hint?: ReactNode | undefined;
  error?: ReactNode | undefined;
  hideLabel?: boolean | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
}

/** A labelled native select: the platform's own picker, which phones and screen readers handle best. */
export function Select({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  className,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id, hasContent(hint), hasContent(error), selectProps['aria-describedby']);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} hideLabel={hideLabel ?? false} className={className}>
      <select
        {...selectProps}
        id={ids.controlId}
        className="wallet-select"
        aria-invalid={ids.errorId ? true : selectProps['aria-invalid']}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
