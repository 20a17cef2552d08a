/** Brand ids, in the spec's order; `wallet` is the "first brand". Each has a folder brands/<id>/. */
export const BRAND_IDS = ['wallet', 'bank', 'pay', 'lt-alpha', 'lt-beta', 'uk-emoney'] as const;

export type BrandId = (typeof BRAND_IDS)[number];

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
