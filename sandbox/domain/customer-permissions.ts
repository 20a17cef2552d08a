/**
 * The permission flags a customer starts with (stored as `customers.permissions` JSON): the tools of a personal
 * customer, and a business's, which adds mass payments and company users. One table for the seeds and registration.
 */

/** Transfers, cards, invoices, money requests and global transfers; no settlement account, no merchant tools. */
export const PERSONAL_PERMISSIONS: Readonly<Record<string, number>> = Object.freeze({
  transfers: 1,
  cards: 1,
  invoices: 1,
  requestMoney: 1,
  globalTransfers: 1,
  settlementAccount: 0,
  merchant: 0,
});

/** A business's: the personal tools plus mass payments and company users. */
export const BUSINESS_PERMISSIONS: Readonly<Record<string, number>> = Object.freeze({
  ...PERSONAL_PERMISSIONS,
  massPayments: 1,
  companyUsers: 1,
});
