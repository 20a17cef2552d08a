import { useCallback } from 'react';
import type { FormError } from '../../core/registration/personal-registration';
import { useMessages } from '../../ui';
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
