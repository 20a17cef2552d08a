import { useSignals } from '@preact/signals-react/runtime';
import type { ApiError } from '../../core/api/errors';
import type { CompletedPayout, UnavailableReason } from '../../core/global-claim/claim-model';
import { formatMoney } from '../../core/money/money';
import { Banner, Button, Stack, useErrorText, useLanguage, useQuery } from '../../ui';
import { StepHeading, useClaim } from './claim-context';

/** The details could not be loaded for a reason that may pass (network, server): say so and offer a retry. */
export function LoadFailedView({ error }: { error: ApiError }) {
  const { model, t } = useClaim();
  const errorText = useErrorText();
  return (
    <Stack gap="md" part="outcome" className="wallet-claim__outcome">
      <StepHeading>{t('loadFailed.heading')}</StepHeading>
      <Banner
        tone="error"
        part="error"
        actions={
          <Button variant="secondary" onClick={() => model.retryLoad()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        <p>{errorText(error)}</p>
        <p>{t('loadFailed.body')}</p>
      </Banner>
    </Stack>
  );
}

/** An unknown secret, or a transfer that is expired, already claimed, refused or in error: one screen each. */
export function UnavailableView({ reason }: { reason: UnavailableReason }) {
  useSignals();
  const { model, t } = useClaim();
  const sender = model.transfer.value?.senderName ?? t('unavailable.senderUnknown');
  return (
    <Stack gap="md" part="outcome" className="wallet-claim__outcome" data-reason={reason}>
      <StepHeading>{t(`unavailable.${reason}.heading`)}</StepHeading>
      <p>{t(`unavailable.${reason}.body`, { sender })}</p>
    </Stack>
  );
}

export function CompletedView({ payout }: { payout: CompletedPayout }) {
  useSignals();
  const { model, t } = useClaim();
  const language = useLanguage();
  const selection = model.selection.value;
  const methods = useQuery(model.cache, model.queries.methods(selection.countryCode));
  const method =
    methods.data?.find((candidate) => candidate.paymentMethod === payout.paymentMethod)?.name ?? payout.paymentMethod;
  const status = payout.status;
  return (
    <Stack gap="md" part="outcome" className="wallet-claim__outcome" data-outcome="completed">
      <StepHeading>{t('completed.heading')}</StepHeading>
      <Banner tone="success">
        {t('completed.body', { amount: formatMoney(payout.amount, payout.currencyCode, language), method })}
      </Banner>
      <dl part="summary" className="wallet-claim__summary">
        <div className="wallet-claim__summary-row">
          <dt>{t('completed.reference')}</dt>
          <dd>{payout.paymentId}</dd>
        </div>
        <div className="wallet-claim__summary-row">
          <dt>{t('completed.status')}</dt>
          <dd>{t(`status.${status}`, { defaultValue: status })}</dd>
        </div>
      </dl>
    </Stack>
  );
}

export function RefusedView() {
  useSignals();
  const { model, t } = useClaim();
  const sender = model.transfer.value?.senderName ?? t('unavailable.senderUnknown');
  return (
    <Stack gap="md" part="outcome" className="wallet-claim__outcome" data-outcome="refused">
      <StepHeading>{t('refused.heading')}</StepHeading>
      <p>{t('refused.body', { sender })}</p>
    </Stack>
  );
}
