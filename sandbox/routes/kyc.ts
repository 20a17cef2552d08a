/**
 * Named methods and REST routes of verification (spec 1 section 7, spec 3 section 7.1): profile data, the document
 * dictionary, uploads, addresses, phones and their codes, e-mail confirmation, tax number, limit reasons, due
 * diligence, FATCA/CRS and identity-verification runs. Refusals answer 'VF' with the field in `validationErrors`.
 */
import { createHash } from 'node:crypto';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { randomToken } from '../domain/crypto-ids';
import { IdempotencyConflictError } from '../domain/idempotency';
import type { IncomingFile } from '../domain/kyc';
import {
  addPhone,
  buildProfile,
  confirmPhoneCode,
  createAddress,
  documentCategories,
  DOCUMENT_TYPE_IDS,
  dueDiligenceInfo,
  fatcaView,
  findLimitReason,
  KycError,
  limitReasons,
  refreshVerification,
  signFatca,
  startPhoneVerification,
  updateTaxNumber,
  uploadDocument,
  uploadFatcaForm,
} from '../domain/kyc';
import { requestEmailConfirmation } from '../domain/registration';
import type { CustomerRow, UserRow } from '../domain/users';
import type { CallContext, MethodCallContext, MethodHandlers, RestHandlers } from './contract';
import { EnvelopeError, HttpError, signedIn } from './contract';

export type KycMethod =
  | 'profileInfoGet'
  | 'documentTypesGet'
  | 'customerDocumentUpload'
  | 'addressCreate'
  | 'addressReplace'
  | 'phoneAdd'
  | 'phoneReplace'
  | 'confirmPhone'
  | 'emailConfirmRequest'
  | 'customerTaxNumberUpdate'
  | 'customerLimitReasonGet'
  | 'customerLimitReasonDocumentUpload'
  | 'dueDiligenceInfoGet'
  | 'kycCustomerInfoGet'
  | 'kycRequestGet'
  | 'personalFatcaCrsCertificationGet'
  | 'personalFatcaCrsCertificationUpdate'
  | 'personalWFormUpload'
  | 'personalCertificateOfLossOfNationalityUpload';

export type KycRest = 'phoneVerify' | 'identityVerificationStart' | 'identityVerificationGet';

/** Identity-verification runs last 30 minutes. */
const IDENTITY_RUN_TTL_MS = 30 * 60 * 1000;

function envelopeOf(error: KycError): EnvelopeError {
  const description = error.message;
  return new EnvelopeError(RESPONSE_CODES.verifyError, description, {
    validationErrors: [{ field: error.field ?? 'request', description, ...(error.code ? { code: error.code } : {}) }],
  });
}

async function asEnvelope<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof KycError) throw envelopeOf(error);
    if (error instanceof IdempotencyConflictError) throw new EnvelopeError(RESPONSE_CODES.invalidParams, error.message);
    throw error;
  }
}

function customerOf(call: MethodCallContext): CustomerRow {
  if (!call.actingCustomer) throw new EnvelopeError(RESPONSE_CODES.authError, 'Sign in first');
  return call.actingCustomer;
}

function incomingFiles(call: MethodCallContext): IncomingFile[] {
  return [...call.files.entries()].map(([part, file]) => ({ part, file }));
}

function ownCustomer(context: SandboxContext, call: CallContext): { user: UserRow; customer: CustomerRow } {
  const { user } = signedIn(call);
  const customer = context.db.prepare('SELECT * FROM customers WHERE id = ?').get(user.customer_id) as CustomerRow;
  return { user, customer };
}

function originOf(call: CallContext): string {
  return call.request.headers.get('origin') ?? process.env.PORTAL_ORIGIN ?? 'http://127.0.0.1:5173';
}

export function kycHandlers(context: SandboxContext): Pick<MethodHandlers, KycMethod> {
  const { db } = context;
  return {
    profileInfoGet(_input, call) {
      return { profile: buildProfile(db, customerOf(call), context.now()) };
    },
    documentTypesGet() {
      return { categories: documentCategories() };
    },
    customerDocumentUpload(input, call) {
      const customer = customerOf(call);
      const key = call.request.headers.get('idempotency-key');
      return asEnvelope(async () => ({ document: await uploadDocument(context, customer, signedIn(call).user, input, incomingFiles(call), key) }));
    },
    addressCreate(input, call) {
      return asEnvelope(() => ({ address: createAddress(context, customerOf(call), input) }));
    },
    addressReplace(input, call) {
      const { addressId, ...address } = input;
      return asEnvelope(() => ({ address: createAddress(context, customerOf(call), address, addressId) }));
    },
    phoneAdd(input, call) {
      return asEnvelope(() => ({ phone: addPhone(context, customerOf(call), input.phoneCountryCode, input.phone) }));
    },
    phoneReplace(input, call) {
      return asEnvelope(() => ({ phone: addPhone(context, customerOf(call), input.phoneCountryCode, input.phone, input.phoneId) }));
    },
    confirmPhone(input, call) {
      if (!('phoneId' in input)) {
        // The reqId + approvalCode form belongs to two-step approvals of phone changes, which the sandbox does not ask for.
        throw new EnvelopeError(RESPONSE_CODES.invalidParams, 'No approval request is waiting for this reqId');
      }
      return asEnvelope(() => ({
        phone: confirmPhoneCode(context, customerOf(call), input.phoneId, input.verification.code, input.verification.codeVerifier),
      }));
    },
    emailConfirmRequest(_input, call) {
      const { user } = signedIn(call);
      const customer = customerOf(call);
      return { emailId: requestEmailConfirmation(context, user, customer.login, originOf(call)) };
    },
    customerTaxNumberUpdate(input, call) {
      return asEnvelope(() => ({ taxId: updateTaxNumber(context, customerOf(call), input.taxId) }));
    },
    customerLimitReasonGet(_input, call) {
      return { limit: { reasons: limitReasons(db, customerOf(call).id) } };
    },
    customerLimitReasonDocumentUpload(input, call) {
      const customer = customerOf(call);
      return asEnvelope(async () => {
        const reason = findLimitReason(db, customer.id, input.limitReasonId);
        if (!reason) throw new KycError('limitReasonId: No such limit reason', 'limitReasonId', 'limitReasonUnknown');
        if (!(JSON.parse(reason.required_document_types) as number[]).includes(input.documentType)) {
          throw new KycError('documentType: This limit reason does not ask for this document', 'documentType', 'documentTypeNotRequired');
        }
        const document = await uploadDocument(
          context,
          customer,
          signedIn(call).user,
          { documentType: input.documentType, limitReasonId: input.limitReasonId },
          incomingFiles(call),
          call.request.headers.get('idempotency-key'),
        );
        return { document };
      });
    },
    dueDiligenceInfoGet(_input, call) {
      return { dueDiligence: dueDiligenceInfo(db, customerOf(call), context.now()) };
    },
    kycCustomerInfoGet(_input, call) {
      const customer = customerOf(call);
      const stored = db.prepare('SELECT kyc_answers FROM kyc_profiles WHERE customer_id = ?').get(customer.id) as { kyc_answers: string | null } | undefined;
      const answers = stored?.kyc_answers ? (JSON.parse(stored.kyc_answers) as Record<string, string>) : {};
      return {
        customerInfo: {
          occupation: answers.occupation ?? null,
          sourceOfFunds: answers.sourceOfFunds ?? null,
          purposeOfAccount: answers.purposeOfAccount ?? null,
          expectedMonthlyVolume: answers.expectedMonthlyVolume ?? null,
        },
      };
    },
    kycRequestGet(_input, call) {
      const customer = customerOf(call);
      if (customer.is_need_personal_info_update !== 1) return { customerKycRequest: null };
      return {
        customerKycRequest: {
          id: customer.id,
          reason: 'Please confirm your personal details: our records are more than three years old.',
          fields: ['firstName', 'lastName', 'birthDay', 'address'],
          createdAt: customer.created_at,
        },
      };
    },
    personalFatcaCrsCertificationGet(_input, call) {
      return { certification: fatcaView(db, customerOf(call), context.now()) };
    },
    personalFatcaCrsCertificationUpdate(input, call) {
      const customer = customerOf(call);
      if (customer.customer_type !== 0) throw new EnvelopeError(RESPONSE_CODES.invalidParams, 'The FATCA/CRS self-certification is for personal customers');
      return asEnvelope(() => ({ certification: signFatca(context, customer, input) }));
    },
    personalWFormUpload(input, call) {
      const customer = customerOf(call);
      const typeId = input.form === 'w9' ? DOCUMENT_TYPE_IDS.w9 : DOCUMENT_TYPE_IDS.w8ben;
      return asEnvelope(async () => {
        if (input.signOnline) {
          const clientId = `sandbox-sign-${randomToken(6)}`;
          return {
            signData: { clientId, signUrl: `${new URL(call.request.url).origin}/sandbox/review?sign=${input.form}&customer=${customer.id}` },
            certification: fatcaView(db, customer, context.now()),
          };
        }
        const certification = await uploadFatcaForm(context, customer, signedIn(call).user, typeId, incomingFiles(call));
        return { signData: null, certification };
      });
    },
    personalCertificateOfLossOfNationalityUpload(_input, call) {
      const customer = customerOf(call);
      return asEnvelope(async () => ({
        certification: await uploadFatcaForm(context, customer, signedIn(call).user, DOCUMENT_TYPE_IDS.lossOfNationality, incomingFiles(call)),
      }));
    },
  };
}

interface IdentityRunRow {
  id: string;
  customer_id: number;
  token_hash: string;
  status: 'started' | 'completed' | 'failed' | 'expired';
  reason: string | null;
  created_at: number;
  expires_at: number;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function identityRunOf(context: SandboxContext, workflowRunId: string, token: string): IdentityRunRow | null {
  const row = context.db.prepare('SELECT * FROM identity_verifications WHERE id = ?').get(workflowRunId) as IdentityRunRow | undefined;
  if (!row || row.token_hash !== tokenHash(token)) return null;
  if (row.status === 'started' && row.expires_at <= context.now()) {
    context.db.prepare("UPDATE identity_verifications SET status = 'expired' WHERE id = ?").run(row.id);
    return { ...row, status: 'expired' };
  }
  return row;
}

/** The stand-in provider's decision on a run: the customer's video identity status follows it. */
export function decideIdentityRun(context: SandboxContext, run: IdentityRunRow, outcome: 'completed' | 'failed', reason: string | null): void {
  const { db } = context;
  db.prepare('UPDATE identity_verifications SET status = ?, reason = ?, decided_at = ? WHERE id = ?').run(outcome, reason, context.now(), run.id);
  db.prepare('INSERT OR IGNORE INTO kyc_profiles (customer_id) VALUES (?)').run(run.customer_id);
  db.prepare('UPDATE kyc_profiles SET video_identity_status = ? WHERE customer_id = ?').run(outcome === 'completed' ? 'validated' : 'rejected', run.customer_id);
  refreshVerification(context, run.customer_id);
}

export function providerUrl(origin: string, workflowRunId: string, token: string): string {
  return `${origin}/sandbox/identity-provider/${encodeURIComponent(workflowRunId)}?token=${encodeURIComponent(token)}`;
}

export function kycRestHandlers(context: SandboxContext): Pick<RestHandlers, KycRest> {
  const { db } = context;
  return {
    phoneVerify(input, call) {
      const { user, customer } = ownCustomer(context, call);
      const phoneId = Number(input.phoneId);
      try {
        return startPhoneVerification(context, customer, user, phoneId, input.codeChallenge);
      } catch (error) {
        if (error instanceof KycError) throw new HttpError(error.code === 'resendTooSoon' ? 429 : error.code === 'phoneUnknown' ? 404 : 409, error.message, { code: error.code });
        throw error;
      }
    },
    identityVerificationStart(_input, call) {
      const { customer } = ownCustomer(context, call);
      const workflowRunId = randomToken(12);
      const token = randomToken(24);
      const now = context.now();
      db.prepare('INSERT INTO identity_verifications (id, customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        workflowRunId,
        customer.id,
        tokenHash(token),
        now,
        now + IDENTITY_RUN_TTL_MS,
      );
      db.prepare('INSERT OR IGNORE INTO kyc_profiles (customer_id) VALUES (?)').run(customer.id);
      db.prepare("UPDATE kyc_profiles SET video_identity_status = 'pending' WHERE customer_id = ?").run(customer.id);
      return { workflowRunId, token, providerUrl: providerUrl(new URL(call.request.url).origin, workflowRunId, token) };
    },
    identityVerificationGet(input, call) {
      const run = identityRunOf(context, input.workflowRunId, input.token);
      if (!run) throw new HttpError(404, 'No identity verification with this id and token');
      return {
        workflowRunId: run.id,
        status: run.status,
        providerUrl: providerUrl(new URL(call.request.url).origin, run.id, input.token),
        reason: run.reason,
      };
    },
  };
}
