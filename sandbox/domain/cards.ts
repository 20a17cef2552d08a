/**
 * Cards in the sandbox: a card is a ledger account (types 2006 to 2135) whose status_id is the card status of spec 2
 * section 4, plus a `cards` row with what the bank keeps about the plastic (number, expiry, alias, shipping, PIN).
 * Money moves only through the ledger: loading a card, activation and order fees are journal entries.
 * The PIN is kept twice: a salted hash (to check it) and sealed with AES-256-GCM under a key in `settings`
 * (to show it to its holder); never in clear text.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { CARD_STATUS } from '../../src/core/api/contract/cards';
import { randomDigits, randomToken } from './crypto-ids';
import { balanceMinor, formatMinor, postEntry, type LedgerAccountRow } from './ledger';
import { DomainError, fieldOrParamsRefusal } from './domain-error';
import { entryReference } from './history';
import { maskEmail } from './approval-codes';
import { sendMessage } from './outbox';
import type { UserRow } from './users';
import { fullPhone, maskedPhone } from './users';

export class CardError extends DomainError {
  override name = 'CardError';
  constructor(
    message: string,
    /** The request field at fault, for a validation error. */
    field: string | null = null,
  ) {
    super(...fieldOrParamsRefusal(message, field), { field });
  }
}

export interface CardRow {
  account_id: number;
  product_id: number;
  card_number: string;
  security_code: string;
  holder_name: string;
  expiry_month: number;
  expiry_year: number;
  is_virtual: number;
  alias: string | null;
  reissued_status_id: number | null;
  shipping_type: string | null;
  enrolled: number;
  settlement_account_id: number | null;
  pin_salt: string;
  pin_hash: string;
  pin_sealed: string;
}

export interface CardProductRow {
  id: number;
  country_code: string;
  name: string;
  card_type: number;
  sub_type: 1 | 2;
  is_virtual: number;
  currency: string;
  annual_fee_minor: number;
  issue_fee_minor: number;
  monthly_fee_minor: number;
  pause_supported: number;
}

export interface ShippingOptionRow {
  id: number;
  product_id: number;
  type: 'standard' | 'express' | 'courier';
  fee_minor: number;
  delivery_time: string;
  disabled_reasons: string;
}

export interface OwnedCard {
  account: LedgerAccountRow;
  card: CardRow;
  product: CardProductRow;
}

/** System accounts standing for the card network (merchants' acquirers), one per currency. */
export const CARD_NETWORK_ACCOUNTS: Readonly<Record<string, { id: number; number: string }>> = {
  USD: { id: 716901, number: 'SANDBOX-CARD-NETWORK-USD' },
  EUR: { id: 716902, number: 'SANDBOX-CARD-NETWORK-EUR' },
  RON: { id: 716903, number: 'SANDBOX-CARD-NETWORK-RON' },
};

/** The sandbox's fee-income accounts (seed.ts). */
const FEE_ACCOUNTS: Readonly<Record<string, number>> = { USD: 4, EUR: 5, RON: 6 };

/** Loading a card costs 1 % of the amount, at least 1.00 of the card's currency. */
export function cardLoadFeeMinor(amountMinor: number): number {
  return Math.max(100, Math.floor((amountMinor + 50) / 100));
}

/** Activating a physical card costs 2.00 of its currency. */
export const ACTIVATION_FEE_MINOR = 200;

// --- PIN: hashed and sealed ----------------------------------------------------------------------------------------

const SEAL_KEY_SETTING = 'cardPinSealKey';

function sealKey(db: Database.Database): Buffer {
  let row = db.prepare('SELECT value FROM settings WHERE key = ?').get(SEAL_KEY_SETTING) as
    { value: string } | undefined;
  if (!row) {
    const value = randomToken(32);
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(SEAL_KEY_SETTING, value);
    row = { value };
  }
  return createHash('sha256').update(row.value).digest();
}

function pinHash(salt: string, pin: string): string {
  return createHash('sha256').update(`${salt}:${pin}`).digest('hex');
}

/** The three PIN columns of a new PIN. */
/** Sets the card's PIN (a new salt, its hash and the sealed PIN). */
function storePin(db: Database.Database, accountId: number, pin: string): void {
  const protectedPin = protectPin(db, pin);
  db.prepare('UPDATE cards SET pin_salt = ?, pin_hash = ?, pin_sealed = ? WHERE account_id = ?').run(
    protectedPin.pin_salt,
    protectedPin.pin_hash,
    protectedPin.pin_sealed,
    accountId,
  );
}

export function protectPin(
  db: Database.Database,
  pin: string,
): { pin_salt: string; pin_hash: string; pin_sealed: string } {
  const salt = randomToken(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(db), iv);
  const sealed = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
  return {
    pin_salt: salt,
    pin_hash: pinHash(salt, pin),
    pin_sealed: [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.'),
  };
}

/** Opens the sealed PIN and checks it against its hash (a tampered row fails loudly). */
export function revealPin(db: Database.Database, card: CardRow): string {
  const [iv = '', tag = '', sealed = ''] = card.pin_sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const pin = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  const expected = Buffer.from(card.pin_hash, 'hex');
  const actual = Buffer.from(pinHash(card.pin_salt, pin), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw new Error(`The PIN of card account ${card.account_id} does not match its hash`);
  return pin;
}

/** The brand's PIN rules (the client checks the same before sending): four digits, not all equal, not a run. */
export function pinRuleBroken(pin: string): string | null {
  if (!/^\d{4}$/.test(pin)) return 'The PIN is four digits';
  const digits = [...pin].map(Number);
  if (digits.every((digit) => digit === digits[0])) return 'The PIN cannot be four equal digits';
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1))
    return 'The PIN cannot be a sequence of digits';
  return null;
}

/** A random PIN that keeps the rules. */
export function randomPin(): string {
  for (;;) {
    const pin = randomDigits(4);
    if (pinRuleBroken(pin) === null) return pin;
  }
}

// --- Looking cards up ----------------------------------------------------------------------------------------------

function idOf(value: string | number, field: string): number {
  const id = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new CardError('Not a card of yours', field);
  return id;
}

/** A card of the customer, or a validation error on `accountId`. */
export function ownedCard(db: Database.Database, customerId: number, accountId: string | number): OwnedCard {
  const id = idOf(accountId, 'accountId');
  const account = db.prepare('SELECT * FROM ledger_accounts WHERE id = ?').get(id) as LedgerAccountRow | undefined;
  const card = db.prepare('SELECT * FROM cards WHERE account_id = ?').get(id) as CardRow | undefined;
  if (!account || !card || account.customer_id !== customerId) throw new CardError('Not a card of yours', 'accountId');
  const product = db.prepare('SELECT * FROM card_products WHERE id = ?').get(card.product_id) as CardProductRow;
  return { account, card, product };
}

/** Card fields of the balance inquiry (spec 2 section 3, Account), or nothing for an account that is not a card. */
export function cardAccountFields(db: Database.Database, accountId: number): Record<string, unknown> {
  const card = db.prepare('SELECT * FROM cards WHERE account_id = ?').get(accountId) as CardRow | undefined;
  if (!card) return {};
  return {
    accountNumber: card.card_number,
    cardIsVirtual: card.is_virtual === 1,
    cardExpiryMonth: card.expiry_month,
    cardExpiryYear: card.expiry_year,
    cardReissuedStatusId: card.reissued_status_id,
    cardAliasName: card.alias,
    settlementAccountId: card.settlement_account_id,
  };
}

function setStatus(db: Database.Database, accountId: number, statusId: number): void {
  db.prepare('UPDATE ledger_accounts SET status_id = ? WHERE id = ?').run(statusId, accountId);
}

function requireStatus(owned: OwnedCard, allowed: readonly number[], message: string): void {
  if (!allowed.includes(owned.account.status_id)) throw new CardError(message);
}

const { active, paused, expired, fraud, limited, shipped, submitted, printing, printed, canceled } = CARD_STATUS;
const IN_USE = [active, paused, expired] as const;

/** Whether the card's expiry month has passed at `nowMs`. */
function isPastExpiry(card: CardRow, nowMs: number): boolean {
  const now = new Date(nowMs);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return card.expiry_year * 12 + card.expiry_month < current;
}

// --- Actions by status (spec 2 section 4) --------------------------------------------------------------------------

export function pauseCard(db: Database.Database, owned: OwnedCard): number {
  requireStatus(owned, [active, expired], 'Only an active or expired card can be paused');
  if (owned.product.pause_supported !== 1) throw new CardError('This card product cannot be paused');
  setStatus(db, owned.account.id, paused);
  return paused;
}

export function unpauseCard(db: Database.Database, owned: OwnedCard, nowMs: number): number {
  requireStatus(owned, [paused], 'Only a paused card can be unpaused');
  const status = isPastExpiry(owned.card, nowMs) ? expired : active;
  setStatus(db, owned.account.id, status);
  return status;
}

export function blockCard(db: Database.Database, owned: OwnedCard): number {
  requireStatus(owned, IN_USE, 'Only an active, paused or expired card can be blocked');
  setStatus(db, owned.account.id, canceled);
  return canceled;
}

export function renameCard(db: Database.Database, owned: OwnedCard, alias: string): string | null {
  requireStatus(owned, IN_USE, 'Only an active, paused or expired card can be renamed');
  if (owned.card.is_virtual !== 1) throw new CardError('Only virtual cards have a name of their own', 'cardAliasName');
  const trimmed = alias.trim();
  const value = trimmed === '' ? null : trimmed;
  db.prepare('UPDATE cards SET alias = ? WHERE account_id = ?').run(value, owned.account.id);
  return value;
}

export function reissueCard(
  db: Database.Database,
  owned: OwnedCard,
  express: boolean,
): { reissuedStatusId: number; shippingType: string } {
  if (owned.card.is_virtual === 1) throw new CardError('A virtual card is not reissued');
  requireStatus(owned, [expired], 'Only an expired card can be reissued');
  if (owned.card.reissued_status_id !== null) throw new CardError('A replacement is already on its way');
  const shippingType = express ? 'express' : 'standard';
  db.prepare('UPDATE cards SET reissued_status_id = ?, shipping_type = ? WHERE account_id = ?').run(
    submitted,
    shippingType,
    owned.account.id,
  );
  return { reissuedStatusId: submitted, shippingType };
}

export function upgradeShipping(db: Database.Database, owned: OwnedCard): string {
  if (owned.card.is_virtual === 1) throw new CardError('A virtual card is not shipped');
  requireStatus(owned, [submitted, printing, printed], 'The card has already left');
  if (owned.card.shipping_type !== 'standard') throw new CardError('The card already ships by express');
  db.prepare("UPDATE cards SET shipping_type = 'express' WHERE account_id = ?").run(owned.account.id);
  return 'express';
}

/** What activation asks: the last four digits printed on the card. */
export const ACTIVATION_PARAMS = [
  { key: 'lastFourDigits', label: 'Last four digits of the card number', pattern: '^\\d{4}$' },
] as const;

export function activateCard(
  db: Database.Database,
  owned: OwnedCard,
  input: { extraParams: Record<string, string>; feeAccount: LedgerAccountRow; nowIso: string },
): { statusId: number; pinCode: string } {
  if (owned.card.is_virtual === 1) throw new CardError('A virtual card needs no activation');
  requireStatus(owned, [shipped], 'Only a shipped card can be activated');
  const lastFour = input.extraParams.lastFourDigits ?? '';
  if (!/^\d{4}$/.test(lastFour))
    throw new CardError('Enter the last four digits of the card number', 'extraParams.lastFourDigits');
  if (!owned.card.card_number.endsWith(lastFour))
    throw new CardError('These are not the last four digits of this card', 'extraParams.lastFourDigits');
  if (input.feeAccount.currency !== owned.account.currency)
    throw new CardError(`Pay the fee from an account in ${owned.account.currency}`, 'feeAccountId');
  if (balanceMinor(db, input.feeAccount.id) < ACTIVATION_FEE_MINOR)
    throw new CardError('Not enough money on the chosen account for the fee', 'feeAccountId');
  const pin = randomPin();
  db.transaction(() => {
    postEntry(db, {
      kind: 'cardActivationFee',
      description: `Card activation fee (${owned.product.name})`,
      createdAt: input.nowIso,
      postings: [
        { accountId: input.feeAccount.id, amountMinor: -ACTIVATION_FEE_MINOR },
        { accountId: FEE_ACCOUNTS[owned.account.currency] ?? 4, amountMinor: ACTIVATION_FEE_MINOR },
      ],
    });
    setStatus(db, owned.account.id, active);
    storePin(db, owned.account.id, pin);
  })();
  return { statusId: active, pinCode: pin };
}

export function changePin(
  db: Database.Database,
  owned: OwnedCard,
  pin: string,
  repeat: string,
  confirm: boolean,
): void {
  if (owned.account.status_id === fraud) throw new CardError('The PIN of this card cannot be changed');
  if (!confirm) throw new CardError('Confirm the change of PIN', 'confirm');
  const broken = pinRuleBroken(pin);
  if (broken) throw new CardError(broken, 'pin');
  if (repeat !== pin) throw new CardError('The two PINs differ', 'pinRepeat');
  storePin(db, owned.account.id, pin);
}

export function showPin(db: Database.Database, owned: OwnedCard): string {
  if (owned.account.status_id === fraud) throw new CardError('The PIN of this card cannot be shown');
  return revealPin(db, owned.card);
}

/** "Get PIN": the PIN goes to the phone on file by SMS, to the e-mail without a phone; answers where, masked. */
export function sendPin(
  db: Database.Database,
  nowMs: number,
  user: UserRow,
  owned: OwnedCard,
  pin: string,
): { channel: 'sms' | 'email'; sentTo: string } {
  const last4 = owned.card.card_number.slice(-4);
  const phone = fullPhone(user);
  const body = `The PIN of your card ending ${last4} is ${pin}. Never share it, not even with us.`;
  if (phone) {
    sendMessage(db, nowMs, { to: phone, userEmail: user.email, channel: 'sms', subject: 'Your card PIN', body });
    return { channel: 'sms', sentTo: maskedPhone(user) ?? phone };
  }
  sendMessage(db, nowMs, { to: user.email, userEmail: user.email, channel: 'email', subject: 'Your card PIN', body });
  return { channel: 'email', sentTo: maskEmail(user.email) };
}

export function cardDetails(owned: OwnedCard) {
  requireStatus(owned, IN_USE, 'The details of this card are not available');
  return {
    cardNumber: owned.card.card_number,
    securityCode: owned.card.security_code,
    cardExpiryMonth: owned.card.expiry_month,
    cardExpiryYear: owned.card.expiry_year,
    holderName: owned.card.holder_name,
  };
}

export function cardBalance(db: Database.Database, owned: OwnedCard) {
  requireStatus(owned, IN_USE, 'The balance of this card is not available');
  const balanceAccount = owned.card.settlement_account_id ?? owned.account.id;
  const currency = owned.account.currency;
  const booked = balanceMinor(db, balanceAccount);
  const pending = (
    db
      .prepare(
        "SELECT COALESCE(SUM(amount_minor), 0) AS pending FROM card_authorizations WHERE account_id = ? AND status = 'pending'",
      )
      .get(owned.account.id) as {
      pending: number;
    }
  ).pending;
  return {
    balance: formatMinor(booked, currency),
    pendingAmount: formatMinor(pending, currency),
    availableBalance: formatMinor(booked - pending, currency),
    currencyCode: currency,
  };
}

export function enrolCard(db: Database.Database, owned: OwnedCard): void {
  requireStatus(owned, [active], 'Only an active card can be enrolled');
  db.prepare('UPDATE cards SET enrolled = 1 WHERE account_id = ?').run(owned.account.id);
}

// --- Loading a card ------------------------------------------------------------------------------------------------

export interface LoadQuote {
  amountMinor: number;
  feeMinor: number;
  totalMinor: number;
  currency: string;
}

export function quoteLoad(owned: OwnedCard, source: LedgerAccountRow, amountMinor: number): LoadQuote {
  if (owned.product.sub_type !== 1) throw new CardError('Only a prepaid card can be loaded', 'toAccountId');
  requireStatus(owned, [active], 'Only an active card can be loaded');
  if (source.id === owned.account.id || source.customer_id !== owned.account.customer_id || source.status_id !== 1) {
    throw new CardError('Choose one of your accounts', 'fromAccountId');
  }
  if (source.currency !== owned.account.currency)
    throw new CardError(`Load the card from an account in ${owned.account.currency}`, 'fromAccountId');
  const feeMinor = cardLoadFeeMinor(amountMinor);
  return { amountMinor, feeMinor, totalMinor: amountMinor + feeMinor, currency: source.currency };
}

export function loadCard(
  db: Database.Database,
  owned: OwnedCard,
  source: LedgerAccountRow,
  quote: LoadQuote,
  nowIso: string,
): number {
  if (balanceMinor(db, source.id) < quote.totalMinor)
    throw new CardError('Not enough money on the chosen account', 'amount');
  return postEntry(db, {
    kind: 'cardLoad',
    description: `Card load: ${owned.card.alias ?? owned.product.name} •••• ${owned.card.card_number.slice(-4)}`,
    createdAt: nowIso,
    postings: [
      { accountId: source.id, amountMinor: -quote.totalMinor },
      { accountId: owned.account.id, amountMinor: quote.amountMinor },
      { accountId: FEE_ACCOUNTS[quote.currency] ?? 4, amountMinor: quote.feeMinor },
    ],
  });
}

// --- History -------------------------------------------------------------------------------------------------------

export function debitHistory(db: Database.Database, owned: OwnedCard, pageNumber: number, pageSize: number) {
  requireStatus(owned, [...IN_USE, limited], 'The history of this card is not available');
  const where = `p.account_id = @card
    OR (p.account_id = @settlement AND e.id IN (SELECT entry_id FROM card_entry_links WHERE card_account_id = @card))`;
  const parameters = { card: owned.account.id, settlement: owned.card.settlement_account_id ?? -1 };
  const total = (
    db
      .prepare(`SELECT COUNT(*) AS total FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE ${where}`)
      .get(parameters) as { total: number }
  ).total;
  const rows = db
    .prepare(
      `SELECT e.id, e.created_at, e.description, e.kind, p.amount_minor, p.currency
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE ${where}
       ORDER BY e.created_at DESC, e.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...parameters, limit: pageSize, offset: (pageNumber - 1) * pageSize }) as {
    id: number;
    created_at: string;
    description: string;
    kind: string;
    amount_minor: number;
    currency: string;
  }[];
  return {
    total,
    transactions: rows.map((row) => ({
      id: row.id,
      date: row.created_at,
      description: row.description,
      amount: formatMinor(row.amount_minor, row.currency),
      currencyCode: row.currency,
      kind: row.kind,
    })),
  };
}

/** A card authorization as stored. */
interface AuthorizationRow {
  id: number;
  created_at: string;
  merchant_name: string;
  amount_minor: number;
  currency: string;
  status: 'pending' | 'settled' | 'declined' | 'reversed';
  decline_reason: string | null;
}

/** A card authorization as the card's and the current account's lists give it. */
function authorizationOf(row: AuthorizationRow) {
  return {
    id: row.id,
    date: row.created_at,
    merchantName: row.merchant_name,
    amount: formatMinor(row.amount_minor, row.currency),
    currencyCode: row.currency,
    status: row.status,
    declineReason: row.decline_reason,
  };
}

/**
 * The current account authorization list: the authorizations of the debit cards settled on a current account of
 * the customer (a card account is refused: its own list is cardAuthorizationHistory).
 */
export function currentAccountAuthorizations(
  db: Database.Database,
  customerId: number,
  accountId: number,
  filter: { status?: string | undefined; pageNumber: number; pageSize: number },
) {
  const account = db
    .prepare(
      `SELECT id FROM ledger_accounts WHERE id = ? AND customer_id = ?
         AND NOT EXISTS (SELECT 1 FROM cards WHERE cards.account_id = ledger_accounts.id)`,
    )
    .get(accountId, customerId);
  if (!account) throw new CardError('Not a current account of yours', 'accountId');
  const where = `a.account_id IN (SELECT account_id FROM cards WHERE settlement_account_id = ?)${filter.status ? ' AND a.status = ?' : ''}`;
  const parameters = filter.status ? [accountId, filter.status] : [accountId];
  const total = (
    db.prepare(`SELECT COUNT(*) AS total FROM card_authorizations a WHERE ${where}`).get(...parameters) as {
      total: number;
    }
  ).total;
  const rows = db
    .prepare(
      `SELECT a.*, c.card_number FROM card_authorizations a JOIN cards c ON c.account_id = a.account_id
        WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...parameters, filter.pageSize, (filter.pageNumber - 1) * filter.pageSize) as (AuthorizationRow & {
    card_number: string;
  })[];
  return {
    total,
    authorizations: rows.map((row) => ({
      ...authorizationOf(row),
      // Only the last four digits leave the bank in a list (spec 2 section 5 masks card numbers).
      cardNumber: `•••• ${row.card_number.slice(-4)}`,
    })),
  };
}

export function authorizationHistory(db: Database.Database, owned: OwnedCard, pageNumber: number, pageSize: number) {
  requireStatus(owned, [...IN_USE, limited], 'The authorizations of this card are not available');
  const total = (
    db.prepare('SELECT COUNT(*) AS total FROM card_authorizations WHERE account_id = ?').get(owned.account.id) as {
      total: number;
    }
  ).total;
  const rows = db
    .prepare(
      'SELECT * FROM card_authorizations WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(owned.account.id, pageSize, (pageNumber - 1) * pageSize) as AuthorizationRow[];
  return {
    total,
    authorizations: rows.map(authorizationOf),
  };
}

// --- Applying for a card -------------------------------------------------------------------------------------------

export function productsIn(db: Database.Database, countryCode: string): CardProductRow[] {
  return db
    .prepare('SELECT * FROM card_products WHERE country_code = ? ORDER BY id')
    .all(countryCode) as CardProductRow[];
}

export function productCountries(db: Database.Database): string[] {
  return (
    db.prepare('SELECT DISTINCT country_code FROM card_products ORDER BY country_code').all() as {
      country_code: string;
    }[]
  ).map((row) => row.country_code);
}

export function shippingOptionsOf(db: Database.Database, productId: number): ShippingOptionRow[] {
  return db
    .prepare('SELECT * FROM card_shipping_options WHERE product_id = ? ORDER BY fee_minor, id')
    .all(productId) as ShippingOptionRow[];
}

export function shippingView(option: ShippingOptionRow, currency: string) {
  return {
    id: option.id,
    type: option.type,
    fee: formatMinor(option.fee_minor, currency),
    deliveryTime: option.delivery_time,
    disabledReasons: JSON.parse(option.disabled_reasons) as string[],
  };
}

export function productView(db: Database.Database, product: CardProductRow) {
  return {
    productId: product.id,
    name: product.name,
    type: product.card_type,
    subType: product.sub_type,
    isVirtual: product.is_virtual === 1,
    currencyCode: product.currency,
    fees: {
      annual: formatMinor(product.annual_fee_minor, product.currency),
      issue: formatMinor(product.issue_fee_minor, product.currency),
      monthly: formatMinor(product.monthly_fee_minor, product.currency),
      currency: product.currency,
    },
    shippingOptions:
      product.is_virtual === 1
        ? []
        : shippingOptionsOf(db, product.id).map((option) => shippingView(option, product.currency)),
  };
}

export interface CardOrderRow {
  id: number;
  customer_id: number;
  product_id: number;
  country_code: string;
  shipping_option_id: number | null;
  state: 'draft' | 'confirmed';
  account_id: number | null;
  created_at: number;
}

/** Documents the issuer asks for before a physical card: a proof of address (type 3). */
const PHYSICAL_CARD_REQUIREMENTS = [
  {
    documentType: 3,
    description: 'Proof of the address the card is sent to (a utility bill or bank statement under 3 months old)',
  },
];

export function orderCard(
  db: Database.Database,
  customerId: number,
  input: { productId: number; countryCode: string; shippingOptionId?: number | undefined },
  nowMs: number,
): number {
  const product = db
    .prepare('SELECT * FROM card_products WHERE id = ? AND country_code = ?')
    .get(input.productId, input.countryCode) as CardProductRow | undefined;
  if (!product) throw new CardError('This card is not offered in the chosen country', 'productId');
  let shippingId: number | null = null;
  if (product.is_virtual !== 1) {
    if (input.shippingOptionId === undefined) throw new CardError('Choose how the card is shipped', 'shippingOptionId');
    const option = db
      .prepare('SELECT * FROM card_shipping_options WHERE id = ? AND product_id = ?')
      .get(input.shippingOptionId, product.id) as ShippingOptionRow | undefined;
    if (!option) throw new CardError('This shipping option is not offered for this card', 'shippingOptionId');
    if ((JSON.parse(option.disabled_reasons) as string[]).length > 0)
      throw new CardError('This shipping option cannot be chosen', 'shippingOptionId');
    shippingId = option.id;
  }
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        "INSERT INTO card_orders (customer_id, product_id, country_code, shipping_option_id, state, created_at) VALUES (?, ?, ?, ?, 'draft', ?)",
      )
      .run(customerId, product.id, input.countryCode, shippingId, nowMs);
    const orderId = Number(lastInsertRowid);
    if (product.is_virtual !== 1) {
      const insert = db.prepare(
        "INSERT INTO card_order_requirements (order_id, document_type, description, status) VALUES (?, ?, ?, 'missing')",
      );
      for (const requirement of PHYSICAL_CARD_REQUIREMENTS)
        insert.run(orderId, requirement.documentType, requirement.description);
    }
    return orderId;
  })();
}

export function ownedOrder(db: Database.Database, customerId: number, cardId: string | number): CardOrderRow {
  const id = idOf(cardId, 'cardId');
  const order = db.prepare('SELECT * FROM card_orders WHERE id = ?').get(id) as CardOrderRow | undefined;
  if (!order || order.customer_id !== customerId) throw new CardError('No such card order', 'cardId');
  return order;
}

function orderTotals(db: Database.Database, order: CardOrderRow) {
  const product = db.prepare('SELECT * FROM card_products WHERE id = ?').get(order.product_id) as CardProductRow;
  const shipping =
    order.shipping_option_id === null
      ? null
      : (db
          .prepare('SELECT * FROM card_shipping_options WHERE id = ?')
          .get(order.shipping_option_id) as ShippingOptionRow);
  return { product, shipping, totalMinor: product.issue_fee_minor + (shipping?.fee_minor ?? 0) };
}

export function confirmInfo(db: Database.Database, order: CardOrderRow) {
  const { product, shipping, totalMinor } = orderTotals(db, order);
  return {
    cardId: order.id,
    state: order.state,
    product: productView(db, product),
    shippingOption: shipping ? shippingView(shipping, product.currency) : null,
    totalDue: formatMinor(totalMinor, product.currency),
    currencyCode: product.currency,
    accountId: order.account_id,
  };
}

export function requirementsOf(db: Database.Database, orderId: number) {
  const rows = db
    .prepare('SELECT * FROM card_order_requirements WHERE order_id = ? ORDER BY document_type')
    .all(orderId) as {
    document_type: number;
    description: string;
    status: 'missing' | 'uploaded' | 'accepted';
    file_name: string | null;
  }[];
  return rows.map((row) => ({
    documentType: row.document_type,
    description: row.description,
    status: row.status,
    fileName: row.file_name,
  }));
}

export function recordRequirementUpload(
  db: Database.Database,
  order: CardOrderRow,
  documentType: number,
  fileKey: string,
  fileName: string,
): void {
  if (order.state !== 'draft') throw new CardError('This order is already confirmed', 'cardId');
  const changed = db
    .prepare(
      "UPDATE card_order_requirements SET status = 'uploaded', file_key = ?, file_name = ? WHERE order_id = ? AND document_type = ?",
    )
    .run(fileKey, fileName, order.id, documentType);
  if (changed.changes === 0) throw new CardError('This order does not need this document', 'documentType');
}

/** Luhn check digit of the first 15 digits. */
function luhnComplete(partial: string): string {
  let sum = 0;
  [...partial].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return `${partial}${(10 - (sum % 10)) % 10}`;
}

export interface NewCardInput {
  accountId: number;
  customerId: number;
  product: CardProductRow;
  statusId: number;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cardNumber?: string;
  alias?: string | null;
  shippingType?: string | null;
  settlementAccountId?: number | null;
  reissuedStatusId?: number | null;
  pin?: string;
  enrolled?: boolean;
}

/** Opens a card account in the ledger and records its card. */
export function createCardAccount(db: Database.Database, input: NewCardInput): void {
  const cardNumber =
    input.cardNumber ?? luhnComplete(`${input.product.sub_type === 2 ? '5200' : '4000'}${randomDigits(11)}`);
  db.prepare(
    `INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, sub_type, currency, status_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.accountId,
    input.customerId,
    cardNumber,
    input.product.name,
    input.product.card_type,
    input.product.sub_type === 2 ? 'DEBIT' : 'PREPAID',
    input.product.currency,
    input.statusId,
  );
  const pin = protectPin(db, input.pin ?? randomPin());
  db.prepare(
    `INSERT INTO cards (account_id, product_id, card_number, security_code, holder_name, expiry_month, expiry_year, is_virtual, alias,
       reissued_status_id, shipping_type, enrolled, settlement_account_id, pin_salt, pin_hash, pin_sealed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.accountId,
    input.product.id,
    cardNumber,
    randomDigits(3),
    input.holderName,
    input.expiryMonth,
    input.expiryYear,
    input.product.is_virtual,
    input.alias ?? null,
    input.reissuedStatusId ?? null,
    input.product.is_virtual === 1 ? null : (input.shippingType ?? 'standard'),
    input.enrolled ? 1 : 0,
    input.settlementAccountId ?? null,
    pin.pin_salt,
    pin.pin_hash,
    pin.pin_sealed,
  );
}

/** Card accounts created in the sandbox after the seed are numbered from here. */
const FIRST_ORDERED_CARD_ACCOUNT = 717001;

export function confirmOrder(
  db: Database.Database,
  order: CardOrderRow,
  input: { feeAccount: LedgerAccountRow; holderName: string; nowMs: number },
): { accountId: number; statusId: number; chargedMinor: number; currency: string; entryId: number | null } {
  if (order.state !== 'draft') throw new CardError('This order is already confirmed', 'cardId');
  const missing = requirementsOf(db, order.id).filter((requirement) => requirement.status === 'missing');
  if (missing.length > 0) throw new CardError('Upload the documents the card issuer needs first', 'requirements');
  const { product, totalMinor } = orderTotals(db, order);
  const { feeAccount } = input;
  if (feeAccount.customer_id !== order.customer_id || feeAccount.status_id !== 1)
    throw new CardError('Choose one of your accounts', 'feeAccountId');
  if (feeAccount.currency !== product.currency)
    throw new CardError(`Pay from an account in ${product.currency}`, 'feeAccountId');
  if (balanceMinor(db, feeAccount.id) < totalMinor)
    throw new CardError('Not enough money on the chosen account', 'feeAccountId');
  return db.transaction(() => {
    const next = db
      .prepare('SELECT MAX(id) AS id FROM ledger_accounts WHERE id >= ?')
      .get(FIRST_ORDERED_CARD_ACCOUNT) as { id: number | null };
    const accountId = next.id === null ? FIRST_ORDERED_CARD_ACCOUNT : next.id + 1;
    const now = new Date(input.nowMs);
    const statusId = product.is_virtual === 1 ? active : submitted;
    createCardAccount(db, {
      accountId,
      customerId: order.customer_id,
      product,
      statusId,
      holderName: input.holderName,
      expiryMonth: now.getUTCMonth() + 1,
      expiryYear: now.getUTCFullYear() + 3,
      shippingType:
        order.shipping_option_id === null
          ? null
          : (
              db.prepare('SELECT type FROM card_shipping_options WHERE id = ?').get(order.shipping_option_id) as {
                type: string;
              }
            ).type,
    });
    const entryId =
      totalMinor > 0
        ? postEntry(db, {
            kind: 'cardIssueFee',
            description: `Card issue and shipping fee (${product.name})`,
            createdAt: now.toISOString(),
            postings: [
              { accountId: feeAccount.id, amountMinor: -totalMinor },
              { accountId: FEE_ACCOUNTS[product.currency] ?? 4, amountMinor: totalMinor },
            ],
          })
        : null;
    db.prepare("UPDATE card_orders SET state = 'confirmed', account_id = ? WHERE id = ?").run(accountId, order.id);
    return { accountId, statusId, chargedMinor: totalMinor, currency: product.currency, entryId };
  })();
}

/** The customer's own active wallet account (not a card) by id, or a validation error on `field`. */
export function ownWalletAccount(
  db: Database.Database,
  customerId: number,
  accountId: string | number,
  field: string,
): LedgerAccountRow {
  const id = idOf(accountId, field);
  const account = db.prepare('SELECT * FROM ledger_accounts WHERE id = ?').get(id) as LedgerAccountRow | undefined;
  const isCard = db.prepare('SELECT 1 FROM cards WHERE account_id = ?').get(id) !== undefined;
  if (!account || account.customer_id !== customerId || isCard || account.status_id !== 1)
    throw new CardError('Choose one of your accounts', field);
  return account;
}

/** The reference the customer can quote: the history's own reference of the entry (one reference everywhere). */
export function referenceOf(entryId: number | null): string {
  return entryReference(entryId ?? 0);
}
