import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame, hasContent, useFieldIds } from '../field/field';
import { useCommonMessages } from '../i18n/use-messages';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: ReactNode | undefined;
  /** `current-password` (sign in, default) or `new-password` (registration, change), so password managers help. */
  autoComplete?: 'current-password' | 'new-password' | 'one-time-code' | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/not-pressed button with a fixed name, so
 * screen readers announce its state instead of a changing label.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  autoComplete = 'current-password',
  className,
  ...inputProps
}: PasswordFieldProps) {
  const t = useCommonMessages();
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, hasContent(hint), hasContent(error), inputProps['aria-describedby']);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="wallet-input-group">
        <input
          {...inputProps}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className="wallet-input"
          aria-invalid={ids.errorId ? true : inputProps['aria-invalid']}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="wallet-icon-button"
          aria-pressed={visible}
          aria-controls={ids.controlId}
          disabled={inputProps.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
          <span className="wallet-visually-hidden">{t('actions.showPassword')}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
