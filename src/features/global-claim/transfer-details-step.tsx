import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useState } from 'react';
import { transferStatus } from '../../core/global-claim/claim-model';
import { AmountText, Button, Inline, Spinner, Stack, useLanguage } from '../../ui';
import { StepHeading, useClaim } from './claim-context';
import { formatDate } from './format';

/** Only a recipient who refuses needs the dialog: it loads when opened. */
const RefuseDialog = lazy(() => import('./refuse-dialog').then((module) => ({ default: module.RefuseDialog })));

/** Step 1: who sent what, the fee, how long the claim stays open; then claim or refuse. */
export function TransferDetailsStep() {
  useSignals();
  const { model, t, allowRefuse } = useClaim();
  const language = useLanguage();
  const [refusing, setRefusing] = useState(false);
  const transfer = model.transfer.value;
  if (!transfer) return null;
  const status = transferStatus(transfer);

  return (
    <Stack gap="lg">
      <StepHeading>{t('details.heading', { sender: transfer.senderName })}</StepHeading>
      <p className="wallet-claim__intro">{t('details.intro', { name: transfer.beneficiaryName })}</p>
      <dl part="summary" className="wallet-claim__summary">
        <div className="wallet-claim__summary-row wallet-claim__summary-row--total">
          <dt>{t('details.amount')}</dt>
          <dd>
            <AmountText amount={transfer.amount} currency={transfer.currencyCode} />
          </dd>
        </div>
        <div className="wallet-claim__summary-row">
          <dt>{t('details.sender')}</dt>
          <dd>{transfer.senderName}</dd>
        </div>
        <div className="wallet-claim__summary-row">
          <dt>{t('details.beneficiary')}</dt>
          <dd>{transfer.beneficiaryName}</dd>
        </div>
        {transfer.description && (
          <div className="wallet-claim__summary-row">
            <dt>{t('details.description')}</dt>
            <dd>{transfer.description}</dd>
          </div>
        )}
        <div className="wallet-claim__summary-row">
          <dt>{t('details.fee')}</dt>
          <dd>{transfer.feeIsBen ? t('details.feeByRecipient') : t('details.feeBySender')}</dd>
        </div>
        <div className="wallet-claim__summary-row">
          <dt>{t('details.submitted')}</dt>
          <dd>{formatDate(transfer.submittedDate, language)}</dd>
        </div>
        <div className="wallet-claim__summary-row">
          <dt>{t('details.expires')}</dt>
          <dd>{transfer.expireDays}</dd>
        </div>
        <div className="wallet-claim__summary-row">
          <dt>{t('details.status')}</dt>
          <dd>{t(`status.${status}`, { defaultValue: status })}</dd>
        </div>
      </dl>
      <Inline part="actions" gap="sm" stackOnMobile>
        <Button onClick={() => model.beginClaim()}>{t('details.claim')}</Button>
        {allowRefuse && (
          <Button variant="secondary" onClick={() => setRefusing(true)}>
            {t('details.refuse')}
          </Button>
        )}
      </Inline>
      {allowRefuse && refusing && (
        <Suspense fallback={<Spinner label={t('loadingTexts')} />}>
          <RefuseDialog open onClose={() => setRefusing(false)} senderName={transfer.senderName} />
        </Suspense>
      )}
    </Stack>
  );
}
