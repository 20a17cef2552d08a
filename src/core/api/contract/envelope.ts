/**
 * The named-method response envelope. `responseCode` '00' is success; everything else is a failure
 * described by the error catalogue of spec 1 section 8.
 */
import * as z from 'zod/mini';

export const RESPONSE_CODES = {
  success: '00',
  verifyError: 'VF',
  termsError: 'TE',
  networkError: 'AE',
  authError: 'AU',
  noAccess: 'ENOA',
  unknownError: 'UE',
  closedAccount: 'CA',
  accessDenied: '13',
  invalidParams: 'TA1',
  invalidMethod: 'IM',
} as const;

export type ResponseCode = (typeof RESPONSE_CODES)[keyof typeof RESPONSE_CODES];

export const validationErrorSchema = z.looseObject({
  field: z.optional(z.string()),
  description: z.string(),
});

export const envelopeErrorSchema = z.union([z.string(), z.looseObject({ message: z.string() })]);

/** A term the customer must accept, returned with responseCode 'TE'. */
export const termSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  url: z.optional(z.string()),
});

export const envelopeSchema = z.looseObject({
  responseCode: z.string(),
  responseDescription: z.optional(z.nullable(z.string())),
  validationErrors: z.optional(z.nullable(z.array(validationErrorSchema))),
  errors: z.optional(z.nullable(z.array(envelopeErrorSchema))),
  terms: z.optional(z.array(termSchema)),
});

export type Envelope = z.infer<typeof envelopeSchema>;
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** REST services answer errors with an HTTP status and `{ message }` (spec 1 section 8). */
export const restErrorSchema = z.looseObject({ message: z.string() });
