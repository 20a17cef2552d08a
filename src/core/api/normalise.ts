/**
 * Request and response normalisation of the bank API (spec 1 section 5).
 *
 * Requests drop fields the server must not see as "present but empty"; responses turn numeric strings into
 * numbers, because the server is inconsistent about quoting numbers, while keeping identifiers and free text
 * exactly as sent.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isDropped(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * Removes `null`, `undefined` and `NaN` from a request payload, deeply.
 *
 * - Plain objects lose the properties holding such values; other properties keep their order.
 * - Arrays lose such items; the remaining items keep their order.
 * - Anything that is not a plain object or an array (Blob, File, Date, FormData, class instances) is returned
 *   untouched, so uploads and dates reach the serialiser as they were given.
 */
export function cleanRequest<T>(payload: T): T {
  return cleanValue(payload) as T;
}

function cleanValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !isDropped(item)).map(cleanValue);
  }
  if (isPlainObject(value)) {
    const cleaned: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!isDropped(item)) cleaned[key] = cleanValue(item);
    }
    return cleaned;
  }
  return value;
}

/**
 * Keys whose string values stay strings, matched case-insensitively anywhere in the property name:
 * - free text: `address` (also bank address), `name`, `description`, `title`, `message`, `comment`, `text`,
 *   `reference` (a bank reference "700001" or a customer's "0042" stays the text it is);
 * - postal codes: `zip`, `postal`, `postcode`;
 * - identifiers where leading zeros or every digit matter: `phone`, `iban`, `accountNumber`, `cardNumber`,
 *   names ending in `Number` (account, card, document numbers), `code` (response, currency, country, sort and
 *   approval codes), `token`, `jwt`, `secret`, `key`, `identifier`, `reqId`, `taxId`, `swift`, `bic`, `routing`, `bin`/`bins` (card BINs).
 */
const TEXT_KEY_PATTERN =
  /address|name|description|title|message|comment|text|reference|zip|postal|postcode|phone|iban|.number$|code|token|jwt|secret|key|identifier|reqid|taxid|swift|bic|routing|^bins?$/i;

/** A plain decimal without exponent, sign optional. */
const NUMERIC_PATTERN = /^-?\d+(\.\d+)?$/;

/** Leading zeros ("007", "-01.5") mark an identifier, not a quantity; "0" and "0.5" are numbers. */
const LEADING_ZERO_PATTERN = /^-?0\d/;

/** Numbers keep 15 significant digits exactly; longer digit strings would be silently rounded. */
const MAX_SIGNIFICANT_DIGITS = 15;

/** Whether `key` names a field whose string value must stay a string. */
export function isTextKey(key: string): boolean {
  return TEXT_KEY_PATTERN.test(key);
}

function toNumberIfNumeric(text: string): string | number {
  if (!NUMERIC_PATTERN.test(text) || LEADING_ZERO_PATTERN.test(text)) return text;
  const significant = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  if (significant.length > MAX_SIGNIFICANT_DIGITS) return text;
  return Number(text);
}

/**
 * Turns numeric strings in an API response into numbers, deeply.
 *
 * The exact rule: a string value becomes a number when all of these hold
 * 1. it is a plain decimal (`-?digits(.digits)?`, no exponent, no spaces, no `+`);
 * 2. it has no leading zero before another digit (`"007"` stays, `"0.5"` converts);
 * 3. it has at most 15 significant digits, so the number is exact;
 * 4. the property it sits under (for array items: the array's property) does not match {@link isTextKey}:
 *    address, name, description, bank address, zip/postal, and identifier-like keys such as phone, iban,
 *    accountNumber, code, token, key, reqId, taxId.
 * Only the nearest property name decides: a nested object's fields are judged by their own names.
 */
export function normaliseResponse<T = unknown>(value: T): T {
  return normaliseValue(value, undefined) as T;
}

function normaliseValue(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') {
    return key !== undefined && isTextKey(key) ? value : toNumberIfNumeric(value);
  }
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, key));
  if (isPlainObject(value)) {
    const normalised: Record<string, unknown> = {};
    for (const [childKey, item] of Object.entries(value)) normalised[childKey] = normaliseValue(item, childKey);
    return normalised;
  }
  return value;
}
