/**
 * The offline rules of a representative's address on the company documents page (the contract's lengths of
 * representativeAddressCreate, and a state of the country where it has states); the sandbox checks them again.
 */
import { addressStateProblem, type StateEntry } from '../api/contract/profile-contacts';

export type RepresentativeAddressValues = {
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
};

export const NO_REPRESENTATIVE_ADDRESS: RepresentativeAddressValues = {
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  countryCode: '',
  stateCode: '',
};

/** The offline rules of a representative's address (the contract's lengths, and the state where the country has them). */
export function representativeAddressProblems(
  values: RepresentativeAddressValues,
  states: readonly StateEntry[] | null,
): Partial<Record<keyof RepresentativeAddressValues, string>> {
  const found: Partial<Record<keyof RepresentativeAddressValues, string>> = {};
  const trimmed = (value: string) => value.trim().length;
  if (trimmed(values.address1) === 0 || trimmed(values.address1) > 100)
    found.address1 = 'representatives.address.errors.address1';
  if (trimmed(values.address2) > 100) found.address2 = 'representatives.address.errors.address2';
  if (trimmed(values.city) === 0 || trimmed(values.city) > 60) found.city = 'representatives.address.errors.city';
  if (trimmed(values.postalCode) < 2 || trimmed(values.postalCode) > 12)
    found.postalCode = 'representatives.address.errors.postalCode';
  if (!/^[A-Z]{2}$/.test(values.countryCode)) found.countryCode = 'representatives.address.errors.country';
  else if (states !== null && addressStateProblem(values.stateCode, states) !== null)
    found.stateCode = 'representatives.address.errors.state';
  return found;
}
