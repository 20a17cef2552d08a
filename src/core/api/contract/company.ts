/**
 * The company of a business customer (spec 3 sections 3.1, 3.3, 4.3, 6 and 7.2): company details and addresses,
 * corporate, additional and source-of-wealth documents, representatives (directors, shareholders, owners) with their
 * documents, financial detail and due diligence, the declarations, the users and their access rights, the business
 * FATCA/CRS self-certification, the account confirmation letter, and the admin's view of a customer's company with
 * the assignment of uploaded files to documents.
 */
import * as z from 'zod/mini';
import { method } from './define';
import {
  addressStateCode,
  countryCode,
  currencyCode,
  dictionaryRequest,
  emptyRequest,
  personNameSchema,
  visibleText,
  wireText,
} from './common';
import { positiveId } from './ids';
import { uploadedDocumentSchema, verificationStatusSchema } from './kyc';
import { pdfDocument } from './pdf-generator';
import { documentUpload } from './uploads';

/** Representative roles by position id (spec 3 section 3.2): 2 director, 6 and 9 shareholder, 8 owner, others authorised. */
export const REPRESENTATIVE_POSITION = {
  director: 2,
  shareholder: 6,
  corporateShareholder: 9,
  ultimateBeneficialOwner: 8,
  authorisedUser: 5,
} as const;
export type RepresentativeRole = 'director' | 'shareholder' | 'owner' | 'other';

export function representativeRoleOf(positionId: number): RepresentativeRole {
  if (positionId === REPRESENTATIVE_POSITION.director) return 'director';
  if (positionId === REPRESENTATIVE_POSITION.shareholder || positionId === REPRESENTATIVE_POSITION.corporateShareholder)
    return 'shareholder';
  if (positionId === REPRESENTATIVE_POSITION.ultimateBeneficialOwner) return 'owner';
  return 'other';
}

/** Where a company document belongs. */
export const COMPANY_DOCUMENT_GROUPS = [
  'corporate',
  'additional',
  'sourceOfWealth',
  'address',
  'representative',
] as const;
export type CompanyDocumentGroup = (typeof COMPANY_DOCUMENT_GROUPS)[number];

/**
 * Group statuses the needs-action rules read (spec 3 section 4.3): the document status ids (0 submitted, 2 confirmed,
 * 26 rejected ...), 1 when nothing is asked of the company in the group, and null when a required group has nothing.
 */
export const GROUP_STATUS_NOT_REQUIRED = 1;

export const companyFileSchema = z.looseObject({
  id: z.number(),
  fileName: z.string(),
  size: z.number(),
  mimeType: z.string(),
  uploaded: z.string(),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;

export const companyDocumentSchema = z.looseObject({
  id: z.number(),
  group: z.enum(COMPANY_DOCUMENT_GROUPS),
  documentTypeId: z.number(),
  /** The type's name in the request language. */
  documentType: z.string(),
  statusId: z.number(),
  uploaded: z.string(),
  createdUsername: z.string(),
  rejectReason: z.nullable(z.string()),
  addressId: z.nullable(z.number()),
  representativeId: z.nullable(z.number()),
  files: z.array(companyFileSchema),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

export const companyAddressSchema = z.looseObject({
  addressId: z.number(),
  /** 2 business, 5 office ... (spec 3 section 3.3). */
  addressKind: z.number(),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  postalCode: wireText,
  countryCode: z.string(),
  stateCode: z.nullable(z.string()),
  addressStatus: z.number(),
  /** The address's current documents (superseded ones are left out). */
  uploadedDocuments: z.array(companyDocumentSchema),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** An answer of a dictionary's "specify" entry ("Other"), in the customer's own words. */
const specificationSchema = z.object({ id: z.number(), specification: z.string() });

/**
 * The company's financial answers. `industry`, `sourceIds` and `purposeIds` are ids of the dictionaries the wizard
 * uses (industriesGet, sourcesOfFundsGet, purposesGet): one source of ids for the wizard and the company page.
 */
export const financialDetailSchema = z.looseObject({
  monthlyDepositAmount: z.number(),
  monthlyDepositCurrencyCode: z.string(),
  monthlyWithdrawalAmount: z.number(),
  monthlyWithdrawalCurrencyCode: z.string(),
  industry: z.number(),
  industrySpecification: z.nullable(z.string()),
  sourceIds: z.array(z.number()),
  purposeIds: z.array(z.number()),
  sourceSpecifications: z.array(specificationSchema),
  purposeSpecifications: z.array(specificationSchema),
  updatedAt: z.nullable(z.string()),
});
export type FinancialDetail = z.infer<typeof financialDetailSchema>;

export const dueDiligenceQuestionnaireSchema = z.looseObject({
  government: z.boolean(),
  governmentDetails: z.nullable(z.string()),
  lawsuits: z.boolean(),
  lawsuitsDetails: z.nullable(z.string()),
  taxPayers: z.boolean(),
  updatedAt: z.nullable(z.string()),
});
export type DueDiligenceQuestionnaire = z.infer<typeof dueDiligenceQuestionnaireSchema>;

/** Fields a company must have (spec 3 section 4.3: "any required company field is missing"). */
export const REQUIRED_COMPANY_FIELDS = [
  'name',
  'registrationCountryCode',
  'registrationNumber',
  'registrationDate',
  'email',
  'phone',
  'description',
] as const;
export type RequiredCompanyField = (typeof REQUIRED_COMPANY_FIELDS)[number];

export const businessCompanySchema = z.looseObject({
  customerId: z.number(),
  name: z.nullable(z.string()),
  tradingName: z.nullable(z.string()),
  registrationCountryCode: z.nullable(z.string()),
  registrationNumber: z.nullable(wireText),
  registrationDate: z.nullable(z.string()),
  businessTaxId: z.nullable(wireText),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
  description: z.nullable(z.string()),
  phone: z.nullable(z.looseObject({ countryCode: wireText, number: wireText })),
  verified: z.boolean(),
  limited: z.boolean(),
  businessCreationDate: z.string(),
  addresses: z.array(companyAddressSchema),
  corporateDocuments: z.array(companyDocumentSchema),
  corporateDocumentStatus: z.nullable(z.number()),
  additionalDocuments: z.array(companyDocumentSchema),
  additionalDocumentStatus: z.nullable(z.number()),
  /** Document types the company is asked for (additional and source of wealth), by group. */
  requirements: z.array(
    z.looseObject({ group: z.enum(COMPANY_DOCUMENT_GROUPS), documentTypeId: z.number(), documentType: z.string() }),
  ),
  sourceOfWealthDocuments: z.array(companyDocumentSchema),
  sourceOfWealthStatus: z.nullable(z.number()),
  financialDetail: z.nullable(financialDetailSchema),
  dueDiligenceQuestionnaire: z.nullable(dueDiligenceQuestionnaireSchema),
});
export type BusinessCompany = z.infer<typeof businessCompanySchema>;

/** What a change of the company answers: the company as it now is. */
const companyAnswer = z.looseObject({ company: businessCompanySchema });

export const representativeSchema = z.looseObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  positionIds: z.array(z.number()),
  /** Share in per cent for shareholders, else null. */
  share: z.nullable(z.number()),
  /** The representative signs in as a user of the company. */
  isUser: z.boolean(),
  documents: z.array(companyDocumentSchema),
});
export type Representative = z.infer<typeof representativeSchema>;

const representativesAnswer = z.looseObject({ representatives: z.array(representativeSchema) });

/** Company document types (the company's dictionary), by group. */
export const companyDocumentTypeSchema = z.looseObject({
  id: z.number(),
  group: z.enum(COMPANY_DOCUMENT_GROUPS),
  name: z.string(),
});
export type CompanyDocumentType = z.infer<typeof companyDocumentTypeSchema>;

export const businessInfoGet = method({
  name: 'businessInfoGet',
  summary:
    "The business customer's company (spec 3 section 3.1): details, addresses with their documents, corporate, additional and " +
    'source-of-wealth documents with their group statuses, financial detail and due diligence.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ company: businessCompanySchema, documentTypes: z.array(companyDocumentTypeSchema) }),
});

export const businessInfoUpdate = method({
  name: 'businessInfoUpdate',
  summary:
    "Updates the company's contact details and description (the registered details are changed by compliance only).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    tradingName: z.optional(visibleText(120)),
    email: z.email(),
    website: z.optional(z.string().check(z.maxLength(200))),
    description: visibleText(1000, { min: 10, multiline: true }),
    phoneCountryCode: z.string().check(z.regex(/^[1-9]\d{0,3}$/)),
    phone: z.string().check(z.regex(/^\d{4,14}$/)),
  }),
  response: companyAnswer,
});

export const businessRepresentativeList = method({
  name: 'businessRepresentativeList',
  summary:
    "The company's representatives (directors, shareholders, ultimate beneficial owners, authorised users) with their documents.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: representativesAnswer,
});

/** A representative's address (a director's or owner's home): the company confirms it is correct and current. */
export const representativeAddressSchema = z.looseObject({
  id: z.number(),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  postalCode: wireText,
  countryCode: z.string(),
  stateCode: z.nullable(z.string()),
  createdAt: z.string(),
  /** When the company confirmed the address; null until then. */
  confirmedAt: z.nullable(z.string()),
});
export type RepresentativeAddress = z.infer<typeof representativeAddressSchema>;

const representativeAddressAnswer = z.looseObject({ address: representativeAddressSchema });

export const representativeDetailSchema = z.extend(representativeSchema, {
  addresses: z.array(representativeAddressSchema),
});
export type RepresentativeDetail = z.infer<typeof representativeDetailSchema>;

const byRepresentative = { representativeId: positiveId };

export const businessRepresentativeInfo = method({
  name: 'businessRepresentativeInfo',
  summary: 'One representative of the company with their documents and their addresses (spec 3 section 7.2).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(byRepresentative),
  response: z.looseObject({ representative: representativeDetailSchema }),
});

export const businessRepresentativeDelete = method({
  name: 'businessRepresentativeDelete',
  summary:
    "Removes a person from the company's representatives (not the same as taking a user's access away): not one who " +
    'still has access (remove the access first), not the last director. Their documents go back to the unassigned files.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(byRepresentative),
  response: representativesAnswer,
});

export const representativeAddressCreate = method({
  name: 'representativeAddressCreate',
  summary: 'Adds an address to a representative; it stays unconfirmed until the company confirms it.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    ...byRepresentative,
    address1: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    address2: z.optional(z.string().check(z.maxLength(100))),
    city: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    postalCode: z.string().check(z.trim(), z.minLength(2), z.maxLength(12)),
    countryCode,
    stateCode: addressStateCode,
  }),
  response: representativeAddressAnswer,
});

export const representativeAddressConfirm = method({
  name: 'representativeAddressConfirm',
  summary: "The company confirms that a representative's address is correct and current.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ ...byRepresentative, addressId: positiveId }),
  response: representativeAddressAnswer,
});

export const businessDocumentUpload = documentUpload({
  name: 'businessDocumentUpload',
  summary:
    'Uploads a company document (multipart: a data part plus mainDocument): corporate, additional, source of wealth, ' +
    "an address's proof (addressId) or a representative's document (representativeId). It supersedes the earlier one of the same type.",
  request: z.object({
    group: z.enum(COMPANY_DOCUMENT_GROUPS),
    documentType: positiveId,
    addressId: z.optional(positiveId),
    representativeId: z.optional(positiveId),
  }),
  response: z.looseObject({ document: companyDocumentSchema }),
});

const financialFields = {
  monthlyDepositAmount: z.number().check(z.nonnegative(), z.maximum(1_000_000_000)),
  monthlyDepositCurrencyCode: currencyCode,
  monthlyWithdrawalAmount: z.number().check(z.nonnegative(), z.maximum(1_000_000_000)),
  monthlyWithdrawalCurrencyCode: currencyCode,
  industry: positiveId,
  industrySpecification: z.optional(z.string().check(z.maxLength(500))),
  sourceIds: z.array(positiveId).check(z.minLength(1), z.maxLength(20)),
  purposeIds: z.array(positiveId).check(z.minLength(1), z.maxLength(20)),
  sourceSpecifications: z.array(z.object({ id: positiveId, specification: z.string().check(z.maxLength(200)) })),
  purposeSpecifications: z.array(z.object({ id: positiveId, specification: z.string().check(z.maxLength(200)) })),
};

const dueDiligenceFields = {
  government: z.boolean(),
  governmentDetails: z.optional(z.string().check(z.maxLength(1000))),
  lawsuits: z.boolean(),
  lawsuitsDetails: z.optional(z.string().check(z.maxLength(1000))),
  taxPayers: z.boolean(),
};

export const financialDetailUpdate = method({
  name: 'financialDetailUpdate',
  summary:
    "Updates the company's financial detail: expected monthly deposits and withdrawals, industry, sources of funds and purposes (dictionary ids).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(financialFields),
  response: companyAnswer,
});

export const dueDiligenceUpdate = method({
  name: 'dueDiligenceUpdate',
  summary:
    "Updates the company's due-diligence answers (government links, lawsuits, tax payers); a yes needs its details.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(dueDiligenceFields),
  response: companyAnswer,
});

/** The company's declarations (spec 3 section 7.2). */
export const DECLARATION_KINDS = ['resolution', 'prohibitedEscort', 'studio', 'streaming'] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

export const declarationSchema = z.looseObject({
  kind: z.enum(DECLARATION_KINDS),
  /** Asked of this company (studio and streaming by its industry). */
  required: z.boolean(),
  signedAt: z.nullable(z.string()),
  signerName: z.nullable(z.string()),
  /** Streaming or studio platforms named in the declaration. */
  platforms: z.array(z.string()),
});
export type Declaration = z.infer<typeof declarationSchema>;

const declarationsAnswer = z.looseObject({ declarations: z.array(declarationSchema) });

export const businessDeclarationsGet = method({
  name: 'businessDeclarationsGet',
  summary:
    'The business resolution, prohibited escort statement and studio / streaming platform declarations: which are asked for, which are signed.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: declarationsAnswer,
});

export const businessDeclarationSend = method({
  name: 'businessDeclarationSend',
  summary:
    'Signs one declaration in the name of a director; studio and streaming declarations name at least one platform.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    kind: z.enum(DECLARATION_KINDS),
    signerName: visibleText(120, { min: 2 }),
    platforms: z.optional(z.array(visibleText(80, { min: 1 })).check(z.maxLength(20))),
    confirmed: z.boolean().check(z.refine((value) => value, { error: 'Confirm the declaration' })),
  }),
  response: declarationsAnswer,
});

/** Access rights (spec 3 section 3.7); 5 (authorised user role) is never selectable (section 5.2). */
export const ACCESS_RIGHT_IDS = [0, 1, 2, 3, 4, 5] as const;
export const SELECTABLE_ACCESS_RIGHTS = [1, 2, 3, 4] as const;
export const EXCLUDED_ACCESS_RIGHT = 5;
const selectableRight = z.number().check(
  z.refine((right) => (SELECTABLE_ACCESS_RIGHTS as readonly number[]).includes(right), {
    error: 'Access rights 1 to 4',
  }),
);

export const businessUserSchema = z.looseObject({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessRights: z.number(),
  balanceInfo: z.boolean(),
  positionIds: z.array(z.number()),
  /** Activated (false while the activation link is unused). */
  active: z.boolean(),
  isCurrentUser: z.boolean(),
});
export type BusinessUser = z.infer<typeof businessUserSchema>;

const userAnswer = z.looseObject({ user: businessUserSchema });

export const companyUserList = method({
  name: 'companyUserList',
  summary:
    'The users of the company with their access rights; `canManage` says whether the signed-in user may change them.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ users: z.array(businessUserSchema), canManage: z.boolean() }),
});

export const businessAccessRightList = method({
  name: 'businessAccessRightList',
  summary:
    'Dictionary: the access rights a user can be given (right 5, the authorised user role, is left out), named in the request language.',
  auth: 'bearer',
  request: dictionaryRequest,
  response: z.looseObject({ accessRights: z.array(z.looseObject({ id: z.number(), name: z.string() })) }),
});

export const businessPotentialUserList = method({
  name: 'businessPotentialUserList',
  summary: 'Representatives of the company who are not users yet and can be given access.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({
    potentialUsers: z.array(
      z.looseObject({
        representativeId: z.number(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.nullable(z.string()),
      }),
    ),
  }),
});

export const businessUserRightsUpdate = method({
  name: 'businessUserRightsUpdate',
  summary: "Changes a user's access rights (1 to 4); the company keeps at least one user with full access (2).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ userId: positiveId, accessRights: selectableRight }),
  response: userAnswer,
});

export const businessUserAdd = method({
  name: 'businessUserAdd',
  summary:
    'Gives a person access to the company: a potential user (representativeId) or a new authorised representative (name and e-mail). ' +
    'Someone without an account gets an activation link by e-mail.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    representativeId: z.optional(positiveId),
    firstName: z.optional(personNameSchema),
    lastName: z.optional(personNameSchema),
    email: z.optional(z.email()),
    accessRights: selectableRight,
  }),
  response: userAnswer,
});

export const businessUserRemove = method({
  name: 'businessUserRemove',
  summary: "Takes a user's access to the company away (not one's own, not the last user with full access).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ userId: positiveId }),
  response: z.looseObject({ users: z.array(businessUserSchema) }),
});

/** Entity classifications of the business self-certification (CRS / FATCA). */
export const ENTITY_TYPES = ['activeNfe', 'passiveNfe', 'financialInstitution', 'governmentOrListed'] as const;

export const businessFatcaSchema = z.looseObject({
  entityType: z.nullable(z.enum(ENTITY_TYPES)),
  giin: z.nullable(z.string()),
  isUSEntity: z.nullable(z.boolean()),
  taxResidencies: z.array(z.looseObject({ countryCode: z.string(), taxId: wireText })),
  signerName: z.nullable(z.string()),
  signedAt: z.nullable(z.string()),
  /** A passive NFE's answer: a controlling person was born a US citizen and has given the nationality up. */
  controllingPersonFormerUSCitizen: z.nullable(z.boolean()),
  /** validated once signed; none while it is owed. */
  taxResidencySelfCertificationDocumentStatus: verificationStatusSchema,
  /** The forms the signed answers make the company owe (notRequired otherwise), as spec 3 section 3.5 names them. */
  w9FormDocumentStatus: verificationStatusSchema,
  /** The entity's W-8: Form W-8BEN-E. */
  w8BenFormDocumentStatus: verificationStatusSchema,
  certificateOfLossOfNationalityDocumentStatus: verificationStatusSchema,
  /** The forms sent, newest last (review status and reason). */
  documents: z.array(uploadedDocumentSchema),
});

/** The tax forms a company uploads: a US entity's W-9, a foreign entity's W-8BEN-E. */
export const BUSINESS_W_FORMS = ['w9', 'w8bene'] as const;
export type BusinessWForm = (typeof BUSINESS_W_FORMS)[number];
export type BusinessFatca = z.infer<typeof businessFatcaSchema>;

const certificationAnswer = z.looseObject({ certification: businessFatcaSchema });

export const businessFatcaCrsCertificationGet = method({
  name: 'businessFatcaCrsCertificationGet',
  summary:
    'The business FATCA/CRS self-certification: entity classification, tax residencies and whether it is signed.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: certificationAnswer,
});

export const businessFatcaCrsCertificationUpdate = method({
  name: 'businessFatcaCrsCertificationUpdate',
  summary: 'Signs the business self-certification; a financial institution gives its GIIN (19 characters).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    entityType: z.enum(ENTITY_TYPES),
    giin: z.optional(
      z
        .string()
        .check(z.regex(/^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.[0-9]{3}$/, { error: 'A GIIN as XXXXXX.XXXXX.XX.XXX' })),
    ),
    isUSEntity: z.boolean(),
    taxResidencies: z
      .array(z.object({ countryCode, taxId: z.string().check(z.minLength(1), z.maxLength(30)) }))
      .check(z.minLength(1)),
    signerName: visibleText(120, { min: 2 }),
    /** Asked of a passive NFE only; a certificate of loss of nationality is then owed. */
    controllingPersonFormerUSCitizen: z.optional(z.boolean()),
    confirmed: z
      .boolean()
      .check(z.refine((value) => value, { error: 'Confirm that the answers are true and complete' })),
  }),
  response: certificationAnswer,
});

export const businessWFormUpload = documentUpload({
  name: 'businessWFormUpload',
  summary:
    "Uploads the company's signed W-9 (a US entity) or W-8BEN-E (a foreign entity its answers call for) " +
    '(multipart, mainDocument); only a form the signed self-certification owes. It then waits for review.',
  request: z.object({ form: z.enum(BUSINESS_W_FORMS) }),
  response: certificationAnswer,
});

export const businessCertificateOfLossOfNationalityUpload = documentUpload({
  name: 'businessCertificateOfLossOfNationalityUpload',
  summary:
    "Uploads the certificate of loss of US nationality of a passive NFE's controlling person (multipart, " +
    'mainDocument), when the self-certification owes it.',
  request: emptyRequest,
  response: certificationAnswer,
});

export const accountConfirmationLetterGenerate = pdfDocument({
  name: 'account-confirmation',
  summary:
    "Generates the account confirmation letter as PDF (the brand's PDF logo and letter details: legal name, address, footer, " +
    'phone, e-mail, web) for the acting customer; answers a signed link (one hour).',
  fields: {},
});

// --- Admin -----------------------------------------------------------------------------------------------------

export const adminCustomerSchema = z.looseObject({
  customerId: z.number(),
  name: z.string(),
  login: z.string(),
  customerType: z.number(),
  verified: z.boolean(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerSearch = method({
  name: 'adminCustomerSearch',
  summary: 'Admins only: customers whose name, e-mail or id matches the query (at most 20).',
  auth: 'bearer',
  request: z.object({ query: z.string().check(z.minLength(2), z.maxLength(100)) }),
  response: z.looseObject({ customers: z.array(adminCustomerSchema) }),
});

const adminCustomer = { customerId: positiveId };

export const adminCompanyGet = method({
  name: 'adminCompanyGet',
  summary:
    "Admins only: a business customer's company, its representatives and the uploaded files not assigned to any document.",
  auth: 'bearer',
  request: z.object(adminCustomer),
  response: z.looseObject({
    company: businessCompanySchema,
    representatives: z.array(representativeSchema),
    unassignedFiles: z.array(companyFileSchema),
    documentTypes: z.array(companyDocumentTypeSchema),
  }),
});

/**
 * An admin's change to a customer's company: the request names the customer (and what changes), the answer is the
 * company as adminCompanyGet gives it.
 */
function adminCompanyChange<Fields extends z.core.$ZodLooseShape>(name: string, summary: string, fields: Fields) {
  return method({
    name,
    summary,
    auth: 'bearer',
    request: z.object({ ...adminCustomer, ...fields }),
    response: adminCompanyGet.response,
  });
}

const fileIds = z.array(positiveId).check(z.minLength(1), z.maxLength(50));
const filesToDocument = { documentId: positiveId, fileIds };

export const adminDocumentAssign = adminCompanyChange(
  'adminDocumentAssign',
  'Admins only: assigns unassigned uploaded files to a document of the company.',
  filesToDocument,
);

export const adminDocumentRemove = adminCompanyChange(
  'adminDocumentRemove',
  'Admins only: takes files off their document; they stay with the company as unassigned files.',
  { fileIds },
);

export const adminDocumentReassign = adminCompanyChange(
  'adminDocumentReassign',
  'Admins only: moves files from their document to another document of the same company.',
  filesToDocument,
);

export const adminFinancialDetailUpdate = adminCompanyChange(
  'adminFinancialDetailUpdate',
  "Admins only: updates a customer's financial detail.",
  financialFields,
);

export const adminDueDiligenceUpdate = adminCompanyChange(
  'adminDueDiligenceUpdate',
  "Admins only: updates a customer's due-diligence answers.",
  dueDiligenceFields,
);
