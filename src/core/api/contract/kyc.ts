/**
 * Verification of a customer (spec 1 sections 3 and 4, spec 2 "Document", spec 3 sections 3.3-3.7 and 7.1): the
 * profile data with addresses, identity, phones and documents; document uploads (multipart); addresses; phones with
 * their verification codes; the e-mail confirmation request; the tax number; limit reasons and due diligence; the
 * FATCA/CRS self-certification; the identity-verification workflow.
 */
import * as z from 'zod/mini';
import { method, rest } from './define';
import {
  addressStateCode,
  dictionaryRequest,
  emptyRequest,
  isoDate,
  looseId,
  personNameSchema,
  pkceString,
  wireText,
} from './common';
import { documentUpload } from './uploads';

/** Document status ids (spec 1 section 3). */
export const DOCUMENT_STATUS = {
  submitted: 0,
  confirmed: 2,
  canceled: 4,
  deleted: 5,
  rejected: 26,
  underInvestigation: 31,
  expired: 38,
  pending: 41,
  nameMismatch: 64,
} as const;
export type DocumentStatusId = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];
export const DOCUMENT_STATUS_IDS = Object.values(DOCUMENT_STATUS) as readonly DocumentStatusId[];

/** Document categories (spec 3 section 3.6). */
export const DOCUMENT_CATEGORY = {
  identity: 1,
  address: 2,
  phone: 3,
  businessRegistration: 4,
  other: 5,
  relationship: 6,
  businessAddress: 7,
  businessRegistrationAddress: 8,
  controlDocument: 9,
  businessAdditional: 10,
  sourceOfWealth: 11,
  residencePermit: 12,
} as const;
export type DocumentCategoryId = (typeof DOCUMENT_CATEGORY)[keyof typeof DOCUMENT_CATEGORY];

/** Address kinds and statuses (spec 3 section 3.3). */
export const ADDRESS_KIND = {
  unspecified: 0,
  home: 1,
  business: 2,
  homeAndBusiness: 3,
  residence: 4,
  office: 5,
} as const;
export const ADDRESS_STATUS = { unconfirmed: 0, confirmed: 1, pending: 2, rejected: 3, nameMismatch: 4 } as const;

/** Verification statuses (spec 3 section 3.7). */
export const VERIFICATION_STATUSES = [
  'validated',
  'pending',
  'none',
  'notRequired',
  'rejected',
  'expiredSoon',
] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/**
 * The identity's status: the verification statuses plus the two document outcomes the required-action rule names
 * (spec 3 section 4.2: "identity status undefined, or name-mismatch, rejected or canceled").
 */
export const IDENTITY_STATUSES = [...VERIFICATION_STATUSES, 'nameMismatch', 'canceled'] as const;
export const identityStatusSchema = z.enum(IDENTITY_STATUSES);
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** Phone type sent with phone changes (spec 1 section 9). */
export const PHONE_TYPE = 2 as const;

/** Largest upload the server takes, in bytes (10 MB in units of 1000, spec 2 section 9). */
export const DOCUMENT_MAX_BYTES = 10_000_000;

export const uploadedDocumentSchema = z.looseObject({
  id: z.number(),
  statusId: z.number(),
  /** When it was uploaded (ISO date-time). */
  uploaded: z.string(),
  documentTypeId: z.number(),
  /** The type's name in the request language. */
  documentType: z.string(),
  category: z.number(),
  /** The back of a two-sided document, or a relationship document, uploaded with the main one. */
  isSubDocument: z.boolean(),
  issuedDate: z.nullable(z.string()),
  expiresDate: z.nullable(z.string()),
  createdUsername: z.string(),
  rejectReason: z.nullable(z.string()),
  /** Names of the files stored for the document (mainDocument, additionalDocument ...). */
  files: z.array(z.looseObject({ part: z.string(), fileName: z.string(), size: z.number(), mimeType: z.string() })),
  isDueDiligence: z.boolean(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

const documentAnswer = z.looseObject({ document: uploadedDocumentSchema });

export const addressSchema = z.looseObject({
  addressId: z.number(),
  addressKind: z.number(),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  addressStatus: z.number(),
  stateCode: z.nullable(z.string()),
  stateName: z.nullable(z.string()),
  confirmed: z.boolean(),
  uploadedDocuments: z.array(uploadedDocumentSchema),
  isDocumentOutOfDate: z.boolean(),
  isCardDocumentRequired: z.boolean(),
  isDocumentRequired: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

const addressAnswer = z.looseObject({ address: addressSchema });

export const phoneSchema = z.looseObject({
  id: z.number(),
  confirmed: z.boolean(),
  /** Calling code without the plus sign. */
  countryCode: wireText,
  number: wireText,
});
export type Phone = z.infer<typeof phoneSchema>;

const phoneAnswer = z.looseObject({ phone: phoneSchema });

export const identityDocumentSchema = z.looseObject({
  type: z.string(),
  number: z.nullable(wireText),
  typeId: z.number(),
  status: z.number(),
  expiresDate: z.nullable(z.string()),
  issuedDate: z.nullable(z.string()),
});

export const documentItemSchema = z.looseObject({
  id: z.number(),
  documentTypeId: z.number(),
  statusId: z.number(),
  created: z.string(),
  expiration: z.nullable(z.string()),
  createdName: z.string(),
});

/** Documents the customer was asked for because their documents match another account's (duplicates). */
export const DUPLICATE_DOCUMENT_STATES = ['none', 'required', 'uploaded'] as const;

export const profileSchema = z.looseObject({
  taxId: z.nullable(wireText),
  emailAddress: z.string(),
  emailConfirmed: z.boolean(),
  residenceCountry: z.string(),
  addresses: z.array(addressSchema),
  identityDocument: z.nullable(identityDocumentSchema),
  identity: z.looseObject({
    status: z.nullable(identityStatusSchema),
    uploadedDocuments: z.array(uploadedDocumentSchema),
  }),
  videoIdentityStatus: z.nullable(verificationStatusSchema),
  proofOfResidenceStatus: verificationStatusSchema,
  phone: z.nullable(phoneSchema),
  phones: z.array(phoneSchema),
  usernameChangeRequest: z.nullable(
    z.looseObject({ requestId: z.number(), desiredUsername: z.string(), status: z.string() }),
  ),
  documents: z.array(documentItemSchema),
  duplicateDocuments: z.looseObject({
    status: z.enum(DUPLICATE_DOCUMENT_STATES),
    uploadedDocuments: z.array(uploadedDocumentSchema),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileInfoGet = method({
  name: 'profileInfoGet',
  summary:
    "The signed-in customer's profile data: addresses, identity, phones, e-mail, tax id and documents with their statuses.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ profile: profileSchema }),
});

export const documentTypeSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  /** Countries the type is offered for; absent means every country (type 88 is RU and UA only). */
  countryCodes: z.optional(z.array(z.string())),
});

export const documentCategorySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  customerDocumentTypes: z.array(documentTypeSchema),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

export const documentTypesGet = method({
  name: 'documentTypesGet',
  summary: 'Dictionary: document categories with their document types, named in the request language.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({ categories: z.array(documentCategorySchema) }),
});

/** The file parts of a document upload (spec 2 "Document"). */
export const DOCUMENT_FILE_PARTS = ['mainDocument', 'additionalDocument', 'relationshipDocument'] as const;

export const customerDocumentUpload = method({
  name: 'customerDocumentUpload',
  summary:
    'Uploads a document (multipart: a data part plus the files mainDocument, additionalDocument for the back side, ' +
    'relationshipDocument). A new upload of a category supersedes the earlier one that needs action.',
  auth: 'bearer',
  actingCustomer: true,
  fileParts: DOCUMENT_FILE_PARTS,
  request: z.object({
    addressId: z.optional(z.number()),
    documentType: z.number(),
    relationshipDocumentType: z.optional(z.number()),
    /** 1 when the upload answers a due diligence request. */
    isDueDiligence: z.optional(
      z.number().check(z.refine((flag) => flag === 0 || flag === 1, { error: '0, or 1 for a due diligence document' })),
    ),
  }),
  response: documentAnswer,
});

/** The lines of an address the customer writes (adding, replacing or correcting it). */
export const addressLineFields = {
  address1: z.string().check(z.minLength(1), z.maxLength(100)),
  address2: z.optional(z.string().check(z.maxLength(100))),
  city: z.string().check(z.minLength(1), z.maxLength(60)),
  postalCode: z.string().check(z.minLength(2), z.maxLength(12)),
};

const addressFields = {
  /** Address kinds 0 to 5 (spec 3 section 3.3). */
  addressKind: z
    .number()
    .check(
      z.refine((kind) => Number.isInteger(kind) && kind >= 0 && kind <= 5, { error: 'An address kind from 0 to 5' }),
    ),
  ...addressLineFields,
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  stateCode: addressStateCode,
};

export const addressCreate = method({
  name: 'addressCreate',
  summary: 'Adds an address; it stays unconfirmed until a proof of residence for it is approved.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(addressFields),
  response: addressAnswer,
});

export const addressReplace = method({
  name: 'addressReplace',
  summary:
    'Replaces an address (the customer moved): the old one is retired, the new one needs its own proof of residence.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ addressId: z.number(), ...addressFields }),
  response: addressAnswer,
});

/** Why a replacement in a country cannot replace an address (spec 2 section 7 "address replacement compatibility check"). */
export const ADDRESS_REPLACE_INCOMPATIBILITIES = ['countryChange'] as const;

export const addressReplaceCompatibilityCheck = method({
  name: 'addressReplaceCompatibilityCheck',
  summary:
    'Whether an address can be replaced by one in a country, asked before the replacement is sent: an address the ' +
    'customer lives at (home, home and business, residence) stays in the residence country (a move abroad is a change ' +
    'of residence, which support handles).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)), oldAddressId: z.number() }),
  response: z.looseObject({
    compatible: z.boolean(),
    reason: z.nullable(z.enum(ADDRESS_REPLACE_INCOMPATIBILITIES)),
    residenceCountry: z.string(),
  }),
});

const phoneFields = {
  /** Calling code without the plus sign. */
  phoneCountryCode: z.string().check(z.regex(/^[1-9]\d{0,3}$/)),
  phone: z.string().check(z.regex(/^\d{4,14}$/)),
  phoneType: z.number().check(z.refine((type) => type === PHONE_TYPE, { error: 'Phone type 2 (mobile)' })),
};

export const phoneAdd = method({
  name: 'phoneAdd',
  summary: 'Adds a mobile phone (phoneType 2); it must then be confirmed with a code.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(phoneFields),
  response: phoneAnswer,
});

export const phoneReplace = method({
  name: 'phoneReplace',
  summary: 'Replaces a phone with another number (phoneId of the one replaced); the new number must be confirmed.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ phoneId: z.number(), ...phoneFields }),
  response: phoneAnswer,
});

export const phoneVerify = rest({
  service: 'verification',
  httpMethod: 'POST',
  path: '/verification/phones/:phoneId/verify',
  summary:
    'Sends a 6-digit code by SMS to a phone. The code is bound to the PKCE challenge of a verifier the client keeps; ' +
    'confirmPhone proves it with the verifier. Asking again sends a new code and the old one stops working.',
  auth: 'bearer',
  request: z.object({ phoneId: looseId, type: z.enum(['sms']), codeChallenge: pkceString }),
  response: z.looseObject({ phoneId: z.number(), expiresAt: z.string(), resendAvailableAt: z.string() }),
});

export const confirmPhone = method({
  name: 'confirmPhone',
  summary:
    "Confirms a phone: phoneId plus verification { codeVerifier, code }. (The spec's reqId + approvalCode form, for two-step " +
    'approvals of phone changes, is not offered: no flow of the product creates such a request; docs/decisions.md.)',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    phoneId: z.number(),
    verification: z.object({ codeVerifier: pkceString, code: z.string().check(z.regex(/^\d{6}$/)) }),
  }),
  response: phoneAnswer,
});

export const emailConfirmRequest = method({
  name: 'emailConfirmRequest',
  summary: "E-mails a confirmation link for the customer's e-mail address (confirmed with emailConfirm).",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ emailId: z.number() }),
});

export const customerTaxNumberUpdate = method({
  name: 'customerTaxNumberUpdate',
  summary:
    "Updates the customer's tax number; a number that does not fit the residence country is refused with a description.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ taxId: z.string().check(z.minLength(1), z.maxLength(30)) }),
  response: z.looseObject({ taxId: wireText }),
});

export const limitRequirementSchema = z.looseObject({
  documentTypeId: z.number(),
  documentType: z.string(),
  category: z.number(),
  uploadedDocuments: z.array(uploadedDocumentSchema),
});

export const limitReasonSchema = z.looseObject({
  id: z.number(),
  actionTypeId: z.number(),
  /** What the customer reads: why the account is limited. */
  description: z.string(),
  requirementDocuments: z.array(limitRequirementSchema),
});
export type LimitReason = z.infer<typeof limitReasonSchema>;

export const customerLimitReasonGet = method({
  name: 'customerLimitReasonGet',
  summary: 'Why the account is limited: reasons with the documents each one needs and what was uploaded for them.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ limit: z.looseObject({ reasons: z.array(limitReasonSchema) }) }),
});

export const customerLimitReasonDocumentUpload = method({
  name: 'customerLimitReasonDocumentUpload',
  summary:
    'Uploads a document a limit reason requires (multipart: data part plus mainDocument, optional additionalDocument).',
  auth: 'bearer',
  actingCustomer: true,
  fileParts: ['mainDocument', 'additionalDocument'],
  request: z.object({ limitReasonId: z.number(), documentType: z.number() }),
  response: documentAnswer,
});

export const dueDiligenceInfoGet = method({
  name: 'dueDiligenceInfoGet',
  summary:
    'Due diligence (levels 1 and 4): the address and document under review, whether more documents are required, ' +
    'and those uploaded for it.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({
    dueDiligence: z.looseObject({
      level: z.number(),
      address: z.nullable(addressSchema),
      document: z.nullable(identityDocumentSchema),
      /** Document types the customer must upload (source of funds ...); empty when nothing more is needed. */
      requiredDocumentTypes: z.array(z.looseObject({ id: z.number(), name: z.string() })),
      uploadedDocuments: z.array(uploadedDocumentSchema),
    }),
  }),
});

export const kycCustomerInfoSchema = z.looseObject({
  occupation: z.nullable(z.string()),
  sourceOfFunds: z.nullable(z.string()),
  purposeOfAccount: z.nullable(z.string()),
  expectedMonthlyVolume: z.nullable(z.string()),
});

export const kycCustomerInfoGet = method({
  name: 'kycCustomerInfoGet',
  summary: 'The KYC answers on file (occupation, source of funds, purpose of the account, expected monthly volume).',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ customerInfo: kycCustomerInfoSchema }),
});

export const kycRequestGet = method({
  name: 'kycRequestGet',
  summary:
    "The open request to update personal details, if any: what compliance asks the customer to review. reason is English (or a compliance officer's free text); reasonCode, when the text is the bank's own, lets the client word it (personalDetailsOutdated).",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({
    customerKycRequest: z.nullable(
      z.looseObject({
        id: z.number(),
        reason: z.string(),
        reasonCode: z.optional(z.string()),
        fields: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
  }),
});

/** FATCA/CRS form statuses as the spec names them (spec 3 section 3.5). */
export const FATCA_STATUS_FIELDS = [
  'w9FormDocumentStatus',
  'certificateOfLossOfNationalityDocumentStatus',
  'taxResidencySelfCertificationDocumentStatus',
  'w8BenFormDocumentStatus',
] as const;

export const fatcaCertificationSchema = z.looseObject({
  cityOfBirth: z.nullable(z.string()),
  countryOfBirth: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  citizenship: z.array(z.string()),
  taxIds: z.array(z.looseObject({ countryCode: z.string(), taxId: wireText })),
  hasUSIndicia: z.boolean(),
  isUSTaxPayer: z.nullable(z.boolean()),
  addressId: z.nullable(z.number()),
  phoneCountryCode: z.nullable(wireText),
  signedAt: z.nullable(z.string()),
  w9FormDocumentStatus: verificationStatusSchema,
  certificateOfLossOfNationalityDocumentStatus: verificationStatusSchema,
  taxResidencySelfCertificationDocumentStatus: verificationStatusSchema,
  w8BenFormDocumentStatus: verificationStatusSchema,
  documents: z.array(uploadedDocumentSchema),
});
export type FatcaCertification = z.infer<typeof fatcaCertificationSchema>;

const certificationAnswer = z.looseObject({ certification: fatcaCertificationSchema });

export const personalFatcaCrsCertificationGet = method({
  name: 'personalFatcaCrsCertificationGet',
  summary: 'The personal FATCA/CRS self-certification: answers, tax residencies and the status of each form.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: certificationAnswer,
});

export const personalFatcaCrsCertificationUpdate = method({
  name: 'personalFatcaCrsCertificationUpdate',
  summary:
    'Signs the tax residency self-certification. A US person then owes a W-9, a US-born non-taxpayer a W-8BEN and a ' +
    'certificate of loss of nationality.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    cityOfBirth: z.string().check(z.minLength(1), z.maxLength(60)),
    /** ISO 3166-1 alpha-2, or ISO 3166-3 for a former country (SUHH, YUCS, CSHH, DDDE). */
    countryOfBirth: z.string().check(z.regex(/^[A-Z]{2}([A-Z]{2})?$/)),
    citizenship: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.minLength(1)),
    /** The date of birth the customer certifies (YYYY-MM-DD); the profile's when absent. */
    dateOfBirth: z.optional(isoDate),
    taxIds: z
      .array(
        z.object({
          countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
          taxId: z.string().check(z.minLength(1), z.maxLength(30)),
        }),
      )
      .check(z.minLength(1)),
    isUSTaxPayer: z.boolean(),
    addressId: z.optional(z.number()),
    /** The customer's confirmation that the answers are true; the server records when. */
    confirmed: z
      .boolean()
      .check(z.refine((confirmed) => confirmed, { error: 'Confirm that the answers are true and complete' })),
  }),
  response: certificationAnswer,
});

export const W_FORMS = ['w9', 'w8ben'] as const;

export const personalWFormUpload = documentUpload({
  name: 'personalWFormUpload',
  summary:
    'Uploads a signed W-9 or W-8BEN (multipart, mainDocument), or asks for the e-signature links to sign one online.',
  request: z.object({ form: z.enum(W_FORMS), signOnline: z.optional(z.boolean()) }),
  response: z.looseObject({
    signData: z.nullable(
      z.looseObject({
        clientId: z.string(),
        signUrl: z.optional(z.string()),
        signUrls: z.optional(z.array(z.string())),
      }),
    ),
    certification: fatcaCertificationSchema,
  }),
});

export const personalCertificateOfLossOfNationalityUpload = documentUpload({
  name: 'personalCertificateOfLossOfNationalityUpload',
  summary: 'Uploads a certificate of loss of US nationality (multipart, mainDocument).',
  request: emptyRequest,
  response: certificationAnswer,
});

/** Where a workflow run stands at the identity-verification provider. */
const WORKFLOW_RUN_STATUSES = ['started', 'completed', 'failed', 'expired'] as const;

/** A workflow run to send the customer to: its id and token, and the provider's page. */
const workflowRunAnswer = z.looseObject({ workflowRunId: z.string(), token: z.string(), providerUrl: z.string() });

export const identityVerificationStart = rest({
  service: 'verification',
  httpMethod: 'POST',
  path: '/identity-verification',
  summary:
    'Starts an identity-verification workflow run with the provider: where to send the customer (workflowRunId and token).',
  auth: 'bearer',
  request: z.object({ returnUrl: z.optional(z.url()) }),
  response: workflowRunAnswer,
});

export const identityVerificationGet = rest({
  service: 'verification',
  httpMethod: 'GET',
  path: '/identity-verification/:workflowRunId',
  summary: 'The state of a workflow run, read with its token (no sign-in: the link is opened on any device).',
  auth: 'none',
  request: z.object({ workflowRunId: z.string(), token: z.string() }),
  response: z.looseObject({
    workflowRunId: z.string(),
    status: z.enum(WORKFLOW_RUN_STATUSES),
    providerUrl: z.string(),
    reason: z.nullable(z.string()),
  }),
});

export const identityVerificationRetry = rest({
  service: 'verification',
  httpMethod: 'POST',
  path: '/identity-verification/:workflowRunId/retry',
  summary:
    "Starts a new run after a failed or expired one, with the old link's token (no sign-in: the link is opened on any device). " +
    'A run is retried once; the new run belongs to the same video identity job, if any.',
  auth: 'none',
  request: z.object({ workflowRunId: z.string(), token: z.string().check(z.minLength(1)) }),
  response: workflowRunAnswer,
});

export const VIDEO_IDENTITY_JOB_STATUSES = ['open', 'completed', 'failed', 'expired'] as const;

export const identityJobGet = method({
  name: 'identityJobGet',
  summary:
    'A video identity job compliance asked the customer for (the link in their e-mail): its state and its current ' +
    'provider run. No sign-in: the job id in the link is the secret.',
  auth: 'none',
  request: z.object({ jobId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.looseObject({
    job: z.looseObject({
      jobId: z.string(),
      status: z.enum(VIDEO_IDENTITY_JOB_STATUSES),
      /** The customer's first name, to greet them; nothing else about them is told to whoever holds the link. */
      firstName: z.string(),
      expiresAt: z.string(),
      /** The run to send the customer to (the newest); retried with identityVerificationRetry. */
      run: z.looseObject({
        workflowRunId: z.string(),
        token: z.string(),
        status: z.enum(WORKFLOW_RUN_STATUSES),
        reason: z.nullable(z.string()),
      }),
    }),
  }),
});

export const birthCountrySchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  /** A country that no longer exists (USSR, Yugoslavia ...): people were born there. */
  historical: z.boolean(),
});
export type BirthCountry = z.infer<typeof birthCountrySchema>;

export const birthCountriesGet = method({
  name: 'birthCountriesGet',
  summary:
    "Dictionary: countries of birth (today's countries and former ones such as the USSR), named in the request language.",
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({ countries: z.array(birthCountrySchema) }),
});

/** The KYC questionnaire's dictionaries: code and name in the request language. */
const dictionaryEntries = z.array(z.looseObject({ code: z.string(), name: z.string() }));

export const kycDictionariesGet = method({
  name: 'kycDictionariesGet',
  summary:
    'Dictionaries of the KYC questionnaire: occupations, sources of funds, purposes of the account, expected monthly volumes.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({
    occupations: dictionaryEntries,
    sourcesOfFunds: dictionaryEntries,
    purposes: dictionaryEntries,
    monthlyVolumes: dictionaryEntries,
  }),
});
export type KycDictionaries = z.infer<typeof kycDictionariesGet.response>;

export const kycCustomerPersonalInfoUpdate = method({
  name: 'kycCustomerPersonalInfoUpdate',
  summary:
    'The customer reviews and updates their personal details (name, date of birth) and KYC answers (dictionary codes). ' +
    'Answers the open kyc request (requestId) and clears the personal info update need.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    requestId: z.optional(z.number()),
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthDay: isoDate,
    occupation: z.string().check(z.minLength(1)),
    sourceOfFunds: z.string().check(z.minLength(1)),
    purposeOfAccount: z.string().check(z.minLength(1)),
    expectedMonthlyVolume: z.string().check(z.minLength(1)),
  }),
  response: z.looseObject({
    personalInfo: z.looseObject({ firstName: z.string(), lastName: z.string(), birthDay: z.string() }),
    customerInfo: kycCustomerInfoSchema,
  }),
});
