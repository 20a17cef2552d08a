import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_FLAGS,
  allPermissions,
  canLoadPrepaidCard,
  canSendExternal,
  canSendMass,
  canTransferBetweenAccounts,
  canUseExternalKind,
  hasPermission,
} from './transfer-permissions';

describe('transfer permission flags', () => {
  it('are all off by default and only the value 1 turns one on', () => {
    expect(hasPermission({}, 'sendWire')).toBe(false);
    expect(hasPermission({ sendWire: 2 }, 'sendWire')).toBe(false);
    expect(hasPermission({ sendWire: 1 }, 'sendWire')).toBe(true);
  });

  it('separates own-account withdrawals from sending to others per kind', () => {
    const permissions = { withdrawOwnWire: 1 };
    expect(canSendExternal(permissions, 'wire', 'own')).toBe(true);
    expect(canSendExternal(permissions, 'wire', 'thirdParty')).toBe(false);
    expect(canUseExternalKind(permissions, 'wire')).toBe(true);
    expect(canUseExternalKind(permissions, 'eft')).toBe(false);
  });

  it('gates mass kinds, between-accounts and prepaid card load on their own flags', () => {
    expect(canSendMass({ massWire: 1 }, 'wire')).toBe(true);
    expect(canSendMass({ massWire: 1 }, 'eft')).toBe(false);
    expect(canTransferBetweenAccounts({ transferBetweenAccounts: 1 })).toBe(true);
    expect(canLoadPrepaidCard({ transferMoney: 1 })).toBe(true);
    expect(canLoadPrepaidCard({ sendUserToUser: 1 })).toBe(false);
  });

  it('lists each flag once, and allPermissions turns on all but the sub-account marker', () => {
    expect(new Set(ALL_PERMISSION_FLAGS).size).toBe(ALL_PERMISSION_FLAGS.length);
    const all = allPermissions();
    expect(all.settlementAccount).toBe(0);
    expect(ALL_PERMISSION_FLAGS.filter((flag) => all[flag] !== 1)).toEqual(['settlementAccount']);
  });
});
