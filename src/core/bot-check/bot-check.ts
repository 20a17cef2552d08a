/**
 * Bot check (captcha) for registration: each brand names a provider and a site key per environment
 * (`brandBotCheck`). The registration form asks a {@link BotCheckProvider} for a token and sends it as `captcha`;
 * the server verifies it. Two kinds of provider:
 *
 * - `challenge`: we render the question ourselves (accessible, translated, no third-party script). The sandbox's
 *   provider is one: a small sum whose answer the sandbox turns into a signed, single-use token.
 * - `widget`: the vendor draws its own widget into a container we give it (Turnstile, hCaptcha, reCAPTCHA).
 *
 * A brand plugs in another provider through {@link createBotCheckProvider}'s `providers` option.
 */
import type { BrandBotCheck } from '../brand/brand-schema';
import type { EnvironmentConfig } from '../brand/environments';
import { createSandboxBotCheck } from './sandbox-bot-check';
import { createScriptBotCheck } from './script-bot-check';

/** Why a token could not be had; the UI turns it into a translated message. */
export type BotCheckFailure = 'wrongAnswer' | 'expired' | 'unavailable';

export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';
  constructor(
    readonly reason: BotCheckFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A question we show; `a + b` for the sandbox's arithmetic check. */
export interface BotCheckChallenge {
  challengeId: string;
  a: number;
  b: number;
}

export interface ChallengeBotCheckProvider {
  readonly kind: 'challenge';
  readonly id: string;
  /** A fresh question. @throws BotCheckError('unavailable') when the service cannot be reached */
  newChallenge(signal?: AbortSignal): Promise<BotCheckChallenge>;
  /** The token for a right answer. @throws BotCheckError('wrongAnswer' | 'expired' | 'unavailable') */
  answer(challengeId: string, answer: string, signal?: AbortSignal): Promise<string>;
}

export interface BotCheckCallbacks {
  onToken(token: string): void;
  /** The token expired before it was used; the widget asks again by itself. */
  onExpired(): void;
  onError(error: BotCheckError): void;
}

export interface BotCheckHandle {
  /** Clears the widget for a new check (after the server refused or spent the token). */
  reset(): void;
  /** Removes the widget. */
  remove(): void;
}

export interface WidgetBotCheckProvider {
  readonly kind: 'widget';
  readonly id: string;
  /** Draws the vendor's widget into `container` in the given language. */
  mount(container: HTMLElement, language: string, callbacks: BotCheckCallbacks): BotCheckHandle;
}

export type BotCheckProvider = ChallengeBotCheckProvider | WidgetBotCheckProvider;

export type BotCheckProviderFactory = (config: BrandBotCheck, environment: EnvironmentConfig) => BotCheckProvider;

export interface CreateBotCheckOptions {
  environment: EnvironmentConfig;
  fetch?: typeof fetch;
  /** Providers by id, overriding or adding to the built-in ones (sandbox, turnstile, hcaptcha, recaptcha). */
  providers?: Readonly<Record<string, BotCheckProviderFactory>>;
}

/** The provider a brand's configuration names: a plugged-in one first, else the built-in one. */
export function createBotCheckProvider(config: BrandBotCheck, options: CreateBotCheckOptions): BotCheckProvider {
  const plugged = options.providers?.[config.provider];
  if (plugged) return plugged(config, options.environment);
  if (config.provider === 'sandbox') {
    return createSandboxBotCheck({
      siteKey: config.siteKey,
      // The bank's origin also in BFF mode, where apiBase is the portal's (environments.ts, botCheckOrigin).
      origin: options.environment.botCheckOrigin ?? new URL(options.environment.apiBase).origin,
      fetch: options.fetch,
    });
  }
  return createScriptBotCheck(config.provider, config.siteKey);
}
