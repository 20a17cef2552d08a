import { useId } from 'react';
import { NavLink } from 'react-router';
import { buildTransferMenu, type TransferMenuEntry } from '../../core/navigation/transfer-menu';
import { approvalCountsQuery } from '../../core/transfers/transfer-data';
import { useTransfersText } from '../../features/transfers/messages';
import { useMessages, useQuery, VisuallyHidden } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { isBuiltRoute } from '../pages/signed-in-pages';
import { usePortal } from '../portal-context';
import type { PortalUser } from '../user/use-current-user';
import { MenuIcon } from './menu-icons';
import { navigationEntryEnds } from '../../core/navigation/side-navigation';

/**
 * The transfers navigation: each transfer screen the customer's permission flags allow; for business users who can
 * approve, the approvals entry carries the number of requests waiting for them. `isAvailable` says which routes
 * open for this user (the shell's menus leave out what the guards would send to the forced verification).
 */
export function TransferNavigation({
  user,
  isAvailable = isBuiltRoute,
}: {
  user: PortalUser;
  isAvailable?: (route: string) => boolean;
}) {
  const { api, cache } = usePortal();
  const approver = user.state.isBusiness && user.state.accessRights.transfers === 2;
  const countsRead = approvalCountsQuery(api);
  const counts = useQuery(cache, approver ? countsRead : null);
  const entries = buildTransferMenu(
    {
      permissions: user.state.permissions,
      isBusiness: user.state.isBusiness && user.guard.balanceInfo,
      pendingApprovals: counts.data ? counts.data.pending : null,
    },
    isAvailable,
  );
  return <TransferGroup entries={entries} />;
}

/** The transfers navigation's money group for these entries (their live counts as badges); nothing without entries. */
export function TransferGroup({ entries }: { entries: readonly TransferMenuEntry[] }) {
  const t = useTransfersText();
  const shellText = useMessages(PORTAL_NAMESPACE, portalMessages);
  const groupId = useId();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('menu.title')} className="portal-nav transfers-nav">
      <div className="portal-nav__group">
        <span id={groupId} className="portal-nav__group-label">
          {shellText('shell.groups.money')}
        </span>
        <ul className="portal-nav__list" aria-labelledby={groupId}>
          {entries.map((entry) => (
            <li key={entry.route}>
              <NavLink to={entry.path} end={navigationEntryEnds(entry.path)} className="portal-nav__link">
                <MenuIcon route={entry.route} />
                <span className="portal-nav__text">{t(`menu.${entry.label}`)}</span>
                {entry.badge !== null && (
                  <span className="portal-badge portal-badge--danger">
                    <span aria-hidden="true">{entry.badge}</span>
                    <VisuallyHidden> ({t('menu.pending', { count: entry.badge })})</VisuallyHidden>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
