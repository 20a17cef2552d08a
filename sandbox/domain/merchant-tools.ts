/**
 * Merchant tools (issue 21): API keys (only their SHA-256 is kept), the API-key API's log and allowed IPs, webhooks
 * fired on button payment events (signed with the webhook's secret, retried with back-off, every call logged),
 * subscribers, identity verification requests (a fee booked in the ledger) and the reputation of a payer.
 *
 * Webhook delivery runs after the payment's transaction (a timer), like the IPN: a failed call is tried again after
 * WEBHOOK_RETRY_DELAYS_SECONDS (a real, unref'd timer), and `POST /sandbox/webhook-retries` runs due (or, forced, all
 * waiting) retries at once so tests need not wait.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { ipAllowedBy, ipRangeProblem } from '../../src/core/api/contract/ip-ranges';
import {
  MERCHANT_TOOLS_PAGES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type AllowedIp,
  type ApiKey,
  type ApiRequest,
  type IdentityRequest,
  type Subscriber,
  type Webhook,
  type WebhookRequest,
  type WebhookRequestStatus,
} from '../../src/core/api/contract/merchant-tools';
import type { IpnAttempt } from '../../src/core/api/contract/pay-button';
import type { ValidationError } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { listIpnAttempts, type SubscriptionRow } from './button-payments';
import { feeIncomeAccountNumber, systemAccountId } from './ledger-postings';
import { formatMinor, postEntry, type LedgerAccountRow } from './ledger';
import { createButton } from './merchant-buttons';
import { customerByLogin, customerDisplayName } from './users';
import { URL_PROBLEM_TEXT } from './merchant-buttons';
import { sendMessage } from './outbox';
import { urlProblem } from './url-check';
import { findCustomer, type CustomerRow } from './users';
import { DomainError, fieldsOrParamsRefusal } from './domain-error';

/** A refusal: the HTTP status of REST calls, or TA1 / VF for named methods. */
export class MerchantToolsError extends DomainError {
  override name = 'MerchantToolsError';
  constructor(
    status: number,
    message: string,
    readonly validationErrors: ValidationError[] = [],
  ) {
    super(...fieldsOrParamsRefusal(message, validationErrors), { status });
  }
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const notFound = (what: string) => new MerchantToolsError(404, `${what} not found`);

/** A UTC day range as milliseconds; `to` is inclusive. */
function dayRange(fromDate?: string, toDate?: string): { from: number; to: number } {
  return {
    from: fromDate ? Date.parse(`${fromDate}T00:00:00Z`) : 0,
    to: toDate ? Date.parse(`${toDate}T00:00:00Z`) + 86_400_000 - 1 : Number.MAX_SAFE_INTEGER,
  };
}

// ---- API keys -----------------------------------------------------------------------------------------------------

interface ApiKeyRow {
  id: number;
  customer_id: number;
  name: string;
  enabled: number;
  key_hint: string;
  created_at: number;
  last_used_at: number | null;
}

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled === 1,
  keyHint: row.key_hint,
  createdAt: iso(row.created_at) ?? '',
  lastUsedAt: iso(row.last_used_at),
});

function apiKeyRow(db: Database.Database, customerId: number, id: number): ApiKeyRow {
  const row = db
    .prepare('SELECT * FROM merchant_api_keys WHERE id = ? AND customer_id = ? AND deleted_at IS NULL')
    .get(id, customerId) as ApiKeyRow | undefined;
  if (!row) throw notFound('API key');
  return row;
}

export function listApiKeys(db: Database.Database, customerId: number): ApiKey[] {
  return (
    db
      .prepare('SELECT * FROM merchant_api_keys WHERE customer_id = ? AND deleted_at IS NULL ORDER BY id DESC')
      .all(customerId) as ApiKeyRow[]
  ).map(toApiKey);
}

/** A new key `mk_<40 hex>`: answered once; the hint is its first 11 characters. */
export function createApiKey(
  db: Database.Database,
  customerId: number,
  name: string,
  nowMs: number,
  secret = `mk_${randomBytes(20).toString('hex')}`,
): { apiKey: ApiKey; secret: string } {
  const result = db
    .prepare('INSERT INTO merchant_api_keys (customer_id, name, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(customerId, name, sha256(secret), `${secret.slice(0, 11)}…`, nowMs);
  return { apiKey: toApiKey(apiKeyRow(db, customerId, Number(result.lastInsertRowid))), secret };
}

export function updateApiKey(
  db: Database.Database,
  customerId: number,
  id: number,
  change: { name?: string | undefined; enabled?: boolean | undefined },
): ApiKey {
  const row = apiKeyRow(db, customerId, id);
  db.prepare('UPDATE merchant_api_keys SET name = ?, enabled = ? WHERE id = ?').run(
    change.name ?? row.name,
    change.enabled === undefined ? row.enabled : Number(change.enabled),
    id,
  );
  return toApiKey(apiKeyRow(db, customerId, id));
}

export function deleteApiKey(db: Database.Database, customerId: number, id: number, nowMs: number): void {
  apiKeyRow(db, customerId, id);
  db.prepare('UPDATE merchant_api_keys SET deleted_at = ? WHERE id = ?').run(nowMs, id);
}

// ---- Allowed IPs --------------------------------------------------------------------------------------------------

interface AllowedIpRow {
  id: number;
  name: string;
  enabled: number;
  ip_from: string;
  ip_to: string | null;
}

const toAllowedIp = (row: AllowedIpRow): AllowedIp => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled === 1,
  ipFrom: row.ip_from,
  ipTo: row.ip_to,
});

export function listAllowedIps(db: Database.Database, customerId: number): AllowedIp[] {
  return (
    db.prepare('SELECT * FROM merchant_allowed_ips WHERE customer_id = ? ORDER BY id').all(customerId) as AllowedIpRow[]
  ).map(toAllowedIp);
}

export interface AllowedIpInput {
  name: string;
  ipFrom: string;
  ipTo?: string | null | undefined;
  enabled: boolean;
}

const RANGE_PROBLEM_TEXT = {
  invalidStart: ['ipFrom', 'Enter an IPv4 or IPv6 address'],
  invalidEnd: ['ipTo', 'Enter an IPv4 or IPv6 address, or leave it empty'],
  mixedVersions: ['ipTo', 'Both ends of a range must be IPv4, or both IPv6'],
  startAfterEnd: ['ipTo', 'The range must end at or after its start'],
} as const;

function checkedRange(input: AllowedIpInput): { ipFrom: string; ipTo: string | null } {
  const ipTo = input.ipTo?.trim() ? input.ipTo.trim() : null;
  const problem = ipRangeProblem(input.ipFrom, ipTo);
  if (problem) {
    const [field, description] = RANGE_PROBLEM_TEXT[problem];
    throw new MerchantToolsError(400, description, [{ field, description, code: problem }]);
  }
  return { ipFrom: input.ipFrom.trim(), ipTo };
}

export function createAllowedIp(
  db: Database.Database,
  customerId: number,
  input: AllowedIpInput,
  nowMs: number,
): AllowedIp {
  const range = checkedRange(input);
  const result = db
    .prepare(
      'INSERT INTO merchant_allowed_ips (customer_id, name, enabled, ip_from, ip_to, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(customerId, input.name, Number(input.enabled), range.ipFrom, range.ipTo, nowMs);
  return toAllowedIp(
    db.prepare('SELECT * FROM merchant_allowed_ips WHERE id = ?').get(result.lastInsertRowid) as AllowedIpRow,
  );
}

export function updateAllowedIp(
  db: Database.Database,
  customerId: number,
  id: number,
  input: AllowedIpInput,
): AllowedIp {
  const range = checkedRange(input);
  const result = db
    .prepare(
      'UPDATE merchant_allowed_ips SET name = ?, enabled = ?, ip_from = ?, ip_to = ? WHERE id = ? AND customer_id = ?',
    )
    .run(input.name, Number(input.enabled), range.ipFrom, range.ipTo, id, customerId);
  if (result.changes === 0) throw notFound('Allowed IP');
  return toAllowedIp(db.prepare('SELECT * FROM merchant_allowed_ips WHERE id = ?').get(id) as AllowedIpRow);
}

export function deleteAllowedIp(db: Database.Database, customerId: number, id: number): void {
  if (db.prepare('DELETE FROM merchant_allowed_ips WHERE id = ? AND customer_id = ?').run(id, customerId).changes === 0)
    throw notFound('Allowed IP');
}

// ---- The API-key API and its log ----------------------------------------------------------------------------------

export interface ApiKeyCaller {
  customer: CustomerRow;
  apiKeyId: number;
}

function logApiRequest(
  db: Database.Database,
  entry: {
    customerId: number;
    apiKeyId: number | null;
    method: string;
    path: string;
    status: number;
    ip: string;
    error: string | null;
    nowMs: number;
  },
): void {
  db.prepare(
    'INSERT INTO merchant_api_requests (customer_id, api_key_id, http_method, path, status, ip, error_text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(entry.customerId, entry.apiKeyId, entry.method, entry.path, entry.status, entry.ip, entry.error, entry.nowMs);
}

/**
 * Who an API-key call is: the key must exist, be on, belong to a merchant, and the caller's address must be allowed
 * (when the business has allowed IPs on). Refusals of a known key are logged; then the call runs and is logged.
 */
export function runWithApiKey<T>(
  db: Database.Database,
  request: { key: string | null; ip: string; method: string; path: string; nowMs: number },
  run: (caller: ApiKeyCaller) => T,
): T {
  const row = request.key
    ? (db
        .prepare('SELECT * FROM merchant_api_keys WHERE key_hash = ? AND deleted_at IS NULL')
        .get(sha256(request.key)) as ApiKeyRow | undefined)
    : undefined;
  if (!row) throw new MerchantToolsError(401, 'Send a valid API key in the X-Api-Key header');
  const refuse = (status: number, message: string): never => {
    logApiRequest(db, {
      customerId: row.customer_id,
      apiKeyId: row.id,
      method: request.method,
      path: request.path,
      status,
      ip: request.ip,
      error: message,
      nowMs: request.nowMs,
    });
    throw new MerchantToolsError(status, message);
  };
  const customer = findCustomer(db, row.customer_id);
  if (row.enabled !== 1) refuse(401, 'This API key is disabled');
  if (!customer || customer.is_merchant !== 1) return refuse(403, 'Merchant services are not enabled for this account');
  const allowed = listAllowedIps(db, row.customer_id).filter((entry) => entry.enabled);
  if (
    allowed.length > 0 &&
    !ipAllowedBy(
      request.ip,
      allowed.map((entry) => ({ ip: entry.ipFrom, toIp: entry.ipTo })),
    )
  ) {
    refuse(403, `Calls from ${request.ip} are not allowed for this API key`);
  }
  try {
    const result = run({ customer, apiKeyId: row.id });
    logApiRequest(db, {
      customerId: row.customer_id,
      apiKeyId: row.id,
      method: request.method,
      path: request.path,
      status: 200,
      ip: request.ip,
      error: null,
      nowMs: request.nowMs,
    });
    db.prepare('UPDATE merchant_api_keys SET last_used_at = ? WHERE id = ?').run(request.nowMs, row.id);
    return result;
  } catch (error) {
    if (error instanceof MerchantToolsError) refuse(error.status, error.message);
    throw error;
  }
}

export function listApiRequests(
  db: Database.Database,
  customerId: number,
  filter: { apiKeyId?: number | undefined; fromDate?: string | undefined; toDate?: string | undefined },
): ApiRequest[] {
  const { from, to } = dayRange(filter.fromDate, filter.toDate);
  const rows = db
    .prepare(
      `SELECT r.*, k.name AS key_name FROM merchant_api_requests r LEFT JOIN merchant_api_keys k ON k.id = r.api_key_id
       WHERE r.customer_id = ? AND (? IS NULL OR r.api_key_id = ?) AND r.created_at BETWEEN ? AND ? ORDER BY r.id DESC LIMIT 500`,
    )
    .all(customerId, filter.apiKeyId ?? null, filter.apiKeyId ?? null, from, to) as Array<{
    id: number;
    api_key_id: number | null;
    key_name: string | null;
    http_method: string;
    path: string;
    status: number;
    ip: string;
    error_text: string | null;
    created_at: number;
  }>;
  return rows.map((row) => ({
    id: row.id,
    apiKeyId: row.api_key_id,
    apiKeyName: row.key_name,
    httpMethod: row.http_method,
    path: row.path,
    status: row.status,
    ip: row.ip,
    errorText: row.error_text,
    createdAt: iso(row.created_at) ?? '',
  }));
}

/** The business's button payments, newest first, for the API-key API. */
export function apiPayments(db: Database.Database, customerId: number) {
  const rows = db
    .prepare(
      `SELECT t.id, t.amount_minor, t.currency, t.status, t.created_at, bp.button_id, b.item_name, c.login AS payer
       FROM button_payments bp JOIN p2p_transfers t ON t.id = bp.transfer_id JOIN merchant_buttons b ON b.id = bp.button_id
       LEFT JOIN customers c ON c.id = t.from_customer_id
       WHERE bp.merchant_customer_id = ? ORDER BY t.id DESC LIMIT 100`,
    )
    .all(customerId) as Array<{
    id: number;
    amount_minor: number;
    currency: string;
    status: string;
    created_at: number;
    button_id: number;
    item_name: string;
    payer: string | null;
  }>;
  return rows.map((row) => ({
    transactionId: row.id,
    buttonId: row.button_id,
    itemName: row.item_name,
    amount: formatMinor(row.amount_minor, row.currency),
    currencyCode: row.currency,
    status: row.status,
    payerEmail: row.payer,
    createdAt: iso(row.created_at) ?? '',
  }));
}

/** A buy-now button made through the API-key API (the same rules as the portal's editor). */
export function apiCreateButton(
  db: Database.Database,
  customerId: number,
  input: { itemName: string; amount: string; currencyCode: string },
  nowMs: number,
  allowPrivate: boolean,
) {
  const button = createButton(
    db,
    customerId,
    {
      type: 'buyNow',
      itemName: input.itemName,
      amount: input.amount,
      currencyCode: input.currencyCode,
      style: { shape: 'rect', color: 'gold', size: 'medium', label: 'buyNow' },
    },
    nowMs,
    { allowPrivate },
  );
  return {
    buttonId: button.id,
    itemName: button.itemName,
    amount: button.amount ?? input.amount,
    currencyCode: button.currencyCode,
  };
}

// ---- Webhooks -----------------------------------------------------------------------------------------------------

interface WebhookRow {
  id: number;
  customer_id: number;
  name: string;
  enabled: number;
  url: string;
  secret: string;
  created_at: number;
}

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled === 1,
  url: row.url,
  createdAt: iso(row.created_at) ?? '',
});

function checkedUrl(url: string, allowPrivate: boolean): string {
  const trimmed = url.trim();
  const problem = urlProblem(trimmed, { allowPrivate });
  if (problem)
    throw new MerchantToolsError(400, URL_PROBLEM_TEXT[problem], [
      { field: 'url', description: URL_PROBLEM_TEXT[problem], code: problem },
    ]);
  return trimmed;
}

function webhookRow(db: Database.Database, customerId: number, id: number): WebhookRow {
  const row = db
    .prepare('SELECT * FROM merchant_webhooks WHERE id = ? AND customer_id = ? AND deleted_at IS NULL')
    .get(id, customerId) as WebhookRow | undefined;
  if (!row) throw notFound('Webhook');
  return row;
}

export function listWebhooks(db: Database.Database, customerId: number): Webhook[] {
  return (
    db
      .prepare('SELECT * FROM merchant_webhooks WHERE customer_id = ? AND deleted_at IS NULL ORDER BY id DESC')
      .all(customerId) as WebhookRow[]
  ).map(toWebhook);
}

export interface WebhookInput {
  name: string;
  url: string;
  enabled: boolean;
}

export function createWebhook(
  db: Database.Database,
  customerId: number,
  input: WebhookInput,
  nowMs: number,
  allowPrivate: boolean,
  secret = `whsec_${randomBytes(24).toString('hex')}`,
): { webhook: Webhook; secret: string } {
  const url = checkedUrl(input.url, allowPrivate);
  const result = db
    .prepare(
      'INSERT INTO merchant_webhooks (customer_id, name, enabled, url, secret, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(customerId, input.name, Number(input.enabled), url, secret, nowMs);
  return { webhook: toWebhook(webhookRow(db, customerId, Number(result.lastInsertRowid))), secret };
}

export function updateWebhook(
  db: Database.Database,
  customerId: number,
  id: number,
  input: WebhookInput,
  allowPrivate: boolean,
): Webhook {
  webhookRow(db, customerId, id);
  db.prepare('UPDATE merchant_webhooks SET name = ?, enabled = ?, url = ? WHERE id = ?').run(
    input.name,
    Number(input.enabled),
    checkedUrl(input.url, allowPrivate),
    id,
  );
  return toWebhook(webhookRow(db, customerId, id));
}

export function deleteWebhook(db: Database.Database, customerId: number, id: number, nowMs: number): void {
  webhookRow(db, customerId, id);
  db.prepare('UPDATE merchant_webhooks SET deleted_at = ? WHERE id = ?').run(nowMs, id);
  db.prepare(
    "UPDATE merchant_webhook_requests SET status = 'failed', error_text = 'The webhook was deleted', next_attempt_at = NULL WHERE webhook_id = ? AND status IN ('pending', 'retrying')",
  ).run(id);
}

export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

interface WebhookRequestRow {
  id: number;
  customer_id: number;
  webhook_id: number | null;
  url: string;
  event: string;
  payload: string;
  signature: string | null;
  status: WebhookRequestStatus;
  attempts: number;
  http_status: number | null;
  error_text: string | null;
  created_at: number;
  next_attempt_at: number | null;
  webhook_name?: string | null;
}

const deliveries = new WeakMap<SandboxContext, Set<Promise<void>>>();

function track(context: SandboxContext, work: Promise<void>): Promise<void> {
  let pending = deliveries.get(context);
  if (!pending) {
    pending = new Set();
    deliveries.set(context, pending);
  }
  const running = work.catch((error: unknown) =>
    console.error('[sandbox] webhook delivery failed unexpectedly', error),
  );
  pending.add(running);
  void running.finally(() => pending.delete(running));
  return running;
}

/** Resolves when every webhook call started so far has finished (tests). */
export async function settleWebhookCalls(context: SandboxContext): Promise<void> {
  await Promise.all([...(deliveries.get(context) ?? [])]);
}

/**
 * Queues one signed call per enabled webhook of the business for a payment event (inside the payment's transaction);
 * the calls go out after it.
 */
export function queueWebhookCalls(context: SandboxContext, customerId: number, event: string, body: string): void {
  const { db } = context;
  const nowMs = context.now();
  const hooks = db
    .prepare('SELECT * FROM merchant_webhooks WHERE customer_id = ? AND enabled = 1 AND deleted_at IS NULL')
    .all(customerId) as WebhookRow[];
  for (const hook of hooks) {
    const result = db
      .prepare(
        `INSERT INTO merchant_webhook_requests (customer_id, webhook_id, url, event, payload, signature, status, created_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(customerId, hook.id, hook.url, event, body, webhookSignature(hook.secret, body), nowMs, nowMs);
    const id = Number(result.lastInsertRowid);
    // After the current transaction (a rolled-back payment leaves no row to deliver); tracked so tests can settle.
    void track(
      context,
      new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => deliverWebhookCall(context, id)),
    );
  }
}

const RESPONSE_TIMEOUT_MS = 5000;

/** One POST; the outcome is recorded, and a failure is tried again later until the retries run out. */
async function postCall(
  context: SandboxContext,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ ok: boolean; httpStatus: number | null; error: string | null }> {
  const problem = urlProblem(url, { allowPrivate: context.config.allowPrivateUrls });
  if (problem) return { ok: false, httpStatus: null, error: `The URL cannot be used: ${URL_PROBLEM_TEXT[problem]}` };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RESPONSE_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'wallet-sandbox-webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: controller.signal,
    });
    await response.body?.cancel();
    return response.ok
      ? { ok: true, httpStatus: response.status, error: null }
      : { ok: false, httpStatus: response.status, error: `The server answered HTTP ${response.status}` };
  } catch (error) {
    const reason = controller.signal.aborted
      ? `No answer within ${RESPONSE_TIMEOUT_MS / 1000} s`
      : `Could not connect: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
    return { ok: false, httpStatus: null, error: reason };
  } finally {
    clearTimeout(timer);
  }
}

export async function deliverWebhookCall(context: SandboxContext, id: number): Promise<void> {
  if (!context.db.open) return;
  const row = context.db.prepare('SELECT * FROM merchant_webhook_requests WHERE id = ?').get(id) as
    WebhookRequestRow | undefined;
  if (!row || (row.status !== 'pending' && row.status !== 'retrying')) return;
  const outcome = await postCall(context, row.url, row.payload, {
    'x-wallet-event': row.event,
    'x-wallet-delivery': String(row.id),
    ...(row.signature ? { 'x-wallet-signature': row.signature } : {}),
  });
  if (!context.db.open) return;
  const attempts = row.attempts + 1;
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  const status: WebhookRequestStatus = outcome.ok ? 'delivered' : delay === undefined ? 'failed' : 'retrying';
  const nextAttemptAt = status === 'retrying' && delay !== undefined ? context.now() + delay * 1000 : null;
  context.db
    .prepare(
      "UPDATE merchant_webhook_requests SET status = ?, attempts = ?, http_status = ?, error_text = ?, next_attempt_at = ? WHERE id = ? AND status IN ('pending', 'retrying')",
    )
    .run(status, attempts, outcome.httpStatus, outcome.error, nextAttemptAt, id);
  if (status === 'retrying' && delay !== undefined) {
    setTimeout(() => void track(context, deliverWebhookCall(context, id)), delay * 1000).unref();
  }
}

/** Runs the retries that are due by the sandbox clock (all waiting ones when forced); answers how many ran. */
export async function runWebhookRetries(context: SandboxContext, force: boolean): Promise<number> {
  const ids = context.db
    .prepare(
      "SELECT id FROM merchant_webhook_requests WHERE status = 'retrying' AND (? = 1 OR next_attempt_at <= ?) ORDER BY id",
    )
    .all(Number(force), context.now()) as Array<{ id: number }>;
  await Promise.all(ids.map((row) => track(context, deliverWebhookCall(context, row.id))));
  return ids.length;
}

/** A `ping` to any public URL, logged; unsigned (no webhook, so no secret). */
export async function pingUrl(
  context: SandboxContext,
  customerId: number,
  rawUrl: string,
): Promise<{ delivered: boolean; httpStatus: number | null; errorText: string | null }> {
  const url = checkedUrl(rawUrl, context.config.allowPrivateUrls);
  const nowMs = context.now();
  const body = JSON.stringify({ event: 'ping', sentAt: new Date(nowMs).toISOString() });
  const outcome = await postCall(context, url, body, { 'x-wallet-event': 'ping' });
  if (context.db.open) {
    context.db
      .prepare(
        `INSERT INTO merchant_webhook_requests (customer_id, webhook_id, url, event, payload, signature, status, attempts, http_status, error_text, created_at)
         VALUES (?, NULL, ?, 'ping', ?, NULL, ?, 1, ?, ?, ?)`,
      )
      .run(customerId, url, body, outcome.ok ? 'delivered' : 'failed', outcome.httpStatus, outcome.error, nowMs);
  }
  return { delivered: outcome.ok, httpStatus: outcome.httpStatus, errorText: outcome.error };
}

const toWebhookRequest = (row: WebhookRequestRow): WebhookRequest => ({
  id: row.id,
  webhookId: row.webhook_id,
  webhookName: row.webhook_name ?? null,
  url: row.url,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  httpStatus: row.http_status,
  errorText: row.error_text,
  payload: row.payload,
  signature: row.signature,
  createdAt: iso(row.created_at) ?? '',
  nextAttemptAt: iso(row.next_attempt_at),
});

/**
 * Webhook calls, newest first, by cursor: `a<id>` the page after (older than) that call, `b<id>` the page before
 * (newer than) it. The answer's cursors are null at either end.
 */
export function listWebhookRequests(
  db: Database.Database,
  customerId: number,
  filter: {
    query?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
    cursor?: string | undefined;
    limit?: number | undefined;
  },
): { requests: WebhookRequest[]; nextCursor: string | null; prevCursor: string | null } {
  const limit = filter.limit ?? MERCHANT_TOOLS_PAGES.webhookRequests;
  const { from, to } = dayRange(filter.fromDate, filter.toDate);
  const query = filter.query?.trim() ? `%${filter.query.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const base = `FROM merchant_webhook_requests r LEFT JOIN merchant_webhooks w ON w.id = r.webhook_id
    WHERE r.customer_id = ? AND r.created_at BETWEEN ? AND ?
      AND (? IS NULL OR r.url LIKE ? ESCAPE '\\' OR r.event LIKE ? ESCAPE '\\' OR w.name LIKE ? ESCAPE '\\')`;
  const values = [customerId, from, to, query, query, query, query];
  const direction = filter.cursor?.[0];
  const anchor = filter.cursor ? Number(filter.cursor.slice(1)) : null;
  let rows: WebhookRequestRow[];
  if (direction === 'b' && anchor !== null) {
    rows = (
      db
        .prepare(`SELECT r.*, w.name AS webhook_name ${base} AND r.id > ? ORDER BY r.id ASC LIMIT ?`)
        .all(...values, anchor, limit) as WebhookRequestRow[]
    ).reverse();
  } else {
    rows = db
      .prepare(`SELECT r.*, w.name AS webhook_name ${base} AND r.id < ? ORDER BY r.id DESC LIMIT ?`)
      .all(...values, anchor ?? Number.MAX_SAFE_INTEGER, limit) as WebhookRequestRow[];
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  const exists = (clause: string, id: number) =>
    db.prepare(`SELECT 1 ${base} AND ${clause} LIMIT 1`).get(...values, id) !== undefined;
  return {
    requests: rows.map(toWebhookRequest),
    nextCursor: last && exists('r.id < ?', last.id) ? `a${last.id}` : null,
    prevCursor: first && exists('r.id > ?', first.id) ? `b${first.id}` : null,
  };
}

// ---- Subscribers --------------------------------------------------------------------------------------------------

function toSubscriber(db: Database.Database, row: SubscriptionRow & { item_name: string }): Subscriber {
  const subscriber = findCustomer(db, row.subscriber_customer_id);
  return {
    subscriptionId: row.id,
    buttonId: row.button_id,
    itemName: row.item_name,
    subscriberName: subscriber ? customerDisplayName(subscriber) : '',
    subscriberEmail: subscriber?.login ?? '',
    amount: formatMinor(row.amount_minor, row.currency),
    currencyCode: row.currency,
    period: row.period,
    paymentsTotal: row.payments_total,
    paymentsMade: row.payments_made,
    status: row.status,
    nextPaymentDate: row.next_payment_date,
    createdAt: iso(row.created_at) ?? '',
  };
}

const SUBSCRIPTION_SELECT =
  'SELECT s.*, b.item_name FROM subscriptions s JOIN merchant_buttons b ON b.id = s.button_id';

export function listSubscribers(
  db: Database.Database,
  customerId: number,
  page: { number: number; size: number },
): { subscribers: Subscriber[]; total: number } {
  const rows = db
    .prepare(`${SUBSCRIPTION_SELECT} WHERE s.merchant_customer_id = ? ORDER BY s.id DESC LIMIT ? OFFSET ?`)
    .all(customerId, page.size, (page.number - 1) * page.size) as Array<SubscriptionRow & { item_name: string }>;
  const { total } = db
    .prepare('SELECT count(*) AS total FROM subscriptions WHERE merchant_customer_id = ?')
    .get(customerId) as { total: number };
  return { subscribers: rows.map((row) => toSubscriber(db, row)), total };
}

export function cancelSubscription(context: SandboxContext, customerId: number, subscriptionId: number): Subscriber {
  const { db } = context;
  const row = db
    .prepare(`${SUBSCRIPTION_SELECT} WHERE s.id = ? AND s.merchant_customer_id = ?`)
    .get(subscriptionId, customerId) as (SubscriptionRow & { item_name: string }) | undefined;
  if (!row) throw notFound('Subscription');
  if (row.status !== 'active' && row.status !== 'pending')
    throw new MerchantToolsError(409, `This subscription is ${row.status} and cannot be cancelled`);
  db.prepare(
    "UPDATE subscriptions SET status = 'cancelled', next_payment_date = NULL, updated_at = ? WHERE id = ?",
  ).run(context.now(), subscriptionId);
  const updated = toSubscriber(db, { ...row, status: 'cancelled', next_payment_date: null });
  queueWebhookCalls(
    context,
    customerId,
    'subscription.cancelled',
    JSON.stringify({
      event: 'subscription.cancelled',
      sentAt: new Date(context.now()).toISOString(),
      subscription: updated,
    }),
  );
  return updated;
}

export function listInstallments(db: Database.Database, customerId: number, subscriptionId?: number) {
  const rows = db
    .prepare(
      `SELECT t.id, t.amount_minor, t.currency, t.status, t.created_at, bp.subscription_id, b.item_name, c.login
       FROM button_payments bp JOIN p2p_transfers t ON t.id = bp.transfer_id JOIN merchant_buttons b ON b.id = bp.button_id
       LEFT JOIN customers c ON c.id = t.from_customer_id
       WHERE bp.merchant_customer_id = ? AND bp.subscription_id IS NOT NULL AND (? IS NULL OR bp.subscription_id = ?) ORDER BY t.id DESC`,
    )
    .all(customerId, subscriptionId ?? null, subscriptionId ?? null) as Array<{
    id: number;
    amount_minor: number;
    currency: string;
    status: string;
    created_at: number;
    subscription_id: number;
    item_name: string;
    login: string | null;
  }>;
  return rows.map((row) => ({
    transactionId: row.id,
    subscriptionId: row.subscription_id,
    itemName: row.item_name,
    subscriberEmail: row.login ?? '',
    amount: formatMinor(row.amount_minor, row.currency),
    currencyCode: row.currency,
    status: row.status,
    createdAt: iso(row.created_at) ?? '',
  }));
}

// ---- Identity verification requests ------------------------------------------------------------------------------

/** Fee of one identity verification request, in minor units of the paying account's currency. */
export const IDENTITY_FEE_MINOR: Readonly<Record<string, number>> = { USD: 250, EUR: 230, GBP: 200, RON: 1150 };
const DEFAULT_IDENTITY_FEE_MINOR = 250;

function payingAccount(db: Database.Database, customerId: number, accountId: number): LedgerAccountRow {
  const account = db
    .prepare('SELECT * FROM ledger_accounts WHERE id = ? AND customer_id = ? AND status_id = 1')
    .get(accountId, customerId) as LedgerAccountRow | undefined;
  if (!account)
    throw new MerchantToolsError(400, 'Choose an account of the business', [
      { field: 'accountId', description: 'Choose an account of the business', code: 'accountUnknown' },
    ]);
  return account;
}

export function identityFee(
  db: Database.Database,
  customerId: number,
  accountId: number,
): { amount: string; currencyCode: string } {
  const account = payingAccount(db, customerId, accountId);
  return {
    amount: formatMinor(IDENTITY_FEE_MINOR[account.currency] ?? DEFAULT_IDENTITY_FEE_MINOR, account.currency),
    currencyCode: account.currency,
  };
}

interface IdentityRow {
  id: number;
  email: string;
  person_name: string;
  status: IdentityRequest['status'];
  fee_minor: number;
  currency: string;
  entry_id: number;
  created_at: number;
}

const toIdentity = (row: IdentityRow): IdentityRequest => ({
  id: row.id,
  email: row.email,
  personName: row.person_name,
  status: row.status,
  feeAmount: formatMinor(row.fee_minor, row.currency),
  currencyCode: row.currency,
  reference: `IDV-${row.entry_id}`,
  createdAt: iso(row.created_at) ?? '',
});

/** Books the fee (account -> the bank's fee income) and records the request; the person gets an e-mail. */
export function createIdentityRequest(
  db: Database.Database,
  customerId: number,
  input: { accountId: number; email: string; personName: string },
  nowMs: number,
): IdentityRequest {
  const account = payingAccount(db, customerId, input.accountId);
  const feeMinor = IDENTITY_FEE_MINOR[account.currency] ?? DEFAULT_IDENTITY_FEE_MINOR;
  return db.transaction(() => {
    let entryId: number;
    try {
      entryId = postEntry(db, {
        kind: 'identityVerificationFee',
        description: `Identity verification of ${input.email}`,
        createdAt: new Date(nowMs).toISOString(),
        postings: [
          { accountId: account.id, amountMinor: -feeMinor },
          {
            accountId: systemAccountId(db, feeIncomeAccountNumber(account.currency), account.currency),
            amountMinor: feeMinor,
          },
        ],
      });
    } catch {
      throw new MerchantToolsError(400, 'The account does not hold enough money for the fee', [
        {
          field: 'accountId',
          description: 'The account does not hold enough money for the fee',
          code: 'insufficientFunds',
        },
      ]);
    }
    const result = db
      .prepare(
        "INSERT INTO identity_verification_requests (customer_id, account_id, email, person_name, status, fee_minor, currency, entry_id, created_at) VALUES (?, ?, ?, ?, 'sent', ?, ?, ?, ?)",
      )
      .run(
        customerId,
        account.id,
        input.email.toLowerCase(),
        input.personName,
        feeMinor,
        account.currency,
        entryId,
        nowMs,
      );
    const merchant = findCustomer(db, customerId);
    sendMessage(db, nowMs, {
      to: input.email.toLowerCase(),
      channel: 'email',
      subject: `${merchant ? customerDisplayName(merchant) : 'A business'} asks you to verify your identity`,
      body: `Hello ${input.personName}, please verify your identity with a photo of your identity document and a selfie. The request is paid for.`,
    });
    return toIdentity(
      db
        .prepare('SELECT * FROM identity_verification_requests WHERE id = ?')
        .get(result.lastInsertRowid) as IdentityRow,
    );
  })();
}

export function listIdentityRequests(
  db: Database.Database,
  customerId: number,
  page: { number: number; size: number },
): { requests: IdentityRequest[]; total: number } {
  const rows = db
    .prepare('SELECT * FROM identity_verification_requests WHERE customer_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
    .all(customerId, page.size, (page.number - 1) * page.size) as IdentityRow[];
  const { total } = db
    .prepare('SELECT count(*) AS total FROM identity_verification_requests WHERE customer_id = ?')
    .get(customerId) as { total: number };
  return { requests: rows.map(toIdentity), total };
}

// ---- Reputation ---------------------------------------------------------------------------------------------------

export function reputation(
  db: Database.Database,
  customerId: number,
  email: string,
  page: { number: number; size: number },
) {
  const payer = customerByLogin(db, email.trim());
  const empty = {
    entries: [],
    total: 0,
    summary: { completed: 0, declined: 0, cancelledSubscriptions: 0, knownCustomer: false },
  };
  if (!payer) return empty;
  const where =
    'FROM button_payments bp JOIN p2p_transfers t ON t.id = bp.transfer_id JOIN merchant_buttons b ON b.id = bp.button_id WHERE bp.merchant_customer_id = ? AND t.from_customer_id = ?';
  const rows = db
    .prepare(
      `SELECT t.id, t.amount_minor, t.currency, t.status, t.created_at, b.item_name ${where} ORDER BY t.id DESC LIMIT ? OFFSET ?`,
    )
    .all(customerId, payer.id, page.size, (page.number - 1) * page.size) as Array<{
    id: number;
    amount_minor: number;
    currency: string;
    status: string;
    created_at: number;
    item_name: string;
  }>;
  const counts = db
    .prepare(
      `SELECT count(*) AS total, sum(t.status = 'completed') AS completed, sum(t.status = 'declined') AS declined ${where}`,
    )
    .get(customerId, payer.id) as { total: number; completed: number | null; declined: number | null };
  const { cancelled } = db
    .prepare(
      "SELECT count(*) AS cancelled FROM subscriptions WHERE merchant_customer_id = ? AND subscriber_customer_id = ? AND status = 'cancelled'",
    )
    .get(customerId, payer.id) as { cancelled: number };
  return {
    entries: rows.map((row) => ({
      transactionId: row.id,
      itemName: row.item_name,
      amount: formatMinor(row.amount_minor, row.currency),
      currencyCode: row.currency,
      status: row.status,
      createdAt: iso(row.created_at) ?? '',
    })),
    total: counts.total,
    summary: {
      completed: counts.completed ?? 0,
      declined: counts.declined ?? 0,
      cancelledSubscriptions: cancelled,
      knownCustomer: true,
    },
  };
}

// ---- Payment notifications (IPN) ----------------------------------------------------------------------------------

export function ipnMessage(db: Database.Database, customerId: number, id: number): IpnAttempt {
  const row = db
    .prepare('SELECT transfer_id FROM ipn_attempts WHERE id = ? AND merchant_customer_id = ?')
    .get(id, customerId) as { transfer_id: number } | undefined;
  const attempt = row
    ? listIpnAttempts(
        db,
        { merchantCustomerId: customerId, transferId: row.transfer_id },
        { number: 1, size: 50 },
      ).attempts.find((item) => item.id === id)
    : undefined;
  if (!attempt) throw notFound('Notification');
  return attempt;
}

export function confirmIpnMessage(db: Database.Database, customerId: number, id: number, nowMs: number): IpnAttempt {
  ipnMessage(db, customerId, id);
  db.prepare('UPDATE ipn_attempts SET confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?').run(nowMs, id);
  return ipnMessage(db, customerId, id);
}
