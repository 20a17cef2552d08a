/**
 * Sandbox control endpoints (outside the contract): outbox, device approvals, fault injection, reset, config,
 * call statistics, health, and a way to push a realtime notification.
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { NOTIFICATION_SEVERITIES } from '../../src/core/api/contract/realtime';
import type { SandboxContext } from '../context';
import { findLoginKey, isOpen, pendingPushLogins, setStatus } from '../domain/login-keys';
import { decidePush, pendingPushTransfers } from '../domain/p2p-transfers';
import { notifyUser } from '../domain/news-notifications';
import { listMessages } from '../domain/outbox';
import { findUserByEmail } from '../domain/users';
import { DEMO_PASSWORD } from '../db/seed';
import { SCHEMA_VERSION } from '../db/migrations';
import { PAGE_CSP, STYLESHEET } from '../pages/html';
import { devicePage, homePage, outboxPage } from '../pages/pages';
import { jsonResponse, readJsonBody } from './contract';
import { transferFollowers } from './invoices';
import type { SandboxEnv } from './env';
import { parseFault } from './faults';
import { describeIssues, summarise } from './validation';

export interface ControlOptions {
  /** Restores the seed and clears outbox, faults, stats and config overrides. */
  reset(): void;
  startedAt: number;
}

export function wantsJson(c: Context<SandboxEnv>): boolean {
  const format = c.req.query('format');
  if (format) return format === 'json';
  return (c.req.header('accept') ?? '').includes('application/json');
}

export function page(body: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': PAGE_CSP,
      'x-content-type-options': 'nosniff',
    },
  });
}

const notJson = () => jsonResponse({ message: 'Request body is not valid JSON' }, 400);

const configSchema = z.object({
  accessTokenTtlSeconds: z.optional(z.int().check(z.gte(1), z.lte(86_400))),
  ipCountryCode: z.optional(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/)))),
  allowPrivateUrls: z.optional(z.boolean()),
  sessionIdleSeconds: z.optional(z.int().check(z.gte(1), z.lte(86_400))),
  sessionLifetimeSeconds: z.optional(z.int().check(z.gte(1), z.lte(7 * 86_400))),
});

const idleSchema = z.object({ seconds: z.int().check(z.gte(1), z.lte(7 * 86_400)) });

const notificationInputSchema = z.object({
  to: z.email(),
  type: z.string().check(z.minLength(1)),
  severity: z.optional(z.enum(NOTIFICATION_SEVERITIES)),
  title: z.optional(z.string()),
  message: z.optional(z.string()),
  transactionId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  data: z.optional(z.record(z.string(), z.unknown())),
});

function invalid(input: unknown, issues: readonly z.core.$ZodIssue[]): Response {
  const validationErrors = describeIssues(issues, input);
  return jsonResponse({ message: summarise(validationErrors), validationErrors }, 400);
}

export function registerControlRoutes(app: Hono<SandboxEnv>, context: SandboxContext, options: ControlOptions): void {
  const { db } = context;

  app.get('/', (c) => c.redirect('/sandbox', 302));

  app.get('/sandbox', () => {
    const users = db
      .prepare(
        `SELECT u.email, u.auth_flow, u.migration_req, u.is_admin, c.customer_type, c.business_name, c.verified, c.limited, c.is_merchant
         FROM users u JOIN customers c ON c.id = u.customer_id ORDER BY u.id`,
      )
      .all() as {
      email: string;
      auth_flow: string;
      migration_req: string;
      is_admin: number;
      customer_type: number;
      business_name: string | null;
      verified: number;
      limited: number;
      is_merchant: number;
    }[];
    return page(
      homePage(
        users.map((user) => ({
          email: user.email,
          flow: user.migration_req === 'none' ? user.auth_flow : `${user.auth_flow}, ${user.migration_req} migration`,
          role: [
            user.is_admin ? 'admin' : user.customer_type === 2 ? `business (${user.business_name ?? ''})` : 'personal',
            user.is_merchant ? 'merchant' : null,
            user.verified ? null : 'unverified',
            user.limited ? 'limited' : null,
          ]
            .filter(Boolean)
            .join(', '),
        })),
        DEMO_PASSWORD,
      ),
    );
  });

  app.get(
    '/sandbox/assets/sandbox.css',
    () => new Response(STYLESHEET, { headers: { 'content-type': 'text/css; charset=UTF-8' } }),
  );

  app.get('/sandbox/health', () =>
    jsonResponse({
      status: 'ok',
      schemaVersion: SCHEMA_VERSION,
      time: new Date(context.now()).toISOString(),
      uptimeMs: Date.now() - options.startedAt,
    }),
  );

  app.get('/sandbox/outbox', (c) => {
    const to = c.req.query('to')?.trim() || null;
    const messages = listMessages(db, { to });
    return wantsJson(c) ? jsonResponse({ messages }) : page(outboxPage(messages, to));
  });

  app.get('/sandbox/device', (c) => {
    const pending = pendingPushLogins(db, context.now());
    const transactions = pendingPushTransfers(db, context.now());
    return wantsJson(c)
      ? jsonResponse({ pending, transactions })
      : page(devicePage(pending, c.req.query('decided') ?? null, transactions));
  });

  // Push approvals of payments: the decision books (or declines) the transfer and reaches the payer over the websocket.
  app.post('/sandbox/device/transactions/:transactionId{[0-9]+}/:decision{approve|decline}', (c) => {
    const transactionId = Number(c.req.param('transactionId'));
    const approved = c.req.param('decision') === 'approve';
    const decided = decidePush(context, transactionId, approved, transferFollowers(context));
    if (wantsJson(c)) {
      return decided
        ? jsonResponse({ transactionId, status: decided.status })
        : jsonResponse({ message: 'No payment is waiting for this approval' }, 404);
    }
    return c.redirect(
      `/sandbox/device?decided=${decided ? (approved ? 'paymentApproved' : 'paymentDeclined') : 'gone'}`,
      303,
    );
  });

  app.post('/sandbox/device/:loginKey/:decision{approve|decline}', (c) => {
    const loginKey = c.req.param('loginKey');
    const approved = c.req.param('decision') === 'approve';
    const row = findLoginKey(db, loginKey);
    const waiting = row !== undefined && row.flow === 'push' && row.status === 'pending' && isOpen(row, context.now());
    if (waiting) {
      setStatus(db, loginKey, approved ? 'approved' : 'declined');
      context.realtime.loginDecided(loginKey, approved);
    }
    if (wantsJson(c)) {
      return waiting
        ? jsonResponse({ loginKey, status: approved ? 'approved' : 'declined' })
        : jsonResponse({ message: 'No push login is waiting for this key' }, 404);
    }
    return c.redirect(`/sandbox/device?decided=${waiting ? (approved ? 'approved' : 'declined') : 'gone'}`, 303);
  });

  app.get('/sandbox/faults', () => jsonResponse({ faults: context.faults.list() }));

  app.post('/sandbox/faults', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return notJson();
    const parsed = parseFault(body.value);
    if (!parsed.ok) return jsonResponse({ message: parsed.message }, 400);
    return jsonResponse({ fault: context.faults.add(parsed.fault) }, 201);
  });

  app.delete('/sandbox/faults', () => {
    context.faults.clear();
    return jsonResponse({ faults: [] });
  });

  app.delete('/sandbox/faults/:id{[0-9]+}', (c) =>
    context.faults.remove(Number(c.req.param('id')))
      ? jsonResponse({ faults: context.faults.list() })
      : jsonResponse({ message: 'No such fault' }, 404),
  );

  app.post('/sandbox/reset', () => {
    options.reset();
    return jsonResponse({ status: 'reset' });
  });

  app.get('/sandbox/config', () => jsonResponse({ config: context.config }));

  app.post('/sandbox/config', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return notJson();
    const parsed = configSchema.safeParse(body.value);
    if (!parsed.success) return invalid(body.value, parsed.error.issues);
    if (parsed.data.accessTokenTtlSeconds !== undefined)
      context.config.accessTokenTtlSeconds = parsed.data.accessTokenTtlSeconds;
    if (parsed.data.ipCountryCode !== undefined) context.config.ipCountryCode = parsed.data.ipCountryCode;
    if (parsed.data.allowPrivateUrls !== undefined) context.config.allowPrivateUrls = parsed.data.allowPrivateUrls;
    if (parsed.data.sessionIdleSeconds !== undefined)
      context.config.sessionIdleSeconds = parsed.data.sessionIdleSeconds;
    if (parsed.data.sessionLifetimeSeconds !== undefined)
      context.config.sessionLifetimeSeconds = parsed.data.sessionLifetimeSeconds;
    return jsonResponse({ config: context.config });
  });

  app.post('/sandbox/expire-access-tokens', () => {
    context.accessTokenGeneration += 1;
    return jsonResponse({ accessTokenGeneration: context.accessTokenGeneration });
  });

  // Idleness without waiting (e2e): every session's last activity moves `seconds` into the past, as if nobody had
  // called for that long, so the next call meets the server's idle limit exactly as after a real wait.
  app.post('/sandbox/idle-sessions', async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return notJson();
    const result = idleSchema.safeParse(parsed.value);
    if (!result.success) return invalid(parsed.value, result.error.issues);
    const moved = db
      .prepare('UPDATE token_families SET last_activity_at = COALESCE(last_activity_at, created_at) - ?')
      .run(result.data.seconds * 1000);
    return jsonResponse({ sessions: moved.changes });
  });

  app.get('/sandbox/stats', () => jsonResponse(context.stats.snapshot()));

  app.delete('/sandbox/stats', () => {
    context.stats.clear();
    return jsonResponse({});
  });

  app.post('/sandbox/notifications', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return notJson();
    const parsed = notificationInputSchema.safeParse(body.value);
    if (!parsed.success) return invalid(body.value, parsed.error.issues);
    const { to, severity, ...notification } = parsed.data;
    const user = findUserByEmail(db, to);
    if (!user) return jsonResponse({ message: `No user ${to}` }, 404);
    // Stored in the user's notification centre as well as pushed to the open sockets.
    const { notification: sent, delivered } = notifyUser(
      context,
      user.id,
      { severity: severity ?? 'info', ...notification },
      context.now(),
    );
    return jsonResponse({ delivered, notification: sent });
  });
}
