import { NavLink } from 'react-router';
import { buildTransferMenu } from '../../core/navigation/transfer-menu';
import { approvalCountsQuery } from '../../core/transfers/transfer-data';
import { useTransfersText } from '../../features/transfers/messages';
import { useResource, VisuallyHidden } from '../../ui';
import { isBuiltRoute } from '../pages/signed-in-pages';
import { usePortal } from '../portal-context';
import type { PortalUser } from '../user/use-current-user';

/**
 * The transfers navigation: each transfer screen the customer's permission flags allow; for business users who can
 * approve, the approvals entry carries the number of requests waiting for them.
 */
export function TransferNavigation({ user }: { user: PortalUser }) {
  const { api, cache } = usePortal();
  const t = useTransfersText();
  const approver = user.state.isBusiness && user.state.accessRights.transfers === 2;
  const countsRead = approvalCountsQuery(api);
  const counts = useResource(cache, approver ? countsRead.key : null, countsRead.load);
  const entries = buildTransferMenu(
    {
      permissions: user.state.permissions,
      isBusiness: user.state.isBusiness && user.guard.balanceInfo,
      pendingApprovals: counts.data ? counts.data.pending : null,
    },
    isBuiltRoute,
  );
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('menu.title')} className="portal-nav transfers-nav">
      <ul className="portal-nav__list">
        {entries.map((entry) => (
          <li key={entry.route}>
            <NavLink to={entry.path} className="portal-nav__link">
              {t(`menu.${entry.label}`)}
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
    </nav>
  );
}
