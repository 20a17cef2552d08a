import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { Button, Spinner, useLanguage, useQuery } from '../../ui';
import { useClaim } from './claim-context';
import { formatDate } from './format';

/** Step 4 of the issue: the recipient's last payouts (at most 5); one click fills the form from one of them. */
export function RecentPayouts() {
  useSignals();
  const { model, t } = useClaim();
  const language = useLanguage();
  const headingId = useId();
  const recent = useQuery(model.cache, model.queries.recent());
  const [using, setUsing] = useState<string | null>(null);

  // Earlier payouts are a shortcut: when they cannot be loaded the step works without them.
  if (recent.status === 'error' || (recent.status === 'success' && (recent.data?.length ?? 0) === 0)) return null;

  return (
    <section
      part="recent"
      className="wallet-claim__recent"
      aria-labelledby={headingId}
      aria-busy={recent.status === 'loading'}
    >
      <h3 id={headingId} className="wallet-claim__subheading">
        {t('recent.heading')}
      </h3>
      {recent.status === 'loading' && <Spinner label={t('recent.loading')} />}
      {recent.data && recent.data.length > 0 && (
        <>
          <p className="wallet-claim__hint">{t('recent.intro')}</p>
          <ul className="wallet-claim__recent-list">
            {recent.data.map((withdrawal) => {
              const id = String(withdrawal.paymentId);
              return (
                <li key={id} className="wallet-claim__recent-item">
                  {/* One line per child: the text is a column, so separators live inside a line, never start one. */}
                  <span className="wallet-claim__recent-text">
                    <strong>{withdrawal.methodName}</strong>
                    <span>
                      {withdrawal.summary} · {withdrawal.currencyCode}
                    </span>
                    <span className="wallet-claim__hint">
                      {t('recent.paidOn', { date: formatDate(withdrawal.createdAt, language) })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    loading={using === id}
                    // The visible label starts the accessible name (WCAG 2.5.3); the payout tells the buttons apart.
                    aria-label={t('recent.useLabel', {
                      use: t('recent.use'),
                      method: withdrawal.methodName,
                      summary: withdrawal.summary,
                    })}
                    onClick={async () => {
                      setUsing(id);
                      try {
                        await model.reuseWithdrawal(withdrawal.paymentId);
                      } finally {
                        setUsing(null);
                      }
                    }}
                  >
                    {t('recent.use')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
