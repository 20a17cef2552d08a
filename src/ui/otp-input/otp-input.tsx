import { useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame, hasContent, useFieldIds } from '../field/field';
import { useCommonMessages } from '../i18n/use-messages';

export interface OtpInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'pattern' | 'children'
> {
  /** Defaults to "Verification code". */
  label?: ReactNode | undefined;
  /** Defaults to "Enter the N-digit code." */
  hint?: ReactNode | undefined;
  error?: ReactNode | undefined;
  /** Number of digits (default 6). */
  length?: number | undefined;
  /** Controlled value (digits only). Leave out to let the input keep its own state. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((code: string) => void) | undefined;
  /** Called once each time the code reaches `length` digits (typed, pasted or filled by the phone). */
  onComplete?: ((code: string) => void) | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A one-time-code input: one field (not one box per digit), numeric keyboard, `autocomplete="one-time-code"` so
 * phones offer the code from the SMS. Pasted codes with spaces or dashes are reduced to their digits (so there
 * is deliberately no `maxlength`: the browser would cut "123 456" to "123 45" before we could clean it).
 */
export function OtpInput({
  id,
  label,
  hint,
  error,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  className,
  ...inputProps
}: OtpInputProps) {
  const t = useCommonMessages();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const code = value ?? ownValue;
  const lastCompleted = useRef<string | null>(null);
  const hintText = hint ?? t('otp.hint', { length });
  const ids = useFieldIds(id, hasContent(hintText), hasContent(error), inputProps['aria-describedby']);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, length);
    if (value === undefined) setOwnValue(digits);
    onChange?.(digits);
    if (digits.length === length && lastCompleted.current !== digits) {
      lastCompleted.current = digits;
      onComplete?.(digits);
    } else if (digits.length < length) {
      lastCompleted.current = null;
    }
  };

  return (
    <FieldFrame ids={ids} label={label ?? t('otp.label')} hint={hintText} error={error} className={className}>
      <input
        {...inputProps}
        id={ids.controlId}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        size={length + 2}
        spellCheck={false}
        value={code}
        onChange={handleChange}
        className="wallet-input wallet-otp"
        aria-invalid={ids.errorId ? true : inputProps['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
