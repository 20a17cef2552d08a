import { useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MASS_KINDS, type MassKind } from '../../core/api/contract/mass-payments';
import type { PaidMassKind } from '../../core/mass-payments/mass-api';
import { pathOf } from '../../core/navigation/route-table';
import { canSendMassKind } from '../../core/permissions/transfer-permissions';
import massCss from '../../features/mass-payments/mass-payments.css?inline';
import { BatchHistory } from '../../features/mass-payments/batch-history';
import { GlobalBatchDetails } from '../../features/mass-payments/global-batch-details';
import { GlobalBatchUpload } from '../../features/mass-payments/global-batch-upload';
import { MassConfirm } from '../../features/mass-payments/mass-confirm';
import { MassHub } from '../../features/mass-payments/mass-hub';
import { MassUpload, type AccountsSource } from '../../features/mass-payments/mass-upload';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';
import { accountsQuery } from '../../core/accounts/accounts-data';
import { USER_CACHE_KEYS } from '../user/user-data';

adoptFeatureStyles('mass-payments', massCss);

const ROUTE_OF_KIND: Readonly<Record<MassKind, string>> = {
  p2p: 'transfer.mass-p2p',
  wire: 'transfer.mass.wire',
  eft: 'transfer.mass.eft',
  oct: 'transfer.mass.oct',
  crypto: 'transfer.mass.digital',
  global: 'transfer.mass.global',
};

const BATCH_PARAMETER = 'batchId';

function useAccountsSource(): AccountsSource {
  const { api, cache } = usePortal();
  return useMemo(() => accountsQuery(api, cache), [api, cache]);
}

/** The mass kinds the signed-in customer may send, or null while the user loads. */
function useAllowedKinds(): MassKind[] | null {
  const current = useCurrentUser();
  if (current.status !== 'ready') return null;
  return MASS_KINDS.filter((kind) => canSendMassKind(current.user.state.permissions, kind));
}

function batchPath(batchId: number | string): string {
  return `${pathOf('batch')}?${BATCH_PARAMETER}=${encodeURIComponent(String(batchId))}`;
}

function globalSummaryPath(batchId: number | string): string {
  return `${pathOf('transfer.global-summary')}?${BATCH_PARAMETER}=${encodeURIComponent(String(batchId))}`;
}

/** transfer/mass: the mass payment kinds this customer may send. */
export function MassHubPage() {
  const navigate = useNavigate();
  const allowed = useAllowedKinds();
  if (!allowed) return null;
  return (
    <MassHub
      allowed={allowed}
      hrefOf={(kind) => pathOf(ROUTE_OF_KIND[kind])}
      onOpen={(kind) => void navigate(pathOf(ROUTE_OF_KIND[kind]))}
    />
  );
}

/** transfer/mass/{wire,eft,oct,digital} and transfer/mass/p2p: a mass file of one kind, gated by its flag. */
export function MassUploadPage({ kind }: { kind: PaidMassKind }) {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  const accounts = useAccountsSource();
  const allowed = useAllowedKinds();
  if (!allowed) return null;
  if (!allowed.includes(kind)) return <Navigate to={pathOf('home')} replace />;
  const confirm = kind === 'p2p' ? 'transfer.mass-p2p-confirm' : 'transfer.external-mass-confirm';
  return (
    <MassUpload
      key={kind}
      api={api}
      cache={cache}
      kind={kind}
      accounts={accounts}
      onContinue={() => void navigate(pathOf(confirm))}
    />
  );
}

/** transfer/external/mass/confirm and transfer/mass/p2p/confirm. */
export function MassConfirmPage({ scope }: { scope: 'p2p' | 'external' }) {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  return (
    <MassConfirm
      api={api}
      cache={cache}
      scope={scope}
      reloadAfterPaying={[USER_CACHE_KEYS.accounts]}
      onBack={(kind) =>
        void navigate(pathOf(kind && kind in ROUTE_OF_KIND ? ROUTE_OF_KIND[kind as MassKind] : 'transfer.mass'))
      }
      onOpenBatch={(batchId) => void navigate(batchPath(batchId))}
    />
  );
}

/** transfer/mass/global: upload a global-pay batch. */
export function GlobalBatchUploadPage() {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  const accounts = useAccountsSource();
  const allowed = useAllowedKinds();
  if (!allowed) return null;
  if (!allowed.includes('global')) return <Navigate to={pathOf('home')} replace />;
  return (
    <GlobalBatchUpload
      api={api}
      cache={cache}
      accounts={accounts}
      onUploaded={(batchId) => void navigate(globalSummaryPath(batchId))}
    />
  );
}

/** transfer/external/global-summary?batchId=: one global-pay batch. */
export function GlobalSummaryPage() {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const batchId = Number(search.get(BATCH_PARAMETER));
  if (!Number.isSafeInteger(batchId) || batchId <= 0) return <Navigate to={pathOf('batch')} replace />;
  return (
    <GlobalBatchDetails
      key={batchId}
      api={api}
      cache={cache}
      batchId={batchId}
      reloadAfterPaying={[USER_CACHE_KEYS.accounts]}
      onHistory={() => void navigate(pathOf('batch'))}
    />
  );
}

/** history/batch-transfers (route batch), `?batchId=` opens one batch (the batchPartially notice's link). */
export function BatchHistoryPage() {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get(BATCH_PARAMETER));
  const openBatchId = Number.isSafeInteger(requested) && requested > 0 ? requested : null;
  return (
    <BatchHistory
      api={api}
      cache={cache}
      openBatchId={openBatchId}
      onOpenBatch={(batchId) => {
        const next = new URLSearchParams(search);
        if (batchId === null) next.delete(BATCH_PARAMETER);
        else next.set(BATCH_PARAMETER, String(batchId));
        setSearch(next, { replace: batchId === null });
      }}
      onOpenGlobal={(batchId) => void navigate(globalSummaryPath(batchId))}
    />
  );
}
