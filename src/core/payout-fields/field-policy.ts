/**
 * What a host page may fix about the claim form (the element's `fieldPolicy` property): per field, a value to
 * fill in, and whether the recipient sees it (`hidden`) or may change it (`readonly`). A partner that already
 * knows the recipient's country or e-mail sets them here.
 *
 * Keys are the payout detail keys the method's extra parameters name (`email`, `beneficiaryName`, ...) and three
 * keys of the method step: `countryCode`, `paymentMethod` and `currencyCode`.
 */
import * as z from 'zod/mini';

export const fieldRuleSchema = z.strictObject({
  /** Filled in when the field is empty. */
  prefill: z.optional(z.string()),
  /** Not shown; its (prefilled) value is still sent. Shown again, with the error, if the value is not valid. */
  hidden: z.optional(z.boolean()),
  /** Shown, not editable. Becomes editable again, with the error, if the value is not valid. */
  readonly: z.optional(z.boolean()),
});

export const fieldPolicySchema = z.record(z.string().check(z.minLength(1)), fieldRuleSchema);

export type FieldRule = z.infer<typeof fieldRuleSchema>;
export type FieldPolicy = z.infer<typeof fieldPolicySchema>;

/** Keys of the method step a policy can fix. */
export const SELECTION_KEYS = ['countryCode', 'paymentMethod', 'currencyCode'] as const;
export type SelectionKey = (typeof SELECTION_KEYS)[number];
