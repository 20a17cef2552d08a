/**
 * What a signed-in widget adds to its element contract: the `code`, `code-verifier` and `portal-origin` attributes,
 * the `getSession` property and the session events. Spread them into `defineWidget()`'s options.
 */
import * as z from 'zod/mini';
import type { SessionEndReason } from '../../../core/auth/session-manager';
import { walletEvent, type WalletEvent } from '../widget-events';
import type { GetSession } from './widget-session';

/**
 * The PKCE alphabet, as contract/common.ts's PKCE_CHARSET_PATTERN (session-gate.test.ts checks they agree). Written
 * here so that an element's first download (the storefront's pay button checks these attributes before any click)
 * does not pull in the API layer's chunk for one pattern.
 */
export const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]+$/;

const VERIFIER_ERROR = 'the PKCE verifier of the code: 43 to 128 letters, digits and - . _ ~';

export const sessionAttributes = {
  /** One-time code handed over by a mobile shell; exchanged (with `code-verifier`) when the element starts. */
  code: z.optional(z.string().check(z.minLength(1, { error: 'the one-time code handed over by the app' }))),
  /** The PKCE verifier that goes with `code`. */
  'code-verifier': z.optional(
    z
      .string()
      .check(
        z.minLength(43, { error: VERIFIER_ERROR }),
        z.maxLength(128, { error: VERIFIER_ERROR }),
        z.regex(VERIFIER_PATTERN, { error: VERIFIER_ERROR }),
      ),
  ),
  /** Origin of the portal whose sign-in page the popup opens; defaults to the environment's portal. */
  'portal-origin': z.optional(
    z.url({ protocol: /^https?$/, error: 'an http(s) origin such as http://127.0.0.1:5173' }).check(
      z.refine((value) => new URL(value).pathname === '/', {
        error: 'an origin without a path, such as http://127.0.0.1:5173',
      }),
    ),
  ),
};

export interface SessionAttributeValues {
  code?: string | undefined;
  'code-verifier'?: string | undefined;
  'portal-origin'?: string | undefined;
}

export const sessionProperties = {
  /**
   * The host's session callback: resolves `{ accessToken, refreshToken }`, `{ code, codeVerifier }` or null. Called
   * when the element starts and again when a session ends.
   */
  // A refine on unknown rather than z.custom: the same check without loading zod's custom type into every page's runtime.
  getSession: z.unknown().check(
    z.refine((value) => typeof value === 'function', {
      error: 'a function returning a session (or a promise of one)',
    }),
  ) as z.ZodMiniType<GetSession>,
};

export interface SessionPropertyValues {
  getSession?: GetSession | undefined;
}

export interface AuthRequiredDetail {
  /** The portal whose sign-in page the element would open. */
  portalOrigin: string;
}

export interface SessionExpiredDetail {
  reason: SessionEndReason;
}

export const sessionEvents = {
  /**
   * No session was found: the element is about to offer its sign-in button. Cancel it (`preventDefault()`) when the
   * host signs the user in itself and then sets `code` + `code-verifier` or `getSession`.
   */
  'wallet-auth-required': walletEvent<AuthRequiredDetail>({ cancelable: true }),
  /** The user's session ended (refresh refused, signed out elsewhere); the element asks for a sign-in again. */
  'wallet-session-expired': walletEvent<SessionExpiredDetail>(),
};

declare global {
  interface GlobalEventHandlersEventMap {
    'wallet-auth-required': WalletEvent<'wallet-auth-required', AuthRequiredDetail>;
    'wallet-session-expired': WalletEvent<'wallet-session-expired', SessionExpiredDetail>;
  }
}
