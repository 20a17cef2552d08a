import { FreeTextField } from '../../ui';

export interface MessageFieldProps {
  id?: string | undefined;
  label: string;
  value: string;
  error?: string | undefined;
  maxLength: number;
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
}

/**
 * A labelled multi-line text box for a message to support, with its error above it and a counter under it; a message
 * over the limit or with invisible characters is refused at the field, not cut (the shared free-text field).
 */
export function MessageField({ id, label, value, error, maxLength, disabled, onChange, onBlur }: MessageFieldProps) {
  return (
    <FreeTextField
      id={id}
      label={label}
      value={value}
      error={error}
      max={maxLength}
      multiline
      rows={5}
      disabled={disabled}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
