import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type {
  MassKind,
  MassBatchStatus,
  FeeShare,
  GlobalBatch,
  GlobalPaymentInput,
} from '../../src/core/api/contract/mass-payments';
import { parseAmountMinor } from './amounts';
import type { CodeApprovalColumns } from './approval-codes';
import { MassError, nextId, FIRST_PAYMENT_ID } from './mass-payments';
import { formatAmount, methodsOf } from './payout-catalogue';
import { checkEmail } from './payout-validation';
import type { CustomerRow } from './users';

// --- Global-pay batches ------------------------------------------------------------------------------------------

export interface BatchRow extends CodeApprovalColumns {
  id: number;
  customer_id: number;
  user_id: number;
  kind: MassKind;
  batch_name: string;
  status: MassBatchStatus;
  account_id: number;
  currency: string;
  file_name: string | null;
  file_text: string;
  file_hash: string;
  row_results: string;
  accepted: number;
  rejected: number;
  totals: string;
  fee_minor: number;
  created_at: number;
  submitted_at: number | null;
  approval_status: 'waitingApproval' | 'approvalTransactionCreated' | 'approved' | 'declined' | null;
  approve_mode: string | null;
  decline_reason: string | null;
  debit_minor: number;
  /** The portal origin of a global batch's claim links, kept while the batch waits for a business approver. */
  portal_origin: string | null;
}
export interface PaymentRow {
  id: number;
  batch_id: number;
  beneficiary_name: string;
  beneficiary_email: string;
  beneficiary_country: string;
  beneficiary_type: string;
  amount_minor: number;
  currency: string;
  description: string | null;
  fee_share: FeeShare;
  removed: number;
  forbidden_methods: string;
  global_transfer_id: number | null;
}
export const iso = (ms: number) => new Date(ms).toISOString();

export function loadBatch(
  db: Database.Database,
  customer: CustomerRow,
  id: string | number,
  kind?: 'global',
): BatchRow {
  const batchId = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  const row = db.prepare('SELECT * FROM mass_batches WHERE id = ?').get(batchId) as BatchRow | undefined;
  if (!row || row.customer_id !== customer.id || (kind && row.kind !== kind))
    throw new MassError(RESPONSE_CODES.invalidParams, 'Batch not found');
  return row;
}
export function paymentsOf(db: Database.Database, batchId: number): PaymentRow[] {
  return db.prepare('SELECT * FROM global_batch_payments WHERE batch_id = ? ORDER BY id').all(batchId) as PaymentRow[];
}

/** A global-pay file row's columns (name, email, country, amount, description) as a payment to check. */
export function paymentOfRow(values: Readonly<Record<string, string>>): GlobalPaymentInput {
  return {
    beneficiaryName: values.name ?? '',
    beneficiaryEmail: values.email ?? '',
    beneficiaryCountryCode: values.country ?? '',
    amount: values.amount ?? '',
    description: values.description ?? null,
  };
}

export function globalBatchView(db: Database.Database, batch: BatchRow): GlobalBatch {
  const payments = paymentsOf(db, batch.id);
  const live = payments.filter((payment) => payment.removed === 0);
  const claimStatus = db.prepare('SELECT status FROM global_transfers WHERE id = ?');
  return {
    batchId: batch.id,
    batchName: batch.batch_name,
    status: batch.status,
    accountId: batch.account_id,
    currency: batch.currency,
    createdAt: iso(batch.created_at),
    submittedAt: batch.submitted_at === null ? null : iso(batch.submitted_at),
    fileName: batch.file_name,
    approvalStatus: batch.kind === 'global' ? batch.approval_status : null,
    payments: payments.map((payment) => {
      const forbidden = JSON.parse(payment.forbidden_methods) as string[];
      const transfer =
        payment.global_transfer_id === null
          ? undefined
          : (claimStatus.get(payment.global_transfer_id) as { status: string } | undefined);
      return {
        paymentId: payment.id,
        amount: formatAmount(payment.amount_minor, payment.currency),
        currency: payment.currency,
        description: payment.description,
        beneficiaryType: payment.beneficiary_type,
        beneficiaryName: payment.beneficiary_name,
        beneficiaryEmail: payment.beneficiary_email,
        beneficiaryCountryCode: payment.beneficiary_country,
        feeShare: payment.fee_share,
        removed: payment.removed === 1,
        paymentMethods: methodsOf(payment.beneficiary_country).map((method) => ({
          name: method.id,
          forbidden: forbidden.includes(method.id),
        })),
        claimStatus: transfer?.status ?? null,
      };
    }),
    count: live.length,
    total: formatAmount(
      live.reduce((sum, payment) => sum + payment.amount_minor, 0),
      batch.currency,
    ),
  };
}
export interface CheckedPayment {
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryCountryCode: string;
  beneficiaryType: string;
  amountMinor: number;
  description: string | null;
}
/** Checks one payment of a global batch; the first problem as [field, description]. */
export function checkPayment(
  input: GlobalPaymentInput,
  currency: string,
): { ok: true; payment: CheckedPayment } | { ok: false; field: string; description: string } {
  const name = input.beneficiaryName.trim();
  if (name === '' || name.length > 140)
    return { ok: false, field: 'beneficiaryName', description: 'Enter the recipient’s name (at most 140 characters)' };
  const email = checkEmail(input.beneficiaryEmail);
  if (!email.ok) return { ok: false, field: 'beneficiaryEmail', description: email.message };
  const country = input.beneficiaryCountryCode.toUpperCase();
  if (methodsOf(country).length === 0)
    return { ok: false, field: 'beneficiaryCountryCode', description: `No payout method reaches ${country}` };
  let amountMinor: number;
  try {
    amountMinor = parseAmountMinor(input.amount, currency);
  } catch {
    return { ok: false, field: 'amount', description: 'A positive amount with at most two decimals' };
  }
  return {
    ok: true,
    payment: {
      beneficiaryName: name,
      beneficiaryEmail: email.value,
      beneficiaryCountryCode: country,
      beneficiaryType: input.beneficiaryType ?? 'individual',
      amountMinor,
      description: input.description?.trim() || null,
    },
  };
}
export function insertPayment(
  db: Database.Database,
  batchId: number,
  currency: string,
  payment: CheckedPayment,
  feeShare: FeeShare = 'sender',
): void {
  db.prepare(
    `INSERT INTO global_batch_payments (id, batch_id, beneficiary_name, beneficiary_email, beneficiary_country, beneficiary_type, amount_minor, currency, description, fee_share)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    nextId(db, 'global_batch_payments', FIRST_PAYMENT_ID),
    batchId,
    payment.beneficiaryName,
    payment.beneficiaryEmail,
    payment.beneficiaryCountryCode,
    payment.beneficiaryType,
    payment.amountMinor,
    currency,
    payment.description,
    feeShare,
  );
}
