/**
 * Names of the permission flags that gate money movement (spec 2 section 6), shared by the client and the sandbox.
 * The spec lists which actions are gated but not the wire names of the flags; these names are this product's
 * (docs/decisions.md "Permission flags"). A flag is on only when its value is 1.
 */

/** Every transfer kind of the product, with the destination it can have. */
export const TRANSFER_KINDS = ['wire', 'eft', 'card', 'crypto', 'instant', 'interac'] as const;
export type ExternalTransferKind = (typeof TRANSFER_KINDS)[number];

export const PERMISSION_FLAGS = {
  /** Own-account withdrawals: money out to the customer's own account elsewhere. */
  ownWithdrawal: {
    crypto: 'withdrawOwnCrypto',
    wire: 'withdrawOwnWire',
    eft: 'withdrawOwnBank',
    card: 'withdrawOwnCard',
    instant: 'withdrawOwnInstant',
    interac: 'withdrawOwnInterac',
  },
  /** Between the customer's own wallet accounts. */
  betweenAccounts: 'transferBetweenAccounts',
  /** Sending to others (third parties). */
  sendToOthers: {
    crypto: 'sendCrypto',
    wire: 'sendWire',
    eft: 'sendEft',
    card: 'sendCreditCard',
    instant: 'sendInstant',
    interac: 'sendInterac',
  },
  /** User-to-user (p2p). */
  userToUser: 'sendUserToUser',
  globalTransfer: 'sendGlobalTransfer',
  /** Prepaid card load shares the transfer-money flag (spec 2 section 6). */
  transferMoney: 'transferMoney',
  /** Mass sending, per kind. */
  mass: {
    wire: 'massWire',
    eft: 'massEft',
    card: 'massCard',
    instant: 'massInstant',
    interac: 'massInterac',
    user: 'massUser',
    crypto: 'massCrypto',
    global: 'massGlobal',
  },
  sendToPaxumUser: 'sendToPaxumUser',
  sendMoneyToUser: 'sendMoneyToUser',
  /** Enables invoices. */
  requestMoney: 'requestMoney',
  settlementAccount: 'settlementAccount',
  addFundsThirdPartyWire: 'addFundsThirdPartyWire',
  addFundsThirdPartyBank: 'addFundsThirdPartyBank',
  addFundsCrypto: 'addFundsCrypto',
} as const;

export type MassTransferKind = keyof typeof PERMISSION_FLAGS.mass;

type FlagTree = { readonly [key: string]: string | FlagTree };

function collect(tree: FlagTree, into: string[]): string[] {
  for (const value of Object.values(tree)) {
    if (typeof value === 'string') into.push(value);
    else collect(value, into);
  }
  return into;
}

/** Every flag name, once (the sandbox seeds these; tests check the list against the seed). */
export const ALL_PERMISSION_FLAGS: readonly string[] = [...new Set(collect(PERMISSION_FLAGS, []))];

/** Every flag on, but `settlementAccount` (which marks a sub-account): a customer allowed everything (seed, tests). */
export function allPermissions(): Record<string, number> {
  return Object.fromEntries(
    ALL_PERMISSION_FLAGS.map((flag) => [flag, flag === PERMISSION_FLAGS.settlementAccount ? 0 : 1]),
  );
}
