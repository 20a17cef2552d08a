import { useState, type ChangeEvent } from 'react';

/**
 * A six-digit code from a message (e-mail, SMS, app) as the user types it: the props of its text field (typing clears
 * its problem), the trimmed code and whether it is six digits.
 */
export function useCodeEntry() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const code = value.trim();
  return {
    code,
    complete: /^\d{6}$/.test(code),
    setError,
    /** Empties the field, keeping any problem it shows. */
    clear: () => setValue(''),
    /** Empties the field and its problem, for a new code. */
    reset: () => {
      setValue('');
      setError(undefined);
    },
    field: {
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: 6,
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        setError(undefined);
      },
    },
  } as const;
}
