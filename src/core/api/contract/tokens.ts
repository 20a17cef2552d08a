/**
 * The token calls of the auth service (spec 1 section 7): the code exchange, refresh and logout. Apart from the rest
 * of auth.ts so that a signed-in widget, which needs only these, does not carry the sign-in flows' schemas.
 */
import * as z from 'zod/mini';
import { rest } from './define';
import { emptyResponse, pkceString } from './common';

export const tokenPairSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const tokenRequestSchema = z.union([
  z.object({
    code: z.string().check(z.minLength(1)),
    codeVerifier: pkceString,
    otp: z.optional(z.string()),
    /**
     * Sent by the bank's frame (isolation mode): the partner page it is in. A code a page hands to the frame must have
     * been issued for that page (client 'sei' with its origin), or the exchange is refused.
     */
    embeddedIn: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
  }),
  z.object({ secret: z.string().check(z.minLength(1)) }),
]);

export const token = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/token',
  summary: 'Second token step: exchange the login code and PKCE verifier (plus the one-time password for otp and sms).',
  auth: 'none',
  request: tokenRequestSchema,
  response: tokenPairSchema,
});

export const refresh = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/refresh',
  summary: 'Rotate the refresh token; reusing a rotated token revokes the whole token family.',
  auth: 'none',
  request: z.object({ refreshToken: z.string().check(z.minLength(1)) }),
  response: tokenPairSchema,
});

export const logout = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/logout',
  summary: 'Revoke the refresh token family of this session.',
  auth: 'bearer',
  request: z.object({ refreshToken: z.string() }),
  response: emptyResponse,
});
