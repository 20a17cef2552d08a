/**
 * The bank lookups of payout forms (spec 2 section 7, "Lookups"): bank details for a SWIFT/BIC code or an IBAN, card
 * BIN information and the blocked BINs, the account behind an instant-payment key and the banks that take instant
 * payments. The claim asks them with its payment secret (global-claim.ts), a signed-in customer with a bearer token
 * (external-transfers.ts): each lookup's fields (what is asked) and answer are defined here once.
 */
import * as z from 'zod/mini';

/** Lookup values may come back as arrays, which mean "unknown" (spec 2: "Array values … are treated as empty"). */
export const lookupText = z.optional(z.nullable(z.union([z.string(), z.array(z.unknown())])));

export const swiftLookup = {
  fields: { swift: z.string().check(z.regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/)) },
  response: z.looseObject({
    bankName: lookupText,
    address: lookupText,
    city: lookupText,
    zipCode: lookupText,
    countryIsoCode: lookupText,
    code: lookupText,
  }),
};

/** The bank of an IBAN. */
const ibanBankFields = {
  bankName: lookupText,
  address: lookupText,
  branch: lookupText,
  city: lookupText,
  zipCode: lookupText,
  countryIsoCode: lookupText,
};

export const ibanLookup = {
  fields: { iban: z.string().check(z.minLength(15), z.maxLength(34)) },
  response: z.looseObject({ ...ibanBankFields, swift: lookupText }),
  /** The claim's answer also names the country. */
  claimResponse: z.looseObject({ ...ibanBankFields, country: lookupText, swift: lookupText }),
};

/** Card BIN information: the first six digits of the card, spaces removed. */
export const binLookup = {
  fields: { binNumber: z.string().check(z.regex(/^\d{6}$/)) },
  response: z.looseObject({
    binNumber: z.string(),
    issuer: lookupText,
    cardBrand: lookupText,
    cardType: lookupText,
    countryCode: lookupText,
    valid: z.boolean(),
  }),
  /** The claim's answer also tells the card's category and currency and whether it is commercial or prepaid. */
  claimResponse: z.looseObject({
    binNumber: z.string(),
    issuer: lookupText,
    cardBrand: lookupText,
    cardCategory: lookupText,
    cardType: lookupText,
    countryCode: lookupText,
    currencyCode: lookupText,
    isCommercial: z.optional(z.boolean()),
    isPrepaid: z.optional(z.boolean()),
    valid: z.boolean(),
  }),
};

/** The BINs that cannot receive card payouts. */
export const binBlacklist = { response: z.looseObject({ bins: z.array(z.string()) }) };

export const instantKeyLookup = {
  fields: { taxId: z.string(), instantKey: z.string().check(z.minLength(1)), instantKeyType: z.string() },
  response: z.looseObject({ holderName: z.string(), bankName: z.string(), accountMasked: z.string() }),
};

export const instantBanks = {
  response: z.looseObject({ banks: z.array(z.looseObject({ code: z.string(), name: z.string() })) }),
};
