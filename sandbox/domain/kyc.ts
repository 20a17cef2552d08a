/**
 * Verification of customers: addresses, phones and their codes, documents with their files on disk, the review
 * decisions, limit reasons, due diligence, duplicates and the verification flags the customer info answers with.
 * Transport-free: the named methods, the REST routes and the review page call these functions.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type {
  Address,
  DocumentCategory,
  IdentityStatus,
  LimitReason,
  Phone,
  Profile,
  UploadedDocument,
  VerificationStatus,
} from '../../src/core/api/contract/kyc';
import {
  ADDRESS_STATUS,
  DOCUMENT_CATEGORY,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_STATUS,
} from '../../src/core/api/contract/kyc';
import { displayFileName } from '../../src/core/api/contract/common';
import { LIVING_ADDRESS_KINDS } from '../../src/core/api/contract/profile-contacts';
import type { SandboxContext } from '../context';
import { randomDigits, sha256Hex, pkceChallengeS256 } from './crypto-ids';
import { withIdempotencyKey } from './idempotency';
import {
  addressReplaceRuleProblem,
  addressStateRuleProblem,
  postalAddressFields,
  type AddressColumns,
  type PostalAddressInput,
} from './address-rules';
import { stateName } from './address-states';
import { notifyUser, type NotificationInput } from './news-notifications';
import { sendMessage } from './outbox';
import type { CustomerRow, UserRow } from './users';
import { FieldRefusal } from './domain-error';

/** A refusal the routes turn into a `VF` envelope on the field. */
export class KycError extends FieldRefusal {
  override name = 'KycError';
}

// ---------------------------------------------------------------------------------------------------------------
// Dictionary

interface DocumentTypeDefinition {
  id: number;
  category: number;
  name: string;
  /** Both sides needed (spec 2: types 4 and 5). */
  twoSided?: boolean;
  /** Offered only to residents of these countries (spec 2: type 88 for RU and UA). */
  countryCodes?: string[];
}

export const DOCUMENT_TYPES: readonly DocumentTypeDefinition[] = [
  { id: 1, category: DOCUMENT_CATEGORY.identity, name: 'Passport' },
  { id: 4, category: DOCUMENT_CATEGORY.identity, name: 'National identity card', twoSided: true },
  { id: 5, category: DOCUMENT_CATEGORY.identity, name: 'Driving licence', twoSided: true },
  { id: 88, category: DOCUMENT_CATEGORY.identity, name: 'Passport stamp and front page', countryCodes: ['RU', 'UA'] },
  { id: 10, category: DOCUMENT_CATEGORY.address, name: 'Utility bill' },
  { id: 11, category: DOCUMENT_CATEGORY.address, name: 'Bank statement' },
  { id: 12, category: DOCUMENT_CATEGORY.address, name: 'Tax or council letter' },
  { id: 13, category: DOCUMENT_CATEGORY.address, name: 'Tenancy agreement' },
  { id: 20, category: DOCUMENT_CATEGORY.phone, name: 'Mobile phone bill' },
  { id: 30, category: DOCUMENT_CATEGORY.other, name: 'Letter of explanation' },
  { id: 31, category: DOCUMENT_CATEGORY.other, name: 'Source of funds evidence' },
  { id: 32, category: DOCUMENT_CATEGORY.other, name: 'Certificate of loss of US nationality' },
  { id: 33, category: DOCUMENT_CATEGORY.other, name: 'Form W-9' },
  { id: 34, category: DOCUMENT_CATEGORY.other, name: 'Form W-8BEN' },
  { id: 35, category: DOCUMENT_CATEGORY.other, name: 'Form W-8BEN-E' },
  { id: 40, category: DOCUMENT_CATEGORY.residencePermit, name: 'Residence permit' },
  { id: 50, category: DOCUMENT_CATEGORY.sourceOfWealth, name: 'Source of wealth evidence' },
];

export const DOCUMENT_TYPE_IDS = {
  passport: 1,
  utilityBill: 10,
  bankStatement: 11,
  explanation: 30,
  sourceOfFunds: 31,
  lossOfNationality: 32,
  w9: 33,
  w8ben: 34,
  /** The entities' W-8 (business self-certification). */
  w8bene: 35,
} as const;

/** The document categories' names (the review desk shows them too). */
export const CATEGORY_NAMES: Record<number, string> = {
  1: 'Identity',
  2: 'Address',
  3: 'Phone',
  5: 'Other',
  11: 'Source of wealth',
  12: 'Residence permit',
};

export function documentTypeOf(id: number): DocumentTypeDefinition | undefined {
  return DOCUMENT_TYPES.find((type) => type.id === id);
}

export function documentCategories(): DocumentCategory[] {
  const ids = [...new Set(DOCUMENT_TYPES.map((type) => type.category))];
  return ids.map((id) => ({
    id,
    name: CATEGORY_NAMES[id] ?? `Category ${id}`,
    customerDocumentTypes: DOCUMENT_TYPES.filter((type) => type.category === id).map((type) => ({
      id: type.id,
      name: type.name,
      ...(type.countryCodes ? { countryCodes: type.countryCodes } : {}),
    })),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Rows

interface ProfileRow {
  customer_id: number;
  identity_number: string | null;
  video_identity_status: VerificationStatus | null;
  duplicate_documents: number;
  due_diligence_document_types: string;
  email_confirmed_at: number | null;
}

export interface AddressRow extends AddressColumns {
  id: number;
  customer_id: number;
  kind: number;
  created_at: number;
  retired_at: number | null;
}

interface PhoneRow {
  id: number;
  customer_id: number;
  country_code: string;
  number: string;
  confirmed_at: number | null;
  created_at: number;
  retired_at: number | null;
}

export interface DocumentRow {
  id: number;
  customer_id: number;
  category: number;
  document_type_id: number;
  status_id: number;
  purpose: 'kyc' | 'dueDiligence' | 'limit' | 'duplicate' | 'fatca';
  address_id: number | null;
  limit_reason_id: number | null;
  relationship_document_type_id: number | null;
  reject_reason: string | null;
  issued_date: string | null;
  expires_date: string | null;
  created_by: string;
  uploaded_at: number;
  decided_at: number | null;
  superseded_by: number | null;
}

interface FileRow {
  id: number;
  document_id: number;
  part: string;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  stored_name: string | null;
}

interface LimitReasonRow {
  id: number;
  customer_id: number;
  action_type_id: number;
  description: string;
  required_document_types: string;
  resolved_at: number | null;
}

const PENDING_STATUSES: readonly number[] = [
  DOCUMENT_STATUS.submitted,
  DOCUMENT_STATUS.pending,
  DOCUMENT_STATUS.underInvestigation,
];
/** Statuses after which the customer must upload again. */
const STUCK_STATUSES: readonly number[] = [
  DOCUMENT_STATUS.rejected,
  DOCUMENT_STATUS.nameMismatch,
  DOCUMENT_STATUS.expired,
  DOCUMENT_STATUS.canceled,
  DOCUMENT_STATUS.deleted,
];

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A confirmed document expiring within this many days is "expired soon". */
const EXPIRES_SOON_DAYS = 30;

// ---------------------------------------------------------------------------------------------------------------
// Records per customer

/** Creates the verification records a customer lacks (new registrations): profile, FATCA row, phone from sign-up. */
export function ensureKycRecords(db: Database.Database, customer: CustomerRow, nowMs: number): void {
  db.prepare('INSERT OR IGNORE INTO kyc_profiles (customer_id) VALUES (?)').run(customer.id);
  db.prepare('INSERT OR IGNORE INTO fatca_certifications (customer_id) VALUES (?)').run(customer.id);
  const phones = db.prepare('SELECT count(*) AS n FROM kyc_phones WHERE customer_id = ?').get(customer.id) as {
    n: number;
  };
  if (phones.n === 0) {
    const user = db.prepare('SELECT * FROM users WHERE customer_id = ? ORDER BY id LIMIT 1').get(customer.id) as
      UserRow | undefined;
    if (user?.phone && user.phone_country_code) {
      db.prepare('INSERT INTO kyc_phones (customer_id, country_code, number, created_at) VALUES (?, ?, ?, ?)').run(
        customer.id,
        user.phone_country_code.replace(/^\+/, ''),
        user.phone,
        nowMs,
      );
    }
  }
}

function profileRow(db: Database.Database, customerId: number): ProfileRow {
  return db.prepare('SELECT * FROM kyc_profiles WHERE customer_id = ?').get(customerId) as ProfileRow;
}

function filesOf(db: Database.Database, documentId: number): FileRow[] {
  return db.prepare('SELECT * FROM kyc_document_files WHERE document_id = ? ORDER BY id').all(documentId) as FileRow[];
}

export function documentView(db: Database.Database, row: DocumentRow): UploadedDocument {
  return {
    id: row.id,
    statusId: row.status_id,
    uploaded: iso(row.uploaded_at),
    documentTypeId: row.document_type_id,
    documentType: documentTypeOf(row.document_type_id)?.name ?? `Document type ${row.document_type_id}`,
    category: row.category,
    isSubDocument: false,
    issuedDate: row.issued_date,
    expiresDate: row.expires_date,
    createdUsername: row.created_by,
    rejectReason: row.reject_reason,
    files: filesOf(db, row.id).map((file) => ({
      part: file.part,
      fileName: file.file_name,
      size: file.size,
      mimeType: file.mime_type,
    })),
    isDueDiligence: row.purpose === 'dueDiligence',
  };
}

/**
 * Documents of a kind in one of the document tables (a customer's or a company's), newest first. The KYC and the
 * company documents share the columns the query reads.
 */
export function documentsNewestFirst<Row>(
  db: Database.Database,
  table: 'kyc_documents' | 'company_documents',
  customerId: number,
  where: string,
  params: unknown[],
): Row[] {
  return db
    .prepare(`SELECT * FROM ${table} WHERE customer_id = ? AND ${where} ORDER BY uploaded_at DESC, id DESC`)
    .all(customerId, ...params) as Row[];
}

/** Documents of a kind, newest first, without the ones a later upload replaced. */
function currentDocuments(db: Database.Database, customerId: number, where: string, params: unknown[] = []) {
  return documentsNewestFirst<DocumentRow>(
    db,
    'kyc_documents',
    customerId,
    `superseded_by IS NULL AND ${where}`,
    params,
  );
}

export function allDocuments(db: Database.Database, customerId: number, where: string, params: unknown[] = []) {
  return documentsNewestFirst<DocumentRow>(db, 'kyc_documents', customerId, where, params);
}

function isExpired(row: DocumentRow, nowMs: number): boolean {
  return row.expires_date !== null && Date.parse(row.expires_date) <= nowMs;
}

function expiresSoon(row: DocumentRow, nowMs: number): boolean {
  return row.expires_date !== null && Date.parse(row.expires_date) - nowMs <= EXPIRES_SOON_DAYS * DAY_MS;
}

function identityStatusOf(latest: DocumentRow | undefined, nowMs: number): IdentityStatus | null {
  if (!latest) return null;
  if (PENDING_STATUSES.includes(latest.status_id)) return 'pending';
  switch (latest.status_id) {
    case DOCUMENT_STATUS.confirmed:
      if (isExpired(latest, nowMs)) return 'rejected';
      return expiresSoon(latest, nowMs) ? 'expiredSoon' : 'validated';
    case DOCUMENT_STATUS.nameMismatch:
      return 'nameMismatch';
    case DOCUMENT_STATUS.canceled:
    case DOCUMENT_STATUS.deleted:
      return 'canceled';
    default:
      // Rejected, and an expired identity document: a new one is needed.
      return 'rejected';
  }
}

function proofStatusOf(latest: DocumentRow | undefined, nowMs: number): VerificationStatus {
  if (!latest) return 'none';
  if (PENDING_STATUSES.includes(latest.status_id)) return 'pending';
  if (latest.status_id === DOCUMENT_STATUS.confirmed) {
    if (isExpired(latest, nowMs)) return 'none';
    return expiresSoon(latest, nowMs) ? 'expiredSoon' : 'validated';
  }
  if (latest.status_id === DOCUMENT_STATUS.expired) return 'none';
  return 'rejected';
}

function addressStatusOf(latest: DocumentRow | undefined): number {
  if (!latest) return ADDRESS_STATUS.unconfirmed;
  if (PENDING_STATUSES.includes(latest.status_id)) return ADDRESS_STATUS.pending;
  if (latest.status_id === DOCUMENT_STATUS.confirmed) return ADDRESS_STATUS.confirmed;
  if (latest.status_id === DOCUMENT_STATUS.nameMismatch) return ADDRESS_STATUS.nameMismatch;
  if (latest.status_id === DOCUMENT_STATUS.rejected) return ADDRESS_STATUS.rejected;
  return ADDRESS_STATUS.unconfirmed;
}

function activeAddresses(db: Database.Database, customerId: number): AddressRow[] {
  return db
    .prepare('SELECT * FROM kyc_addresses WHERE customer_id = ? AND retired_at IS NULL ORDER BY id')
    .all(customerId) as AddressRow[];
}

/** An address row in the shape the address rules compare. */
export function addressCandidateOf(row: AddressRow) {
  return { addressKind: row.kind, ...postalAddressFields(row) };
}

export function findActiveAddress(
  db: Database.Database,
  customerId: number,
  addressId: number,
): AddressRow | undefined {
  return db
    .prepare('SELECT * FROM kyc_addresses WHERE id = ? AND customer_id = ? AND retired_at IS NULL')
    .get(addressId, customerId) as AddressRow | undefined;
}

function addressView(db: Database.Database, row: AddressRow, nowMs: number): Address {
  const documents = currentDocuments(db, row.customer_id, "category = ? AND address_id = ? AND purpose = 'kyc'", [
    DOCUMENT_CATEGORY.address,
    row.id,
  ]);
  const history = allDocuments(db, row.customer_id, "category = ? AND address_id = ? AND purpose = 'kyc'", [
    DOCUMENT_CATEGORY.address,
    row.id,
  ]);
  const latest = documents[0];
  const status = addressStatusOf(latest);
  const outOfDate = latest !== undefined && latest.status_id === DOCUMENT_STATUS.confirmed && isExpired(latest, nowMs);
  return {
    addressId: row.id,
    addressKind: row.kind,
    ...postalAddressFields(row),
    addressStatus: outOfDate ? ADDRESS_STATUS.unconfirmed : status,
    stateName: stateName(row.country_code, row.state_code),
    confirmed: status === ADDRESS_STATUS.confirmed && !outOfDate,
    uploadedDocuments: history.map((document) => documentView(db, document)),
    isDocumentOutOfDate: outOfDate,
    isCardDocumentRequired: false,
    isDocumentRequired: latest === undefined || STUCK_STATUSES.includes(latest.status_id) || outOfDate,
  };
}

/** The address proof of residence is about: the first home or residence address, else the first one. */
function primaryAddress(addresses: readonly AddressRow[]): AddressRow | undefined {
  return addresses.find((address) => [1, 3, 4].includes(address.kind)) ?? addresses[0];
}

function phoneView(row: PhoneRow): Phone {
  return { id: row.id, confirmed: row.confirmed_at !== null, countryCode: row.country_code, number: row.number };
}

function activePhones(db: Database.Database, customerId: number): PhoneRow[] {
  return db
    .prepare('SELECT * FROM kyc_phones WHERE customer_id = ? AND retired_at IS NULL ORDER BY id DESC')
    .all(customerId) as PhoneRow[];
}

function emailConfirmed(db: Database.Database, profile: ProfileRow, email: string): boolean {
  if (profile.email_confirmed_at !== null) return true;
  const row = db.prepare('SELECT 1 FROM email_confirmations WHERE email = ? AND confirmed_at IS NOT NULL').get(email);
  return row !== undefined;
}

/** The profile data of a customer (spec 3 section 3.4). */
export function buildProfile(db: Database.Database, customer: CustomerRow, nowMs: number): Profile {
  ensureKycRecords(db, customer, nowMs);
  const profile = profileRow(db, customer.id);
  const addresses = activeAddresses(db, customer.id);
  const primary = primaryAddress(addresses);
  const identityDocs = currentDocuments(db, customer.id, "category = ? AND purpose = 'kyc'", [
    DOCUMENT_CATEGORY.identity,
  ]);
  const identityHistory = allDocuments(db, customer.id, "category = ? AND purpose = 'kyc'", [
    DOCUMENT_CATEGORY.identity,
  ]);
  const latestIdentity = identityDocs[0];
  const proof = primary
    ? currentDocuments(db, customer.id, "category = ? AND address_id = ? AND purpose = 'kyc'", [
        DOCUMENT_CATEGORY.address,
        primary.id,
      ])[0]
    : undefined;
  const phones = activePhones(db, customer.id);
  const confirmedIdentity = identityHistory.find((row) => row.status_id === DOCUMENT_STATUS.confirmed);
  const duplicates = allDocuments(db, customer.id, "purpose = 'duplicate'");
  const everything = allDocuments(db, customer.id, '1 = 1');
  return {
    taxId: customer.tax_id,
    emailAddress: customer.login,
    emailConfirmed: emailConfirmed(db, profile, customer.login),
    residenceCountry: customer.residence_country_code ?? '',
    addresses: addresses.map((row) => addressView(db, row, nowMs)),
    identityDocument: confirmedIdentity
      ? {
          type: documentTypeOf(confirmedIdentity.document_type_id)?.name ?? '',
          number: profile.identity_number,
          typeId: confirmedIdentity.document_type_id,
          status: confirmedIdentity.status_id,
          expiresDate: confirmedIdentity.expires_date,
          issuedDate: confirmedIdentity.issued_date,
        }
      : null,
    identity: {
      status: identityStatusOf(latestIdentity, nowMs),
      uploadedDocuments: identityHistory.map((row) => documentView(db, row)),
    },
    videoIdentityStatus: profile.video_identity_status,
    proofOfResidenceStatus: proofStatusOf(proof, nowMs),
    phone: phones[0] ? phoneView(phones[0]) : null,
    phones: phones.map(phoneView),
    usernameChangeRequest: null,
    documents: everything.map((row) => ({
      id: row.id,
      documentTypeId: row.document_type_id,
      statusId: row.status_id,
      created: iso(row.uploaded_at),
      expiration: row.expires_date,
      createdName: row.created_by,
    })),
    duplicateDocuments: {
      status:
        profile.duplicate_documents === 0
          ? 'none'
          : duplicates.some((row) => !STUCK_STATUSES.includes(row.status_id))
            ? 'uploaded'
            : 'required',
      uploadedDocuments: duplicates.map((row) => documentView(db, row)),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Uploads

export interface IncomingFile {
  part: string;
  file: File;
}

/** Magic numbers of the accepted kinds: the server reads the content, not only what the browser said. */
export const SIGNATURES: { mime: string; extensions: string[]; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    mime: 'image/jpeg',
    extensions: ['.jpg', '.jpeg'],
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/png',
    extensions: ['.png'],
    matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  {
    mime: 'application/pdf',
    extensions: ['.pdf'],
    matches: (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46,
  },
];

/** The file name's extension when it is a plain one ('.pdf'); anything else (spaces, slashes) is dropped. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  return /^\.[a-z0-9]{1,8}$/.test(extension) ? extension : '';
}

export interface CheckedFile {
  part: string;
  /** The name to show (path parts and control characters removed). */
  fileName: string;
  /** The name as the client sent it: data only, never shown. */
  originalName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** Size and type limits, enforced on the server whatever the client checked. */
export async function checkUpload(incoming: IncomingFile): Promise<CheckedFile> {
  const { part, file } = incoming;
  if (file.size === 0) throw new KycError(`${part}: The file is empty`, part, 'fileEmpty');
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw new KycError(`${part}: The file is larger than 10 MB (${file.size} bytes)`, part, 'fileTooLarge');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  const extension = extensionOf(displayFileName(file.name));
  if (!kind || !kind.extensions.includes(extension)) {
    throw new KycError(
      `${part}: Only JPG, PNG and PDF files are accepted, and the content must match the name`,
      part,
      'fileType',
    );
  }
  return {
    part,
    fileName: displayFileName(file.name),
    originalName: file.name.slice(0, 1000),
    mimeType: kind.mime,
    bytes,
  };
}

function storeFiles(context: SandboxContext, documentId: number, files: readonly CheckedFile[]): void {
  const insert = context.db.prepare(
    'INSERT INTO kyc_document_files (document_id, part, file_name, mime_type, size, sha256, stored_name, original_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const file of files) {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const storedName = `${documentId}-${file.part}-${sha256.slice(0, 16)}${extensionOf(file.fileName)}`;
    context.files.write(documentFileKey(storedName), file.bytes);
    insert.run(
      documentId,
      file.part,
      file.fileName,
      file.mimeType,
      file.bytes.byteLength,
      sha256,
      storedName,
      file.originalName,
    );
  }
}

/** Where an identity or address document's file lives in the sandbox's file store. */
export function documentFileKey(storedName: string): string {
  return `documents/${storedName}`;
}

export interface UploadInput {
  documentType: number;
  addressId?: number | undefined;
  relationshipDocumentType?: number | undefined;
  isDueDiligence?: number | undefined;
  limitReasonId?: number | undefined;
  /** Overrides the purpose taken from the other fields (duplicates, FATCA forms). */
  purpose?: DocumentRow['purpose'] | undefined;
}

function purposeOf(input: UploadInput, type: DocumentTypeDefinition, profile: ProfileRow): DocumentRow['purpose'] {
  if (input.purpose) return input.purpose;
  if (input.limitReasonId !== undefined) return 'limit';
  if (input.isDueDiligence === 1) return 'dueDiligence';
  if (type.id === DOCUMENT_TYPE_IDS.explanation && profile.duplicate_documents === 1) return 'duplicate';
  return 'kyc';
}

/** Stores an uploaded document (status submitted), supersedes the earlier one of the same kind, updates the flags. */
export async function uploadDocument(
  context: SandboxContext,
  customer: CustomerRow,
  user: UserRow,
  input: UploadInput,
  incoming: readonly IncomingFile[],
  idempotencyKey: string | null = null,
): Promise<UploadedDocument> {
  const { db } = context;
  const now = context.now();
  ensureKycRecords(db, customer, now);
  const type = documentTypeOf(input.documentType);
  if (!type) throw new KycError(`Unknown document type ${input.documentType}`, 'documentType', 'documentTypeUnknown');
  if (type.countryCodes && !type.countryCodes.includes(customer.residence_country_code ?? '')) {
    throw new KycError(
      `${type.name} is accepted only from residents of ${type.countryCodes.join(' and ')}`,
      'documentType',
      'documentTypeCountry',
    );
  }
  const main = incoming.find((file) => file.part === 'mainDocument');
  if (!main) throw new KycError('mainDocument: Attach the document', 'mainDocument', 'fileMissing');
  if (type.twoSided && !incoming.some((file) => file.part === 'additionalDocument')) {
    throw new KycError(
      `additionalDocument: ${type.name} needs its back side too`,
      'additionalDocument',
      'backSideMissing',
    );
  }
  if (input.relationshipDocumentType !== undefined && !incoming.some((file) => file.part === 'relationshipDocument')) {
    throw new KycError('relationshipDocument: Attach the relationship document', 'relationshipDocument', 'fileMissing');
  }
  let addressId: number | null = null;
  if (type.category === DOCUMENT_CATEGORY.address && input.limitReasonId === undefined && input.isDueDiligence !== 1) {
    if (input.addressId === undefined)
      throw new KycError('addressId: Choose the address the document proves', 'addressId', 'addressMissing');
    if (!findActiveAddress(db, customer.id, input.addressId))
      throw new KycError('addressId: No such address', 'addressId', 'addressUnknown');
    addressId = input.addressId;
  }
  const checked: CheckedFile[] = [];
  for (const file of incoming) checked.push(await checkUpload(file));

  const profile = profileRow(db, customer.id);
  const purpose = purposeOf(input, type, profile);
  const limitReasonId = input.limitReasonId ?? null;
  // A retried upload (same key, same fields and files) gets the first answer and stores nothing twice.
  const request = {
    customerId: customer.id,
    input,
    files: checked.map((file) => ({ part: file.part, sha256: createHash('sha256').update(file.bytes).digest('hex') })),
  };
  return withIdempotencyKey(db, { key: idempotencyKey, operation: 'documentUpload', request, nowMs: now }, () => {
    const document = db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO kyc_documents (customer_id, category, document_type_id, status_id, purpose, address_id, limit_reason_id,
             relationship_document_type_id, created_by, uploaded_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          customer.id,
          type.category,
          type.id,
          DOCUMENT_STATUS.submitted,
          purpose,
          addressId,
          limitReasonId,
          input.relationshipDocumentType ?? null,
          `${user.first_name} ${user.last_name}`,
          now,
        );
      const id = Number(lastInsertRowid);
      // The new upload replaces the earlier one of the same kind that is not confirmed (rejected, expired, pending).
      const sameKind =
        purpose === 'limit'
          ? db
              .prepare(
                "SELECT id FROM kyc_documents WHERE customer_id = ? AND purpose = 'limit' AND limit_reason_id = ? AND document_type_id = ? AND id <> ? AND superseded_by IS NULL AND status_id <> 2",
              )
              .all(customer.id, limitReasonId, type.id, id)
          : purpose === 'fatca'
            ? db
                .prepare(
                  "SELECT id FROM kyc_documents WHERE customer_id = ? AND purpose = 'fatca' AND document_type_id = ? AND id <> ? AND superseded_by IS NULL",
                )
                .all(customer.id, type.id, id)
            : db
                .prepare(
                  'SELECT id FROM kyc_documents WHERE customer_id = ? AND purpose = ? AND category = ? AND address_id IS ? AND id <> ? AND superseded_by IS NULL AND status_id <> 2',
                )
                .all(customer.id, purpose, type.category, addressId, id);
      // A replaced document still waiting for review is withdrawn (canceled); a refused one keeps its status for the history.
      const supersede = db.prepare(
        'UPDATE kyc_documents SET superseded_by = ?, status_id = CASE WHEN status_id IN (0, 31, 41) THEN 4 ELSE status_id END WHERE id = ?',
      );
      for (const row of sameKind as { id: number }[]) supersede.run(id, row.id);
      storeFiles(context, id, checked);
      return db.prepare('SELECT * FROM kyc_documents WHERE id = ?').get(id) as DocumentRow;
    })();
    refreshVerification(context, customer.id);
    return documentView(db, document);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses, phones, e-mail, tax

export interface AddressInput extends PostalAddressInput {
  addressKind: number;
}

export function createAddress(
  context: SandboxContext,
  customer: CustomerRow,
  input: AddressInput,
  replacesId: number | null = null,
): Address {
  const { db } = context;
  const now = context.now();
  ensureKycRecords(db, customer, now);
  const replaced = replacesId === null ? undefined : findActiveAddress(db, customer.id, replacesId);
  if (replacesId !== null && !replaced) throw new KycError('addressId: No such address', 'addressId', 'addressUnknown');
  const problem =
    addressStateRuleProblem(input, false) ??
    (replaced
      ? addressReplaceRuleProblem(
          addressCandidateOf(replaced),
          input,
          customer.residence_country_code ?? input.countryCode,
        )
      : null);
  if (problem) throw new KycError(problem.message, problem.field, problem.code);
  const id = db.transaction(() => {
    if (replacesId !== null) db.prepare('UPDATE kyc_addresses SET retired_at = ? WHERE id = ?').run(now, replacesId);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO kyc_addresses (customer_id, kind, address1, address2, city, postal_code, country_code, state_code, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        customer.id,
        input.addressKind,
        input.address1,
        input.address2 || null,
        input.city,
        input.postalCode,
        input.countryCode,
        input.stateCode || null,
        now,
      );
    return Number(lastInsertRowid);
  })();
  refreshVerification(context, customer.id);
  return addressView(db, findActiveAddress(db, customer.id, id) as AddressRow, now);
}

/**
 * The address replacement compatibility check: whether the address `oldAddressId` may be replaced by one in
 * `countryCode`. The same country rule as the replacement itself (address-rules.ts), by the kind of the old address.
 */
export function addressReplaceCompatibility(
  db: Database.Database,
  customer: CustomerRow,
  oldAddressId: number,
  countryCode: string,
): { compatible: boolean; reason: 'countryChange' | null; residenceCountry: string } {
  const old = findActiveAddress(db, customer.id, oldAddressId);
  if (!old) throw new KycError('oldAddressId: No such address', 'oldAddressId', 'addressUnknown');
  const residenceCountry = customer.residence_country_code ?? old.country_code;
  const movesAbroad = LIVING_ADDRESS_KINDS.includes(old.kind) && countryCode !== residenceCountry;
  return { compatible: !movesAbroad, reason: movesAbroad ? 'countryChange' : null, residenceCountry };
}

export function addPhone(
  context: SandboxContext,
  customer: CustomerRow,
  countryCode: string,
  number: string,
  replacesId: number | null = null,
): Phone {
  const { db } = context;
  const now = context.now();
  ensureKycRecords(db, customer, now);
  const current = activePhones(db, customer.id);
  if (replacesId !== null && !current.some((phone) => phone.id === replacesId))
    throw new KycError('phoneId: No such phone', 'phoneId', 'phoneUnknown');
  if (
    current.some((phone) => phone.country_code === countryCode && phone.number === number && phone.id !== replacesId)
  ) {
    throw new KycError('phone: This number is already on your profile', 'phone', 'phoneDuplicate');
  }
  const id = db.transaction(() => {
    if (replacesId !== null) db.prepare('UPDATE kyc_phones SET retired_at = ? WHERE id = ?').run(now, replacesId);
    const { lastInsertRowid } = db
      .prepare('INSERT INTO kyc_phones (customer_id, country_code, number, created_at) VALUES (?, ?, ?, ?)')
      .run(customer.id, countryCode, number, now);
    return Number(lastInsertRowid);
  })();
  refreshVerification(context, customer.id);
  return phoneView(db.prepare('SELECT * FROM kyc_phones WHERE id = ?').get(id) as PhoneRow);
}

/** Lifetime of an SMS code, and the wait before another may be sent. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_RESEND_MS = 30 * 1000;
const PHONE_CODE_MAX_ATTEMPTS = 5;

function phoneOfCustomer(db: Database.Database, customerId: number, phoneId: number): PhoneRow {
  const row = db
    .prepare('SELECT * FROM kyc_phones WHERE id = ? AND customer_id = ? AND retired_at IS NULL')
    .get(phoneId, customerId) as PhoneRow | undefined;
  if (!row) throw new KycError('phoneId: No such phone', 'phoneId', 'phoneUnknown');
  return row;
}

/** Sends a code by SMS, bound to the client's PKCE challenge. Refused within 30 s of the last one. */
export function startPhoneVerification(
  context: SandboxContext,
  customer: CustomerRow,
  user: UserRow,
  phoneId: number,
  codeChallenge: string,
) {
  const { db } = context;
  const now = context.now();
  const phone = phoneOfCustomer(db, customer.id, phoneId);
  if (phone.confirmed_at !== null) throw new KycError('This phone is already confirmed', 'phoneId', 'phoneConfirmed');
  const last = db
    .prepare('SELECT created_at FROM phone_verifications WHERE phone_id = ? ORDER BY id DESC LIMIT 1')
    .get(phoneId) as { created_at: number } | undefined;
  if (last && now - last.created_at < PHONE_CODE_RESEND_MS) {
    throw new KycError(
      `Wait ${Math.ceil((PHONE_CODE_RESEND_MS - (now - last.created_at)) / 1000)} s before asking for another code`,
      null,
      'resendTooSoon',
    );
  }
  const code = randomDigits(6);
  db.transaction(() => {
    db.prepare("UPDATE phone_verifications SET status = 'superseded' WHERE phone_id = ? AND status = 'open'").run(
      phoneId,
    );
    db.prepare(
      'INSERT INTO phone_verifications (phone_id, code_hash, code_challenge, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(phoneId, sha256Hex(code), codeChallenge, now, now + PHONE_CODE_TTL_MS);
  })();
  sendMessage(db, now, {
    to: `+${phone.country_code}${phone.number}`,
    userEmail: user.email,
    channel: 'sms',
    subject: 'Phone confirmation code',
    body: `${code} is your code to confirm this phone number. It works for 10 minutes.`,
    code,
  });
  return { phoneId, expiresAt: iso(now + PHONE_CODE_TTL_MS), resendAvailableAt: iso(now + PHONE_CODE_RESEND_MS) };
}

/** Confirms a phone with the code and the PKCE verifier behind the challenge it was sent for. */
export function confirmPhoneCode(
  context: SandboxContext,
  customer: CustomerRow,
  phoneId: number,
  code: string,
  codeVerifier: string,
): Phone {
  const { db } = context;
  const now = context.now();
  const phone = phoneOfCustomer(db, customer.id, phoneId);
  if (phone.confirmed_at !== null) return phoneView(phone);
  const open = db
    .prepare("SELECT * FROM phone_verifications WHERE phone_id = ? AND status = 'open' ORDER BY id DESC LIMIT 1")
    .get(phoneId) as
    { id: number; code_hash: string; code_challenge: string; attempts: number; expires_at: number } | undefined;
  if (!open) throw new KycError('Ask for a new code: none is waiting for this phone', 'code', 'codeNotRequested');
  if (open.expires_at <= now) throw new KycError('The code has expired. Ask for a new one', 'code', 'codeExpired');
  if (pkceChallengeS256(codeVerifier) !== open.code_challenge)
    throw new KycError('The code was requested from another device or page', 'code', 'codeVerifierMismatch');
  if (open.code_hash !== sha256Hex(code)) {
    const attempts = open.attempts + 1;
    const locked = attempts >= PHONE_CODE_MAX_ATTEMPTS;
    db.prepare('UPDATE phone_verifications SET attempts = ?, status = ? WHERE id = ?').run(
      attempts,
      locked ? 'locked' : 'open',
      open.id,
    );
    throw new KycError(
      locked ? 'Too many wrong codes. Ask for a new one' : 'The code is not correct',
      'code',
      locked ? 'codeLocked' : 'codeInvalid',
    );
  }
  db.transaction(() => {
    db.prepare("UPDATE phone_verifications SET status = 'used' WHERE id = ?").run(open.id);
    db.prepare('UPDATE kyc_phones SET confirmed_at = ? WHERE id = ?').run(now, phoneId);
  })();
  refreshVerification(context, customer.id);
  return phoneView(db.prepare('SELECT * FROM kyc_phones WHERE id = ?').get(phoneId) as PhoneRow);
}

/** National formats the sandbox checks tax numbers against; other countries take 4 to 20 letters and digits. */
const TAX_ID_FORMATS: Record<string, { pattern: RegExp; description: string }> = {
  US: { pattern: /^\d{3}-?\d{2}-?\d{4}$/, description: 'an SSN or ITIN of 9 digits (123-45-6789)' },
  GB: {
    pattern: /^([A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]|\d{10})$/,
    description: 'a National Insurance number (QQ123456C) or a 10-digit UTR',
  },
  RO: { pattern: /^[1-9]\d{12}$/, description: 'a CNP of 13 digits' },
  DE: { pattern: /^\d{11}$/, description: 'a tax identification number (IdNr) of 11 digits' },
  FR: { pattern: /^[0-3]\d{12}$/, description: 'a tax number (SPI) of 13 digits' },
  PT: { pattern: /^\d{9}$/, description: 'a NIF of 9 digits' },
  LT: { pattern: /^\d{11}$/, description: 'a personal code of 11 digits' },
};

export function updateTaxNumber(context: SandboxContext, customer: CustomerRow, taxId: string): string {
  const compact = taxId.replace(/\s+/g, '').toUpperCase();
  const format = TAX_ID_FORMATS[customer.residence_country_code ?? ''];
  if (format ? !format.pattern.test(compact) : !/^[A-Z0-9./-]{4,20}$/.test(compact)) {
    const country = customer.residence_country_code ?? 'your country';
    throw new KycError(
      format
        ? `This tax number does not look like one from ${country}: enter ${format.description}.`
        : 'Enter 4 to 20 letters and digits.',
      'taxId',
      'taxIdInvalid',
    );
  }
  context.db.prepare('UPDATE customers SET tax_id = ? WHERE id = ?').run(compact, customer.id);
  return compact;
}

// ---------------------------------------------------------------------------------------------------------------
// Limits and due diligence

function limitReasonView(db: Database.Database, row: LimitReasonRow): LimitReason {
  const types = JSON.parse(row.required_document_types) as number[];
  return {
    id: row.id,
    actionTypeId: row.action_type_id,
    description: row.description,
    requirementDocuments: types.map((typeId) => {
      const type = documentTypeOf(typeId);
      return {
        documentTypeId: typeId,
        documentType: type?.name ?? `Document type ${typeId}`,
        category: type?.category ?? DOCUMENT_CATEGORY.other,
        uploadedDocuments: allDocuments(
          db,
          row.customer_id,
          "purpose = 'limit' AND limit_reason_id = ? AND document_type_id = ?",
          [row.id, typeId],
        ).map((document) => documentView(db, document)),
      };
    }),
  };
}

export function limitReasons(db: Database.Database, customerId: number): LimitReason[] {
  const rows = db
    .prepare('SELECT * FROM kyc_limit_reasons WHERE customer_id = ? AND resolved_at IS NULL ORDER BY id')
    .all(customerId) as LimitReasonRow[];
  return rows.map((row) => limitReasonView(db, row));
}

export function findLimitReason(db: Database.Database, customerId: number, id: number): LimitReasonRow | undefined {
  return db
    .prepare('SELECT * FROM kyc_limit_reasons WHERE id = ? AND customer_id = ? AND resolved_at IS NULL')
    .get(id, customerId) as LimitReasonRow | undefined;
}

export function dueDiligenceInfo(db: Database.Database, customer: CustomerRow, nowMs: number) {
  ensureKycRecords(db, customer, nowMs);
  const profile = profileRow(db, customer.id);
  const wanted = JSON.parse(profile.due_diligence_document_types) as number[];
  const uploaded = allDocuments(db, customer.id, "purpose = 'dueDiligence'");
  const current = uploaded.filter((row) => row.superseded_by === null);
  const addresses = activeAddresses(db, customer.id);
  const primary = primaryAddress(addresses);
  const built = buildProfile(db, customer, nowMs);
  return {
    level: customer.due_diligence_level,
    address: primary ? addressView(db, primary, nowMs) : null,
    document: built.identityDocument,
    requiredDocumentTypes: wanted
      .filter(
        (typeId) => !current.some((row) => row.document_type_id === typeId && !STUCK_STATUSES.includes(row.status_id)),
      )
      .map((typeId) => ({ id: typeId, name: documentTypeOf(typeId)?.name ?? `Document type ${typeId}` })),
    uploadedDocuments: uploaded.map((row) => documentView(db, row)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Verification flags

function usersOf(db: Database.Database, customerId: number): UserRow[] {
  return db.prepare("SELECT * FROM users WHERE customer_id = ? AND status = 'active'").all(customerId) as UserRow[];
}

/** Notifies every user of the customer; returns how many open connections the notice reached. */
export function notifyCustomer(context: SandboxContext, customerId: number, input: NotificationInput): number {
  let delivered = 0;
  for (const user of usersOf(context.db, customerId))
    delivered += notifyUser(context, user.id, input, context.now()).delivered;
  return delivered;
}

/**
 * Recomputes what the customer info answers after a change: an unverified personal customer needs KYC while
 * identity, proof of residence or phone are missing or refused; once identity and proof of residence are approved,
 * the phone confirmed and nothing else is open, the customer is verified. A limited account is lifted when every
 * document its reasons need is approved.
 */
export function refreshVerification(context: SandboxContext, customerId: number): void {
  const { db } = context;
  const now = context.now();
  const customer = db.prepare('SELECT * FROM customers WHERE id = ?').get(customerId) as CustomerRow | undefined;
  if (!customer) return;
  const profile = buildProfile(db, customer, now);

  if (customer.limited === 1) {
    const reasons = db
      .prepare('SELECT * FROM kyc_limit_reasons WHERE customer_id = ? AND resolved_at IS NULL')
      .all(customerId) as LimitReasonRow[];
    const satisfied =
      reasons.length > 0 &&
      reasons.every((reason) =>
        (JSON.parse(reason.required_document_types) as number[]).every((typeId) => {
          const latest = currentDocuments(
            db,
            customerId,
            "purpose = 'limit' AND limit_reason_id = ? AND document_type_id = ?",
            [reason.id, typeId],
          )[0];
          return latest?.status_id === DOCUMENT_STATUS.confirmed;
        }),
      );
    if (satisfied) {
      db.transaction(() => {
        db.prepare('UPDATE kyc_limit_reasons SET resolved_at = ? WHERE customer_id = ? AND resolved_at IS NULL').run(
          now,
          customerId,
        );
        db.prepare('UPDATE customers SET limited = 0, limited_reason = NULL WHERE id = ?').run(customerId);
      })();
      notifyCustomer(context, customerId, {
        type: 'info',
        severity: 'success',
        title: 'Account limits lifted',
        message: 'Thank you: your documents were approved and your account works without limits again.',
      });
    }
  }

  if (customer.verified === 1 || customer.customer_type !== 0) return;
  const identityOk =
    profile.identity.status === 'pending' ||
    profile.identity.status === 'validated' ||
    profile.identity.status === 'expiredSoon';
  const proofOk = profile.proofOfResidenceStatus === 'pending' || profile.proofOfResidenceStatus === 'validated';
  const phoneConfirmed = profile.phone?.confirmed === true;
  const needsKyc = profile.addresses.length === 0 || !identityOk || !proofOk || !phoneConfirmed;
  db.prepare('UPDATE customers SET is_need_kyc = ? WHERE id = ?').run(needsKyc ? 1 : 0, customerId);

  const dd = dueDiligenceInfo(db, customer, now);
  const ddOpen =
    dd.requiredDocumentTypes.length > 0 || dd.uploadedDocuments.some((row) => PENDING_STATUSES.includes(row.statusId));
  const anyPending = allDocuments(db, customerId, 'superseded_by IS NULL').some((row) =>
    PENDING_STATUSES.includes(row.status_id),
  );
  const complete =
    profile.identity.status === 'validated' &&
    profile.proofOfResidenceStatus === 'validated' &&
    phoneConfirmed &&
    profile.duplicateDocuments.status !== 'required' &&
    profile.videoIdentityStatus !== 'rejected' &&
    !ddOpen &&
    !anyPending;
  if (complete) verifyCustomer(context, customerId);
}

/** Marks the customer verified (the compliance decision) and tells them. */
export function verifyCustomer(context: SandboxContext, customerId: number): void {
  context.db.prepare('UPDATE customers SET verified = 1, is_need_kyc = 0 WHERE id = ?').run(customerId);
  notifyCustomer(context, customerId, {
    type: 'info',
    severity: 'success',
    title: 'Your account is verified',
    message: 'Your identity, address and phone are confirmed. Thank you.',
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Review

export type ReviewDecision = 'approve' | 'reject' | 'name-mismatch' | 'expire';

export interface ReviewItem {
  documentId: number;
  customerId: number;
  customerName: string;
  email: string;
  category: number;
  documentType: string;
  purpose: DocumentRow['purpose'];
  statusId: number;
  uploaded: string;
  files: { id: number; part: string; fileName: string; size: number; mimeType: string }[];
}

/** Documents waiting for a decision, oldest first. */
export function reviewQueue(db: Database.Database): ReviewItem[] {
  const rows = db
    .prepare(
      `SELECT d.*, c.first_name, c.last_name, c.business_name, c.login FROM kyc_documents d JOIN customers c ON c.id = d.customer_id
              WHERE d.superseded_by IS NULL AND d.status_id IN (0, 31, 41) ORDER BY d.uploaded_at, d.id`,
    )
    .all() as (DocumentRow & { first_name: string; last_name: string; business_name: string | null; login: string })[];
  return rows.map((row) => ({
    documentId: row.id,
    customerId: row.customer_id,
    customerName: row.business_name ?? `${row.first_name} ${row.last_name}`,
    email: row.login,
    category: row.category,
    documentType: documentTypeOf(row.document_type_id)?.name ?? `Document type ${row.document_type_id}`,
    purpose: row.purpose,
    statusId: row.status_id,
    uploaded: iso(row.uploaded_at),
    files: filesOf(db, row.id).map((file) => ({
      id: file.id,
      part: file.part,
      fileName: file.file_name,
      size: file.size,
      mimeType: file.mime_type,
    })),
  }));
}

/** Unverified personal customers with nothing left to upload or review: the final review's queue. */
export function finalReviewQueue(
  context: SandboxContext,
): { customerId: number; customerName: string; email: string }[] {
  const rows = context.db
    .prepare('SELECT * FROM customers WHERE verified = 0 AND customer_type = 0 AND limited = 0')
    .all() as CustomerRow[];
  return rows
    .filter((customer) => {
      const profile = buildProfile(context.db, customer, context.now());
      const pending = allDocuments(context.db, customer.id, 'superseded_by IS NULL').some((row) =>
        PENDING_STATUSES.includes(row.status_id),
      );
      return (
        profile.identity.status === 'validated' &&
        profile.proofOfResidenceStatus === 'validated' &&
        profile.phone?.confirmed === true &&
        !pending
      );
    })
    .map((customer) => ({
      customerId: customer.id,
      customerName: `${customer.first_name} ${customer.last_name}`,
      email: customer.login,
    }));
}

export function storedFile(db: Database.Database, fileId: number): FileRow | undefined {
  return db.prepare('SELECT * FROM kyc_document_files WHERE id = ?').get(fileId) as FileRow | undefined;
}

/** What the decision does to the document and which notice (spec 3 section 3.11) goes to the customer. */
const DECISIONS: Record<ReviewDecision, { statusId: number; type: string; severity: 'success' | 'error' | 'warning' }> =
  {
    approve: { statusId: DOCUMENT_STATUS.confirmed, type: 'info', severity: 'success' },
    reject: { statusId: DOCUMENT_STATUS.rejected, type: 'documentRejected', severity: 'error' },
    'name-mismatch': { statusId: DOCUMENT_STATUS.nameMismatch, type: 'documentFailed', severity: 'error' },
    expire: { statusId: DOCUMENT_STATUS.expired, type: 'documentExpired', severity: 'warning' },
  };

const DEFAULT_REASONS: Partial<Record<ReviewDecision, string>> = {
  reject: 'The document could not be read. Upload a sharp photo or scan showing the whole document.',
  'name-mismatch': 'The name on the document does not match the name on your account.',
  expire: 'The document has expired.',
};

/** Records a reviewer's decision on a document and notifies the customer in real time. */
export function decideDocument(
  context: SandboxContext,
  documentId: number,
  decision: ReviewDecision,
  reason: string | null,
): UploadedDocument {
  const { db } = context;
  const now = context.now();
  const row = db.prepare('SELECT * FROM kyc_documents WHERE id = ?').get(documentId) as DocumentRow | undefined;
  if (!row) throw new KycError(`No document ${documentId}`, null, 'documentUnknown');
  if (row.superseded_by !== null)
    throw new KycError(
      `Document ${documentId} was replaced by document ${row.superseded_by}`,
      null,
      'documentSuperseded',
    );
  const rule = DECISIONS[decision];
  const rejectReason = decision === 'approve' ? null : ((reason?.trim() || DEFAULT_REASONS[decision]) ?? null);
  const expires = decision === 'expire' ? iso(now) : row.expires_date;
  db.prepare(
    'UPDATE kyc_documents SET status_id = ?, reject_reason = ?, decided_at = ?, expires_date = ? WHERE id = ?',
  ).run(rule.statusId, rejectReason, now, expires, documentId);
  const updated = db.prepare('SELECT * FROM kyc_documents WHERE id = ?').get(documentId) as DocumentRow;
  if (updated.purpose === 'fatca') applyFatcaDecision(db, updated);
  const name = documentTypeOf(row.document_type_id)?.name ?? 'Document';
  notifyCustomer(context, row.customer_id, {
    type: rule.type,
    severity: rule.severity,
    ...(decision === 'approve' ? { title: 'Document approved', message: `${name} was approved.` } : {}),
    data: {
      document: name,
      documentType: String(row.document_type_id),
      documentId,
      category: row.category,
      statusId: rule.statusId,
      ...(rejectReason ? { reason: rejectReason } : {}),
    },
  });
  refreshVerification(context, row.customer_id);
  return documentView(db, updated);
}

// ---------------------------------------------------------------------------------------------------------------
// FATCA / CRS

interface FatcaRow {
  customer_id: number;
  city_of_birth: string | null;
  country_of_birth: string | null;
  citizenship: string;
  tax_ids: string;
  is_us_taxpayer: number | null;
  has_us_indicia: number;
  address_id: number | null;
  signed_at: number | null;
  date_of_birth: string | null;
  self_certification_status: VerificationStatus;
  w9_status: VerificationStatus;
  w8ben_status: VerificationStatus;
  loss_of_nationality_status: VerificationStatus;
}

const FATCA_FORM_COLUMN: Record<number, 'w9_status' | 'w8ben_status' | 'loss_of_nationality_status'> = {
  [DOCUMENT_TYPE_IDS.w9]: 'w9_status',
  [DOCUMENT_TYPE_IDS.w8ben]: 'w8ben_status',
  [DOCUMENT_TYPE_IDS.lossOfNationality]: 'loss_of_nationality_status',
  [DOCUMENT_TYPE_IDS.w8bene]: 'w8ben_status',
};

function applyFatcaDecision(db: Database.Database, document: DocumentRow): void {
  const column = FATCA_FORM_COLUMN[document.document_type_id];
  if (!column) return;
  const status: VerificationStatus = document.status_id === DOCUMENT_STATUS.confirmed ? 'validated' : 'rejected';
  db.prepare(`UPDATE fatca_certifications SET ${column} = ? WHERE customer_id = ?`).run(status, document.customer_id);
  // A company's forms (businessWFormUpload, businessCertificateOfLossOfNationalityUpload) keep their statuses beside
  // its self-certification, in columns of the same names.
  db.prepare(`UPDATE company_fatca SET ${column} = ? WHERE customer_id = ?`).run(status, document.customer_id);
  clearFatcaActionWhenDone(db, document.customer_id);
}

function fatcaRow(db: Database.Database, customer: CustomerRow, nowMs: number): FatcaRow {
  ensureKycRecords(db, customer, nowMs);
  return db.prepare('SELECT * FROM fatca_certifications WHERE customer_id = ?').get(customer.id) as FatcaRow;
}

export function fatcaView(db: Database.Database, customer: CustomerRow, nowMs: number) {
  const row = fatcaRow(db, customer, nowMs);
  return {
    cityOfBirth: row.city_of_birth,
    countryOfBirth: row.country_of_birth,
    dateOfBirth: row.date_of_birth ?? customer.birth_day,
    citizenship: JSON.parse(row.citizenship) as string[],
    taxIds: JSON.parse(row.tax_ids) as { countryCode: string; taxId: string }[],
    hasUSIndicia: row.has_us_indicia === 1,
    isUSTaxPayer: row.is_us_taxpayer === null ? null : row.is_us_taxpayer === 1,
    addressId: row.address_id,
    phoneCountryCode: activePhones(db, customer.id)[0]?.country_code ?? null,
    signedAt: row.signed_at === null ? null : iso(row.signed_at),
    w9FormDocumentStatus: row.w9_status,
    certificateOfLossOfNationalityDocumentStatus: row.loss_of_nationality_status,
    taxResidencySelfCertificationDocumentStatus: row.self_certification_status,
    w8BenFormDocumentStatus: row.w8ben_status,
    documents: allDocuments(db, customer.id, "purpose = 'fatca'").map((document) => documentView(db, document)),
  };
}

/** The start page's FATCA rule reads the customer's required actions: drop it once no form needs action. */
function clearFatcaActionWhenDone(db: Database.Database, customerId: number): void {
  const row = db.prepare('SELECT * FROM fatca_certifications WHERE customer_id = ?').get(customerId) as
    FatcaRow | undefined;
  if (!row) return;
  const open = [row.self_certification_status, row.w9_status, row.w8ben_status, row.loss_of_nationality_status].some(
    (status) => status === 'none' || status === 'rejected',
  );
  if (open) return;
  const customer = db.prepare('SELECT required_actions FROM customers WHERE id = ?').get(customerId) as {
    required_actions: string;
  };
  const actions = (JSON.parse(customer.required_actions) as string[]).filter(
    (action) => action !== 'fatcaCertification',
  );
  db.prepare('UPDATE customers SET required_actions = ? WHERE id = ?').run(JSON.stringify(actions), customerId);
}

export interface FatcaInput {
  cityOfBirth: string;
  countryOfBirth: string;
  citizenship: string[];
  dateOfBirth?: string | undefined;
  taxIds: { countryCode: string; taxId: string }[];
  isUSTaxPayer: boolean;
  addressId?: number | undefined;
}

/**
 * Signs the self-certification. US indicia (born in or citizen of the US, a US tax residency or address) decide the
 * forms owed: a US taxpayer owes a W-9; a non-taxpayer with US indicia a W-8BEN, and, when born a US citizen, a
 * certificate of loss of nationality.
 */
export function signFatca(context: SandboxContext, customer: CustomerRow, input: FatcaInput) {
  const { db } = context;
  const now = context.now();
  fatcaRow(db, customer, now);
  if (input.addressId !== undefined && !findActiveAddress(db, customer.id, input.addressId))
    throw new KycError('addressId: No such address', 'addressId', 'addressUnknown');
  input.taxIds.forEach((tax, index) => {
    if (input.taxIds.findIndex((other) => other.countryCode === tax.countryCode) !== index) {
      throw new KycError(
        `taxIds.${index}.countryCode: ${tax.countryCode} is listed twice`,
        `taxIds.${index}.countryCode`,
        'taxResidencyDuplicate',
      );
    }
    // The sandbox's stand-in for the IRS check of US numbers: nine digits (SSN or ITIN), and not an area the SSA never issues.
    if (tax.countryCode === 'US') {
      const digits = tax.taxId.replace(/[\s-]/g, '');
      if (!/^\d{9}$/.test(digits))
        throw new KycError(
          `taxIds.${index}.taxId: A US SSN or ITIN has nine digits`,
          `taxIds.${index}.taxId`,
          'taxIdInvalid',
        );
      if (/^(000|666)/.test(digits) || digits.slice(3, 5) === '00' || digits.slice(5) === '0000') {
        throw new KycError(
          `taxIds.${index}.taxId: This number was never issued`,
          `taxIds.${index}.taxId`,
          'taxIdValidationFailed',
        );
      }
    }
  });
  const usAddress = activeAddresses(db, customer.id).some((address) => address.country_code === 'US');
  const usCitizen = input.citizenship.includes('US') || input.countryOfBirth === 'US';
  const indicia = usCitizen || input.taxIds.some((tax) => tax.countryCode === 'US') || usAddress;
  const current = db.prepare('SELECT * FROM fatca_certifications WHERE customer_id = ?').get(customer.id) as FatcaRow;
  const keep = (status: VerificationStatus): VerificationStatus =>
    status === 'validated' || status === 'pending' ? status : 'none';
  const w9: VerificationStatus = input.isUSTaxPayer ? keep(current.w9_status) : 'notRequired';
  const w8ben: VerificationStatus = !input.isUSTaxPayer && indicia ? keep(current.w8ben_status) : 'notRequired';
  const lossOfNationality: VerificationStatus =
    !input.isUSTaxPayer && usCitizen ? keep(current.loss_of_nationality_status) : 'notRequired';
  db.prepare(
    `UPDATE fatca_certifications SET city_of_birth = ?, country_of_birth = ?, citizenship = ?, tax_ids = ?, is_us_taxpayer = ?,
       has_us_indicia = ?, address_id = ?, signed_at = ?, self_certification_status = 'validated', w9_status = ?, w8ben_status = ?,
       loss_of_nationality_status = ?, date_of_birth = ? WHERE customer_id = ?`,
  ).run(
    input.cityOfBirth,
    input.countryOfBirth,
    JSON.stringify(input.citizenship),
    JSON.stringify(input.taxIds),
    input.isUSTaxPayer ? 1 : 0,
    indicia ? 1 : 0,
    input.addressId ?? null,
    now,
    w9,
    w8ben,
    lossOfNationality,
    input.dateOfBirth ?? null,
    customer.id,
  );
  clearFatcaActionWhenDone(db, customer.id);
  return fatcaView(db, customer, now);
}

/** Uploads a FATCA form (W-9, W-8BEN, certificate of loss of nationality); its status becomes pending. */
export async function uploadFatcaForm(
  context: SandboxContext,
  customer: CustomerRow,
  user: UserRow,
  typeId: number,
  incoming: readonly IncomingFile[],
  idempotencyKey: string | null = null,
) {
  const column = FATCA_FORM_COLUMN[typeId];
  if (!column) throw new KycError('Unknown form', 'form', 'formUnknown');
  const row = fatcaRow(context.db, customer, context.now());
  if (row[column] === 'notRequired')
    throw new KycError('This form is not needed for your answers', 'form', 'formNotRequired');
  await uploadDocument(context, customer, user, { documentType: typeId, purpose: 'fatca' }, incoming, idempotencyKey);
  context.db.prepare(`UPDATE fatca_certifications SET ${column} = 'pending' WHERE customer_id = ?`).run(customer.id);
  clearFatcaActionWhenDone(context.db, customer.id);
  return fatcaView(context.db, customer, context.now());
}

export function isPendingDocumentStatus(statusId: number): boolean {
  return PENDING_STATUSES.includes(statusId);
}
