/**
 * Login history (spec 2 sections 3 and 7, "Login history"): the signed-in user's sign-ins, newest first, with
 * date filters and pages of 20 (spec 2 section 9). The spec names the request (fromDate, toDate, pageNumber,
 * pageSize) and the response (history, total) and an item's date; the other item fields are this product's
 * decision (docs/decisions.md, "Login history"): where from (IP, country), with what (user agent, client), how
 * (the login flow) and whether it succeeded, so a customer can spot a sign-in that was not theirs.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { pageFields } from './paging';

/** Page size of the login history (spec 2 section 9). */
export const LOGIN_HISTORY_PAGE_SIZE = 20;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date as YYYY-MM-DD' }));

export const LOGIN_RESULTS = ['success', 'failed'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** Why a sign-in failed, when it did. */
export const LOGIN_FAILURE_REASONS = ['password', 'code', 'declined'] as const;

export const loginHistoryItemSchema = z.looseObject({
  id: z.number(),
  /** When, as an ISO 8601 timestamp. */
  date: z.string(),
  result: z.enum(LOGIN_RESULTS),
  failureReason: z.optional(z.nullable(z.enum(LOGIN_FAILURE_REASONS))),
  /** The login flow (simple, otp, sms, push, ...); null when the password was already wrong. */
  authFlow: z.optional(z.nullable(z.string())),
  /** 'spa' (this portal), 'sei' (a partner's widget through the authorize page) or 'app' (the mobile app). */
  client: z.optional(z.nullable(z.string())),
  ip: z.string(),
  countryCode: z.optional(z.nullable(z.string())),
  userAgent: z.optional(z.nullable(z.string())),
});
export type LoginHistoryItem = z.infer<typeof loginHistoryItemSchema>;

export const loginHistoryGet = method({
  name: 'loginHistoryGet',
  summary:
    "The signed-in user's sign-ins (successful and failed), newest first, between two dates (inclusive, UTC days): one page and the total.",
  auth: 'bearer',
  request: z.object({
    fromDate: z.optional(isoDate),
    toDate: z.optional(isoDate),
    ...pageFields(100),
  }),
  response: z.looseObject({ history: z.array(loginHistoryItemSchema), total: z.number() }),
});
