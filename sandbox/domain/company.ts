/**
 * Companies of business customers: details, addresses, representatives, documents with their files, the group
 * statuses the needs-action rules read (spec 3 section 4.3), financial detail, due diligence, declarations, the
 * business FATCA/CRS self-certification, and the admin's assignment of uploaded files to documents.
 * Transport-free: the named methods and the review page call these functions.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { postalAddressFields, type AddressColumns } from './address-rules';
import {
  GROUP_STATUS_NOT_REQUIRED,
  type BusinessCompany,
  type BusinessFatca,
  type CompanyAddress,
  type CompanyDocument,
  type CompanyDocumentGroup,
  type CompanyDocumentType,
  type CompanyFile,
  type Declaration,
  type DeclarationKind,
  type Representative,
} from '../../src/core/api/contract/company';
import { DOCUMENT_STATUS } from '../../src/core/api/contract/kyc';
import type { SandboxContext } from '../context';
import {
  allDocuments,
  checkUpload,
  DOCUMENT_TYPE_IDS,
  documentsNewestFirst,
  documentView as kycDocumentView,
  KycError,
  notifyCustomer,
  uploadDocument,
  type IncomingFile,
} from './kyc';
import { readBusinessApplication } from './business-registration';
import {
  ADULT_INDUSTRY_IDS,
  DECLARATION_INDUSTRY_IDS,
  KNOWN_IDS,
  SPECIFY_IDS,
} from './business-registration-dictionaries';
import { findUserByEmail, type CustomerRow, type UserRow } from './users';
import { DomainError, fieldRefusal, type Refusal } from './domain-error';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { rowFields } from './row-fields';

const noAccessRefusal = (message: string): Refusal => [RESPONSE_CODES.noAccess, message, {}];

/** A refusal the routes turn into a `VF` envelope on the field, or `ENOA` for a caller without access. */
export class CompanyError extends DomainError {
  override name = 'CompanyError';
  constructor(message: string, field: string | null = null, code: string | null = null) {
    const denied = code === 'noAccess' || code === 'notBusiness';
    super(...(denied ? noAccessRefusal(message) : fieldRefusal(message, field, code)), { field, code });
  }
}

// --- Dictionary ------------------------------------------------------------------------------------------------

export const COMPANY_DOCUMENT_TYPES: readonly CompanyDocumentType[] = [
  { id: 60, group: 'corporate', name: 'Certificate of incorporation' },
  { id: 61, group: 'corporate', name: 'Memorandum and articles of association' },
  { id: 62, group: 'corporate', name: 'Register of directors' },
  { id: 63, group: 'corporate', name: 'Register of shareholders' },
  { id: 70, group: 'additional', name: 'Proof of business activity (contracts or invoices)' },
  { id: 71, group: 'additional', name: 'Bank reference letter' },
  { id: 72, group: 'additional', name: 'Business licence' },
  { id: 80, group: 'sourceOfWealth', name: 'Audited financial statements' },
  { id: 81, group: 'sourceOfWealth', name: 'Evidence of the source of wealth' },
  { id: 90, group: 'address', name: 'Utility bill of the business address' },
  { id: 91, group: 'address', name: 'Lease agreement' },
  { id: 92, group: 'address', name: 'Business bank statement' },
  { id: 1, group: 'representative', name: 'Passport' },
  { id: 4, group: 'representative', name: 'National identity card' },
  { id: 95, group: 'representative', name: 'Proof of residential address' },
];

/** Corporate documents every company must have confirmed. */
export const REQUIRED_CORPORATE_TYPES: readonly number[] = [60, 61];

function typeOf(id: number): CompanyDocumentType | undefined {
  return COMPANY_DOCUMENT_TYPES.find((type) => type.id === id);
}

// --- Rows ------------------------------------------------------------------------------------------------------

export interface CompanyProfileRow {
  customer_id: number;
  registration_country_code: string | null;
  trading_name: string | null;
  email: string | null;
  phone_country_code: string | null;
  phone: string | null;
  registration_number: string | null;
  registration_date: string | null;
  business_tax_id: string | null;
  website: string | null;
  description: string | null;
  additional_required: string;
  source_of_wealth_required: string;
  monthly_deposit_amount: number | null;
  monthly_deposit_currency: string | null;
  monthly_withdrawal_amount: number | null;
  monthly_withdrawal_currency: string | null;
  industry: string | null;
  industry_specification: string | null;
  financial_updated_at: number | null;
  source_ids: string;
  purpose_ids: string;
  source_specifications: string;
  purpose_specifications: string;
  dd_government: number | null;
  dd_government_details: string | null;
  dd_lawsuits: number | null;
  dd_lawsuits_details: string | null;
  dd_tax_payers: number | null;
  dd_updated_at: number | null;
}

interface AddressRow extends AddressColumns {
  id: number;
  customer_id: number;
  kind: number;
}

interface RepresentativeRow {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  position_ids: string;
  share: number | null;
  user_id: number | null;
}

export interface CompanyDocumentRow {
  id: number;
  customer_id: number;
  grp: CompanyDocumentGroup;
  document_type_id: number;
  status_id: number;
  reject_reason: string | null;
  address_id: number | null;
  representative_id: number | null;
  created_by: string;
  uploaded_at: number;
  decided_at: number | null;
  superseded_by: number | null;
}

export interface CompanyFileRow {
  id: number;
  customer_id: number;
  document_id: number | null;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  stored_name: string;
  uploaded_at: number;
}

const PENDING: readonly number[] = [
  DOCUMENT_STATUS.submitted,
  DOCUMENT_STATUS.pending,
  DOCUMENT_STATUS.underInvestigation,
];

const iso = (ms: number) => new Date(ms).toISOString();

export function companyFileKey(storedName: string): string {
  return `company/${storedName}`;
}

export function isBusinessCustomer(customer: CustomerRow): boolean {
  return customer.customer_type !== 0;
}

function requireCompany(customer: CustomerRow): void {
  if (!isBusinessCustomer(customer))
    throw new CompanyError('Only business customers have a company', null, 'notBusiness');
}

/** Company address kinds for the wizard's address types (the registered office is the business address). */
const APPLICATION_ADDRESS_KIND = { registered: 2, place: 5, residence: 4 } as const;

/**
 * A business that registered through the wizard starts its company pages from what it told the bank: the company's
 * details and addresses, its financial and due-diligence answers, and its directors, shareholders and owners as representatives (with their direct share of
 * the company, and their user when they have one).
 */
function startFromApplication(db: Database.Database, customerId: number): void {
  const application = readBusinessApplication(db, customerId);
  if (!application) return;
  const { company } = application;
  db.prepare(
    `UPDATE company_profiles SET registration_country_code = ?, trading_name = ?, email = ?, phone_country_code = ?, phone = ?,
       registration_number = ?, registration_date = ?, business_tax_id = ?, website = ?, description = ? WHERE customer_id = ?`,
  ).run(
    company.registrationCountryCode,
    company.tradingName,
    company.email,
    company.phone.countryCode,
    company.phone.number,
    company.registrationNumber,
    company.registrationDate,
    company.businessTaxId,
    company.website,
    company.description,
    customerId,
  );
  const { financialDetail: financial, dueDiligence } = application;
  db.prepare(
    `UPDATE company_profiles SET monthly_deposit_amount = ?, monthly_deposit_currency = ?, monthly_withdrawal_amount = ?,
       monthly_withdrawal_currency = ?, industry = ?, industry_specification = ?, source_ids = ?, purpose_ids = ?,
       source_specifications = ?, purpose_specifications = ?, financial_updated_at = ?, dd_government = ?,
       dd_government_details = ?, dd_lawsuits = ?, dd_lawsuits_details = ?, dd_tax_payers = ?, dd_updated_at = ?
     WHERE customer_id = ?`,
  ).run(
    financial.monthlyDepositAmount,
    financial.monthlyDepositCurrencyCode,
    financial.monthlyWithdrawalAmount,
    financial.monthlyWithdrawalCurrencyCode,
    String(financial.industry),
    financial.industrySpecification?.trim() || null,
    JSON.stringify(financial.sourceIds),
    JSON.stringify(financial.purposeIds),
    JSON.stringify(financial.sourceSpecifications),
    JSON.stringify(financial.purposeSpecifications),
    application.createdAt,
    dueDiligence.government ? 1 : 0,
    dueDiligence.government ? (dueDiligence.governmentDetails?.trim() ?? null) : null,
    dueDiligence.lawsuits ? 1 : 0,
    dueDiligence.lawsuits ? (dueDiligence.lawsuitsDetails?.trim() ?? null) : null,
    dueDiligence.taxPayers ? 1 : 0,
    application.createdAt,
    customerId,
  );
  const insertAddress = db.prepare(
    'INSERT INTO company_addresses (customer_id, kind, address1, address2, city, postal_code, country_code, state_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const address of application.addresses) {
    insertAddress.run(
      customerId,
      APPLICATION_ADDRESS_KIND[address.type],
      address.address1,
      address.address2,
      address.city,
      address.postalCode,
      address.countryCode,
      address.stateCode,
    );
  }
  const insertRepresentative = db.prepare(
    'INSERT INTO company_representatives (customer_id, first_name, last_name, email, position_ids, share, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const person of application.persons) {
    if (person.positionIds.length === 0) continue;
    const direct = application.shareholders.find((holder) => holder.personKey === person.key);
    const user = findUserByEmail(db, person.email);
    insertRepresentative.run(
      customerId,
      person.firstName,
      person.lastName,
      person.email,
      JSON.stringify(person.positionIds),
      direct?.share ?? null,
      user?.id ?? null,
    );
  }
}

/** The company's profile row; a business customer who has none yet starts from its registration, if any. */
export function companyProfile(db: Database.Database, customer: CustomerRow): CompanyProfileRow {
  const created =
    db.prepare('INSERT OR IGNORE INTO company_profiles (customer_id) VALUES (?)').run(customer.id).changes === 1;
  if (created) startFromApplication(db, customer.id);
  return db.prepare('SELECT * FROM company_profiles WHERE customer_id = ?').get(customer.id) as CompanyProfileRow;
}

// --- Views -----------------------------------------------------------------------------------------------------

function filesOf(db: Database.Database, documentId: number): CompanyFileRow[] {
  return db
    .prepare('SELECT * FROM company_files WHERE document_id = ? ORDER BY id')
    .all(documentId) as CompanyFileRow[];
}

function fileView(row: CompanyFileRow): CompanyFile {
  return {
    ...rowFields(row, ['id', 'file_name', 'size', 'mime_type']),
    uploaded: iso(row.uploaded_at),
  };
}

function documentView(db: Database.Database, row: CompanyDocumentRow): CompanyDocument {
  return {
    id: row.id,
    group: row.grp,
    documentTypeId: row.document_type_id,
    documentType: typeOf(row.document_type_id)?.name ?? `Document type ${row.document_type_id}`,
    statusId: row.status_id,
    uploaded: iso(row.uploaded_at),
    createdUsername: row.created_by,
    rejectReason: row.reject_reason,
    addressId: row.address_id,
    representativeId: row.representative_id,
    files: filesOf(db, row.id).map(fileView),
  };
}

/** A company's documents of a kind, newest first, without the ones a later upload replaced. */
function currentDocuments(db: Database.Database, customerId: number, where: string, params: unknown[] = []) {
  const current = `superseded_by IS NULL AND ${where}`;
  return documentsNewestFirst<CompanyDocumentRow>(db, 'company_documents', customerId, current, params);
}

/**
 * A group's status over the types it requires: null when one has nothing uploaded, the status of a refused one,
 * 0 while one waits for review, 2 when all are confirmed, and 1 when the group asks for nothing.
 */
export function groupStatus(documents: readonly CompanyDocumentRow[], requiredTypes: readonly number[]): number | null {
  if (requiredTypes.length === 0) return GROUP_STATUS_NOT_REQUIRED;
  const latest = requiredTypes.map((typeId) => documents.find((document) => document.document_type_id === typeId));
  if (latest.some((document) => document === undefined)) return null;
  const statuses = latest.map((document) => (document as CompanyDocumentRow).status_id);
  const refused = statuses.find((status) => status !== DOCUMENT_STATUS.confirmed && !PENDING.includes(status));
  if (refused !== undefined) return refused;
  return statuses.some((status) => PENDING.includes(status)) ? DOCUMENT_STATUS.submitted : DOCUMENT_STATUS.confirmed;
}

function addressStatusOf(documents: readonly CompanyDocumentRow[]): number {
  const latest = documents[0];
  if (!latest) return 0;
  if (latest.status_id === DOCUMENT_STATUS.confirmed) return 1;
  if (PENDING.includes(latest.status_id)) return 2;
  return latest.status_id === DOCUMENT_STATUS.nameMismatch ? 4 : 3;
}

function addressView(db: Database.Database, row: AddressRow): CompanyAddress {
  const documents = currentDocuments(db, row.customer_id, "grp = 'address' AND address_id = ?", [row.id]);
  return {
    addressId: row.id,
    addressKind: row.kind,
    ...postalAddressFields(row),
    addressStatus: addressStatusOf(documents),
    uploadedDocuments: documents.map((document) => documentView(db, document)),
  };
}

const typeIds = (json: string) => JSON.parse(json) as number[];

export function companyView(db: Database.Database, customer: CustomerRow): BusinessCompany {
  requireCompany(customer);
  const profile = companyProfile(db, customer);
  const addresses = db
    .prepare('SELECT * FROM company_addresses WHERE customer_id = ? ORDER BY id')
    .all(customer.id) as AddressRow[];
  const group = (name: CompanyDocumentGroup) => currentDocuments(db, customer.id, 'grp = ?', [name]);
  const corporate = group('corporate');
  const additional = group('additional');
  const sourceOfWealth = group('sourceOfWealth');
  const additionalRequired = typeIds(profile.additional_required);
  const sowRequired = typeIds(profile.source_of_wealth_required);
  const requirement = (groupName: CompanyDocumentGroup) => (id: number) => ({
    group: groupName,
    documentTypeId: id,
    documentType: typeOf(id)?.name ?? `Document type ${id}`,
  });
  return {
    customerId: customer.id,
    name: customer.business_name,
    tradingName: profile.trading_name,
    registrationCountryCode: profile.registration_country_code,
    registrationNumber: profile.registration_number,
    registrationDate: profile.registration_date,
    businessTaxId: profile.business_tax_id ?? customer.tax_id,
    email: profile.email,
    website: profile.website,
    description: profile.description,
    phone:
      profile.phone && profile.phone_country_code
        ? { countryCode: profile.phone_country_code, number: profile.phone }
        : null,
    verified: customer.verified === 1,
    limited: customer.limited === 1,
    businessCreationDate: customer.created_at,
    addresses: addresses.map((row) => addressView(db, row)),
    corporateDocuments: corporate.map((row) => documentView(db, row)),
    corporateDocumentStatus: groupStatus(corporate, REQUIRED_CORPORATE_TYPES),
    additionalDocuments: additional.map((row) => documentView(db, row)),
    additionalDocumentStatus: groupStatus(additional, additionalRequired),
    requirements: [
      ...REQUIRED_CORPORATE_TYPES.map(requirement('corporate')),
      ...additionalRequired.map(requirement('additional')),
      ...sowRequired.map(requirement('sourceOfWealth')),
    ],
    sourceOfWealthDocuments: sourceOfWealth.map((row) => documentView(db, row)),
    sourceOfWealthStatus: groupStatus(sourceOfWealth, sowRequired),
    financialDetail:
      profile.industry === null
        ? null
        : {
            monthlyDepositAmount: profile.monthly_deposit_amount ?? 0,
            monthlyDepositCurrencyCode: profile.monthly_deposit_currency ?? 'USD',
            monthlyWithdrawalAmount: profile.monthly_withdrawal_amount ?? 0,
            monthlyWithdrawalCurrencyCode: profile.monthly_withdrawal_currency ?? 'USD',
            industry: Number(profile.industry),
            industrySpecification: profile.industry_specification,
            sourceIds: JSON.parse(profile.source_ids) as number[],
            purposeIds: JSON.parse(profile.purpose_ids) as number[],
            sourceSpecifications: JSON.parse(profile.source_specifications) as Specification[],
            purposeSpecifications: JSON.parse(profile.purpose_specifications) as Specification[],
            updatedAt: profile.financial_updated_at === null ? null : iso(profile.financial_updated_at),
          },
    dueDiligenceQuestionnaire:
      profile.dd_government === null
        ? null
        : {
            government: profile.dd_government === 1,
            governmentDetails: profile.dd_government_details,
            lawsuits: profile.dd_lawsuits === 1,
            lawsuitsDetails: profile.dd_lawsuits_details,
            taxPayers: profile.dd_tax_payers === 1,
            updatedAt: profile.dd_updated_at === null ? null : iso(profile.dd_updated_at),
          },
  };
}

export function representativesOf(db: Database.Database, customer: CustomerRow): Representative[] {
  requireCompany(customer);
  companyProfile(db, customer);
  const rows = db
    .prepare('SELECT * FROM company_representatives WHERE customer_id = ? ORDER BY id')
    .all(customer.id) as RepresentativeRow[];
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    positionIds: JSON.parse(row.position_ids) as number[],
    share: row.share,
    isUser: row.user_id !== null,
    documents: currentDocuments(db, customer.id, "grp = 'representative' AND representative_id = ?", [row.id]).map(
      (document) => documentView(db, document),
    ),
  }));
}

export function unassignedFiles(db: Database.Database, customerId: number): CompanyFile[] {
  return (
    db
      .prepare('SELECT * FROM company_files WHERE customer_id = ? AND document_id IS NULL ORDER BY id')
      .all(customerId) as CompanyFileRow[]
  ).map(fileView);
}

export function companyFile(db: Database.Database, fileId: number): CompanyFileRow | undefined {
  return db.prepare('SELECT * FROM company_files WHERE id = ?').get(fileId) as CompanyFileRow | undefined;
}

// --- Changes ---------------------------------------------------------------------------------------------------

export interface CompanyInfoInput {
  tradingName?: string | undefined;
  email: string;
  website?: string | undefined;
  description: string;
  phoneCountryCode: string;
  phone: string;
}

export function updateCompanyInfo(
  db: Database.Database,
  customer: CustomerRow,
  input: CompanyInfoInput,
): BusinessCompany {
  companyView(db, customer);
  if (input.website && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(input.website.trim()))
    throw new CompanyError('website: Give the address as https://…', 'website', 'websiteInvalid');
  db.prepare(
    'UPDATE company_profiles SET trading_name = ?, email = ?, website = ?, description = ?, phone_country_code = ?, phone = ? WHERE customer_id = ?',
  ).run(
    input.tradingName?.trim() || null,
    input.email.trim(),
    input.website?.trim() || null,
    input.description.trim(),
    input.phoneCountryCode,
    input.phone,
    customer.id,
  );
  return companyView(db, customer);
}

interface Specification {
  id: number;
  specification: string;
}

export interface FinancialInput {
  monthlyDepositAmount: number;
  monthlyDepositCurrencyCode: string;
  monthlyWithdrawalAmount: number;
  monthlyWithdrawalCurrencyCode: string;
  /** Ids of the wizard's dictionaries (industries, sources of funds, purposes). */
  industry: number;
  industrySpecification?: string | undefined;
  sourceIds: readonly number[];
  purposeIds: readonly number[];
  sourceSpecifications: readonly Specification[];
  purposeSpecifications: readonly Specification[];
}

/** The chosen "Other" entries' own words, one per chosen entry that needs them; a missing one is refused. */
function chosenSpecifications(
  field: 'sourceSpecifications' | 'purposeSpecifications',
  ids: readonly number[],
  specifyIds: ReadonlySet<number>,
  given: readonly Specification[],
): Specification[] {
  return ids
    .filter((id) => specifyIds.has(id))
    .map((id) => {
      const specification = given.find((entry) => entry.id === id)?.specification.trim();
      if (!specification)
        throw new CompanyError(`${field}: Describe the "Other" choice`, field, 'specificationMissing');
      return { id, specification };
    });
}

function checkKnown(field: string, ids: readonly number[], known: ReadonlySet<number>): void {
  if (ids.some((id) => !known.has(id)))
    throw new CompanyError(`${field}: Choose from the list`, field, 'unknownDictionaryEntry');
}

export function updateFinancialDetail(
  context: SandboxContext,
  customer: CustomerRow,
  input: FinancialInput,
): BusinessCompany {
  companyView(context.db, customer);
  checkKnown('industry', [input.industry], KNOWN_IDS.industries);
  checkKnown('sourceIds', input.sourceIds, KNOWN_IDS.sources);
  checkKnown('purposeIds', input.purposeIds, KNOWN_IDS.purposes);
  if (SPECIFY_IDS.industries.has(input.industry) && !input.industrySpecification?.trim()) {
    throw new CompanyError(
      'industrySpecification: Describe the industry',
      'industrySpecification',
      'industrySpecificationMissing',
    );
  }
  const sourceIds = [...new Set(input.sourceIds)];
  const purposeIds = [...new Set(input.purposeIds)];
  const sourceSpecifications = chosenSpecifications(
    'sourceSpecifications',
    sourceIds,
    SPECIFY_IDS.sources,
    input.sourceSpecifications,
  );
  const purposeSpecifications = chosenSpecifications(
    'purposeSpecifications',
    purposeIds,
    SPECIFY_IDS.purposes,
    input.purposeSpecifications,
  );
  context.db
    .prepare(
      `UPDATE company_profiles SET monthly_deposit_amount = ?, monthly_deposit_currency = ?, monthly_withdrawal_amount = ?,
         monthly_withdrawal_currency = ?, industry = ?, industry_specification = ?, source_ids = ?, purpose_ids = ?,
         source_specifications = ?, purpose_specifications = ?, financial_updated_at = ? WHERE customer_id = ?`,
    )
    .run(
      input.monthlyDepositAmount,
      input.monthlyDepositCurrencyCode,
      input.monthlyWithdrawalAmount,
      input.monthlyWithdrawalCurrencyCode,
      String(input.industry),
      SPECIFY_IDS.industries.has(input.industry) ? (input.industrySpecification?.trim() ?? null) : null,
      JSON.stringify(sourceIds),
      JSON.stringify(purposeIds),
      JSON.stringify(sourceSpecifications),
      JSON.stringify(purposeSpecifications),
      context.now(),
      customer.id,
    );
  return companyView(context.db, customer);
}

export interface DueDiligenceInput {
  government: boolean;
  governmentDetails?: string | undefined;
  lawsuits: boolean;
  lawsuitsDetails?: string | undefined;
  taxPayers: boolean;
}

export function updateDueDiligence(
  context: SandboxContext,
  customer: CustomerRow,
  input: DueDiligenceInput,
): BusinessCompany {
  companyView(context.db, customer);
  if (input.government && !input.governmentDetails?.trim())
    throw new CompanyError(
      'governmentDetails: Describe the link to a government',
      'governmentDetails',
      'detailsMissing',
    );
  if (input.lawsuits && !input.lawsuitsDetails?.trim())
    throw new CompanyError('lawsuitsDetails: Describe the lawsuits', 'lawsuitsDetails', 'detailsMissing');
  context.db
    .prepare(
      `UPDATE company_profiles SET dd_government = ?, dd_government_details = ?, dd_lawsuits = ?, dd_lawsuits_details = ?, dd_tax_payers = ?,
         dd_updated_at = ? WHERE customer_id = ?`,
    )
    .run(
      input.government ? 1 : 0,
      input.government ? input.governmentDetails?.trim() : null,
      input.lawsuits ? 1 : 0,
      input.lawsuits ? input.lawsuitsDetails?.trim() : null,
      input.taxPayers ? 1 : 0,
      context.now(),
      customer.id,
    );
  return companyView(context.db, customer);
}

export interface CompanyUploadInput {
  group: CompanyDocumentGroup;
  documentType: number;
  addressId?: number | undefined;
  representativeId?: number | undefined;
}

/** Stores an uploaded company document (status submitted) and supersedes the earlier one of the same type and owner. */
export async function uploadCompanyDocument(
  context: SandboxContext,
  customer: CustomerRow,
  uploadedBy: string,
  input: CompanyUploadInput,
  incoming: readonly IncomingFile[],
): Promise<CompanyDocument> {
  const { db } = context;
  requireCompany(customer);
  const type = typeOf(input.documentType);
  if (!type || type.group !== input.group)
    throw new CompanyError(`documentType: Not a ${input.group} document type`, 'documentType', 'documentTypeUnknown');
  if (input.group === 'address') {
    if (
      input.addressId === undefined ||
      !db.prepare('SELECT 1 FROM company_addresses WHERE id = ? AND customer_id = ?').get(input.addressId, customer.id)
    ) {
      throw new CompanyError('addressId: No such company address', 'addressId', 'addressUnknown');
    }
  }
  if (input.group === 'representative') {
    if (
      input.representativeId === undefined ||
      !db
        .prepare('SELECT 1 FROM company_representatives WHERE id = ? AND customer_id = ?')
        .get(input.representativeId, customer.id)
    ) {
      throw new CompanyError('representativeId: No such representative', 'representativeId', 'representativeUnknown');
    }
  }
  const main = incoming.find((file) => file.part === 'mainDocument');
  if (!main) throw new CompanyError('mainDocument: Attach the document', 'mainDocument', 'fileMissing');
  let checked;
  try {
    checked = await checkUpload(main);
  } catch (error) {
    if (error instanceof KycError) throw new CompanyError(error.message, error.field, error.code);
    throw error;
  }
  const now = context.now();
  const addressId = input.group === 'address' ? (input.addressId ?? null) : null;
  const representativeId = input.group === 'representative' ? (input.representativeId ?? null) : null;
  const row = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO company_documents (customer_id, grp, document_type_id, status_id, address_id, representative_id, created_by, uploaded_at)
         VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
      )
      .run(customer.id, input.group, type.id, addressId, representativeId, uploadedBy, now);
    const id = Number(lastInsertRowid);
    // A replaced document still waiting for review is withdrawn (canceled); a refused one keeps its status.
    db.prepare(
      `UPDATE company_documents SET superseded_by = ?, status_id = CASE WHEN status_id IN (0, 31, 41) THEN 4 ELSE status_id END
       WHERE customer_id = ? AND grp = ? AND document_type_id = ? AND address_id IS ? AND representative_id IS ? AND id <> ? AND superseded_by IS NULL`,
    ).run(id, customer.id, input.group, type.id, addressId, representativeId, id);
    storeCompanyFile(context, customer.id, id, checked.fileName, checked.mimeType, checked.bytes);
    return db.prepare('SELECT * FROM company_documents WHERE id = ?').get(id) as CompanyDocumentRow;
  })();
  return documentView(db, row);
}

/** Writes a file's bytes to the file store and records it (assigned to `documentId`, or unassigned with null). */
export function storeCompanyFile(
  context: SandboxContext,
  customerId: number,
  documentId: number | null,
  fileName: string,
  mimeType: string,
  bytes: Uint8Array,
): number {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const extension = mimeType === 'application/pdf' ? '.pdf' : mimeType === 'image/png' ? '.png' : '.jpg';
  const storedName = `${customerId}-${sha256.slice(0, 20)}${extension}`;
  context.files.write(companyFileKey(storedName), bytes);
  const { lastInsertRowid } = context.db
    .prepare(
      'INSERT INTO company_files (customer_id, document_id, file_name, mime_type, size, sha256, stored_name, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(customerId, documentId, fileName, mimeType, bytes.byteLength, sha256, storedName, context.now());
  return Number(lastInsertRowid);
}

// --- Declarations ----------------------------------------------------------------------------------------------

const DECLARATION_ORDER: readonly DeclarationKind[] = ['resolution', 'prohibitedEscort', 'studio', 'streaming'];

function declarationRequired(kind: DeclarationKind, industryText: string | null): boolean {
  if (kind === 'resolution') return true;
  if (industryText === null) return false;
  const industry = Number(industryText);
  if (kind === 'prohibitedEscort') return ADULT_INDUSTRY_IDS.has(industry);
  return DECLARATION_INDUSTRY_IDS[kind] === industry;
}

export function declarationsOf(db: Database.Database, customer: CustomerRow): Declaration[] {
  const profile = companyProfile(db, customer);
  const rows = db.prepare('SELECT * FROM company_declarations WHERE customer_id = ?').all(customer.id) as {
    kind: DeclarationKind;
    signer_name: string;
    platforms: string;
    signed_at: number;
  }[];
  return DECLARATION_ORDER.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return {
      kind,
      required: declarationRequired(kind, profile.industry),
      signedAt: row ? iso(row.signed_at) : null,
      signerName: row?.signer_name ?? null,
      platforms: row ? (JSON.parse(row.platforms) as string[]) : [],
    };
  });
}

export function signDeclaration(
  context: SandboxContext,
  customer: CustomerRow,
  input: { kind: DeclarationKind; signerName: string; platforms?: string[] | undefined },
): Declaration[] {
  requireCompany(customer);
  const platforms = (input.platforms ?? []).map((platform) => platform.trim()).filter((platform) => platform !== '');
  if ((input.kind === 'studio' || input.kind === 'streaming') && platforms.length === 0) {
    throw new CompanyError('platforms: Name at least one platform', 'platforms', 'platformsMissing');
  }
  context.db
    .prepare(
      `INSERT INTO company_declarations (customer_id, kind, signer_name, platforms, signed_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (customer_id, kind) DO UPDATE SET signer_name = excluded.signer_name, platforms = excluded.platforms, signed_at = excluded.signed_at`,
    )
    .run(customer.id, input.kind, input.signerName.trim(), JSON.stringify(platforms), context.now());
  return declarationsOf(context.db, customer);
}

// --- Business FATCA / CRS --------------------------------------------------------------------------------------

type FormStatus = BusinessFatca['w9FormDocumentStatus'];

interface CompanyFatcaRow {
  entity_type: BusinessFatca['entityType'];
  giin: string | null;
  is_us_entity: number;
  tax_residencies: string;
  signer_name: string;
  signed_at: number;
  w9_status: FormStatus;
  w8ben_status: FormStatus;
  loss_of_nationality_status: FormStatus;
  controlling_person_former_us: number;
}

function companyFatcaRow(db: Database.Database, customerId: number): CompanyFatcaRow | undefined {
  return db.prepare('SELECT * FROM company_fatca WHERE customer_id = ?').get(customerId) as CompanyFatcaRow | undefined;
}

export function businessFatcaOf(db: Database.Database, customer: CustomerRow): BusinessFatca {
  requireCompany(customer);
  const row = companyFatcaRow(db, customer.id);
  const documents = allDocuments(db, customer.id, "purpose = 'fatca'").map((document) => kycDocumentView(db, document));
  if (!row)
    return {
      entityType: null,
      giin: null,
      isUSEntity: null,
      taxResidencies: [],
      signerName: null,
      signedAt: null,
      controllingPersonFormerUSCitizen: null,
      taxResidencySelfCertificationDocumentStatus: 'none',
      w9FormDocumentStatus: 'notRequired',
      w8BenFormDocumentStatus: 'notRequired',
      certificateOfLossOfNationalityDocumentStatus: 'notRequired',
      documents,
    };
  return {
    entityType: row.entity_type,
    giin: row.giin,
    isUSEntity: row.is_us_entity === 1,
    taxResidencies: JSON.parse(row.tax_residencies) as { countryCode: string; taxId: string }[],
    signerName: row.signer_name,
    signedAt: iso(row.signed_at),
    controllingPersonFormerUSCitizen: row.controlling_person_former_us === 1,
    taxResidencySelfCertificationDocumentStatus: 'validated',
    w9FormDocumentStatus: row.w9_status,
    w8BenFormDocumentStatus: row.w8ben_status,
    certificateOfLossOfNationalityDocumentStatus: row.loss_of_nationality_status,
    documents,
  };
}

export interface BusinessFatcaInput {
  entityType: NonNullable<BusinessFatca['entityType']>;
  giin?: string | undefined;
  isUSEntity: boolean;
  taxResidencies: { countryCode: string; taxId: string }[];
  signerName: string;
  controllingPersonFormerUSCitizen?: boolean | undefined;
}

/**
 * The tax forms a company's answers make it owe (docs/decisions.md "Business tax forms"): a US entity a W-9; a
 * non-US entity with a US tax residency, or a passive NFE (whose W-8BEN-E names its controlling persons), a
 * W-8BEN-E; and a non-US passive NFE whose controlling person was born a US citizen and gave the nationality up a
 * certificate of loss of nationality. A form already sent or accepted keeps its status.
 */
export function businessFormsOwed(input: BusinessFatcaInput): { w9: boolean; w8bene: boolean; cln: boolean } {
  const passive = input.entityType === 'passiveNfe';
  return {
    w9: input.isUSEntity,
    w8bene: !input.isUSEntity && (passive || input.taxResidencies.some((residency) => residency.countryCode === 'US')),
    cln: !input.isUSEntity && passive && input.controllingPersonFormerUSCitizen === true,
  };
}

export function signBusinessFatca(
  context: SandboxContext,
  customer: CustomerRow,
  input: BusinessFatcaInput,
): BusinessFatca {
  requireCompany(customer);
  if (input.entityType === 'financialInstitution' && !input.giin)
    throw new CompanyError('giin: A financial institution gives its GIIN', 'giin', 'giinMissing');
  input.taxResidencies.forEach((residency, index) => {
    if (input.taxResidencies.findIndex((other) => other.countryCode === residency.countryCode) !== index) {
      throw new CompanyError(
        `taxResidencies.${index}.countryCode: ${residency.countryCode} is listed twice`,
        `taxResidencies.${index}.countryCode`,
        'taxResidencyDuplicate',
      );
    }
  });
  if (input.isUSEntity && !input.taxResidencies.some((residency) => residency.countryCode === 'US')) {
    throw new CompanyError(
      'taxResidencies: A US entity lists its US tax number (EIN)',
      'taxResidencies',
      'usTaxIdMissing',
    );
  }
  const current = companyFatcaRow(context.db, customer.id);
  const owed = businessFormsOwed(input);
  const keep = (status: FormStatus | undefined): FormStatus =>
    status === 'validated' || status === 'pending' ? status : 'none';
  const status = (needed: boolean, previous: FormStatus | undefined): FormStatus =>
    needed ? keep(previous) : 'notRequired';
  context.db
    .prepare(
      `INSERT INTO company_fatca (customer_id, entity_type, giin, is_us_entity, tax_residencies, signer_name, signed_at,
         w9_status, w8ben_status, loss_of_nationality_status, controlling_person_former_us) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET entity_type = excluded.entity_type, giin = excluded.giin, is_us_entity = excluded.is_us_entity,
         tax_residencies = excluded.tax_residencies, signer_name = excluded.signer_name, signed_at = excluded.signed_at,
         w9_status = excluded.w9_status, w8ben_status = excluded.w8ben_status,
         loss_of_nationality_status = excluded.loss_of_nationality_status,
         controlling_person_former_us = excluded.controlling_person_former_us`,
    )
    .run(
      customer.id,
      input.entityType,
      input.entityType === 'financialInstitution' ? (input.giin ?? null) : null,
      input.isUSEntity ? 1 : 0,
      JSON.stringify(input.taxResidencies),
      input.signerName.trim(),
      context.now(),
      status(owed.w9, current?.w9_status),
      status(owed.w8bene, current?.w8ben_status),
      status(owed.cln, current?.loss_of_nationality_status),
      !input.isUSEntity && input.entityType === 'passiveNfe' && input.controllingPersonFormerUSCitizen ? 1 : 0,
    );
  return businessFatcaOf(context.db, customer);
}

const BUSINESS_FORM_COLUMN = {
  w9: 'w9_status',
  w8bene: 'w8ben_status',
  lossOfNationality: 'loss_of_nationality_status',
} as const;
const BUSINESS_FORM_TYPE = {
  w9: DOCUMENT_TYPE_IDS.w9,
  w8bene: DOCUMENT_TYPE_IDS.w8bene,
  lossOfNationality: DOCUMENT_TYPE_IDS.lossOfNationality,
} as const;

/**
 * Uploads one of the company's tax forms (businessWFormUpload, businessCertificateOfLossOfNationalityUpload): only
 * one its signed self-certification owes; it then waits for review (pending), as a personal form does.
 */
export async function uploadBusinessTaxForm(
  context: SandboxContext,
  customer: CustomerRow,
  user: UserRow,
  form: keyof typeof BUSINESS_FORM_COLUMN,
  incoming: readonly IncomingFile[],
  idempotencyKey: string | null,
): Promise<BusinessFatca> {
  requireCompany(customer);
  const row = companyFatcaRow(context.db, customer.id);
  if (!row)
    throw new CompanyError('Sign the self-certification first: it decides the forms owed', 'form', 'fatcaUnsigned');
  const column = BUSINESS_FORM_COLUMN[form];
  if (row[column] === 'notRequired')
    throw new CompanyError('This form is not needed for the company’s answers', 'form', 'formNotRequired');
  if (row[column] === 'validated')
    throw new CompanyError('This form has already been accepted', 'form', 'formAccepted');
  await uploadDocument(
    context,
    customer,
    user,
    { documentType: BUSINESS_FORM_TYPE[form], purpose: 'fatca' },
    incoming,
    idempotencyKey,
  );
  context.db.prepare(`UPDATE company_fatca SET ${column} = 'pending' WHERE customer_id = ?`).run(customer.id);
  return businessFatcaOf(context.db, customer);
}

// --- Admin: files and documents --------------------------------------------------------------------------------

function companyFiles(db: Database.Database, customerId: number, fileIds: readonly number[]): CompanyFileRow[] {
  const rows = fileIds.map(
    (id) =>
      db.prepare('SELECT * FROM company_files WHERE id = ? AND customer_id = ?').get(id, customerId) as
        CompanyFileRow | undefined,
  );
  const missing = fileIds.find((_, index) => rows[index] === undefined);
  if (missing !== undefined)
    throw new CompanyError(`fileIds: File ${missing} is not a file of this company`, 'fileIds', 'fileUnknown');
  return rows as CompanyFileRow[];
}

function companyDocument(db: Database.Database, customerId: number, documentId: number): CompanyDocumentRow {
  const row = db
    .prepare('SELECT * FROM company_documents WHERE id = ? AND customer_id = ? AND superseded_by IS NULL')
    .get(documentId, customerId) as CompanyDocumentRow | undefined;
  if (!row)
    throw new CompanyError('documentId: No such current document of this company', 'documentId', 'documentUnknown');
  return row;
}

/** Assigns unassigned files (assign) or moves assigned ones (reassign) to a document. */
export function assignFiles(
  db: Database.Database,
  customerId: number,
  documentId: number,
  fileIds: readonly number[],
  mode: 'assign' | 'reassign',
): void {
  companyDocument(db, customerId, documentId);
  const files = companyFiles(db, customerId, fileIds);
  for (const file of files) {
    if (mode === 'assign' && file.document_id !== null)
      throw new CompanyError(
        `fileIds: File ${file.id} already belongs to a document: reassign it`,
        'fileIds',
        'fileAssigned',
      );
    if (mode === 'reassign' && file.document_id === null)
      throw new CompanyError(`fileIds: File ${file.id} belongs to no document: assign it`, 'fileIds', 'fileUnassigned');
    if (mode === 'reassign' && file.document_id === documentId)
      throw new CompanyError(`fileIds: File ${file.id} already belongs to this document`, 'fileIds', 'sameDocument');
  }
  const update = db.prepare('UPDATE company_files SET document_id = ? WHERE id = ?');
  db.transaction(() => {
    for (const file of files) update.run(documentId, file.id);
  })();
}

/** Takes files off their documents; they stay with the company, unassigned. */
export function removeFiles(db: Database.Database, customerId: number, fileIds: readonly number[]): void {
  const files = companyFiles(db, customerId, fileIds);
  const unassigned = files.find((file) => file.document_id === null);
  if (unassigned)
    throw new CompanyError(`fileIds: File ${unassigned.id} belongs to no document`, 'fileIds', 'fileUnassigned');
  const update = db.prepare('UPDATE company_files SET document_id = NULL WHERE id = ?');
  db.transaction(() => {
    for (const file of files) update.run(file.id);
  })();
}

// --- Review ----------------------------------------------------------------------------------------------------

export interface CompanyReviewItem {
  documentId: number;
  customerId: number;
  companyName: string;
  group: CompanyDocumentGroup;
  documentType: string;
  owner: string | null;
  uploaded: string;
  files: CompanyFile[];
}

/** Company documents waiting for a decision, oldest first. */
export function companyReviewQueue(db: Database.Database): CompanyReviewItem[] {
  const rows = db
    .prepare(
      `SELECT d.*, c.business_name, c.first_name, c.last_name, r.first_name AS rep_first, r.last_name AS rep_last, a.address1
       FROM company_documents d JOIN customers c ON c.id = d.customer_id
       LEFT JOIN company_representatives r ON r.id = d.representative_id LEFT JOIN company_addresses a ON a.id = d.address_id
       WHERE d.superseded_by IS NULL AND d.status_id IN (0, 31, 41) ORDER BY d.uploaded_at, d.id`,
    )
    .all() as (CompanyDocumentRow & {
    business_name: string | null;
    first_name: string;
    last_name: string;
    rep_first: string | null;
    rep_last: string | null;
    address1: string | null;
  })[];
  return rows.map((row) => ({
    documentId: row.id,
    customerId: row.customer_id,
    companyName: row.business_name ?? `${row.first_name} ${row.last_name}`,
    group: row.grp,
    documentType: typeOf(row.document_type_id)?.name ?? `Document type ${row.document_type_id}`,
    owner: row.rep_first ? `${row.rep_first} ${row.rep_last ?? ''}`.trim() : row.address1,
    uploaded: iso(row.uploaded_at),
    files: filesOf(db, row.id).map(fileView),
  }));
}

/** Approves or rejects a company document and tells the company's users in real time. */
export function decideCompanyDocument(
  context: SandboxContext,
  documentId: number,
  decision: 'approve' | 'reject',
  reason: string | null,
): CompanyDocument {
  const { db } = context;
  const row = db.prepare('SELECT * FROM company_documents WHERE id = ?').get(documentId) as
    CompanyDocumentRow | undefined;
  if (!row || row.superseded_by !== null || !PENDING.includes(row.status_id))
    throw new CompanyError(`Document ${documentId} is not waiting for a decision`, null, 'documentUnknown');
  const statusId = decision === 'approve' ? DOCUMENT_STATUS.confirmed : DOCUMENT_STATUS.rejected;
  const rejectReason =
    decision === 'approve'
      ? null
      : reason?.trim() || 'The document could not be accepted. Upload a complete, legible copy.';
  db.prepare('UPDATE company_documents SET status_id = ?, reject_reason = ?, decided_at = ? WHERE id = ?').run(
    statusId,
    rejectReason,
    context.now(),
    documentId,
  );
  const name = typeOf(row.document_type_id)?.name ?? 'Document';
  notifyCustomer(context, row.customer_id, {
    type: decision === 'approve' ? 'info' : 'documentRejected',
    severity: decision === 'approve' ? 'success' : 'error',
    ...(decision === 'approve' ? { title: 'Document approved', message: `${name} was approved.` } : {}),
    data: {
      document: name,
      documentType: String(row.document_type_id),
      documentId,
      statusId,
      ...(rejectReason ? { reason: rejectReason } : {}),
    },
  });
  return documentView(
    db,
    db.prepare('SELECT * FROM company_documents WHERE id = ?').get(documentId) as CompanyDocumentRow,
  );
}
