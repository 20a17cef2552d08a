/**
 * When a company needs action (spec 3 section 4.3), as pure functions over the company and its representatives.
 * The company menu entry is highlighted when `companyNeedsAction` is true; the company pages mark each item that
 * needs action with the same rules.
 */
import { REQUIRED_COMPANY_FIELDS, type BusinessCompany, type RequiredCompanyField } from '../api/contract/company';

/** What the rules read of a document: its status. */
interface StatusOnly {
  statusId: number;
}

/** Representative documents are fine when their status is 1 or 2. */
const REPRESENTATIVE_FINE: readonly number[] = [1, 2];
/** The corporate and additional group statuses that are fine: 1 (nothing asked) and 2 (confirmed). */
const GROUP_FINE: readonly number[] = [1, 2];
/** Address documents are fine when submitted (0) or confirmed (2). */
const ADDRESS_FINE: readonly number[] = [0, 2];

/** A group status needs action unless it is 1 or 2; a required group with nothing uploaded (null) needs action. */
export function groupNeedsAction(status: number | null): boolean {
  return status === null || !GROUP_FINE.includes(status);
}

/** An address needs action when it has no uploaded documents, or one whose status is not 0 or 2. */
export function addressNeedsAction(address: { uploadedDocuments: readonly StatusOnly[] }): boolean {
  return (
    address.uploadedDocuments.length === 0 ||
    address.uploadedDocuments.some((document) => !ADDRESS_FINE.includes(document.statusId))
  );
}

/** A representative needs action when they have no documents, or one whose status is not 1 or 2. */
export function representativeNeedsAction(representative: { documents: readonly StatusOnly[] }): boolean {
  return (
    representative.documents.length === 0 ||
    representative.documents.some((document) => !REPRESENTATIVE_FINE.includes(document.statusId))
  );
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The required company fields that are empty. */
export function missingCompanyFields(company: Pick<BusinessCompany, RequiredCompanyField>): RequiredCompanyField[] {
  return REQUIRED_COMPANY_FIELDS.filter((field) => {
    const value = company[field];
    if (field === 'phone')
      return value === null || typeof value !== 'object' || isBlank((value as { number: unknown }).number);
    return isBlank(value);
  });
}

export type CompanyNeedsActionInput = Pick<
  BusinessCompany,
  RequiredCompanyField | 'corporateDocumentStatus' | 'additionalDocumentStatus'
> & {
  addresses: readonly { uploadedDocuments: readonly StatusOnly[] }[];
};

/** Why the company needs action, in the spec's order; empty when nothing is required. */
export type CompanyActionReason =
  'corporateDocuments' | 'additionalDocuments' | 'addresses' | 'representatives' | 'companyFields';

export function companyActionReasons(
  company: CompanyNeedsActionInput,
  representatives: readonly { documents: readonly StatusOnly[] }[],
): CompanyActionReason[] {
  const reasons: CompanyActionReason[] = [];
  if (groupNeedsAction(company.corporateDocumentStatus)) reasons.push('corporateDocuments');
  if (groupNeedsAction(company.additionalDocumentStatus)) reasons.push('additionalDocuments');
  if (company.addresses.some(addressNeedsAction)) reasons.push('addresses');
  if (representatives.some(representativeNeedsAction)) reasons.push('representatives');
  if (missingCompanyFields(company).length > 0) reasons.push('companyFields');
  return reasons;
}

/** Whether a company action is required (the company menu entry is highlighted). */
export function companyNeedsAction(
  company: CompanyNeedsActionInput,
  representatives: readonly { documents: readonly StatusOnly[] }[],
): boolean {
  return companyActionReasons(company, representatives).length > 0;
}
