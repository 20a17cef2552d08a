import type { Brand, BusinessRegistrationType, PersonalRegistrationType } from '../brand/brand-schema';

/** Registration types of the adult industry, never offered where a brand hides those options. */
const ADULT_PERSONAL_TYPES: ReadonlySet<PersonalRegistrationType> = new Set(['webcam-model']);
const ADULT_BUSINESS_TYPES: ReadonlySet<BusinessRegistrationType> = new Set([
  'webcam-studio',
  'live-streaming-network',
]);

/** The personal types a brand offers (its list; adult-industry types dropped when the brand hides them). */
export function personalTypesOf(brand: Brand, adultIndustryOptionsHidden: boolean): PersonalRegistrationType[] {
  if (!brand.registration.enabled) return [];
  return brand.registration.personalTypes.filter(
    (type) => !(adultIndustryOptionsHidden && ADULT_PERSONAL_TYPES.has(type)),
  );
}

/** The business types a brand offers, with the same rule. */
export function businessTypesOf(brand: Brand, adultIndustryOptionsHidden: boolean): BusinessRegistrationType[] {
  if (!brand.registration.enabled) return [];
  return brand.registration.businessTypes.filter(
    (type) => !(adultIndustryOptionsHidden && ADULT_BUSINESS_TYPES.has(type)),
  );
}
