/**
 * Merchant payment buttons, the payment-button notification (PBN) settings and business logos (spec 3 sections
 * 3.9 and 7.4). Transport-free: the named methods call these functions with the acting customer.
 *
 * Buttons are deleted softly (`deleted_at`): a storefront that still embeds a deleted button's id must learn that it
 * is gone, not find another button under the same id. Logos live in the file store; their rows keep the key.
 */
import type Database from 'better-sqlite3';
import type { ValidationError } from '../../src/core/api/contract/envelope';
import {
  BUTTON_LIMITS,
  buttonRuleErrors,
  LOGO_LIMITS,
  PBN_NOTIFY_STATUS,
  PBN_STATUS,
  type ButtonInput,
  type ButtonStyle,
  type Logo,
  type LogoContentType,
  type PbnSettings,
  type SavedButton,
} from '../../src/core/api/contract/merchant-buttons';
import { randomToken, sha256Hex } from './crypto-ids';
import type { FileStore } from './file-store';
import { customerAccounts, formatMinor } from './ledger';
import { urlProblem, type UrlCheckOptions } from './url-check';
import { DomainError, fieldsOrParamsRefusal } from './domain-error';
import { rowFields } from './row-fields';

/** A refusal the routes turn into an envelope: `validationErrors` make it VF, otherwise TA1. */
export class MerchantError extends DomainError {
  override name = 'MerchantError';
  constructor(
    message: string,
    readonly validationErrors: ValidationError[] = [],
  ) {
    super(...fieldsOrParamsRefusal(message, validationErrors), { restExtra: { validationErrors } });
  }
}

/** A row of `merchant_buttons`. */
export interface ButtonRow {
  id: number;
  customer_id: number;
  type: SavedButton['type'];
  item_name: string;
  item_number: string | null;
  amount_minor: number | null;
  currency: string;
  subscription_period: SavedButton['subscriptionPeriod'];
  subscription_count: number | null;
  return_url: string | null;
  cancel_url: string | null;
  notify_url: string | null;
  logo_id: number | null;
  style: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toButton(row: ButtonRow): SavedButton {
  return {
    ...rowFields(row, ['id', 'type', 'item_name', 'item_number']),
    amount: row.amount_minor === null ? null : formatMinor(row.amount_minor, row.currency),
    currencyCode: row.currency,
    ...rowFields(row, [
      'subscription_period',
      'subscription_count',
      'return_url',
      'cancel_url',
      'notify_url',
      'logo_id',
    ]),
    style: JSON.parse(row.style) as ButtonStyle,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** "25", "25.5", "25.50" -> 2550 minor units (two decimals, the contract's price pattern). */
export function priceToMinor(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Every rule of a button beyond its shape: cross-field rules, currency held, logo owned, URLs. */
function buttonErrors(
  db: Database.Database,
  customerId: number,
  input: ButtonInput,
  urls: UrlCheckOptions,
): ValidationError[] {
  const errors: ValidationError[] = buttonRuleErrors(input).map((error) => ({
    ...error,
    field: `button.${error.field ?? ''}`,
  }));
  const held = new Set(customerAccounts(db, customerId).map((account) => account.currency));
  if (!held.has(input.currencyCode)) {
    errors.push({
      field: 'button.currencyCode',
      description: 'The business has no account in this currency',
      code: 'currencyNotHeld',
    });
  }
  if (input.logoId && !findLogoRow(db, customerId, input.logoId)) {
    errors.push({ field: 'button.logoId', description: 'This logo does not exist (any more)', code: 'logoUnknown' });
  }
  for (const key of ['returnUrl', 'cancelUrl', 'notifyUrl'] as const) {
    const value = blankToNull(input[key]);
    const problem = value === null ? null : urlProblem(value, urls);
    if (problem) errors.push({ field: `button.${key}`, description: URL_PROBLEM_TEXT[problem], code: problem });
  }
  return errors;
}

export const URL_PROBLEM_TEXT: Record<NonNullable<ReturnType<typeof urlProblem>>, string> = {
  malformed: 'Enter a full address such as https://shop.example.com/thanks',
  tooLong: `The address can be at most ${BUTTON_LIMITS.urlMax} characters`,
  notHttp: 'The address must start with https:// or http://',
  credentials: 'The address must not contain a user name or password',
  privateHost: 'The address must be on the public internet (not localhost or a private network)',
  singleLabelHost: 'The address needs a full domain name such as shop.example.com',
};

function buttonValues(input: ButtonInput) {
  const isSubscription = input.type === 'subscription';
  const price = blankToNull(input.amount);
  return {
    type: input.type,
    item_name: input.itemName.trim(),
    item_number: blankToNull(input.itemNumber),
    amount_minor: price === null ? null : priceToMinor(price),
    currency: input.currencyCode,
    subscription_period: isSubscription ? (input.subscriptionPeriod ?? null) : null,
    subscription_count: isSubscription ? (input.subscriptionCount ?? null) : null,
    return_url: blankToNull(input.returnUrl),
    cancel_url: blankToNull(input.cancelUrl),
    notify_url: blankToNull(input.notifyUrl),
    logo_id: input.logoId ?? null,
    style: JSON.stringify({
      shape: input.style.shape,
      color: input.style.color,
      size: input.style.size,
      label: input.style.label,
    }),
  };
}

function findButtonRow(db: Database.Database, customerId: number, buttonId: number): ButtonRow {
  const row = db
    .prepare('SELECT * FROM merchant_buttons WHERE id = ? AND customer_id = ? AND deleted_at IS NULL')
    .get(buttonId, customerId) as ButtonRow | undefined;
  if (!row) throw new MerchantError(`There is no button ${buttonId}`);
  return row;
}

export function listButtons(db: Database.Database, customerId: number): SavedButton[] {
  const rows = db
    .prepare(
      'SELECT * FROM merchant_buttons WHERE customer_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC',
    )
    .all(customerId) as ButtonRow[];
  return rows.map(toButton);
}

export function getButton(db: Database.Database, customerId: number, buttonId: number): SavedButton {
  return toButton(findButtonRow(db, customerId, buttonId));
}

export function createButton(
  db: Database.Database,
  customerId: number,
  input: ButtonInput,
  nowMs: number,
  urls: UrlCheckOptions,
): SavedButton {
  const errors = buttonErrors(db, customerId, input, urls);
  if (errors.length > 0) throw new MerchantError('The button has errors', errors);
  const values = buttonValues(input);
  const result = db
    .prepare(
      `INSERT INTO merchant_buttons (customer_id, type, item_name, item_number, amount_minor, currency, subscription_period,
         subscription_count, return_url, cancel_url, notify_url, logo_id, style, created_at, updated_at)
       VALUES (@customer_id, @type, @item_name, @item_number, @amount_minor, @currency, @subscription_period,
         @subscription_count, @return_url, @cancel_url, @notify_url, @logo_id, @style, @now, @now)`,
    )
    .run({ ...values, customer_id: customerId, now: nowMs });
  return getButton(db, customerId, Number(result.lastInsertRowid));
}

export function updateButton(
  db: Database.Database,
  customerId: number,
  buttonId: number,
  input: ButtonInput,
  nowMs: number,
  urls: UrlCheckOptions,
): SavedButton {
  findButtonRow(db, customerId, buttonId);
  const errors = buttonErrors(db, customerId, input, urls);
  if (errors.length > 0) throw new MerchantError('The button has errors', errors);
  db.prepare(
    `UPDATE merchant_buttons SET type = @type, item_name = @item_name, item_number = @item_number, amount_minor = @amount_minor,
       currency = @currency, subscription_period = @subscription_period, subscription_count = @subscription_count,
       return_url = @return_url, cancel_url = @cancel_url, notify_url = @notify_url, logo_id = @logo_id, style = @style,
       updated_at = @now
     WHERE id = @id`,
  ).run({ ...buttonValues(input), id: buttonId, now: nowMs });
  return getButton(db, customerId, buttonId);
}

export function deleteButton(db: Database.Database, customerId: number, buttonId: number, nowMs: number): void {
  findButtonRow(db, customerId, buttonId);
  db.prepare('UPDATE merchant_buttons SET deleted_at = ? WHERE id = ?').run(nowMs, buttonId);
}

interface PbnRow {
  notify_url: string | null;
  status_id: number;
  notify_status_id: number;
  secret_hash: string | null;
  secret_last4: string | null;
  secret_created_at: number | null;
}

export function pbnSettings(db: Database.Database, customerId: number): PbnSettings {
  const row = db.prepare('SELECT * FROM merchant_pbn_settings WHERE customer_id = ?').get(customerId) as
    PbnRow | undefined;
  return {
    notifyUrl: row?.notify_url ?? null,
    statusId: row?.status_id ?? PBN_STATUS.enabled,
    notifyStatusId: row?.notify_status_id ?? PBN_NOTIFY_STATUS.completed,
    hasSecret: Boolean(row?.secret_hash),
    secretLast4: row?.secret_last4 ?? null,
    secretCreatedAt: row?.secret_created_at ? iso(row.secret_created_at) : null,
  };
}

function ensurePbnRow(db: Database.Database, customerId: number, nowMs: number): void {
  db.prepare(
    `INSERT INTO merchant_pbn_settings (customer_id, status_id, notify_status_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id) DO NOTHING`,
  ).run(customerId, PBN_STATUS.enabled, PBN_NOTIFY_STATUS.completed, nowMs);
}

export function updatePbnSettings(
  db: Database.Database,
  customerId: number,
  input: { notifyUrl?: string | null | undefined; statusId: number; notifyStatusId: number },
  nowMs: number,
  urls: UrlCheckOptions,
): PbnSettings {
  if (!Number.isInteger(input.statusId) || !Number.isInteger(input.notifyStatusId)) {
    throw new MerchantError('statusId and notifyStatusId are 1 or 2', [
      { field: 'statusId', description: 'Must be 1 or 2' },
    ]);
  }
  const notifyUrl = blankToNull(input.notifyUrl);
  const problem = notifyUrl === null ? null : urlProblem(notifyUrl, urls);
  if (problem)
    throw new MerchantError('The notify URL cannot be used', [
      { field: 'notifyUrl', description: URL_PROBLEM_TEXT[problem], code: problem },
    ]);
  if (input.statusId === PBN_STATUS.enabled && notifyUrl === null) {
    throw new MerchantError('Enter the notify URL', [
      {
        field: 'notifyUrl',
        description: 'Enter the address that receives the notifications',
        code: 'notifyUrlRequired',
      },
    ]);
  }
  db.transaction(() => {
    ensurePbnRow(db, customerId, nowMs);
    db.prepare(
      'UPDATE merchant_pbn_settings SET notify_url = ?, status_id = ?, notify_status_id = ?, updated_at = ? WHERE customer_id = ?',
    ).run(notifyUrl, input.statusId, input.notifyStatusId, nowMs, customerId);
  })();
  return pbnSettings(db, customerId);
}

/** Sets `secret` as the PBN secret (only its hash is kept). Seeds and tests pass a known one. */
export function storePbnSecret(db: Database.Database, customerId: number, secret: string, nowMs: number): void {
  db.transaction(() => {
    ensurePbnRow(db, customerId, nowMs);
    db.prepare(
      'UPDATE merchant_pbn_settings SET secret_hash = ?, secret_last4 = ?, secret_created_at = ?, updated_at = ? WHERE customer_id = ?',
    ).run(sha256Hex(secret), secret.slice(-4), nowMs, nowMs, customerId);
  })();
}

/** A new secret replaces the old one; its value exists only in this answer. */
export function newPbnSecret(
  db: Database.Database,
  customerId: number,
  nowMs: number,
): { secret: string; settings: PbnSettings } {
  const secret = `pbn_${randomToken(24)}`;
  storePbnSecret(db, customerId, secret, nowMs);
  return { secret, settings: pbnSettings(db, customerId) };
}

/** Whether `secret` is the business's current PBN secret (signing notifications, tests). */
export function isPbnSecret(db: Database.Database, customerId: number, secret: string): boolean {
  const row = db.prepare('SELECT secret_hash FROM merchant_pbn_settings WHERE customer_id = ?').get(customerId) as
    { secret_hash: string | null } | undefined;
  return Boolean(row?.secret_hash) && row?.secret_hash === sha256Hex(secret);
}

interface LogoRow {
  id: number;
  customer_id: number;
  name: string;
  is_default: number;
  content_type: LogoContentType;
  size_bytes: number;
  storage_key: string;
  created_at: number;
}

/** Public address of logo files, under the sandbox's origin. */
export const LOGO_FILES_PATH = '/files/logos';

function toLogo(row: LogoRow, origin: string): Logo {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.is_default === 1,
    file: `${origin}${LOGO_FILES_PATH}/${row.storage_key.slice('logos/'.length)}`,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    createdAt: iso(row.created_at),
  };
}

function findLogoRow(db: Database.Database, customerId: number, logoId: number): LogoRow | undefined {
  return db.prepare('SELECT * FROM merchant_logos WHERE id = ? AND customer_id = ?').get(logoId, customerId) as
    LogoRow | undefined;
}

function requireLogoRow(db: Database.Database, customerId: number, logoId: number): LogoRow {
  const row = findLogoRow(db, customerId, logoId);
  if (!row) throw new MerchantError(`There is no logo ${logoId}`);
  return row;
}

/** The image type by its first bytes; the declared type of an upload is not trusted. */
export function sniffImageType(bytes: Uint8Array): LogoContentType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const EXTENSION: Record<LogoContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function listLogos(
  db: Database.Database,
  customerId: number,
  origin: string,
  pageNumber: number,
  pageSize: number,
) {
  const rows = db
    .prepare(
      'SELECT * FROM merchant_logos WHERE customer_id = ? ORDER BY is_default DESC, created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(customerId, pageSize, (pageNumber - 1) * pageSize) as LogoRow[];
  const { total } = db
    .prepare('SELECT count(*) AS total FROM merchant_logos WHERE customer_id = ?')
    .get(customerId) as { total: number };
  return { logos: rows.map((row) => toLogo(row, origin)), total };
}

export function getLogo(db: Database.Database, customerId: number, logoId: number, origin: string): Logo {
  return toLogo(requireLogoRow(db, customerId, logoId), origin);
}

function makeDefault(db: Database.Database, customerId: number, logoId: number): void {
  db.prepare('UPDATE merchant_logos SET is_default = 0 WHERE customer_id = ? AND is_default = 1').run(customerId);
  db.prepare('UPDATE merchant_logos SET is_default = 1 WHERE id = ?').run(logoId);
}

export interface LogoUpload {
  name: string;
  isDefault: boolean;
  file: { bytes: Uint8Array } | null;
}

export function createLogo(
  db: Database.Database,
  files: FileStore,
  customerId: number,
  upload: LogoUpload,
  nowMs: number,
  origin: string,
  id?: number,
): Logo {
  if (!upload.file || upload.file.bytes.byteLength === 0) {
    throw new MerchantError('Choose an image to upload', [
      { field: 'file', description: 'Choose an image to upload', code: 'fileMissing' },
    ]);
  }
  const { bytes } = upload.file;
  if (bytes.byteLength > LOGO_LIMITS.maxBytes) {
    throw new MerchantError('The image is too large', [
      {
        field: 'file',
        description: `The image can be at most ${LOGO_LIMITS.maxBytes / 1_000_000} MB`,
        code: 'fileTooLarge',
      },
    ]);
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new MerchantError('The file is not a PNG, JPEG or WebP image', [
      { field: 'file', description: 'Upload a PNG, JPEG or WebP image', code: 'fileType' },
    ]);
  }
  const storageKey = `logos/${customerId}-${randomToken(12)}.${EXTENSION[contentType]}`;
  files.write(storageKey, bytes);
  try {
    const logoId = db.transaction(() => {
      const { count } = db
        .prepare('SELECT count(*) AS count FROM merchant_logos WHERE customer_id = ?')
        .get(customerId) as { count: number };
      const result = db
        .prepare(
          `INSERT INTO merchant_logos (id, customer_id, name, is_default, content_type, size_bytes, storage_key, created_at)
           VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
        )
        .run(id ?? null, customerId, upload.name.trim(), contentType, bytes.byteLength, storageKey, nowMs);
      const newId = Number(result.lastInsertRowid);
      // The business's first logo is its default: buttons without a chosen logo show it.
      if (upload.isDefault || count === 0) makeDefault(db, customerId, newId);
      return newId;
    })();
    return getLogo(db, customerId, logoId, origin);
  } catch (error) {
    files.remove(storageKey);
    throw error;
  }
}

export function updateLogo(
  db: Database.Database,
  customerId: number,
  logoId: number,
  change: { name?: string | undefined; isDefault?: boolean | undefined },
  origin: string,
): Logo {
  requireLogoRow(db, customerId, logoId);
  db.transaction(() => {
    if (change.name !== undefined)
      db.prepare('UPDATE merchant_logos SET name = ? WHERE id = ?').run(change.name.trim(), logoId);
    if (change.isDefault) makeDefault(db, customerId, logoId);
  })();
  return getLogo(db, customerId, logoId, origin);
}

/** Deletes the logo and its file; buttons that chose it fall back to the default logo (logo_id ON DELETE SET NULL). */
export function deleteLogo(db: Database.Database, files: FileStore, customerId: number, logoId: number): void {
  const row = requireLogoRow(db, customerId, logoId);
  db.prepare('DELETE FROM merchant_logos WHERE id = ?').run(logoId);
  files.remove(row.storage_key);
}

/** A logo file by its public name, for the image route: bytes and type, or null. */
export function logoFile(
  db: Database.Database,
  files: FileStore,
  name: string,
): { bytes: Uint8Array; contentType: string } | null {
  const row = db
    .prepare('SELECT content_type, storage_key FROM merchant_logos WHERE storage_key = ?')
    .get(`logos/${name}`) as Pick<LogoRow, 'content_type' | 'storage_key'> | undefined;
  if (!row) return null;
  const bytes = files.read(row.storage_key);
  return bytes ? { bytes, contentType: row.content_type } : null;
}
