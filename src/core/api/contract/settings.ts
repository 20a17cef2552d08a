/**
 * Account security and settings (spec 2 sections 2, 5, 7, 8; spec 1 sections 2 and 7): password change confirmed
 * with a code, pending terms, legal information and agreements, the payout blacklist and the IP whitelist.
 * Devices, two-step mode and secure-device linking are auth-service operations (auth.ts).
 */
import * as z from 'zod/mini';
import { method } from './define';
import { emptyRequest, emptyResponse, isoDateTime } from './common';
import { emailAddress } from './p2p';
import { passwordSchema } from './registration';

/** Where a confirmation code went: the channel and a masked address or number. */
const codeDeliverySchema = z.looseObject({
  channel: z.enum(['email', 'sms', 'otp']),
  /** Masked e-mail or phone number; absent for an authenticator code. */
  sentTo: z.optional(z.nullable(z.string())),
});

export const passwordChange = method({
  name: 'passwordChange',
  summary:
    "Starts a password change: checks the current password and the new one (twice, the brand's password rules), then sends a confirmation code by the " +
    "customer's approval mode (SMS for sms, authenticator for otp, e-mail otherwise) and returns the request key.",
  auth: 'bearer',
  request: z.object({
    password: z.string().check(z.minLength(1), z.maxLength(128)),
    passwordNew: passwordSchema,
    passwordNewRepeat: z.string().check(z.maxLength(128)),
  }),
  response: z.looseObject({ requestKey: z.string(), delivery: codeDeliverySchema }),
});

export const passwordChangeConfirm = method({
  name: 'passwordChangeConfirm',
  summary:
    "Confirms a password change with the code. Every other session of the user ends; the caller's session stays.",
  auth: 'bearer',
  request: z.object({
    requestKey: z.string().check(z.minLength(1), z.maxLength(64)),
    code: z.string().check(z.minLength(4), z.maxLength(12)),
  }),
  response: z.looseObject({ endedSessions: z.number() }),
});

export const termsAccept = method({
  name: 'termsAccept',
  summary: 'Records that the customer accepted pending terms (the ids a terms error returned).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    termsIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(20)),
  }),
  response: z.looseObject({ accepted: z.array(z.looseObject({ id: z.string(), acceptedAt: isoDateTime })) }),
});

export const agreementSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  version: z.string(),
  effectiveDate: z.string(),
  /** When the customer accepted this version; null when acceptance is not recorded. */
  acceptedAt: z.nullable(isoDateTime),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const legalInfoGet = method({
  name: 'legalInfoGet',
  summary: "The agreements in force for the customer, in the request's language, with when each was accepted.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ agreements: z.array(agreementSchema) }),
});

/** Where the bank publishes an agreement's PDF, on the API's origin; public documents, no token needed. */
export function agreementPdfPath(id: string): string {
  return `/legal/agreements/${encodeURIComponent(id)}.pdf`;
}

/** The terms of service every customer accepts (the public terms page links its PDF). */
export const SERVICE_TERMS_ID = 'terms-2025-03';

export const agreementDownload = method({
  name: 'agreementDownload',
  summary: 'A link to the PDF of one agreement (valid one hour).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.looseObject({ url: z.string() }),
});

/** Block types of the payout blacklist: every payment, person-to-person payments only, or global-transfer claims only. */
export const BLACKLIST_BLOCK_TYPES = ['all', 'p2p', 'globalTransfer'] as const;
export type BlacklistBlockType = (typeof BLACKLIST_BLOCK_TYPES)[number];

export const blacklistEntrySchema = z.looseObject({
  email: z.string(),
  blockType: z.enum(BLACKLIST_BLOCK_TYPES),
  created: isoDateTime,
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

export const blacklistList = method({
  name: 'blacklistList',
  summary: "The customer's payout blacklist: e-mail addresses that may not be paid from this customer's accounts.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ users: z.array(blacklistEntrySchema) }),
});

export const blacklistAdd = method({
  name: 'blacklistAdd',
  summary: 'Adds an e-mail address to the payout blacklist with a block type.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ email: emailAddress, blockType: z.enum(BLACKLIST_BLOCK_TYPES) }),
  response: emptyResponse,
});

export const blacklistDelete = method({
  name: 'blacklistDelete',
  summary: 'Removes an e-mail address from the payout blacklist.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ email: emailAddress }),
  response: emptyResponse,
});

const ipText = z.string().check(z.minLength(2), z.maxLength(45));
/** The whitelist's mode: 0 off (any address), 1 on (IP_ACCESS_MODES). */
const whitelistMode = z.union([z.literal(0), z.literal(1)]);

export const ipWhitelistEntrySchema = z.looseObject({
  id: z.number(),
  ip: z.string(),
  toIp: z.nullable(z.string()),
  created: isoDateTime,
});
export type IpWhitelistEntry = z.infer<typeof ipWhitelistEntrySchema>;

/** IP access mode: 0 any address, 1 only the listed addresses (spec 2 section 4). */
export const IP_ACCESS_MODES = { any: 0, listed: 1 } as const;

export const ipWhitelistGet = method({
  name: 'ipWhitelistGet',
  summary: "The IP whitelist, its mode (0 off, 1 on) and the caller's address as the bank sees it.",
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({
    mode: whitelistMode,
    entries: z.array(ipWhitelistEntrySchema),
    currentIp: z.string(),
  }),
});

export const ipWhitelistAdd = method({
  name: 'ipWhitelistAdd',
  summary: 'Adds a single address (ip) or an inclusive range (ip to toIp, same IP version, start not after end).',
  auth: 'bearer',
  request: z.object({ ip: ipText, toIp: z.optional(ipText) }),
  response: z.looseObject({ entry: ipWhitelistEntrySchema }),
});

export const ipWhitelistDelete = method({
  name: 'ipWhitelistDelete',
  summary: "Removes an entry. While the whitelist is on, the entry that lets the caller's address in cannot go.",
  auth: 'bearer',
  request: z.object({ id: z.number() }),
  response: emptyResponse,
});

export const ipWhitelistModeSet = method({
  name: 'ipWhitelistModeSet',
  summary:
    "Turns the whitelist on (1) or off (0). Turning it on is refused when the caller's own address is not listed.",
  auth: 'bearer',
  request: z.object({ enable: whitelistMode }),
  response: z.looseObject({ mode: whitelistMode }),
});
