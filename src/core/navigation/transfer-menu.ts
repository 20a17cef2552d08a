/**
 * The transfers navigation: one entry per transfer screen, each shown only when the customer's permission flag for
 * it is on (spec 2 section 6) and the route has a page; business users who can approve see the approvals entry with
 * the count of requests waiting for them. Mass payments (the page of the kinds the mass flags allow), global-pay
 * batches (the massGlobal flag) and the batch history (any mass flag) have their entries too, so none of them is
 * reachable only by typing its address.
 */
import { MASS_KINDS } from '../api/contract/mass-payments';
import { PERMISSION_FLAGS } from '../api/contract/permission-flags';
import {
  canTransferBetweenAccounts,
  canSendToUser,
  canSendMassKind,
  canUseExternalKind,
  hasPermission,
  TRANSFER_KINDS,
  type Permissions,
} from '../permissions/transfer-permissions';
import { pathOf } from './route-table';

export interface TransferMenuEntry {
  route: string;
  path: string;
  /** Message key suffix in the transfers namespace (`menu.<label>`). */
  label:
    | 'account'
    | 'p2p'
    | 'globalPayUser'
    | 'mass'
    | 'globalPay'
    | 'batchHistory'
    | 'external'
    | 'preapproved'
    | 'approved';
  badge: number | null;
}

export interface TransferMenuFacts {
  permissions: Permissions;
  isBusiness: boolean;
  /** Pending requests of others the user can decide (null: unknown or not an approver). */
  pendingApprovals: number | null;
}

/** Every route the transfers navigation can show, whoever is signed in (its entries are a selection of these). */
export const TRANSFER_MENU_ROUTES = [
  'transfer.account',
  'transfer.p2p',
  'transfer.global-pay',
  'transfer.mass',
  'transfer.mass.global',
  'batch',
  'transfer.external',
  'transfer.preapproved-payments',
  'transfer.approved',
] as const;

export function buildTransferMenu(
  facts: TransferMenuFacts,
  isAvailable: (route: string) => boolean,
): TransferMenuEntry[] {
  const { permissions } = facts;
  const anyMass = MASS_KINDS.some((kind) => canSendMassKind(permissions, kind));
  const entries: {
    route: (typeof TRANSFER_MENU_ROUTES)[number];
    label: TransferMenuEntry['label'];
    shown: boolean;
    badge?: number | null;
  }[] = [
    { route: 'transfer.account', label: 'account', shown: canTransferBetweenAccounts(permissions) },
    { route: 'transfer.p2p', label: 'p2p', shown: canSendToUser(permissions) },
    {
      route: 'transfer.global-pay',
      label: 'globalPayUser',
      shown: hasPermission(permissions, PERMISSION_FLAGS.globalTransfer),
    },
    { route: 'transfer.mass', label: 'mass', shown: anyMass },
    { route: 'transfer.mass.global', label: 'globalPay', shown: canSendMassKind(permissions, 'global') },
    { route: 'batch', label: 'batchHistory', shown: anyMass },
    {
      route: 'transfer.external',
      label: 'external',
      shown: TRANSFER_KINDS.some((kind) => canUseExternalKind(permissions, kind)),
    },
    {
      route: 'transfer.preapproved-payments',
      label: 'preapproved',
      shown:
        canTransferBetweenAccounts(permissions) ||
        canSendToUser(permissions) ||
        hasPermission(permissions, PERMISSION_FLAGS.sendMoneyToUser),
    },
    { route: 'transfer.approved', label: 'approved', shown: facts.isBusiness, badge: facts.pendingApprovals },
  ];
  return entries
    .filter((entry) => entry.shown && isAvailable(entry.route))
    .map((entry) => ({
      route: entry.route,
      path: pathOf(entry.route),
      label: entry.label,
      badge: entry.badge && entry.badge > 0 ? entry.badge : null,
    }));
}
