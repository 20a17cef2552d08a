import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { AmountText, LoadErrorBanner, Spinner, useLanguage, useQuery } from '../../ui';
import { formatMoney } from '../../core/money/money';
import { useClaim } from './claim-context';
import { formatRate } from './format';

/** The rate, fee and amount received for the chosen method and currency, shown before the recipient commits. */
export function AmountsSummary() {
  useSignals();
  const { model, t } = useClaim();
  const language = useLanguage();
  const headingId = useId();
  const query = model.queries.meta(model.selection.value);
  const meta = useQuery(model.cache, query);
  if (query === null) return null;

  return (
    <section
      part="amounts"
      className="wallet-claim__amounts"
      aria-labelledby={headingId}
      aria-busy={meta.status === 'loading'}
    >
      <h3 id={headingId} className="wallet-claim__subheading">
        {t('amounts.heading')}
      </h3>
      {meta.status === 'loading' && <Spinner label={t('amounts.loading')} showLabel />}
      {meta.status === 'error' && <LoadErrorBanner error={meta.error} onRetry={meta.reload} />}
      {meta.data && (
        <dl className="wallet-claim__summary">
          <div className="wallet-claim__summary-row">
            <dt>{t('amounts.sent')}</dt>
            <dd>
              <AmountText amount={meta.data.sent.amount} currency={meta.data.sent.currency} />
            </dd>
          </div>
          <div className="wallet-claim__summary-row">
            <dt>{t('amounts.fee')}</dt>
            <dd>
              {meta.data.free
                ? t('amounts.noFee')
                : t(meta.data.fee.paidBy === 'recipient' ? 'amounts.feeByRecipient' : 'amounts.feeBySender', {
                    fee: formatMoney(meta.data.fee.amount, meta.data.fee.currency, language),
                  })}
            </dd>
          </div>
          {meta.data.exchange && (
            <div className="wallet-claim__summary-row">
              <dt>{t('amounts.rate')}</dt>
              <dd>
                {t('amounts.rateValue', {
                  from: meta.data.exchange.from,
                  to: meta.data.exchange.to,
                  rate: formatRate(meta.data.exchange.rate, language),
                })}
              </dd>
            </div>
          )}
          <div className="wallet-claim__summary-row wallet-claim__summary-row--total">
            <dt>{t('amounts.received')}</dt>
            <dd>
              <AmountText amount={meta.data.received.amount} currency={meta.data.received.currency} />
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
