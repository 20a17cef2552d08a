import type { TFunction } from '../../core/i18n/i18n';
import type { FieldError, PayoutField } from '../../core/payout-fields/field-engine';

/** The sentence shown under a field for what is wrong with it, in the reader's language (payout-fields namespace). */
export function fieldErrorText(t: TFunction, field: PayoutField, label: string, error: FieldError): string {
  switch (error.kind) {
    case 'required':
      return t(field.choices && field.choices.length > 0 ? 'errors.requiredChoice' : 'errors.required', {
        field: label,
      });
    case 'iban':
      return t(`errors.iban.${error.reason}`, { length: error.expectedLength });
    case 'bic':
      return t(`errors.bic.${error.reason}`);
    case 'aba':
      return t(`errors.aba.${error.reason}`);
    case 'card':
      return t(`errors.card.${error.reason}`);
    case 'bankCode':
    case 'branchCode':
      return error.expectedLength === undefined
        ? t(`errors.${error.kind}`)
        : t(`errors.${error.kind}Length`, { length: error.expectedLength });
    case 'minLength':
      return t('errors.minLength', { count: error.min });
    case 'maxLength':
      return t('errors.maxLength', { count: error.max });
    case 'server':
      return error.message;
    case 'sortCode':
    case 'email':
    case 'phone':
    case 'taxId':
    case 'pattern':
    case 'choice':
    case 'binBlocked':
    case 'binInvalid':
      return t(`errors.${error.kind}`);
  }
}
