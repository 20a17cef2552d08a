import { useRef, useState } from 'react';

/** Moves focus to the form's first field with a problem, once the problems are on screen. */
export function useFirstErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  return { formRef, focusFirstError };
}

/**
 * The save of a KYC form: problems found before sending go to their fields (the first one focused) and nothing is
 * sent; a refusal becomes field errors by `refusal`, or the failure for the banner when it names no field. What was
 * typed stays. `focusRefusal` also focuses the first field the server refused.
 */
export function useKycFormSave<Field extends string>({ focusRefusal = false }: { focusRefusal?: boolean } = {}) {
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  async function save(
    found: Partial<Record<Field, string>>,
    work: () => Promise<void>,
    refusal: (error: unknown) => Partial<Record<Field, string>>,
  ) {
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      await work();
    } catch (error) {
      const fields = refusal(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error);
      else if (focusRefusal) focusFirstError();
    } finally {
      setSaving(false);
    }
  }

  return { formRef, errors, setErrors, failure, saving, save };
}
