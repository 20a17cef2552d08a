import { expect, type APIRequestContext } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';

/** Helpers that drive the sandbox's control endpoints, as a tester with the sandbox pages open would. */

export const DEMO_PASSWORD = 'Demo-pass-1';

export interface OutboxMessage {
  id: string | number;
  to: string;
  channel: 'email' | 'sms' | 'otp';
  subject?: string;
  body: string;
  code?: string | null;
  link?: string | null;
  createdAt: string;
}

export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${SANDBOX_ORIGIN}/sandbox/reset`);
  expect(response.ok()).toBe(true);
}

/** Solves a sandbox bot check over the API (asks for the sum, answers it) and returns its single-use token. */
export async function solvedBotCheck(request: APIRequestContext): Promise<string> {
  const challenge = await request.post(`${SANDBOX_ORIGIN}/sandbox/bot-check/challenge`, {
    data: { siteKey: 'sandbox' },
  });
  const { challengeId, a, b } = (await challenge.json()) as { challengeId: string; a: number; b: number };
  const verified = await request.post(`${SANDBOX_ORIGIN}/sandbox/bot-check/verify`, {
    data: { challengeId, answer: String(a + b) },
  });
  return ((await verified.json()) as { token: string }).token;
}

export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${SANDBOX_ORIGIN}/sandbox/outbox?format=json&to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages: OutboxMessage[] } | OutboxMessage[];
  return Array.isArray(body) ? body : body.messages;
}

/** Waits for the newest message to `to` on `channel` that carries a code, and returns the code. */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  channel: OutboxMessage['channel'],
): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const messages = await readOutbox(request, to);
      code = messages.find((message) => message.channel === channel && message.code)?.code;
      return code ?? null;
    })
    .not.toBeNull();
  return code as string;
}

/**
 * Runs `action` (the click that makes the bank send a code) and returns the code of a message that arrived after it,
 * never one sent earlier: `latestCode` right after a click can read the previous code while the request is still on
 * its way (seen on a loaded machine, where the confirmation then failed with the old code).
 */
export async function codeSentBy(
  request: APIRequestContext,
  to: string,
  channel: OutboxMessage['channel'],
  action: () => Promise<unknown>,
): Promise<string> {
  const earlier = new Set((await readOutbox(request, to)).map((message) => message.id));
  await action();
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const messages = await readOutbox(request, to);
      code = messages.find((message) => !earlier.has(message.id) && message.channel === channel && message.code)?.code;
      return code ?? null;
    })
    .not.toBeNull();
  return code as string;
}

export interface FaultRule {
  match: { method?: string; path?: string };
  status?: number;
  responseCode?: string;
  responseDescription?: string;
  latencyMs?: number;
  malformed?: boolean;
  drop?: boolean;
  /** The request is processed, then the connection drops before the answer arrives. */
  loseAnswer?: boolean;
  times?: number;
}

export async function addFault(request: APIRequestContext, fault: FaultRule): Promise<void> {
  const response = await request.post(`${SANDBOX_ORIGIN}/sandbox/faults`, { data: fault });
  expect(response.ok()).toBe(true);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${SANDBOX_ORIGIN}/sandbox/faults`);
  expect(response.ok()).toBe(true);
}

export async function sandboxStats(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(`${SANDBOX_ORIGIN}/sandbox/stats`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { calls?: Record<string, number> } & Record<string, unknown>;
  return (body.calls ?? body) as Record<string, number>;
}

/** Makes every access token issued so far invalid, as if they had all expired on the server. */
export async function expireAccessTokens(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${SANDBOX_ORIGIN}/sandbox/expire-access-tokens`);
  expect(response.ok()).toBe(true);
}
