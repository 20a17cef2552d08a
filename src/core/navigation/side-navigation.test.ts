import { describe, expect, it } from 'vitest';
import { buildMainMenu } from './menus';
import { groupSideNavigation, SIDE_NAVIGATION_GROUPS, navigationEntryEnds } from './side-navigation';

const ALL_BUILT = () => true;

describe('side navigation groups', () => {
  it("follow the issue's order: money first, then cards, history and statements, business, merchant, support, settings", () => {
    expect(SIDE_NAVIGATION_GROUPS).toEqual([
      'overview',
      'money',
      'cards',
      'history',
      'business',
      'merchant',
      'support',
      'settings',
    ]);
  });

  it('put money after the overview and before cards, and support last', () => {
    const grouped = groupSideNavigation(buildMainMenu({ kind: 'personal', isAdmin: true }, ALL_BUILT), true);
    expect(grouped.map(({ group }) => group)).toEqual(['overview', 'money', 'cards', 'history', 'support']);
    expect(grouped.map(({ entries }) => entries.map((entry) => entry.route))).toEqual([
      ['home', 'admin-overview'],
      [],
      ['cards'],
      ['history', 'statements'],
      ['messages', 'news'],
    ]);
  });

  it('leave out the money group without transfers, and groups without entries', () => {
    const grouped = groupSideNavigation(buildMainMenu({ kind: 'profileOnly', isAdmin: false }, ALL_BUILT), false);
    expect(grouped).toEqual([
      { group: 'overview', entries: [expect.objectContaining({ route: 'company-documents' })] },
    ]);
  });

  it('show the verification first in the overview for a user who must complete KYC', () => {
    const grouped = groupSideNavigation(
      buildMainMenu({ kind: 'personal', isAdmin: false, kycRoute: 'kyc' }, (route) => route === 'kyc'),
      true,
    );
    expect(grouped.map(({ group, entries }) => [group, entries.map((entry) => entry.route)])).toEqual([
      ['overview', ['kyc']],
      ['money', []],
    ]);
  });
});

describe('the current entry of the side navigation', () => {
  it('is one entry per page: an entry with another entry below it is current on its own path only', () => {
    // Mass payments (/transfer/mass) and Global pay batches (/transfer/mass/global); History and Batch history.
    expect(navigationEntryEnds('/transfer/mass')).toBe(true);
    expect(navigationEntryEnds('/history')).toBe(true);
    expect(navigationEntryEnds('/transfer/mass/global')).toBe(false);
    expect(navigationEntryEnds('/history/batch-transfers')).toBe(false);
    // Cards stays current on a card's page: no other entry lives below it.
    expect(navigationEntryEnds('/cards')).toBe(false);
    expect(navigationEntryEnds('/a', ['/a', '/ab', '/a/b'])).toBe(true);
    expect(navigationEntryEnds('/a', ['/a', '/ab'])).toBe(false);
  });
});
