/**
 * The support desk API (spec 3 section 7.5): its own base URL and its own bearer token. The bank session's token is
 * exchanged once for the desk's (`supportTokenIssue`, for the user and the acting customer; it ends with the bank
 * session); every other desk call carries the desk's token. The portal initialises support after login (spec 1
 * section 4, step 4): who the user is to the desk and, for business customers with one, their account manager (spec 3
 * section 6: "Business managers get a support account manager agent"). Tickets are in support-tickets.ts.
 */
import * as z from 'zod/mini';
import { rest } from './define';
import { positiveId } from './ids';

/**
 * How the desk's calls are made: on the support service with the desk's own token, for the customer of
 * `X-Customer-Id`.
 */
export const SUPPORT_DESK = { service: 'support', auth: 'supportToken', actingCustomerHeader: true } as const;

/** A desk id in a path or query (digits), or as a number. */
export const deskIdParam = z.union([z.string().check(z.regex(/^[1-9]\d{0,9}$/)), positiveId]);

export const supportProfileSchema = z.looseObject({
  /** The desk's contact id of the customer. */
  contactId: z.string(),
  name: z.string(),
  /** The address tickets are filed under: the company's support e-mail for business users, else the user's own. */
  email: z.string(),
  customerType: z.enum(['personal', 'business']),
  /** The customer's account manager at the bank, when it has one. */
  accountManagerId: z.nullable(z.number()),
});
export type SupportProfile = z.infer<typeof supportProfileSchema>;

export const supportAgentSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
});
export type SupportAgent = z.infer<typeof supportAgentSchema>;

/** How long a support desk token lives (seconds); the client asks for a new one before it ends or after a 401. */
export const SUPPORT_TOKEN_TTL_SECONDS = 15 * 60;

export const supportTokenSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(20)),
  tokenType: z.literal('Bearer'),
  /** Seconds the token is valid for. */
  expiresIn: z.number().check(z.int(), z.positive()),
});
export type SupportToken = z.infer<typeof supportTokenSchema>;

export const supportTokenIssue = rest({
  summary:
    "The support desk's own bearer token, given for the bank session's token: for the signed-in user and the customer of `X-Customer-Id`, valid `expiresIn` seconds and never beyond the bank session. Every other desk call takes only this token.",
  service: 'support',
  httpMethod: 'POST',
  path: '/auth/token',
  auth: 'bearer',
  actingCustomerHeader: true,
  request: z.object({}),
  response: supportTokenSchema,
});

export const supportMe = rest({
  ...SUPPORT_DESK,
  summary:
    "The acting customer's support desk profile: contact id, the e-mail tickets are filed under, and its account manager id.",
  httpMethod: 'POST',
  path: '/me',
  request: z.object({}),
  response: supportProfileSchema,
});

export const supportAgentGet = rest({
  summary: 'A support agent (an account manager): name, e-mail and phone.',
  service: 'support',
  httpMethod: 'GET',
  path: '/agents/:agentId',
  auth: 'supportToken',
  request: z.object({ agentId: deskIdParam }),
  response: supportAgentSchema,
});
