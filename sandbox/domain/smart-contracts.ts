/**
 * Revenue-split contracts between two customers (spec 3 sections 3.8, 4.1 and 5.3), beyond the counts of
 * contracts.ts: proposing, the list, the actions of each side, signing at the stand-in e-signature provider, the
 * payer's signer identification and the status machine the scheduler clock drives. The spec names the statuses and
 * actions but not the transitions; the sandbox's (docs/decisions.md "Revenue-split contracts"):
 *
 * - proposed: UNSIGNED; the first signature makes it WAITING for the other side;
 * - both signed: NEED_IDENTIFICATION while the payer's signer must still be identified, else SIGNED until activeFrom
 *   and ACTIVE from then (the clock job starts contracts whose day has come);
 * - cancel (initiator, before it is in force), reject (the other side, before it signed): CANCELLED / REJECTED;
 * - terminate with a note (either side, ACTIVE): TERMINATING for a notice period of 30 days, then TERMINATED; the
 *   side that asked can take it back (ACTIVE again), the side asked can agree at once (terminate now: TERMINATED);
 * - a contract with an end date (activeTo) that passed: EXPIRED.
 */
import type Database from 'better-sqlite3';
import type { ContractStatus } from '../../src/core/api/contract/contracts';
import type {
  ContractAction,
  ContractCreateInput,
  ContractOrderBy,
  ContractOrderDir,
  IdentificationStatus,
  SmartContract,
} from '../../src/core/api/contract/smart-contracts';
import { contractActionsFor } from '../../src/core/api/contract/smart-contracts';
import { ACCESS_RIGHTS } from '../../src/core/api/contract/customer';
import type { SandboxContext } from '../context';
import { registerScheduledWork, scheduledNow } from './clock';
import type { ContractRow } from './contracts';
import { contractStatsOf } from './contracts';
import { randomToken } from './crypto-ids';
import { notifyCustomer } from './kyc';
import { sendMessage } from './outbox';
import type { CustomerRow, UserRow } from './users';
import { findCustomer } from './users';
import { accessFor } from './access-rights';
import { DomainError, fieldOrParamsRefusal } from './domain-error';

export const TERMINATION_NOTICE_MS = 30 * 86_400_000;
export const CONTRACT_SIGNING_TTL_MS = 60 * 60_000;
export const CONTRACT_PDF_TTL_MS = 10 * 60_000;

/** A refusal of the contracts API: HTTP status, a message for people and, for form fields, the field. */
export class ContractError extends DomainError {
  override name = 'ContractError';
  constructor(status: 400 | 403 | 404 | 409, message: string, field: string | null = null) {
    super(...fieldOrParamsRefusal(message, field), { status, field, restExtra: field ? { field } : {} });
  }
}

export interface FullContractRow extends ContractRow {
  identification_status: IdentificationStatus | null;
  percentage: string;
  note: string | null;
  active_from: string;
  active_to: string | null;
  terminated_at: string | null;
  terminate_note: string | null;
  created_at: string;
  updated_at: string;
  company_id: number | null;
  sender_signer_name: string | null;
  beneficiary_signer_name: string | null;
  sender_obligations: string;
  beneficiary_obligations: string;
  sender_signed_at: string | null;
  beneficiary_signed_at: string | null;
  termination_effective_at: string | null;
  split_from: string | null;
}

interface CompanyRow {
  id: number;
  owner_customer_id: number;
  title: string;
  logo: string | null;
}

const nowIso = (context: SandboxContext) => new Date(scheduledNow(context)).toISOString();
const today = (context: SandboxContext) => nowIso(context).slice(0, 10);

export function customerName(customer: CustomerRow): string {
  return customer.customer_type !== 0 && customer.business_name
    ? customer.business_name
    : `${customer.first_name} ${customer.last_name}`;
}

export function loadContract(db: Database.Database, id: number): FullContractRow | undefined {
  return db.prepare('SELECT * FROM contracts WHERE id = ?').get(id) as FullContractRow | undefined;
}

/** The contract if the customer is one of its parties (a stranger is told it does not exist). */
export function contractOf(db: Database.Database, customerId: number, id: number): FullContractRow {
  const row = loadContract(db, id);
  if (!row || (row.sender_customer_id !== customerId && row.beneficiary_customer_id !== customerId))
    throw new ContractError(404, 'No such contract');
  return row;
}

function party(db: Database.Database, id: number) {
  const customer = findCustomer(db, id) as CustomerRow;
  return { id, username: customer.login, name: customerName(customer) };
}

export function contractView(db: Database.Database, row: FullContractRow, customerId: number): SmartContract {
  const company =
    row.company_id === null
      ? undefined
      : (db.prepare('SELECT * FROM contract_companies WHERE id = ?').get(row.company_id) as CompanyRow | undefined);
  const payer = row.sender_customer_id === customerId;
  const terminationAsked =
    row.termination_requested_by !== null && (row.status === 'TERMINATING' || row.status === 'TERMINATED');
  return {
    id: row.id,
    status: row.status,
    identificationStatus: payer ? row.identification_status : null,
    percentage: row.percentage,
    initiatorId: row.initiator_customer_id,
    direction: payer ? 'PAY' : 'RECEIVE',
    note: row.note,
    activeFrom: row.active_from,
    activeTo: row.active_to,
    terminateInfo:
      terminationAsked || row.terminated_at
        ? {
            terminatedAt: row.terminated_at,
            effectiveAt: row.status === 'TERMINATING' ? row.termination_effective_at : null,
            note: row.terminate_note ?? '',
            terminatedBy: row.termination_requested_by ?? row.initiator_customer_id,
          }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    company: company ? { id: company.id, title: company.title, logo: company.logo } : null,
    sender: party(db, row.sender_customer_id),
    beneficiary: party(db, row.beneficiary_customer_id),
    senderSignerName: row.sender_signer_name,
    beneficiarySignerName: row.beneficiary_signer_name,
    senderObligations: JSON.parse(row.sender_obligations) as string[],
    beneficiaryObligations: JSON.parse(row.beneficiary_obligations) as string[],
    senderSignedAt: row.sender_signed_at,
    beneficiarySignedAt: row.beneficiary_signed_at,
  };
}

// --- Lookups ---------------------------------------------------------------------------------------------------

export function lookupCustomer(
  db: Database.Database,
  actingId: number,
  email: string,
): { id: number; type: 'BUSINESS' | 'PERSONAL'; name: string } {
  const customer = db.prepare('SELECT * FROM customers WHERE login = ? COLLATE NOCASE').get(email.trim()) as
    CustomerRow | undefined;
  if (!customer || customer.verified !== 1 || customer.id === actingId)
    throw new ContractError(404, 'No verified customer with this e-mail', 'email');
  return {
    id: customer.id,
    type: customer.customer_type === 0 ? 'PERSONAL' : 'BUSINESS',
    name: customerName(customer),
  };
}

export function listCompanies(
  db: Database.Database,
  actingId: number,
  input: { query?: string | undefined; counterpartyId?: number | undefined; page: number; pageSize: number },
) {
  const owners = input.counterpartyId === undefined ? [actingId] : [actingId, input.counterpartyId];
  const where = `owner_customer_id IN (${owners.map(() => '?').join(', ')}) AND title LIKE ? ESCAPE '\\'`;
  const like = `%${(input.query ?? '').trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const total = (
    db.prepare(`SELECT COUNT(*) AS total FROM contract_companies WHERE ${where}`).get(...owners, like) as {
      total: number;
    }
  ).total;
  const items = db
    .prepare(`SELECT id, title, logo FROM contract_companies WHERE ${where} ORDER BY title LIMIT ? OFFSET ?`)
    .all(...owners, like, input.pageSize, (input.page - 1) * input.pageSize) as {
    id: number;
    title: string;
    logo: string | null;
  }[];
  return { items, total };
}

type PairProblem = 'sameCustomer' | 'companyNotOfParties' | 'counterpartyNotVerified' | 'unknown';

export function pairProblem(
  db: Database.Database,
  actingId: number,
  companyId: number,
  counterpartyId: number,
): PairProblem | null {
  if (counterpartyId === actingId) return 'sameCustomer';
  const counterparty = findCustomer(db, counterpartyId);
  if (!counterparty) return 'unknown';
  if (counterparty.verified !== 1) return 'counterpartyNotVerified';
  const company = db.prepare('SELECT * FROM contract_companies WHERE id = ?').get(companyId) as CompanyRow | undefined;
  if (!company || (company.owner_customer_id !== actingId && company.owner_customer_id !== counterpartyId))
    return 'companyNotOfParties';
  return null;
}

// --- Proposing and listing -------------------------------------------------------------------------------------

/** Whether the signer named for the payer is a user of the payer (identified by the bank already). */
function payerSignerKnown(db: Database.Database, payerId: number, signerName: string): boolean {
  const users = db
    .prepare("SELECT first_name, last_name FROM users WHERE customer_id = ? AND status = 'active'")
    .all(payerId) as { first_name: string; last_name: string }[];
  const wanted = normalisedName(signerName);
  return users.some((user) => normalisedName(`${user.first_name} ${user.last_name}`) === wanted);
}

export function normalisedName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

export function createContract(
  context: SandboxContext,
  acting: CustomerRow,
  input: ContractCreateInput & { senderId: number; beneficiaryId: number; companyId: number },
): FullContractRow {
  const { db } = context;
  if (input.senderId !== acting.id && input.beneficiaryId !== acting.id)
    throw new ContractError(400, 'senderId: You must be one of the two parties', 'senderId');
  const counterpartyId = input.senderId === acting.id ? input.beneficiaryId : input.senderId;
  const problem = pairProblem(db, acting.id, input.companyId, counterpartyId);
  if (problem)
    throw new ContractError(
      400,
      `companyId: This company and counterparty cannot make a contract (${problem})`,
      problem === 'companyNotOfParties' ? 'companyId' : 'counterparty',
    );
  if (input.activeFrom < today(context))
    throw new ContractError(400, 'activeFrom: The start date cannot be in the past', 'activeFrom');
  const now = nowIso(context);
  const id = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM contracts').get() as { id: number }).id;
  db.prepare(
    `INSERT INTO contracts (id, sender_customer_id, beneficiary_customer_id, initiator_customer_id, status, identification_status, percentage,
       note, active_from, created_at, updated_at, company_id, sender_signer_name, beneficiary_signer_name, sender_obligations,
       beneficiary_obligations)
     VALUES (?, ?, ?, ?, 'UNSIGNED', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.senderId,
    input.beneficiaryId,
    acting.id,
    payerSignerKnown(db, input.senderId, input.senderSignerName) ? null : 'NEW',
    String(Number(input.percentage)),
    input.note?.trim() || null,
    input.activeFrom,
    now,
    now,
    input.companyId,
    input.senderSignerName.trim(),
    input.beneficiarySignerName.trim(),
    JSON.stringify(input.senderObligations.map((item) => item.trim())),
    JSON.stringify(input.beneficiaryObligations.map((item) => item.trim())),
  );
  const row = loadContract(db, id) as FullContractRow;
  notifyParty(context, row, counterpartyId, 'scContractCreated', 'info');
  return row;
}

export interface ContractListInput {
  statuses: ContractStatus[];
  companyName: string;
  counterpartyName: string;
  orderBy: ContractOrderBy;
  orderDir: ContractOrderDir;
  page: number;
  pageSize: number;
}

export function listContracts(context: SandboxContext, customerId: number, input: ContractListInput) {
  const { db } = context;
  const rows = db
    .prepare('SELECT * FROM contracts WHERE sender_customer_id = ? OR beneficiary_customer_id = ?')
    .all(customerId, customerId) as FullContractRow[];
  const views = rows.map((row) => contractView(db, row, customerId));
  const contains = (text: string, part: string) =>
    part.trim() === '' || text.toLocaleLowerCase('en').includes(part.trim().toLocaleLowerCase('en'));
  const filtered = views.filter((view) => {
    const counterparty = view.direction === 'PAY' ? view.beneficiary : view.sender;
    return (
      (input.statuses.length === 0 || input.statuses.includes(view.status)) &&
      contains(view.company?.title ?? '', input.companyName) &&
      (contains(counterparty.name, input.counterpartyName) || contains(counterparty.username, input.counterpartyName))
    );
  });
  const sign = input.orderDir === 'ASC' ? 1 : -1;
  const key = (view: SmartContract): string | number => {
    if (input.orderBy === 'COMPANY_NAME') return (view.company?.title ?? '').toLocaleLowerCase('en');
    // Incoming first: proposals from the other side before the customer's own (then newest first).
    if (input.orderBy === 'INCOMING_FIRST') return view.initiatorId === customerId ? 1 : 0;
    return view.createdAt;
  };
  filtered.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) return (ka < kb ? -1 : 1) * sign;
    return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  });
  const start = (input.page - 1) * input.pageSize;
  return {
    items: filtered.slice(start, start + input.pageSize),
    total: filtered.length,
    page: input.page,
    pageSize: input.pageSize,
    meta: contractStatsOf(db, customerId),
  };
}

// --- Signing ---------------------------------------------------------------------------------------------------

const SIGNABLE: readonly ContractStatus[] = ['UNSIGNED', 'WAITING'];

function sideOf(row: FullContractRow, customerId: number): 'sender' | 'beneficiary' {
  return row.sender_customer_id === customerId ? 'sender' : 'beneficiary';
}

/** Whether the user may sign for the customer: its own side unsigned, the contract open, and (business) a signing right. */
export function signerCheck(
  db: Database.Database,
  row: FullContractRow,
  customer: CustomerRow,
  user: UserRow,
): { canSign: boolean; reason?: 'alreadySigned' | 'notSignable' | 'noSigningRight' } {
  if (!SIGNABLE.includes(row.status)) return { canSign: false, reason: 'notSignable' };
  if ((sideOf(row, customer.id) === 'sender' ? row.sender_signed_at : row.beneficiary_signed_at) !== null)
    return { canSign: false, reason: 'alreadySigned' };
  if (customer.customer_type !== 0 && user.customer_id !== customer.id) {
    const access = accessFor(db, user, customer);
    // Signing for a company someone else logs in as takes a customer access: a director, or full access to transfers.
    if (!access.viaAccess || (!access.positions.includes(1) && access.rights.transfers !== ACCESS_RIGHTS.fullAccess))
      return { canSign: false, reason: 'noSigningRight' };
  }
  return { canSign: true };
}

export interface ContractEnvelopeRow {
  id: string;
  contract_id: number;
  customer_id: number;
  status: 'sent' | 'completed' | 'declined' | 'voided';
  created_at: number;
  expires_at: number;
  decided_at: number | null;
}

export function createContractEnvelope(
  context: SandboxContext,
  row: FullContractRow,
  customer: CustomerRow,
  user: UserRow,
  origin: string,
): { signUrl: string; clientId: string } {
  const check = signerCheck(context.db, row, customer, user);
  if (!check.canSign)
    throw new ContractError(409, `You cannot sign this contract now (${check.reason ?? 'notSignable'})`);
  const id = randomToken(18);
  const now = context.now();
  context.db.transaction(() => {
    context.db
      .prepare(
        "UPDATE contract_envelopes SET status = 'voided', decided_at = ? WHERE contract_id = ? AND customer_id = ? AND status = 'sent'",
      )
      .run(now, row.id, customer.id);
    context.db
      .prepare(
        'INSERT INTO contract_envelopes (id, contract_id, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, row.id, customer.id, now, now + CONTRACT_SIGNING_TTL_MS);
  })();
  return { signUrl: `${origin}/sandbox/contract-sign/${id}`, clientId: id };
}

export function contractEnvelopeOf(context: SandboxContext, id: string): ContractEnvelopeRow | null {
  return (
    (context.db.prepare('SELECT * FROM contract_envelopes WHERE id = ?').get(id) as ContractEnvelopeRow | undefined) ??
    null
  );
}

export function isOpenContractEnvelope(context: SandboxContext, envelope: ContractEnvelopeRow): boolean {
  return envelope.status === 'sent' && envelope.expires_at > context.now();
}

/** The name the side's signer must type on the provider page. */
export function expectedSignerName(row: FullContractRow, customerId: number): string {
  return (sideOf(row, customerId) === 'sender' ? row.sender_signer_name : row.beneficiary_signer_name) ?? '';
}

/** Signs one side at the provider; with both signatures the contract moves on (identification, SIGNED or ACTIVE). */
export function signContractEnvelope(
  context: SandboxContext,
  envelope: ContractEnvelopeRow,
  typedName: string,
  agreed: boolean,
): FullContractRow {
  const { db } = context;
  if (!isOpenContractEnvelope(context, envelope)) throw new ContractError(409, 'This signing link is no longer open');
  const row = loadContract(db, envelope.contract_id) as FullContractRow;
  if (!SIGNABLE.includes(row.status)) throw new ContractError(409, 'This contract can no longer be signed');
  const expected = expectedSignerName(row, envelope.customer_id);
  if (normalisedName(typedName) !== normalisedName(expected))
    throw new ContractError(
      400,
      `Type the signer's name exactly as in the contract (${expected}) to sign`,
      'signerName',
    );
  if (!agreed) throw new ContractError(400, 'Confirm that you agree to the contract to sign', 'agreed');
  const now = nowIso(context);
  const column = sideOf(row, envelope.customer_id) === 'sender' ? 'sender_signed_at' : 'beneficiary_signed_at';
  db.transaction(() => {
    db.prepare(`UPDATE contracts SET ${column} = ?, status = 'WAITING', updated_at = ? WHERE id = ?`).run(
      now,
      now,
      row.id,
    );
    db.prepare("UPDATE contract_envelopes SET status = 'completed', decided_at = ? WHERE id = ?").run(
      context.now(),
      envelope.id,
    );
  })();
  const signed = loadContract(db, row.id) as FullContractRow;
  if (signed.sender_signed_at && signed.beneficiary_signed_at) {
    advanceSignedContract(context, signed);
    notifyBoth(context, signed, 'scContractSigned', 'success');
  } else {
    notifyParty(context, signed, otherParty(signed, envelope.customer_id), 'scContractSigned', 'info');
  }
  return loadContract(db, row.id) as FullContractRow;
}

export function declineContractEnvelope(context: SandboxContext, envelope: ContractEnvelopeRow): void {
  if (!isOpenContractEnvelope(context, envelope)) throw new ContractError(409, 'This signing link is no longer open');
  context.db
    .prepare("UPDATE contract_envelopes SET status = 'declined', decided_at = ? WHERE id = ?")
    .run(context.now(), envelope.id);
}

/** Both sides signed: wait for the payer's identification, else start now or on activeFrom. */
function advanceSignedContract(context: SandboxContext, row: FullContractRow): void {
  const now = nowIso(context);
  const needsIdentification = row.identification_status !== null && row.identification_status !== 'SUCCESS';
  const status: ContractStatus = needsIdentification
    ? 'NEED_IDENTIFICATION'
    : row.active_from <= today(context)
      ? 'ACTIVE'
      : 'SIGNED';
  context.db
    .prepare('UPDATE contracts SET status = ?, split_from = ?, updated_at = ? WHERE id = ?')
    .run(status, status === 'ACTIVE' ? now : null, now, row.id);
}

// --- Actions ---------------------------------------------------------------------------------------------------

function otherParty(row: FullContractRow, customerId: number): number {
  return row.sender_customer_id === customerId ? row.beneficiary_customer_id : row.sender_customer_id;
}

function contractLabel(context: SandboxContext, row: FullContractRow): string {
  const company =
    row.company_id === null
      ? undefined
      : (context.db.prepare('SELECT title FROM contract_companies WHERE id = ?').get(row.company_id) as
          { title: string } | undefined);
  return company ? `${company.title} (${row.percentage}%)` : `Contract ${row.id}`;
}

function notifyParty(
  context: SandboxContext,
  row: FullContractRow,
  customerId: number,
  type: string,
  severity: 'info' | 'success' | 'warning' | 'error',
): void {
  notifyCustomer(context, customerId, {
    type,
    severity,
    data: { contractId: String(row.id), contractName: contractLabel(context, row) },
  });
}

function notifyBoth(
  context: SandboxContext,
  row: FullContractRow,
  type: string,
  severity: 'info' | 'success' | 'warning' | 'error',
): void {
  notifyParty(context, row, row.sender_customer_id, type, severity);
  notifyParty(context, row, row.beneficiary_customer_id, type, severity);
}

function setStatus(
  context: SandboxContext,
  row: FullContractRow,
  status: ContractStatus,
  extra: Record<string, string | number | null> = {},
): FullContractRow {
  const now = nowIso(context);
  const columns = Object.keys(extra);
  context.db
    .prepare(
      `UPDATE contracts SET status = ?, updated_at = ?${columns.map((column) => `, ${column} = ?`).join('')} WHERE id = ?`,
    )
    .run(status, now, ...columns.map((column) => extra[column] ?? null), row.id);
  return loadContract(context.db, row.id) as FullContractRow;
}

/** Which actions the customer has on the contract now (`contractActionsFor` in the contract, shared with the app). */
export function allowedActions(db: Database.Database, row: FullContractRow, customerId: number): ContractAction[] {
  return contractActionsFor(contractView(db, row, customerId));
}

export function applyAction(
  context: SandboxContext,
  row: FullContractRow,
  customerId: number,
  action: ContractAction,
  note?: string,
): FullContractRow {
  if (!allowedActions(context.db, row, customerId).includes(action))
    throw new ContractError(409, `This contract cannot be changed that way now (${action} in ${row.status})`);
  const other = otherParty(row, customerId);
  const now = nowIso(context);
  switch (action) {
    case 'cancel': {
      const next = setStatus(context, row, 'CANCELLED');
      notifyParty(context, next, other, 'scContractCancelled', 'warning');
      return next;
    }
    case 'reject': {
      const next = setStatus(context, row, 'REJECTED');
      notifyParty(context, next, other, 'scContractRejected', 'warning');
      return next;
    }
    case 'terminate': {
      const effective = new Date(scheduledNow(context) + TERMINATION_NOTICE_MS).toISOString();
      const next = setStatus(context, row, 'TERMINATING', {
        termination_requested_by: customerId,
        terminate_note: (note ?? '').trim(),
        termination_effective_at: effective,
      });
      notifyParty(context, next, other, 'scContractTerminationRequest', 'warning');
      return next;
    }
    case 'terminateCancel': {
      const next = setStatus(context, row, 'ACTIVE', {
        termination_requested_by: null,
        terminate_note: null,
        termination_effective_at: null,
      });
      notifyParty(context, next, other, 'scContractTerminationCancelled', 'info');
      return next;
    }
    case 'terminateNow': {
      const next = setStatus(context, row, 'TERMINATED', { terminated_at: now, termination_effective_at: null });
      notifyBoth(context, next, 'scContractTerminated', 'info');
      return next;
    }
  }
}

// --- Signer identification -------------------------------------------------------------------------------------

function requirePayerIdentification(row: FullContractRow, customerId: number): void {
  if (row.sender_customer_id !== customerId) throw new ContractError(403, 'Only the payer identifies its signer');
  if (row.identification_status === null || row.identification_status === 'SUCCESS')
    throw new ContractError(409, 'No identification is needed for this contract');
  if (['CANCELLED', 'REJECTED', 'TERMINATED', 'EXPIRED'].includes(row.status))
    throw new ContractError(409, 'This contract has ended');
}

function identificationToken(context: SandboxContext, row: FullContractRow): string {
  const existing = context.db
    .prepare('SELECT token FROM contract_identifications WHERE contract_id = ?')
    .get(row.id) as { token: string } | undefined;
  if (existing) return existing.token;
  const token = randomToken(18);
  context.db
    .prepare('INSERT INTO contract_identifications (token, contract_id, created_at) VALUES (?, ?, ?)')
    .run(token, row.id, context.now());
  return token;
}

/** split-pay-signer-identification: the status and the provider page; a failed identification may start again. */
export function openIdentification(
  context: SandboxContext,
  row: FullContractRow,
  customerId: number,
  origin: string,
): { identificationStatus: IdentificationStatus; identificationUrl: string } {
  requirePayerIdentification(row, customerId);
  const token = identificationToken(context, row);
  if (row.identification_status === 'FAILED') setStatusOnly(context, row.id, 'NEW');
  const identificationStatus = (loadContract(context.db, row.id) as FullContractRow).identification_status ?? 'NEW';
  return { identificationStatus, identificationUrl: `${origin}/sandbox/contract-identification/${token}` };
}

function setStatusOnly(context: SandboxContext, id: number, status: IdentificationStatus): void {
  context.db
    .prepare('UPDATE contracts SET identification_status = ?, updated_at = ? WHERE id = ?')
    .run(status, nowIso(context), id);
}

export function identificationStarted(
  context: SandboxContext,
  row: FullContractRow,
  customerId: number,
): FullContractRow {
  requirePayerIdentification(row, customerId);
  setStatusOnly(context, row.id, 'PROCESSING');
  notifyParty(context, row, customerId, 'scContractSignerIdentificationLoaded', 'info');
  return loadContract(context.db, row.id) as FullContractRow;
}

/** Sends the identification link to the payer's users (the outbox stands in for the phone). */
export function identificationPush(
  context: SandboxContext,
  row: FullContractRow,
  customerId: number,
  origin: string,
): FullContractRow {
  requirePayerIdentification(row, customerId);
  const token = identificationToken(context, row);
  const users = context.db
    .prepare("SELECT email FROM users WHERE customer_id = ? AND status = 'active'")
    .all(customerId) as { email: string }[];
  for (const user of users) {
    sendMessage(context.db, context.now(), {
      to: user.email,
      channel: 'email',
      subject: 'Identify the signer of your revenue-split contract',
      body: `Open this link to identify ${row.sender_signer_name ?? 'the signer'}: ${origin}/sandbox/contract-identification/${token}`,
      link: `${origin}/sandbox/contract-identification/${token}`,
    });
  }
  context.db.prepare('UPDATE contract_identifications SET pushes = pushes + 1 WHERE token = ?').run(token);
  return loadContract(context.db, row.id) as FullContractRow;
}

export function identificationByToken(context: SandboxContext, token: string): FullContractRow | null {
  const link = context.db.prepare('SELECT contract_id FROM contract_identifications WHERE token = ?').get(token) as
    { contract_id: number } | undefined;
  return link ? (loadContract(context.db, link.contract_id) ?? null) : null;
}

/** The provider's verdict: success moves a fully signed contract on; failure can be retried. */
export function decideIdentification(context: SandboxContext, row: FullContractRow, success: boolean): FullContractRow {
  if (row.identification_status === null || row.identification_status === 'SUCCESS')
    throw new ContractError(409, 'This identification is finished');
  setStatusOnly(context, row.id, success ? 'SUCCESS' : 'FAILED');
  const next = loadContract(context.db, row.id) as FullContractRow;
  if (success && next.status === 'NEED_IDENTIFICATION') advanceSignedContract(context, next);
  notifyParty(
    context,
    next,
    next.sender_customer_id,
    success ? 'scContractSignerIdentified' : 'scContractSignerIdentificationFailed',
    success ? 'success' : 'error',
  );
  return loadContract(context.db, row.id) as FullContractRow;
}

// --- PDF links -------------------------------------------------------------------------------------------------

export function contractPdfLink(context: SandboxContext, row: FullContractRow, origin: string): string {
  const token = randomToken(18);
  context.db
    .prepare('INSERT INTO contract_pdf_links (token, contract_id, expires_at) VALUES (?, ?, ?)')
    .run(token, row.id, context.now() + CONTRACT_PDF_TTL_MS);
  return `${origin}/sandbox/contract-pdf/${token}`;
}

export function contractByPdfToken(context: SandboxContext, token: string): FullContractRow | null {
  const link = context.db
    .prepare('SELECT contract_id, expires_at FROM contract_pdf_links WHERE token = ?')
    .get(token) as { contract_id: number; expires_at: number } | undefined;
  if (!link || link.expires_at <= context.now()) return null;
  return loadContract(context.db, link.contract_id) ?? null;
}

// --- The clock -------------------------------------------------------------------------------------------------

/** Starts signed contracts whose day has come, ends terminations whose notice ran out and contracts past activeTo. */
export function moveContractsOn(context: SandboxContext, nowMs: number): number {
  const { db } = context;
  const now = new Date(nowMs).toISOString();
  const day = now.slice(0, 10);
  let moved = 0;
  /** Contracts in `status` whose date in `column` has come by `until`. */
  const due = (status: string, column: 'active_from' | 'termination_effective_at', until: string) =>
    db.prepare(`SELECT * FROM contracts WHERE status = ? AND ${column} <= ?`).all(status, until) as FullContractRow[];
  for (const row of due('SIGNED', 'active_from', day)) {
    db.prepare(
      "UPDATE contracts SET status = 'ACTIVE', split_from = ?, updated_at = ? WHERE id = ? AND status = 'SIGNED'",
    ).run(now, now, row.id);
    moved += 1;
  }
  for (const row of due('TERMINATING', 'termination_effective_at', now)) {
    db.prepare(
      "UPDATE contracts SET status = 'TERMINATED', terminated_at = termination_effective_at, termination_effective_at = NULL, updated_at = ? WHERE id = ?",
    ).run(now, row.id);
    notifyBoth(context, row, 'scContractTerminated', 'info');
    moved += 1;
  }
  moved += db
    .prepare(
      "UPDATE contracts SET status = 'EXPIRED', updated_at = ? WHERE status IN ('SIGNED', 'ACTIVE', 'TERMINATING') AND active_to IS NOT NULL AND active_to < ?",
    )
    .run(now, day).changes;
  return moved;
}

registerScheduledWork('contracts', moveContractsOn);
