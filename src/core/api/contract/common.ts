/** Field schemas shared by several operation families. */
import * as z from 'zod/mini';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from '../../validation/free-text';

export { INVISIBLE_CHARACTERS_MESSAGE };

/** Letters, digits and `- . _ ~`: the PKCE verifier and challenge alphabet (spec 1 section 3). */
export const PKCE_CHARSET_PATTERN = /^[A-Za-z0-9\-._~]+$/;

/** PKCE verifier or challenge: 43 to 128 characters of the PKCE charset. */
export const pkceString = z.string().check(z.minLength(43), z.maxLength(128), z.regex(PKCE_CHARSET_PATTERN));

/** A decimal amount. The wire may carry it as a numeric string; the client normaliser turns it into a number. */
export const amount = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]);

export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

/** An ISO 3166-1 alpha-2 country code, as the forms and the sandbox check it. */
export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'A two-letter country code' }));

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date as YYYY-MM-DD' }));

export const isoDateTime = z.string();

/** The state or province of an address (a code of statesGet); a country without states has none. */
export const addressStateCode = z.optional(z.string().check(z.maxLength(10)));

/** An id the wire carries as a number or as text (accounts, transactions, batches, cards ...). */
export const looseId = z.union([z.number(), z.string()]);
export const accountId = looseId;
export const transactionId = looseId;

/**
 * A text the response normaliser may have turned into a number: it turns digit strings into numbers except under the
 * keys it knows to be text, so a registration number, tax id, phone number, note or subject that is only digits
 * ("12345") arrives as a number. Read back as the string it was.
 */
export const wireText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

/** The request of a dictionary: its entries are named in `language` (else the request's language). */
export const dictionaryRequest = z.object({ language: z.optional(z.string()) });

export const emptyRequest = z.object({});

export const emptyResponse = z.looseObject({});

/**
 * A person's name as the bank keeps it: letters of any script and their marks, then also spaces, apostrophes,
 * hyphens and dots. Digits, markup (`<img ...>`) and control characters are refused by the server, whatever the
 * browser checked.
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’. -]*$/u;
export const PERSON_NAME_MAX = 50;
export const personNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(PERSON_NAME_MAX),
    z.regex(PERSON_NAME_PATTERN, { error: 'Use letters, spaces, apostrophes, hyphens and dots only' }),
  );

/**
 * The name of an uploaded file as it may be shown: the last path segment only (a browser or client may send
 * `C:\\fakepath\\x.pdf` or `../../x.pdf`), without control and format characters, which include the bidi overrides
 * (U+202E turns `invoice\u202Efdp.exe` into what reads as `invoiceexe.pdf`), whitespace runs collapsed, at most 200
 * characters. The server keeps the name as sent only as data; every screen shows this one.
 */
export function displayFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

export interface FreeTextOptions {
  /** Newline, carriage return and tab are allowed (notes, messages). */
  multiline?: boolean;
  /** Trim the text before the checks (the stored text is the trimmed one). */
  trim?: boolean;
  /** At least this many characters (after trimming); 0 when absent. */
  min?: number;
}

/**
 * Free text the other party sees (src/core/validation/free-text.ts): at most `max` characters and no invisible
 * control or formatting characters (bidi overrides, zero-width spaces ...). Refused, never cut or stripped, so the
 * sandbox answers a field error the portal shows at the field.
 */
export function visibleText(max: number, options: FreeTextOptions = {}) {
  const multiline = options.multiline ?? false;
  const min = options.min ?? 0;
  return z.string().check(
    // Before trimming (String.prototype.trim drops U+FEFF), and alone: the field shows this problem first.
    z.refine((text: string) => !hasInvisibleCharacters(text, multiline), {
      error: INVISIBLE_CHARACTERS_MESSAGE,
      abort: true,
    }),
    ...(options.trim ? [z.trim()] : []),
    ...(min > 0 ? [z.minLength(min)] : []),
    z.maxLength(max),
  );
}
