/** Field schemas shared by several operation families. */
import * as z from 'zod/mini';

/** Letters, digits and `- . _ ~`: the PKCE verifier and challenge alphabet (spec 1 section 3). */
export const PKCE_CHARSET_PATTERN = /^[A-Za-z0-9\-._~]+$/;

/** PKCE verifier or challenge: 43 to 128 characters of the PKCE charset. */
export const pkceString = z.string().check(z.minLength(43), z.maxLength(128), z.regex(PKCE_CHARSET_PATTERN));

/** A decimal amount. The wire may carry it as a numeric string; the client normaliser turns it into a number. */
export const amount = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]);

export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

export const isoDateTime = z.string();

export const emptyRequest = z.object({});

export const emptyResponse = z.looseObject({});
