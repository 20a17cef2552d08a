/**
 * The sandbox's bot check (provider 'sandbox'): a small sum served by `POST /sandbox/bot-check/challenge` and
 * answered at `POST /sandbox/bot-check/verify`, which returns a signed single-use token. The sandbox verifies the
 * token again when the registration arrives, so the check is server-side as a real captcha's is.
 */
import ky from 'ky';
import * as z from 'zod/mini';
import { BotCheckError, type BotCheckChallenge, type ChallengeBotCheckProvider } from './bot-check';

const challengeSchema = z.looseObject({ challengeId: z.string(), a: z.number(), b: z.number() });
const tokenSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
const failureSchema = z.looseObject({ reason: z.optional(z.string()), message: z.optional(z.string()) });

/** A question or a verdict that has not come in this time counts as the service being unavailable. */
const BOT_CHECK_TIMEOUT_MS = 15_000;

export function createSandboxBotCheck(options: {
  siteKey: string;
  origin: string;
  fetch?: typeof fetch | undefined;
}): ChallengeBotCheckProvider {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  /** One call through ky (the design's HTTP library); every status is read by the caller, nothing is retried. */
  async function post(path: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
    try {
      return await ky.post(`${options.origin}${path}`, {
        fetch: fetchImpl,
        headers: { Accept: 'application/json' },
        json: body,
        throwHttpErrors: false,
        retry: 0,
        timeout: BOT_CHECK_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new BotCheckError('unavailable', 'The bot check service cannot be reached');
    }
  }

  async function json(response: Response): Promise<unknown> {
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new BotCheckError('unavailable', 'The bot check service sent an unreadable answer');
    }
  }

  return {
    kind: 'challenge',
    id: 'sandbox',
    async newChallenge(signal) {
      const response = await post('/sandbox/bot-check/challenge', { siteKey: options.siteKey }, signal);
      const parsed = challengeSchema.safeParse(await json(response));
      if (!response.ok || !parsed.success)
        throw new BotCheckError('unavailable', 'The bot check service did not give a question');
      const challenge: BotCheckChallenge = { challengeId: parsed.data.challengeId, a: parsed.data.a, b: parsed.data.b };
      return challenge;
    },
    async answer(challengeId, answer, signal) {
      const response = await post('/sandbox/bot-check/verify', { challengeId, answer: answer.trim() }, signal);
      const body = await json(response);
      if (response.ok) {
        const parsed = tokenSchema.safeParse(body);
        if (parsed.success) return parsed.data.token;
        throw new BotCheckError('unavailable', 'The bot check service did not give a token');
      }
      const failure = failureSchema.safeParse(body);
      const reason = failure.success ? failure.data.reason : undefined;
      if (response.status === 422 && reason === 'wrong') throw new BotCheckError('wrongAnswer', 'Wrong answer');
      if (response.status === 422) throw new BotCheckError('expired', 'The question has expired');
      throw new BotCheckError('unavailable', `The bot check service answered HTTP ${response.status}`);
    },
  };
}
