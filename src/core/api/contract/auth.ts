/** Auth service (spec 1 section 7, "Auth service"): login flows, tokens, devices. */
import * as z from 'zod/mini';
import { rest } from './define';
import { emptyRequest, emptyResponse, pkceString } from './common';
import { BRAND_IDS } from '../../brand/brand-ids';

// The session's own calls live in tokens.ts, so that widgets, which need only them, do not load the sign-in schemas.
export { logout, refresh, token, tokenPairSchema, tokenRequestSchema, type TokenPair } from './tokens';

export const AUTH_FLOWS = ['simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms'] as const;
export const authFlowSchema = z.enum(AUTH_FLOWS);
export type AuthFlow = z.infer<typeof authFlowSchema>;

export const deviceTypeSchema = z.enum(['android', 'ios']);

/** Auth device (spec 1 section 3). */
export const authDeviceSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  code: z.optional(z.string()),
  type: deviceTypeSchema,
  name: z.string(),
  location: z.optional(z.nullable(z.string())),
  lastActivityAt: z.optional(z.nullable(z.string())),
  secret: z.optional(z.nullable(z.string())),
  pushToken: z.optional(z.nullable(z.string())),
});
export type AuthDevice = z.infer<typeof authDeviceSchema>;

export const migrationSchema = z.looseObject({
  req: z.enum(['none', 'soft', 'strict']),
  daysLeft: z.optional(z.nullable(z.number())),
  devices: z.optional(z.array(authDeviceSchema)),
  tmpJwt: z.optional(z.nullable(z.string())),
  strat: z.optional(z.nullable(z.enum(['migrate', 'enable']))),
});
export type Migration = z.infer<typeof migrationSchema>;

export const loginRequestSchema = z.object({
  client: z.enum(['spa', 'sei']),
  username: z.email(),
  password: z.nullable(z.string()),
  codeChallenge: pkceString,
  secret: z.optional(z.string()),
  pushToken: z.optional(z.string()),
  /**
   * The brand the sign-in is for (the client's identity): the session gets its idle limit (brand.json
   * `idleTimeoutMinutes`). Without it the server's default applies.
   */
  brand: z.optional(z.enum(BRAND_IDS)),
  /** A solved bot check, required after a few failed sign-ins (the server answers `botCheckRequired` until sent). */
  botCheckToken: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
  /**
   * Client 'sei': the partner page (an http(s) origin) the code is for, when no browser sets `Origin` (a mobile
   * shell's native sign-in). The code is bound to it: `/auth/token` takes it on that page or in the bank's frame there.
   */
  origin: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.looseObject({
  authFlow: authFlowSchema,
  accessToken: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
  code: z.optional(z.string()),
  tmpJwt: z.optional(z.string()),
  devices: z.optional(z.array(authDeviceSchema)),
  /** Deeplink for a QR code (push flow). */
  link: z.optional(z.string()),
  userId: z.optional(z.union([z.string(), z.number()])),
  /** Masked phone number (sms flow). */
  phoneNumber: z.optional(z.string()),
  /** Two digits that prefix the SMS code, so the user can match the message (sms flow). */
  smsIdentifier: z.optional(z.string()),
  migration: z.optional(migrationSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const login = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/login',
  summary: 'Start a sign-in; returns the flow to follow (simple returns tokens at once).',
  auth: 'none',
  request: loginRequestSchema,
  response: loginResponseSchema,
});

export const loginConfirm = rest({
  service: 'auth',
  httpMethod: 'PUT',
  path: '/auth/login/:key/confirm',
  summary: 'Confirm a pending device-verification login with the code sent by e-mail.',
  auth: 'none',
  request: z.object({ key: z.string(), confirmationCode: z.string().check(z.minLength(1)) }),
  response: z.boolean(),
});

export const pushResend = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/push/re-send',
  summary: 'Send the push approval request of a pending login to the linked devices again.',
  auth: 'none',
  request: z.object({ code: z.string().check(z.minLength(1)) }),
  response: emptyResponse,
});

export const scpRequest = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/scp/request',
  summary: 'Request a deeplink that links a secure device (push approvals) to the account.',
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({ deeplink: z.string() }),
});

export const storesUrlsSend = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/stores-urls/send',
  summary: 'Text the mobile app store links to a phone number.',
  auth: 'none',
  request: z.object({ phoneNumber: z.string().check(z.minLength(5)) }),
  response: emptyResponse,
});

export const devicesList = rest({
  service: 'auth',
  httpMethod: 'GET',
  path: '/auth/devices',
  summary: "List the user's linked devices.",
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({ devices: z.array(authDeviceSchema) }),
});

export const deviceCreate = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/devices',
  summary: 'Link a new device.',
  auth: 'bearer',
  request: z.object({
    name: z.string().check(z.minLength(1)),
    code: z.string().check(z.minLength(1)),
    type: deviceTypeSchema,
  }),
  response: authDeviceSchema,
});

export const deviceDelete = rest({
  service: 'auth',
  httpMethod: 'DELETE',
  path: '/auth/devices/:deviceId',
  summary: 'Unlink a device.',
  auth: 'bearer',
  request: z.object({ deviceId: z.string() }),
  response: emptyResponse,
});

/** Two-step verification (spec 1 section 7, "Two-step"). */
export const twoStepStart = rest({
  service: 'twoStep',
  httpMethod: 'POST',
  path: '/customer/two-step-verification',
  summary: 'Start switching the two-step verification mode; a code goes out by the chosen channel.',
  auth: 'bearer',
  request: z.object({ mode: z.optional(z.enum(['push', 'sms'])), typeMode: z.optional(z.string()) }),
  response: z.looseObject({ reqId: z.string() }),
});

export const twoStepConfirm = rest({
  service: 'twoStep',
  httpMethod: 'POST',
  path: '/customer/two-step-verification/:reqId/confirm',
  summary: 'Confirm the two-step verification change with the code; may return new tokens.',
  auth: 'bearer',
  /** Without a request id there is nothing to confirm (spec 2 section 5: 'Not Operation Id, Fail Operation'). */
  request: z.object({ reqId: z.string().check(z.minLength(1)), code: z.string().check(z.minLength(1)) }),
  response: z.looseObject({ accessToken: z.optional(z.string()), refreshToken: z.optional(z.string()) }),
});

/**
 * External authorize flow (spec 1 section 7, `/auth/sei/authorize`): a widget on another site asks the signed-in
 * portal user for a session. The portal's `auth/sei` page starts an authorization for the widget's origin and PKCE
 * challenge, shows the user who asks, and on approval receives a one-time code that it hands to the widget by
 * `postMessage` (to that exact origin). The widget exchanges the code with its verifier at `/auth/token`.
 */
export const seiAuthorizationSchema = z.looseObject({
  authorizationId: z.string().check(z.minLength(1)),
  /** The requesting site's origin, as it will receive the code. */
  origin: z.string(),
  /** The registered partner's display name, for the consent screen. */
  partnerName: z.optional(z.string()),
  status: z.enum(['pending', 'approved', 'declined', 'expired']),
  /** The portal page that decides this authorization. */
  authorizeUrl: z.string(),
  expiresAt: z.string(),
});
export type SeiAuthorization = z.infer<typeof seiAuthorizationSchema>;

export const seiAuthorize = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/sei/authorize',
  summary: "Start an external authorization for a widget's origin and PKCE challenge; the signed-in user decides it.",
  auth: 'bearer',
  request: z.object({
    /** The requesting page's origin (scheme, host, port): where the code may go. */
    origin: z.url({ protocol: /^https?$/ }),
    codeChallenge: pkceString,
    /**
     * The widget runs in a frame of the portal on `origin`'s page (isolation mode): `origin` must still be a registered
     * partner, and the code is bound to the origin this request comes from (the portal's), where the frame exchanges it.
     */
    embedded: z.optional(z.boolean()),
    /** The brand whose portal asks (the client's identity): `origin` must be a partner registered for it. */
    brand: z.enum(BRAND_IDS),
  }),
  response: seiAuthorizationSchema,
});

export const seiAuthorizeDecide = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/sei/authorize/:authorizationId',
  summary:
    'Approve (returns a one-time code for /auth/token with the PKCE verifier) or decline an external authorization.',
  auth: 'bearer',
  request: z.object({ authorizationId: z.string().check(z.minLength(1)), approve: z.boolean() }),
  response: z.looseObject({ status: z.enum(['approved', 'declined']), code: z.optional(z.string()) }),
});
