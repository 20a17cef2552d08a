import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';
import { useFieldIds } from './field';

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
      <div className="wallet-check">
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
