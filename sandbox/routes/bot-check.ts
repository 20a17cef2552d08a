/**
 * The sandbox bot-check service (outside the bank API contract, like a captcha vendor's endpoints):
 * `POST /sandbox/bot-check/challenge` `{ siteKey }` -> `{ challengeId, a, b, expiresAt }`;
 * `POST /sandbox/bot-check/verify` `{ challengeId, answer }` -> `{ token }`, or 422 `{ message, reason }`.
 */
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SandboxContext } from '../context';
import { createChallenge, SANDBOX_SITE_KEY, solveChallenge } from '../domain/bot-check';
import { jsonResponse } from './contract';
import type { SandboxEnv } from './env';

const challengeInput = z.object({ siteKey: z.string().check(z.minLength(1), z.maxLength(200)) });
const verifyInput = z.object({
  challengeId: z.string().check(z.minLength(1), z.maxLength(200)),
  answer: z.string().check(z.maxLength(20)),
});

const REASONS = {
  unknown: 'This check is unknown. Start a new one.',
  expired: 'This check has expired. Start a new one.',
  wrong: 'That answer is not right. Try a new check.',
  used: 'This check was already answered. Start a new one.',
} as const;

async function body(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return null;
  }
}

export function registerBotCheckRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  app.post('/sandbox/bot-check/challenge', async (c) => {
    const parsed = challengeInput.safeParse(await body(c.req.raw));
    if (!parsed.success) return jsonResponse({ message: 'Send { siteKey }' }, 400);
    if (parsed.data.siteKey !== SANDBOX_SITE_KEY)
      return jsonResponse({ message: `Unknown site key; the sandbox uses '${SANDBOX_SITE_KEY}'` }, 400);
    return jsonResponse(createChallenge(context, parsed.data.siteKey));
  });

  app.post('/sandbox/bot-check/verify', async (c) => {
    const parsed = verifyInput.safeParse(await body(c.req.raw));
    if (!parsed.success) return jsonResponse({ message: 'Send { challengeId, answer }' }, 400);
    const result = solveChallenge(context, parsed.data.challengeId, parsed.data.answer);
    if (!result.ok) return jsonResponse({ message: REASONS[result.reason], reason: result.reason }, 422);
    return jsonResponse({ token: result.token });
  });
}
