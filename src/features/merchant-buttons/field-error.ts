import type { TFunction } from '../../core/i18n/i18n';
import type { FieldError } from '../../core/merchant-buttons/button-draft';

/** The sentence under a field: our translation of the code, else the server's own words, else a general text. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return t(`errors.${error.code}`, { defaultValue: error.text ?? t('errors.server') });
}
