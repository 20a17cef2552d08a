import { useState, type ChangeEvent } from 'react';
import type { FormErrors } from '../form/use-form';

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface DialogDraft<V extends Record<string, unknown>> {
  /** The values being edited; null while the dialog is closed. */
  draft: V | null;
  /** The problems shown at the fields (texts). */
  errors: FormErrors<V>;
  setErrors: (errors: FormErrors<V>) => void;
  /** Opens the dialog on these values, with no problem shown. */
  open: (values: V) => void;
  close: () => void;
  /** Changes some values (a select, a check box) and leaves the problems as they are. */
  set: (patch: Partial<V>) => void;
  /** A text field's `value`, `onChange` and `error`. */
  text: <K extends TextKey<V>>(
    name: K,
  ) => { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error: string | undefined };
  /** A `FormDialog`'s `open` and `onCancel`. */
  dialogProps: { open: boolean; onCancel: () => void };
}

/**
 * The values of a dialog's form while it is open (add an address, edit a webhook), and the problems at its fields.
 * With `clearErrorsOnEdit` (the default) typing in a text field clears every problem shown; otherwise they stay until
 * the next submit checks again.
 */
export function useDialogDraft<V extends Record<string, unknown>>({
  clearErrorsOnEdit = true,
}: { clearErrorsOnEdit?: boolean } = {}): DialogDraft<V> {
  const [draft, setDraft] = useState<V | null>(null);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const set = (patch: Partial<V>) => setDraft((current) => current && { ...current, ...patch });
  const close = () => setDraft(null);
  return {
    draft,
    errors,
    setErrors,
    open: (values) => {
      setErrors({});
      setDraft(values);
    },
    close,
    set,
    text: (name) => ({
      value: String(draft?.[name] ?? ''),
      onChange: (event) => {
        set({ [name]: event.target.value } as Partial<V>);
        if (clearErrorsOnEdit) setErrors({});
      },
      error: errors[name],
    }),
    dialogProps: { open: draft !== null, onCancel: close },
  };
}
