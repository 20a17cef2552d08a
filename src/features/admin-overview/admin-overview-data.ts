/** The admin overview's model: its reads (the company queries of src/core/company) and the pure rules of its forms. */
import type { adminCompanyGet, CompanyDocument } from '../../core/api/contract/company';
import type { ResponseOf } from '../../core/api/contract/define';

export { companyQueries } from '../../core/company/company-data';

export type AdminCompanyView = ResponseOf<typeof adminCompanyGet>;

/** The search needs two characters: fewer would match half the customers. */
export const ADMIN_SEARCH_MIN_LENGTH = 2;

export type AdminSearchValues = { query: string };

export function searchProblems(values: AdminSearchValues): Partial<Record<'query', string>> {
  return values.query.trim().length < ADMIN_SEARCH_MIN_LENGTH ? { query: 'search.tooShort' } : {};
}

export type FileMoveValues = { documentId: string };

export function fileMoveProblems(values: FileMoveValues): Partial<Record<'documentId', string>> {
  return values.documentId === '' ? { documentId: 'files.chooseDocument' } : {};
}

/** Every document of the company a file can belong to, in the order the admin sees them. */
export function allDocuments(view: AdminCompanyView): CompanyDocument[] {
  const { company, representatives } = view;
  return [
    ...company.corporateDocuments,
    ...company.additionalDocuments,
    ...company.sourceOfWealthDocuments,
    ...company.addresses.flatMap((address) => address.uploadedDocuments),
    ...representatives.flatMap((person) => person.documents),
  ];
}

/** The document's status as the admin reads it. */
export function documentStatusKey(document: CompanyDocument): 'approved' | 'waiting' | 'other' {
  return document.statusId === 2 ? 'approved' : document.statusId === 0 ? 'waiting' : 'other';
}
