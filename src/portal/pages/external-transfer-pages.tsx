import { useEffect, useMemo, useState } from 'react';
import {
  createExternalTransferModel,
  type ExternalTransferModel,
} from '../../core/external-transfers/external-transfer-model';
import { createPushWatch } from '../../core/payments/push-watch';
import { receiptPdfLinkByReference } from '../../core/receipts/receipt-pdf';
import { createRealtimeClient } from '../../core/realtime/realtime-client';
import externalCss from '../../features/external-transfers/external-transfers.css?inline';
import { ExternalTransfer, useExternalTransferTexts } from '../../features/external-transfers/external-transfer';
import { Spinner, Stack } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';

adoptFeatureStyles('external-transfers', externalCss);

/**
 * transfer/external (route transfer-external): one external transfer. A new transfer after the outcome starts from
 * a fresh model (new idempotency keys); the kinds and destinations follow the customer's permission flags.
 */
export function ExternalTransferPage() {
  const current = useCurrentUser();
  const t = useExternalTransferTexts();
  const [generation, setGeneration] = useState(0);
  return (
    <Stack gap="lg" className="wallet-external-page">
      <h1 className="wallet-external__title">{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      {current.status === 'ready' ? (
        <TransferOnPage
          key={generation}
          permissions={current.user.state.permissions}
          customerType={current.user.state.customerType}
          onNewTransfer={() => setGeneration((value) => value + 1)}
        />
      ) : (
        <Spinner label={t('loading')} showLabel />
      )}
    </Stack>
  );
}

function TransferOnPage({
  permissions,
  customerType,
  onNewTransfer,
}: {
  permissions: Readonly<Record<string, number>>;
  customerType: number;
  onNewTransfer: () => void;
}) {
  const { api, cache, environment, session, i18n, brandId } = usePortal();
  const watchPush = useMemo(
    () =>
      createPushWatch({
        api,
        connect: () => createRealtimeClient({ url: environment.websocketUrl, token: () => session.getAccessToken() }),
      }),
    [api, environment.websocketUrl, session],
  );
  const [model] = useState<ExternalTransferModel>(() =>
    createExternalTransferModel({ api, cache, permissions, customerType, watchPush, language: () => i18n.language }),
  );
  useEffect(() => () => model.dispose(), [model]);
  return (
    <ExternalTransfer
      model={model}
      onNewTransfer={onNewTransfer}
      receiptPdf={(reference) => receiptPdfLinkByReference(api, { brand: brandId, reference, language: i18n.language })}
    />
  );
}
