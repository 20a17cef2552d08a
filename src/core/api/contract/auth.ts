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

/**
 * A device the customer added waits for their approval (`pending`) before it receives push approvals or signs in
 * with its secret; an approved one is linked (docs/decisions.md, "Device approval").
 */
export const DEVICE_STATUSES = ['pending', 'approved'] as const;
export const deviceStatusSchema = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

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
  status: z.optional(deviceStatusSchema),
});
export type AuthDevice = z.infer<typeof authDeviceSchema>;

const devicesAnswer = z.looseObject({ devices: z.array(authDeviceSchema) });
/** A device's id in a path: digits. */
const deviceId = z.string().check(z.regex(/^\d+$/));
/** The way a device is approved (deviceApproveMethodsGet). */
const methodId = z.string().check(z.minLength(1));

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
  summary: "List the user's devices: the linked ones and those added but still waiting for approval (`status`).",
  auth: 'bearer',
  request: emptyRequest,
  response: devicesAnswer,
});

/** The code the mobile app shows when it is added by hand: letters and digits, 4 to 32 (spec 1 section 5). */
export const deviceCreateRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  code: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,32}$/)),
  type: deviceTypeSchema,
});
export type DeviceCreateRequest = z.infer<typeof deviceCreateRequestSchema>;

export const deviceCreate = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/devices',
  summary: 'Add a device by the code its app shows; it waits for approval (pending) until the customer approves it.',
  auth: 'bearer',
  request: deviceCreateRequestSchema,
  response: authDeviceSchema,
});

/** A way to approve a new device: a one-time code sent to the e-mail or phone on file. */
export const deviceApproveMethodSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.enum(['email', 'sms']),
  /** Where the code goes, masked. */
  destination: z.string(),
});
export type DeviceApproveMethod = z.infer<typeof deviceApproveMethodSchema>;

// Registered before `GET /auth/devices/:deviceId`, whose parameter would otherwise take 'approve-methods'.
export const deviceApproveMethodsGet = rest({
  service: 'auth',
  httpMethod: 'GET',
  path: '/auth/devices/approve-methods',
  summary: 'The ways the user can approve a new device (a code by e-mail, or by SMS when a phone is on file).',
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({ methods: z.array(deviceApproveMethodSchema) }),
});

export const deviceGet = rest({
  service: 'auth',
  httpMethod: 'GET',
  path: '/auth/devices/:deviceId',
  summary: "One of the user's devices, with its status.",
  auth: 'bearer',
  request: z.object({ deviceId }),
  response: authDeviceSchema,
});

export const deviceApprovalStart = rest({
  service: 'auth',
  httpMethod: 'POST',
  path: '/auth/devices/:deviceId/approve',
  summary:
    'Start approving a pending device: a one-time code goes out by the chosen method (a new one replaces the old).',
  auth: 'bearer',
  request: z.object({ deviceId, methodId }),
  response: z.looseObject({ methodId: z.string(), destination: z.string(), expiresAt: z.string() }),
});

export const deviceApprovalConfirm = rest({
  service: 'auth',
  httpMethod: 'PATCH',
  path: '/auth/devices/:deviceId/approve/:methodId',
  summary: 'Approve a pending device with the code sent by the method; the device is linked from then on.',
  auth: 'bearer',
  request: z.object({
    deviceId,
    methodId,
    code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
  }),
  response: authDeviceSchema,
});

export const deviceDelete = rest({
  service: 'auth',
  httpMethod: 'DELETE',
  path: '/auth/devices/:deviceId',
  summary: 'Remove a device, linked or still pending (declining a device the user did not add).',
  auth: 'bearer',
  request: z.object({ deviceId: z.string() }),
  response: emptyResponse,
});

/** The device API (spec 1 section 7): the linked devices, those that receive push approvals. */
export const linkedDevicesGet = rest({
  service: 'auth',
  httpMethod: 'GET',
  path: '/device-api/device',
  summary: 'The linked (approved) devices: those that receive push approvals and may sign in with their secret.',
  auth: 'bearer',
  request: emptyRequest,
  response: devicesAnswer,
});

export const linkedDeviceDelete = rest({
  service: 'auth',
  httpMethod: 'DELETE',
  path: '/device-api/device/:deviceId',
  summary: 'Unlink a linked device: it stops receiving push approvals and its secret stops signing in.',
  auth: 'bearer',
  request: z.object({ deviceId }),
  response: emptyResponse,
});

/** Two-step verification (spec 1 section 7, "Two-step"). */
export const twoStepStart = rest({
  service: 'twoStep',
  httpMethod: 'POST',
  path: '/customer/two-step-verification',
  summary:
    "Start switching the two-step verification mode; a code goes out by the chosen channel. `typeMode: 'none'` turns it off where the session's brand allows it (brand.json twoStepOffAllowed; else 403 twoStepOffNotAllowed), confirmed by a code sent the way the current mode sends them.",
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

export const seiAuthorizationGet = rest({
  service: 'auth',
  httpMethod: 'GET',
  path: '/auth/sei/authorize',
  summary:
    "One of the signed-in user's external authorizations, by id (the authorize page after a reload resumes it instead of starting another). Another user's, or an unknown id, is 404.",
  auth: 'bearer',
  request: z.object({ authorizationId: z.string().check(z.minLength(1), z.maxLength(64)) }),
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
