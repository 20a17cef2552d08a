/**
 * The environment names (spec 1 section 1: production and staging 1 to 15 per brand, plus the local sandbox).
 * Separate from environments.ts so that the brand schema can validate per-environment overrides without a cycle.
 */

export const ENVIRONMENT_NAMES = [
  'production',
  'staging1',
  'staging2',
  'staging3',
  'staging4',
  'staging5',
  'staging6',
  'staging7',
  'staging8',
  'staging9',
  'staging10',
  'staging11',
  'staging12',
  'staging13',
  'staging14',
  'staging15',
  'sandbox',
] as const;

export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENT_NAMES as readonly string[]).includes(value);
}
