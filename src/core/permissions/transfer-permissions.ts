/**
 * Permission flags that gate money movement (spec 2 section 6). The server sends them in `permissions` (customer
 * info for personal users, access info for business users); a flag is on only when its value is 1, so an absent
 * flag is off ("all false by default"). The flags are read from the session's user state, never stored elsewhere.
 */
import type { MassKind } from '../api/contract/mass-payments';
import { PERMISSION_FLAGS, type ExternalTransferKind, type MassTransferKind } from '../api/contract/permission-flags';

export {
  ALL_PERMISSION_FLAGS,
  allPermissions,
  PERMISSION_FLAGS,
  TRANSFER_KINDS,
} from '../api/contract/permission-flags';
export type { ExternalTransferKind, MassTransferKind } from '../api/contract/permission-flags';

export type Permissions = Readonly<Record<string, number>>;

/** Whether a flag is on: only the value 1 counts. */
export function hasPermission(permissions: Permissions, flag: string): boolean {
  return permissions[flag] === 1;
}

/** Whether an external transfer of a kind may go to this destination (the customer's own account, or a third party). */
export function canSendExternal(
  permissions: Permissions,
  kind: ExternalTransferKind,
  destination: 'own' | 'thirdParty',
): boolean {
  const flags = destination === 'own' ? PERMISSION_FLAGS.ownWithdrawal : PERMISSION_FLAGS.sendToOthers;
  return hasPermission(permissions, flags[kind]);
}

/** Whether any destination is open for an external transfer kind (the kind is offered at all). */
export function canUseExternalKind(permissions: Permissions, kind: ExternalTransferKind): boolean {
  return canSendExternal(permissions, kind, 'own') || canSendExternal(permissions, kind, 'thirdParty');
}

export function canSendMass(permissions: Permissions, kind: MassTransferKind): boolean {
  return hasPermission(permissions, PERMISSION_FLAGS.mass[kind]);
}

/** The mass-sending flag (spec 2 section 6, "Mass sending") of each kind of mass payment page. */
export const MASS_FLAG_OF_KIND: Readonly<Record<MassKind, MassTransferKind>> = {
  p2p: 'user',
  wire: 'wire',
  eft: 'eft',
  oct: 'card',
  crypto: 'crypto',
  global: 'global',
};

/** Whether the customer may send a kind of mass payment (its page is offered). */
export function canSendMassKind(permissions: Permissions, kind: MassKind): boolean {
  return canSendMass(permissions, MASS_FLAG_OF_KIND[kind]);
}

export function canTransferBetweenAccounts(permissions: Permissions): boolean {
  return hasPermission(permissions, PERMISSION_FLAGS.betweenAccounts);
}

export function canSendToUser(permissions: Permissions): boolean {
  return hasPermission(permissions, PERMISSION_FLAGS.userToUser);
}

export function canLoadPrepaidCard(permissions: Permissions): boolean {
  return hasPermission(permissions, PERMISSION_FLAGS.transferMoney);
}
