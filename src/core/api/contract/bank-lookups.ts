/**
 * The bank lookups of payout forms (spec 2 section 7, "Lookups"): bank details for a SWIFT/BIC code or an IBAN, card
 * BIN information and the blocked BINs, the account behind an instant-payment key and the banks that take instant
 * payments. The claim asks them with its payment secret (global-claim.ts), a signed-in customer with a bearer token
 * (external-transfers.ts); the fields are the same.
 */
import * as z from 'zod/mini';

/** Lookup values may come back as arrays, which mean "unknown" (spec 2: "Array values … are treated as empty"). */
export const lookupText = z.optional(z.nullable(z.union([z.string(), z.array(z.unknown())])));

export const swiftLookupFields = { swift: z.string().check(z.regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/)) };

export const swiftLookupResponse = z.looseObject({
  bankName: lookupText,
  address: lookupText,
  city: lookupText,
  zipCode: lookupText,
  countryIsoCode: lookupText,
  code: lookupText,
});

export const ibanLookupFields = { iban: z.string().check(z.minLength(15), z.maxLength(34)) };

/** The bank of an IBAN; the answer adds its SWIFT/BIC code (and, for the claim, the country's name). */
export const ibanBankFields = {
  bankName: lookupText,
  address: lookupText,
  branch: lookupText,
  city: lookupText,
  zipCode: lookupText,
  countryIsoCode: lookupText,
};

/** The first six digits of a card, spaces removed. */
export const binLookupFields = { binNumber: z.string().check(z.regex(/^\d{6}$/)) };

export const binBlacklistResponse = z.looseObject({ bins: z.array(z.string()) });

export const instantKeyLookupFields = {
  taxId: z.string(),
  instantKey: z.string().check(z.minLength(1)),
  instantKeyType: z.string(),
};

export const instantKeyAccountResponse = z.looseObject({
  holderName: z.string(),
  bankName: z.string(),
  accountMasked: z.string(),
});

export const instantBanksResponse = z.looseObject({
  banks: z.array(z.looseObject({ code: z.string(), name: z.string() })),
});
