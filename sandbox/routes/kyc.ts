/**
 * Named methods and REST routes of verification (spec 1 section 7, spec 3 section 7.1): profile data, the document
 * dictionary, uploads, addresses, phones and their codes, e-mail confirmation, tax number, limit reasons, due
 * diligence, FATCA/CRS and identity-verification runs. Refusals answer 'VF' with the field in `validationErrors`.
 */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import type { IncomingFile } from '../domain/kyc';
import {
  addPhone,
  buildProfile,
  confirmPhoneCode,
  addressReplaceCompatibility,
  createAddress,
  documentCategories,
  DOCUMENT_TYPE_IDS,
  dueDiligenceInfo,
  fatcaView,
  findLimitReason,
  KycError,
  limitReasons,
  signFatca,
  startPhoneVerification,
  updateTaxNumber,
  uploadDocument,
  uploadFatcaForm,
} from '../domain/kyc';
import { createEnvelope } from '../domain/fatca-signing';
import {
  identityRunOf,
  providerUrl,
  retryIdentityRun,
  startIdentityRun,
  videoJobView,
} from '../domain/identity-checks';
import { birthCountries, isBirthCountry, kycDictionaries, updatePersonalInfo } from '../domain/kyc-personal-info';
import { requestEmailConfirmation } from '../domain/registration';
import type { CustomerRow, UserRow } from '../domain/users';
import type { CallContext, MethodCallContext, MethodHandlers, RestHandlers } from './contract';
import { actingCustomerOf as customerOf, EnvelopeError, HttpError, signedIn } from './contract';

export type KycMethod =
  | 'profileInfoGet'
  | 'documentTypesGet'
  | 'customerDocumentUpload'
  | 'addressCreate'
  | 'addressReplace'
  | 'addressReplaceCompatibilityCheck'
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
  | 'personalCertificateOfLossOfNationalityUpload'
  | 'identityJobGet'
  | 'birthCountriesGet'
  | 'kycDictionariesGet'
  | 'kycCustomerPersonalInfoUpdate';

export type KycRest =
  'phoneVerify' | 'identityVerificationStart' | 'identityVerificationGet' | 'identityVerificationRetry';

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
    async customerDocumentUpload(input, call) {
      const customer = customerOf(call);
      const key = call.request.headers.get('idempotency-key');
      return {
        document: await uploadDocument(context, customer, signedIn(call).user, input, incomingFiles(call), key),
      };
    },
    addressCreate(input, call) {
      return { address: createAddress(context, customerOf(call), input) };
    },
    addressReplace(input, call) {
      const { addressId, ...address } = input;
      return { address: createAddress(context, customerOf(call), address, addressId) };
    },
    addressReplaceCompatibilityCheck(input, call) {
      return addressReplaceCompatibility(db, customerOf(call), input.oldAddressId, input.countryCode);
    },
    phoneAdd(input, call) {
      return { phone: addPhone(context, customerOf(call), input.phoneCountryCode, input.phone) };
    },
    phoneReplace(input, call) {
      return {
        phone: addPhone(context, customerOf(call), input.phoneCountryCode, input.phone, input.phoneId),
      };
    },
    confirmPhone(input, call) {
      return {
        phone: confirmPhoneCode(
          context,
          customerOf(call),
          input.phoneId,
          input.verification.code,
          input.verification.codeVerifier,
        ),
      };
    },
    emailConfirmRequest(_input, call) {
      const { user } = signedIn(call);
      const customer = customerOf(call);
      return { emailId: requestEmailConfirmation(context, user, customer.login, originOf(call)) };
    },
    customerTaxNumberUpdate(input, call) {
      return { taxId: updateTaxNumber(context, customerOf(call), input.taxId) };
    },
    customerLimitReasonGet(_input, call) {
      return { limit: { reasons: limitReasons(db, customerOf(call).id) } };
    },
    async customerLimitReasonDocumentUpload(input, call) {
      const customer = customerOf(call);
      const reason = findLimitReason(db, customer.id, input.limitReasonId);
      if (!reason) throw new KycError('limitReasonId: No such limit reason', 'limitReasonId', 'limitReasonUnknown');
      if (!(JSON.parse(reason.required_document_types) as number[]).includes(input.documentType)) {
        throw new KycError(
          'documentType: This limit reason does not ask for this document',
          'documentType',
          'documentTypeNotRequired',
        );
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
    },
    dueDiligenceInfoGet(_input, call) {
      return { dueDiligence: dueDiligenceInfo(db, customerOf(call), context.now()) };
    },
    kycCustomerInfoGet(_input, call) {
      const customer = customerOf(call);
      const stored = db.prepare('SELECT kyc_answers FROM kyc_profiles WHERE customer_id = ?').get(customer.id) as
        { kyc_answers: string | null } | undefined;
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
          // The bank's own text: the client words it by its code in the customer's language.
          reason: 'Please confirm your personal details: our records are more than three years old.',
          reasonCode: 'personalDetailsOutdated',
          fields: [
            'firstName',
            'lastName',
            'birthDay',
            'occupation',
            'sourceOfFunds',
            'purposeOfAccount',
            'expectedMonthlyVolume',
          ],
          createdAt: customer.created_at,
        },
      };
    },
    personalFatcaCrsCertificationGet(_input, call) {
      return { certification: fatcaView(db, customerOf(call), context.now()) };
    },
    personalFatcaCrsCertificationUpdate(input, call) {
      const customer = customerOf(call);
      if (customer.customer_type !== 0)
        throw new EnvelopeError(
          RESPONSE_CODES.invalidParams,
          'The FATCA/CRS self-certification is for personal customers',
        );
      if (!isBirthCountry(input.countryOfBirth))
        throw new KycError('countryOfBirth: Not a country', 'countryOfBirth', 'countryUnknown');
      return { certification: signFatca(context, customer, input) };
    },
    async personalWFormUpload(input, call) {
      const customer = customerOf(call);
      const typeId = input.form === 'w9' ? DOCUMENT_TYPE_IDS.w9 : DOCUMENT_TYPE_IDS.w8ben;
      if (input.signOnline) {
        const signData = createEnvelope(context, customer, input.form, new URL(call.request.url).origin);
        return { signData, certification: fatcaView(db, customer, context.now()) };
      }
      const certification = await uploadFatcaForm(
        context,
        customer,
        signedIn(call).user,
        typeId,
        incomingFiles(call),
        call.request.headers.get('idempotency-key'),
      );
      return { signData: null, certification };
    },
    identityJobGet(input) {
      const job = videoJobView(context, input.jobId);
      if (!job) throw new EnvelopeError(RESPONSE_CODES.invalidParams, 'No video identity check with this id');
      return { job };
    },
    birthCountriesGet(input, call) {
      return { countries: birthCountries(input.language ?? call.request.headers.get('accept-language') ?? 'en') };
    },
    kycDictionariesGet(input, call) {
      return kycDictionaries(input.language ?? call.request.headers.get('accept-language') ?? 'en');
    },
    kycCustomerPersonalInfoUpdate(input, call) {
      const customer = customerOf(call);
      return updatePersonalInfo(context, customer, input);
    },
    async personalCertificateOfLossOfNationalityUpload(_input, call) {
      const customer = customerOf(call);
      return {
        certification: await uploadFatcaForm(
          context,
          customer,
          signedIn(call).user,
          DOCUMENT_TYPE_IDS.lossOfNationality,
          incomingFiles(call),
          call.request.headers.get('idempotency-key'),
        ),
      };
    },
  };
}

export function kycRestHandlers(context: SandboxContext): Pick<RestHandlers, KycRest> {
  return {
    phoneVerify(input, call) {
      const { user, customer } = ownCustomer(context, call);
      const phoneId = Number(input.phoneId);
      try {
        return startPhoneVerification(context, customer, user, phoneId, input.codeChallenge);
      } catch (error) {
        if (error instanceof KycError)
          throw new HttpError(
            error.code === 'resendTooSoon' ? 429 : error.code === 'phoneUnknown' ? 404 : 409,
            error.message,
            { code: error.code },
          );
        throw error;
      }
    },
    identityVerificationStart(_input, call) {
      const { customer } = ownCustomer(context, call);
      const { workflowRunId, token } = startIdentityRun(context, customer.id, null);
      return { workflowRunId, token, providerUrl: providerUrl(new URL(call.request.url).origin, workflowRunId, token) };
    },
    identityVerificationRetry(input, call) {
      const run = identityRunOf(context, input.workflowRunId, input.token);
      if (!run) throw new HttpError(404, 'No identity verification with this id and token');
      try {
        const next = retryIdentityRun(context, run);
        return { ...next, providerUrl: providerUrl(new URL(call.request.url).origin, next.workflowRunId, next.token) };
      } catch (error) {
        if (error instanceof KycError) throw new HttpError(409, error.message, { code: error.code });
        throw error;
      }
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
