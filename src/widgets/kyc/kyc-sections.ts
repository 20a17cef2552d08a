/** The parts `<wallet-kyc section="…">` can open (kept here so the element's entry does not import the feature). */
export const KYC_SECTION_NAMES = [
  'identity',
  'address',
  'phone',
  'email',
  'tax',
  'limits',
  'self-certification',
] as const;
export type KycSectionName = (typeof KYC_SECTION_NAMES)[number];
