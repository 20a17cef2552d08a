/**
 * Account actions (spec 2 section 7 "Accounts and cards", "Lookups"): add a currency account, create a digital wallet,
 * payment instructions (bank details to fund an account) and marking one viewed, and the default exchange-rate list.
 * Balances come from `balanceInquiry` (contract/accounts.ts).
 */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, currencyCode, emptyRequest } from './common';
import { accountSchema } from './accounts';

/** Currencies a customer can open an account in (spec 2 section 3). */
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'RON'] as const;
const accountCurrency = z.enum(ACCOUNT_CURRENCIES);
const byCurrency = z.object({ currencyCode: accountCurrency });

export const currencyAccountAdd = method({
  name: 'currencyAccountAdd',
  summary: 'Open a payment account (1001) in a currency the customer has no account in yet (USD, EUR, RON).',
  auth: 'bearer',
  actingCustomer: true,
  request: byCurrency,
  response: z.looseObject({ account: accountSchema }),
});

export const digitalWalletCreate = method({
  name: 'digitalWalletCreate',
  summary:
    "Create the digital (crypto) wallet of a currency, which funds that currency's account; answers its address (the same one again when it exists).",
  auth: 'bearer',
  actingCustomer: true,
  request: byCurrency,
  response: z.looseObject({ address: z.string(), currencyCode }),
});

export const paymentInstructionSchema = z.looseObject({
  id: z.number(),
  accountId,
  currencyCode,
  /** The account number to send money to (IBAN-like). */
  bankAccountNumber: z.string(),
  beneficiaryName: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  swift: z.string(),
  /** Put this in the payment's reference so the money finds the account. */
  reference: z.string(),
  viewed: z.boolean(),
});
export type PaymentInstruction = z.infer<typeof paymentInstructionSchema>;

export const paymentInstructionsGet = method({
  name: 'paymentInstructionsGet',
  summary: "Bank details to fund each of the acting customer's payment accounts.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ instructions: z.array(paymentInstructionSchema) }),
});

export const paymentInstructionMarkViewed = method({
  name: 'paymentInstructionMarkViewed',
  summary: 'Mark a payment instruction as seen by the customer.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ instructionId: z.number() }),
  response: z.looseObject({ instruction: paymentInstructionSchema }),
});

export const exchangeRatesDefaultGet = method({
  name: 'exchangeRatesDefaultGet',
  summary: 'The default exchange-rate list: every pair of the account currencies (units of `to` per one `from`).',
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({
    rates: z.array(
      z.looseObject({ fromCurrencyCode: currencyCode, toCurrencyCode: currencyCode, exchangeRate: amount }),
    ),
  }),
});
