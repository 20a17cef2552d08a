/**
 * Address rules every address change honours (the KYC form's create and replace as well as the profile's
 * correction): the state must be one of the country's, and a replacement must pass the compatibility check.
 */
import { addressReplaceProblem, addressStateProblem } from '../../src/core/api/contract/profile-contacts';
import { statesOf } from './address-states';

/** The columns of a stored postal address (customer, company and representative addresses). */
export interface AddressColumns {
  address1: string;
  address2: string | null;
  city: string;
  postal_code: string;
  country_code: string;
  state_code: string | null;
}

/** A postal address as a form sends it (the KYC form, a company representative's address). */
export interface PostalAddressInput {
  address1: string;
  address2?: string | undefined;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string | undefined;
}

/** The wire fields of a stored postal address, in the contract's order. */
export function postalAddressFields(row: AddressColumns) {
  return {
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    stateCode: row.state_code,
  };
}

export interface AddressRuleProblem {
  field: string;
  code: string;
  message: string;
}

interface AddressCandidate {
  addressKind: number;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string | null | undefined;
}

/**
 * A state sent must belong to the country. `requireState` also demands one where the country has states (the
 * profile's forms always send it; the older KYC form has no state field, so there it is checked only when given).
 */
export function addressStateRuleProblem(candidate: AddressCandidate, requireState: boolean): AddressRuleProblem | null {
  const problem = addressStateProblem(candidate.stateCode, statesOf(candidate.countryCode));
  if (problem === 'unknown')
    return { field: 'stateCode', code: 'stateUnknown', message: `stateCode: Not a state of ${candidate.countryCode}` };
  if (problem === 'required' && requireState)
    return { field: 'stateCode', code: 'stateRequired', message: 'stateCode: Choose the state or province' };
  return null;
}

export function addressReplaceRuleProblem(
  current: AddressCandidate,
  next: AddressCandidate,
  residenceCountry: string,
): AddressRuleProblem | null {
  const problem = addressReplaceProblem(current, next, residenceCountry);
  if (problem === 'unchanged')
    return {
      field: 'address1',
      code: 'addressUnchanged',
      message: 'The new address is the same as the one it replaces',
    };
  if (problem === 'countryChange') {
    return {
      field: 'countryCode',
      code: 'addressCountryChange',
      message: `countryCode: An address you live at must be in your residence country (${residenceCountry}); contact support to change your residence`,
    };
  }
  return null;
}
