import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { APPROVAL_REQUEST_NOTIFICATION_TYPES } from '../../core/api/contract/approvals';
import { pathOf } from '../../core/navigation/route-table';
import { PERMISSION_FLAGS } from '../../core/api/contract/permission-flags';
import { canSendToUser, canTransferBetweenAccounts, hasPermission } from '../../core/permissions/transfer-permissions';
import { createPushWatch } from '../../core/payments/push-watch';
import { createRealtimeClient } from '../../core/realtime/realtime-client';
import { APPROVAL_COUNTS_KEY } from '../../core/transfers/transfer-data';
import { Approvals } from '../../features/transfers/approvals';
import { OwnTransfer } from '../../features/transfers/own-transfer';
import { GlobalPayTransfer } from '../../features/transfers/global-pay-transfer';
import { P2pTransfer } from '../../features/transfers/p2p-transfer';
import { PreApprovedPayments } from '../../features/transfers/preapproved-payments';
import transfersCss from '../../features/transfers/transfers.css?inline';
import { Spinner } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';

adoptFeatureStyles('transfers', transfersCss);

function useWatchPush() {
  const { api, environment, session } = usePortal();
  return useMemo(
    () =>
      createPushWatch({
        api,
        connect: () => createRealtimeClient({ url: environment.websocketUrl, token: () => session.getAccessToken() }),
      }),
    [api, environment.websocketUrl, session],
  );
}

/** transfer/account: gated by the between-accounts flag (spec 2 section 6). */
export function OwnTransferPage() {
  const { api, cache, brandId } = usePortal();
  const current = useCurrentUser();
  const watchPush = useWatchPush();
  if (current.status !== 'ready') return <Spinner label="…" />;
  if (!canTransferBetweenAccounts(current.user.state.permissions)) return <Navigate to={pathOf('home')} replace />;
  return <OwnTransfer api={api} cache={cache} watchPush={watchPush} brandId={brandId} />;
}

/** transfer/p2p: gated by the user-to-user flag. */
export function P2pTransferPage() {
  const { api, cache, brandId } = usePortal();
  const current = useCurrentUser();
  const watchPush = useWatchPush();
  if (current.status !== 'ready') return <Spinner label="…" />;
  if (!canSendToUser(current.user.state.permissions)) return <Navigate to={pathOf('home')} replace />;
  return (
    <P2pTransfer
      api={api}
      cache={cache}
      watchPush={watchPush}
      brandId={brandId}
      ownLogin={current.user.customer.login}
    />
  );
}

/** transfer/global-pay: global pay to a user, gated by the global transfer flag (spec 2 section 6). */
export function GlobalPayTransferPage() {
  const { api, cache, brandId } = usePortal();
  const current = useCurrentUser();
  const watchPush = useWatchPush();
  if (current.status !== 'ready') return <Spinner label="…" />;
  if (!hasPermission(current.user.state.permissions, PERMISSION_FLAGS.globalTransfer))
    return <Navigate to={pathOf('home')} replace />;
  return (
    <GlobalPayTransfer
      api={api}
      cache={cache}
      watchPush={watchPush}
      brandId={brandId}
      ownLogin={current.user.customer.login}
    />
  );
}

/** transfer/preapproved-payments. */
export function PreApprovedPaymentsPage() {
  const { api, cache } = usePortal();
  return <PreApprovedPayments api={api} cache={cache} />;
}

/** transfer/approved: business users; a decision elsewhere (realtime notice) reloads the lists. */
export function ApprovalsPage() {
  const { api, cache, environment, session } = usePortal();
  const current = useCurrentUser();
  const watchPush = useWatchPush();
  const [refreshSignal, setRefreshSignal] = useState(0);
  useEffect(() => {
    const client = createRealtimeClient({ url: environment.websocketUrl, token: () => session.getAccessToken() });
    const types: readonly string[] = APPROVAL_REQUEST_NOTIFICATION_TYPES;
    const stop = client.on('notification', (message) => {
      if (types.includes(message.notification.type)) {
        setRefreshSignal((value) => value + 1);
        cache.invalidate(APPROVAL_COUNTS_KEY);
      }
    });
    return () => {
      stop();
      client.close();
    };
  }, [environment.websocketUrl, session, cache]);
  if (current.status !== 'ready') return <Spinner label="…" />;
  if (!current.user.state.isBusiness) return <Navigate to={pathOf('home')} replace />;
  const right = current.user.state.accessRights.transfers;
  return (
    <Approvals api={api} cache={cache} watchPush={watchPush} canApprove={right === 2} refreshSignal={refreshSignal} />
  );
}
