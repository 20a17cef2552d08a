/** Texts of the verification feature for its components, and the labels of the API's ids. */
import type { TFunction } from '../../core/i18n/i18n';
import { useKycMessages } from './messages';

export function useKycText(): TFunction {
  return useKycMessages().t;
}

/** A document type's name in the interface language; the server's (English) name for types we do not know. */
export function documentTypeLabel(t: TFunction, id: number, serverName?: string): string {
  return t(`documentTypes.${String(id)}`, { defaultValue: serverName ?? String(id) });
}

/** The human label of a document status id (spec 1: 0 submitted ... 64 name mismatch). */
export function documentStatusLabel(t: TFunction, statusId: number): string {
  return t(`documentStatus.${String(statusId)}`, { defaultValue: t('documentStatus.unknown', { id: statusId }) });
}

/** The KYC questionnaire's dictionaries (kycDictionariesGet). */
export type KycDictionaryName = 'occupations' | 'sourcesOfFunds' | 'purposes' | 'monthlyVolumes';

/** An answer's label in the interface language; the server's name (or the code) for codes we do not know. */
export function dictionaryLabel(
  t: TFunction,
  dictionary: KycDictionaryName,
  code: string,
  serverName?: string,
): string {
  return t(`dictionary.${dictionary}.${code}`, { defaultValue: serverName ?? code });
}
