/** Accounts and balances (spec 2 section 3 "Account"). */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, currencyCode, emptyRequest, looseId } from './common';

/** Account types: 1001 payment account, 4001 prepayment account, 4002 receiving account; cards 2006-2135. */
export const ACCOUNT_TYPES = { payment: 1001, prepayment: 4001, receiving: 4002 } as const;

export const accountSchema = z.looseObject({
  accountId,
  /** Shown to the user; kept as text (IBAN-like). */
  accountNumber: z.string(),
  type: z.number(),
  subType: z.optional(z.nullable(z.enum(['PREPAID', 'DEBIT']))),
  currencyCode,
  accountStatusId: z.number(),
  balance: amount,
  accountBalanceMin: z.optional(z.nullable(amount)),
  pendingAmount: z.optional(z.nullable(amount)),
  customerId: looseId,
  settlementAccountId: z.optional(z.nullable(accountId)),
  cardIsVirtual: z.optional(z.nullable(z.boolean())),
  cardExpiryMonth: z.optional(z.nullable(z.number())),
  cardExpiryYear: z.optional(z.nullable(z.number())),
  cardReissuedStatusId: z.optional(z.nullable(z.number())),
  cardAliasName: z.optional(z.nullable(z.string())),
});
export type Account = z.infer<typeof accountSchema>;

export const balanceInquiry = method({
  name: 'balanceInquiry',
  summary: "The acting customer's accounts with balances.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ accounts: z.array(accountSchema) }),
});
