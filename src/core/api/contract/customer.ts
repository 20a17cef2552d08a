/** Customer and access information (spec 1 sections 3 and 7). */
import * as z from 'zod/mini';
import { method } from './define';
import { emptyRequest, looseId } from './common';

/** Server customer types: personal 0, old business 1, business 2. */
export const CUSTOMER_TYPES = { personal: 0, oldBusiness: 1, business: 2 } as const;

export const TWO_STEP_MODES = ['none', 'push', 'otp', 'sms', 'approvalCode'] as const;
export const twoStepModeSchema = z.enum(TWO_STEP_MODES);
export type TwoStepMode = z.infer<typeof twoStepModeSchema>;

/** Access rights enum: no access 0, read 1, full access 2, initiate 3, confirmed 4, uploading 5. */
export const ACCESS_RIGHTS = { noAccess: 0, read: 1, fullAccess: 2, initiate: 3, confirmed: 4, uploading: 5 } as const;

export const permissionsSchema = z.record(z.string(), z.number());

export const customerSchema = z.looseObject({
  userId: looseId,
  customerId: looseId,
  customerType: z.number(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  businessName: z.optional(z.nullable(z.string())),
  birthDay: z.optional(z.nullable(z.string())),
  customerCreationDate: z.optional(z.nullable(z.string())),
  residenceCountryCode: z.optional(z.nullable(z.string())),
  taxId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  transactionApproveMode: twoStepModeSchema,
  approvalCodeMode: z.optional(z.nullable(z.string())),
  /** 'no' means two-factor login is off. */
  login2faMode: z.string(),
  isAdmin: z.boolean(),
  isHaveRelatedAccounts: z.boolean(),
  useOldWeb: z.boolean(),
  oldWebUrl: z.optional(z.nullable(z.string())),
  customCustomerId: z.optional(z.nullable(z.string())),
  permissions: permissionsSchema,
  verified: z.boolean(),
  limited: z.boolean(),
  limitedReason: z.optional(z.nullable(z.string())),
  dueDiligenceLevel: z.number(),
  isNeedPersonalInfoUpdate: z.boolean(),
  isNeedKyc: z.boolean(),
  isNeedFatca: z.optional(z.boolean()),
  strictMode: z.optional(z.boolean()),
  isConverted: z.optional(z.boolean()),
  representativeId: z.optional(z.nullable(z.number())),
  representativePositionId: z.optional(z.nullable(z.number())),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerInfoGet = method({
  name: 'customerInfoGet',
  summary: 'The signed-in customer: identity, modes and flags, status and permissions.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ customer: customerSchema }),
});

export const accessInfoSchema = z.looseObject({
  accessRights: z.record(z.string(), z.number()),
  accessList: z.looseObject({ balanceInfo: z.boolean() }),
  businessRepresentativePositionIds: z.array(z.number()),
  permissions: permissionsSchema,
  isNeedKyc: z.boolean(),
});
export type AccessInfo = z.infer<typeof accessInfoSchema>;

export const userAccessInfoGet = method({
  name: 'userAccessInfoGet',
  summary: "The signed-in user's access rights for the acting customer.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: accessInfoSchema,
});

/** A customer a business user may act for (company selection). */
export const customerAccessSchema = z.looseObject({
  id: looseId,
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  customerUsername: z.string(),
  customerName: z.string(),
});
export type CustomerAccess = z.infer<typeof customerAccessSchema>;

export const userAccessList = method({
  name: 'userAccessList',
  summary: 'The customers a business user can act for.',
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({ customerAccesses: z.array(customerAccessSchema) }),
});

export const ipInfo = method({
  name: 'ipInfo',
  summary: "Country of the caller's IP address (used to preselect countries).",
  auth: 'none',
  request: emptyRequest,
  response: z.looseObject({ ip: z.string(), countryCode: z.nullable(z.string()) }),
});

export const checkEmail = method({
  name: 'checkEmail',
  summary:
    'Whether an e-mail address is already registered, whether it belongs to an employee, and whether the account is ' +
    'activated yet (registration; the client turns the answer into the e-mail status of spec 3 section 3.12).',
  auth: 'none',
  request: z.object({ email: z.email() }),
  response: z.looseObject({
    exists: z.boolean(),
    isEmployee: z.boolean(),
    /** False while a registered account waits for its activation link; absent when the e-mail is unknown. */
    isActivated: z.optional(z.boolean()),
  }),
});
