import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../api/contract/permission-flags';
import { buildTransferMenu, type TransferMenuFacts } from './transfer-menu';

const everyRoute = () => true;

function facts(flags: readonly string[], overrides: Partial<TransferMenuFacts> = {}): TransferMenuFacts {
  return {
    permissions: Object.fromEntries(flags.map((flag) => [flag, 1])),
    isBusiness: false,
    pendingApprovals: null,
    ...overrides,
  };
}

const routes = (menu: ReturnType<typeof buildTransferMenu>) => menu.map((entry) => entry.route);

describe('buildTransferMenu', () => {
  it('offers no mass entries without a mass-sending flag', () => {
    const menu = buildTransferMenu(facts([PERMISSION_FLAGS.userToUser, PERMISSION_FLAGS.betweenAccounts]), everyRoute);
    expect(routes(menu)).toEqual(['transfer.account', 'transfer.p2p', 'transfer.preapproved-payments']);
  });

  it.each([
    ['wire', PERMISSION_FLAGS.mass.wire],
    ['EFT', PERMISSION_FLAGS.mass.eft],
    ['card', PERMISSION_FLAGS.mass.card],
    ['crypto', PERMISSION_FLAGS.mass.crypto],
    ['user', PERMISSION_FLAGS.mass.user],
  ])('a %s mass flag brings mass payments and the batch history, not global pay', (_kind, flag) => {
    const menu = buildTransferMenu(facts([flag]), everyRoute);
    expect(routes(menu)).toEqual(['transfer.mass', 'batch']);
    expect(menu.map((entry) => entry.path)).toEqual(['/transfer/mass', '/history/batch-transfers']);
  });

  it('the massGlobal flag brings the global-pay batches as well', () => {
    const menu = buildTransferMenu(facts([PERMISSION_FLAGS.mass.global]), everyRoute);
    expect(menu.map((entry) => [entry.route, entry.label, entry.path])).toEqual([
      ['transfer.mass', 'mass', '/transfer/mass'],
      ['transfer.mass.global', 'globalPay', '/transfer/mass/global'],
      ['batch', 'batchHistory', '/history/batch-transfers'],
    ]);
  });

  it('mass flags of kinds without a page (instant, Interac) bring no entry', () => {
    const menu = buildTransferMenu(facts([PERMISSION_FLAGS.mass.instant, PERMISSION_FLAGS.mass.interac]), everyRoute);
    expect(menu).toEqual([]);
  });

  it('drops entries whose route has no page', () => {
    const menu = buildTransferMenu(facts([PERMISSION_FLAGS.mass.global]), (route) => route !== 'batch');
    expect(routes(menu)).toEqual(['transfer.mass', 'transfer.mass.global']);
  });

  it('business users see approvals with the count of waiting requests', () => {
    const menu = buildTransferMenu(facts([], { isBusiness: true, pendingApprovals: 3 }), everyRoute);
    expect(menu).toEqual([{ route: 'transfer.approved', path: '/transfer/approved', label: 'approved', badge: 3 }]);
  });
});
