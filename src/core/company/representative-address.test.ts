import { describe, expect, it } from 'vitest';
import { representativeAddressProblems } from './representative-address';

const ADDRESS = {
  address1: '4 Harbour Row',
  address2: '',
  city: 'Leith',
  postalCode: 'EH6 6LX',
  countryCode: 'GB',
  stateCode: '',
};

describe("a representative's address", () => {
  it('needs a street, a city, a postal code of 2 to 12 characters and a country', () => {
    expect(representativeAddressProblems(ADDRESS, [])).toEqual({});
    expect(
      representativeAddressProblems({ ...ADDRESS, address1: ' ', city: '', postalCode: 'X', countryCode: '' }, null),
    ).toEqual({
      address1: 'representatives.address.errors.address1',
      city: 'representatives.address.errors.city',
      postalCode: 'representatives.address.errors.postalCode',
      countryCode: 'representatives.address.errors.country',
    });
    expect(representativeAddressProblems({ ...ADDRESS, address2: 'x'.repeat(101) }, [])).toEqual({
      address2: 'representatives.address.errors.address2',
    });
  });

  it("needs one of the country's states where it has states, once they are known", () => {
    const states = [{ code: 'TX', name: 'Texas' }];
    const us = { ...ADDRESS, countryCode: 'US' };
    expect(representativeAddressProblems(us, states)).toEqual({ stateCode: 'representatives.address.errors.state' });
    expect(representativeAddressProblems({ ...us, stateCode: 'ZZ' }, states)).toEqual({
      stateCode: 'representatives.address.errors.state',
    });
    expect(representativeAddressProblems({ ...us, stateCode: 'TX' }, states)).toEqual({});
    // The states not loaded yet: the server checks the state.
    expect(representativeAddressProblems(us, null)).toEqual({});
  });
});
