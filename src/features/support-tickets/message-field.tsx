import { FieldFrame, useFieldIds } from '../../ui';

export interface MessageFieldProps {
  id?: string | undefined;
  label: string;
  value: string;
  error?: string | undefined;
  maxLength: number;
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
}

/** A labelled multi-line text box for a message, with its error above it. */
export function MessageField({ id, label, value, error, maxLength, disabled, onChange }: MessageFieldProps) {
  const ids = useFieldIds(id, false, Boolean(error));
  return (
    <FieldFrame ids={ids} label={label} error={error}>
      <textarea
        id={ids.controlId}
        className="wallet-input wallet-textarea"
        rows={5}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
