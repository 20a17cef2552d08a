/**
 * A payment button while the merchant edits it: the form's values as text, how they become the API's button, and
 * the checks made before anything is sent (the contract's cross-field rules plus the form's own). Server refusals
 * come back to the same fields ({@link fieldErrorsFromServer}).
 */
import {
  BUTTON_LIMITS,
  buttonRuleErrors,
  type ButtonInput,
  type ButtonLabel,
  type ButtonStyle,
  type ButtonType,
  type SavedButton,
  type SubscriptionPeriod,
} from '../api/contract/merchant-buttons';
import type { ValidationError } from '../api/contract/envelope';
import { compareDecimal, toDecimalString } from '../money/money';
import { offlineUrlProblem } from './url-checks';
import { randomKey } from '../api/idempotency';

export interface ButtonDraft {
  type: ButtonType;
  itemName: string;
  itemNumber: string;
  /** As typed: `25`, `25.5`, `25,50`. Empty for a donation where the payer chooses. */
  amount: string;
  currencyCode: string;
  /** Empty until chosen. */
  subscriptionPeriod: SubscriptionPeriod | '';
  /** Number of payments; empty: until the subscriber cancels. */
  subscriptionCount: string;
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
  /** A logo id, or empty for the business's default logo. */
  logoId: string;
  style: ButtonStyle;
}

/** The form's fields, in the order of the form (the first invalid one takes focus). */
export const DRAFT_FIELDS = [
  'type',
  'itemName',
  'itemNumber',
  'amount',
  'currencyCode',
  'subscriptionPeriod',
  'subscriptionCount',
  'returnUrl',
  'cancelUrl',
  'notifyUrl',
  'logoId',
  'style',
] as const;

export type DraftField = (typeof DRAFT_FIELDS)[number];

export const URL_FIELDS = ['returnUrl', 'cancelUrl', 'notifyUrl'] as const;
export type UrlField = (typeof URL_FIELDS)[number];

/**
 * A problem with a field: `code` names the translated text (`itemNameRequired`, `amountFormat`, a URL problem, or a
 * server code); `text` is the server's English description, shown when the code is one the client does not know.
 */
export interface FieldError {
  code: string;
  text?: string | undefined;
}

export type DraftErrors = Partial<Record<DraftField, FieldError>>;

/** The label a new button of each type starts with. */
export const DEFAULT_LABEL: Readonly<Record<ButtonType, ButtonLabel>> = {
  buyNow: 'buyNow',
  subscription: 'subscribe',
  donation: 'donate',
};

export function newDraft(currencyCode: string): ButtonDraft {
  return {
    type: 'buyNow',
    itemName: '',
    itemNumber: '',
    amount: '',
    currencyCode,
    subscriptionPeriod: '',
    subscriptionCount: '',
    returnUrl: '',
    cancelUrl: '',
    notifyUrl: '',
    logoId: '',
    style: { shape: 'rect', color: 'gold', size: 'medium', label: 'buyNow' },
  };
}

/** An amount with exactly two decimals for the form ("24.9" -> "24.90"), from the API's number or string. */
export function twoDecimals(value: number | string): string {
  const [whole = '0', fraction = ''] = toDecimalString(value).split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export function draftFromButton(button: SavedButton): ButtonDraft {
  return {
    type: button.type,
    itemName: button.itemName,
    itemNumber: button.itemNumber ?? '',
    amount: button.amount === null ? '' : twoDecimals(button.amount),
    currencyCode: button.currencyCode,
    subscriptionPeriod: button.subscriptionPeriod ?? '',
    subscriptionCount: button.subscriptionCount === null ? '' : String(button.subscriptionCount),
    returnUrl: button.returnUrl ?? '',
    cancelUrl: button.cancelUrl ?? '',
    notifyUrl: button.notifyUrl ?? '',
    logoId: button.logoId === null ? '' : String(button.logoId),
    style: { ...button.style },
  };
}

/** Another type: the label follows when it was the old type's default, and fields the new type lacks are cleared. */
export function withType(draft: ButtonDraft, type: ButtonType): ButtonDraft {
  const label = draft.style.label === DEFAULT_LABEL[draft.type] ? DEFAULT_LABEL[type] : draft.style.label;
  const subscription = type === 'subscription';
  return {
    ...draft,
    type,
    subscriptionPeriod: subscription ? draft.subscriptionPeriod || 'month' : '',
    subscriptionCount: subscription ? draft.subscriptionCount : '',
    style: { ...draft.style, label },
  };
}

/** "25,50" (a decimal comma) and " 25.5 " read as 25.50; anything else is returned as typed, for the check to refuse. */
export function normaliseAmount(text: string): string {
  const trimmed = text.trim().replace(/\s/g, '');
  return /^\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** The amount as the API wants it, or null when it is empty or not an amount. */
export function draftAmount(draft: Pick<ButtonDraft, 'amount'>): string | null {
  const amount = normaliseAmount(draft.amount);
  return PRICE_PATTERN.test(amount) ? amount : null;
}

/** Every problem the browser can see, keyed by field. Empty: the draft may be sent. */
export function validateDraft(draft: ButtonDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.itemName.trim() === '') errors.itemName = { code: 'itemNameRequired' };
  else if (draft.itemName.trim().length > BUTTON_LIMITS.itemNameMax) errors.itemName = { code: 'itemNameTooLong' };
  if (draft.itemNumber.trim().length > BUTTON_LIMITS.itemNumberMax) errors.itemNumber = { code: 'itemNumberTooLong' };

  const typed = normaliseAmount(draft.amount);
  const amount = draftAmount(draft);
  if (typed !== '' && amount === null) errors.amount = { code: 'amountFormat' };
  if (!errors.amount && amount !== null && compareDecimal(amount, BUTTON_LIMITS.amountMax) > 0)
    errors.amount = { code: 'amountTooLarge' };

  for (const rule of buttonRuleErrors({
    type: draft.type,
    amount,
    subscriptionPeriod: draft.subscriptionPeriod || null,
  })) {
    const field = rule.field as DraftField;
    if (!errors[field] && typeof rule.code === 'string') errors[field] = { code: rule.code };
  }

  if (draft.type === 'subscription' && draft.subscriptionCount.trim() !== '') {
    const count = Number(draft.subscriptionCount.trim());
    if (!/^\d+$/.test(draft.subscriptionCount.trim()) || count < 1 || count > BUTTON_LIMITS.subscriptionCountMax) {
      errors.subscriptionCount = { code: 'countRange' };
    }
  }
  for (const field of URL_FIELDS) {
    const value = draft[field].trim();
    const problem = value === '' ? null : offlineUrlProblem(value);
    if (problem) errors[field] = { code: problem };
  }
  return errors;
}

export function hasErrors(errors: DraftErrors): boolean {
  return Object.values(errors).some(Boolean);
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The API's button from a draft that passed {@link validateDraft}. */
export function toButtonInput(draft: ButtonDraft): ButtonInput {
  const subscription = draft.type === 'subscription';
  return {
    type: draft.type,
    itemName: draft.itemName.trim(),
    itemNumber: blankToNull(draft.itemNumber),
    amount: draftAmount(draft),
    currencyCode: draft.currencyCode,
    subscriptionPeriod: subscription && draft.subscriptionPeriod ? draft.subscriptionPeriod : null,
    subscriptionCount:
      subscription && draft.subscriptionCount.trim() !== '' ? Number(draft.subscriptionCount.trim()) : null,
    returnUrl: blankToNull(draft.returnUrl),
    cancelUrl: blankToNull(draft.cancelUrl),
    notifyUrl: blankToNull(draft.notifyUrl),
    logoId: draft.logoId === '' ? null : Number(draft.logoId),
    style: { ...draft.style },
  };
}

const FIELD_NAMES = new Set<string>(DRAFT_FIELDS);

/**
 * The server's validation errors (`button.amount`, `button.style.color`...) on the form's fields, with their codes.
 * Errors on fields the form does not have are returned in `other`, for a summary.
 */
export function fieldErrorsFromServer(validationErrors: readonly ValidationError[] | undefined): {
  fields: DraftErrors;
  other: string[];
} {
  const fields: DraftErrors = {};
  const other: string[] = [];
  for (const error of validationErrors ?? []) {
    const name = (error.field ?? '').replace(/^button\./, '').split('.')[0] ?? '';
    if (FIELD_NAMES.has(name)) {
      const field = name as DraftField;
      fields[field] ??= { code: typeof error.code === 'string' ? error.code : 'server', text: error.description };
    } else {
      other.push(error.description);
    }
  }
  return { fields, other };
}

/**
 * One idempotency key per attempt to create a button: the same button sent again (a double click, a retry after a
 * network failure) gets the same key, so the server answers with the button it made; a changed button gets a new key.
 */
export function createAttemptKeys(newKey: () => string = randomKey): (button: ButtonInput) => string {
  let last: { payload: string; key: string } | null = null;
  return (button) => {
    // toButtonInput writes the fields in one order, so equal buttons serialise equally.
    const payload = JSON.stringify(button);
    if (last?.payload !== payload) last = { payload, key: newKey() };
    return last.key;
  };
}
