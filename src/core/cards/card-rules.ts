/**
 * Card rules of spec 2 sections 4, 5 and 9: what a card's status allows (the actions by status), how a card number
 * is masked and an expiry written, and the brand's PIN rules. Framework-free; the cards feature and the sandbox's
 * tests read the same table.
 */
import { CARD_STATUS } from '../api/contract/cards';

export { CARD_STATUS };

/** Everything a customer can do with a card. */
export const CARD_ACTIONS = [
  'pause',
  'unpause',
  'load',
  'enrol',
  'balance',
  'block',
  'history',
  'details',
  'rename',
  'showPin',
  'changePin',
  'activate',
  'reissue',
  'upgradeShipping',
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** The facts of a card the action table reads. */
export interface CardFacts {
  statusId: number;
  isVirtual: boolean;
  /** PREPAID or DEBIT. */
  subType: string | null | undefined;
  /** The product supports pausing (spec 2 section 4: "for the supported product types"). */
  pauseSupported: boolean;
  /** Shipping of a physical card: standard, express or courier (null for virtual cards). */
  shippingType?: string | null | undefined;
  /** Status of a replacement ordered for this card (null when none). */
  reissuedStatusId?: number | null | undefined;
}

const { active, paused, expired, fraud, limited, shipped, submitted, printing, printed } = CARD_STATUS;

/** Active, paused or expired: the card exists for its holder (balance, block, history, details, rename). */
function isInUse(statusId: number): boolean {
  return statusId === active || statusId === paused || statusId === expired;
}

/**
 * Whether the status table allows an action (spec 2 section 4, "Card actions by status"):
 * - pause: active or expired, not fraud, supported products;
 * - unpause: paused only;
 * - load and enrolment: active and not fraud (load: prepaid cards, the only ones with a balance of their own);
 * - balance, block, history, details: active, paused or expired; history also when limited;
 * - rename: the same statuses, virtual cards only;
 * - show and change PIN: any status but fraud.
 * The spec is silent on the life-cycle actions; this product's rules (docs/decisions.md, "Cards"):
 * - activate: a physical card that has been shipped;
 * - reissue: an expired physical card without a replacement under way;
 * - upgrade shipping: a physical card not yet shipped (submitted, printing, printed) on standard shipping.
 */
export function isActionAllowed(action: CardAction, card: CardFacts): boolean {
  const { statusId } = card;
  const notFraud = statusId !== fraud;
  switch (action) {
    case 'pause':
      return (statusId === active || statusId === expired) && notFraud && card.pauseSupported;
    case 'unpause':
      return statusId === paused;
    case 'load':
      return statusId === active && notFraud && card.subType === 'PREPAID';
    case 'enrol':
      return statusId === active && notFraud;
    case 'balance':
    case 'block':
    case 'details':
      return isInUse(statusId);
    case 'history':
      return isInUse(statusId) || statusId === limited;
    case 'rename':
      return isInUse(statusId) && card.isVirtual;
    case 'showPin':
    case 'changePin':
      return notFraud;
    case 'activate':
      return !card.isVirtual && statusId === shipped;
    case 'reissue':
      return (
        !card.isVirtual &&
        statusId === expired &&
        (card.reissuedStatusId === null || card.reissuedStatusId === undefined)
      );
    case 'upgradeShipping':
      return (
        !card.isVirtual &&
        (statusId === submitted || statusId === printing || statusId === printed) &&
        card.shippingType === 'standard'
      );
  }
}

/** The actions a card offers, in the table's order. */
export function allowedCardActions(card: CardFacts): CardAction[] {
  return CARD_ACTIONS.filter((action) => isActionAllowed(action, card));
}

/** Status name of a card status id (for texts), or null for an id the spec does not list. */
export function cardStatusName(statusId: number): keyof typeof CARD_STATUS | null {
  const entry = Object.entries(CARD_STATUS).find(([, id]) => id === statusId);
  return entry ? (entry[0] as keyof typeof CARD_STATUS) : null;
}

/** Card numbers shorter than this are shown as they are (spec 2 sections 5 and 9). */
export const CARD_MASKING_MIN_LENGTH = 16;

/**
 * A card number for display: groups of four, all but the last four digits hidden ("•••• •••• •••• 1234"). Numbers
 * shorter than 16 characters (spaces not counted) are not masked.
 */
export function maskCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/\s+/g, '');
  if (compact.length < CARD_MASKING_MIN_LENGTH) return compact;
  const hidden = compact.slice(0, -4).replace(/./g, '•');
  return groupsOfFour(`${hidden}${compact.slice(-4)}`);
}

/** A full card number in groups of four ("4111 1111 1111 1111"). */
export function groupsOfFour(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Card expiry as month and two-digit year, "MM/YY" (spec 2 section 3); empty when unknown. */
export function formatCardExpiry(month: number | null | undefined, year: number | null | undefined): string {
  if (!month || !year || month < 1 || month > 12) return '';
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

export type PinProblem = 'format' | 'allEqual' | 'sequential' | 'mismatch';

/**
 * The brand's PIN rules for a new PIN and its repeat: four digits, not all the same ("1111"), not a run up or down
 * ("1234", "9876"), and the repeat equal to the PIN. Null when both are fine. The format of the PIN is judged
 * first, then the repeat.
 */
export function pinProblem(pin: string, repeat: string): PinProblem | null {
  if (!/^\d{4}$/.test(pin)) return 'format';
  const digits = [...pin].map(Number);
  if (digits.every((digit) => digit === digits[0])) return 'allEqual';
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return 'sequential';
  if (repeat !== pin) return 'mismatch';
  return null;
}

/** How long a PIN stays on screen once shown. */
export const PIN_VISIBLE_MS = 30_000;
/** Full card details (number, CVV) are hidden again after this long, like the PIN. */
export const CARD_DETAILS_VISIBLE_MS = 30_000;
