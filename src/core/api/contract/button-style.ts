/**
 * What a saved payment button is and how it looks (spec 3 sections 2.5 and 7.4): its types, a subscription's periods
 * and the named style choices. Kept apart from merchant-buttons.ts (which re-exports them) because the storefront's
 * pay button parses a button's style in its first download, which must not carry the API layer's helpers.
 */
import * as z from 'zod/mini';

export const BUTTON_TYPES = ['buyNow', 'subscription', 'donation'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** Billing period of a subscription button. */
export const SUBSCRIPTION_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

/** Style choices of a button. Named choices rather than free colours, so a page under a strict CSP can show them. */
export const BUTTON_SHAPES = ['rect', 'pill'] as const;
export const BUTTON_COLORS = ['gold', 'blue', 'silver', 'white', 'black'] as const;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export const BUTTON_LABELS = ['pay', 'buyNow', 'checkout', 'subscribe', 'donate'] as const;
export type ButtonShape = (typeof BUTTON_SHAPES)[number];
export type ButtonColor = (typeof BUTTON_COLORS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonLabel = (typeof BUTTON_LABELS)[number];

export const buttonStyleSchema = z.object({
  shape: z.enum(BUTTON_SHAPES),
  color: z.enum(BUTTON_COLORS),
  size: z.enum(BUTTON_SIZES),
  label: z.enum(BUTTON_LABELS),
});
export type ButtonStyle = z.infer<typeof buttonStyleSchema>;
