import type { ReactNode } from 'react';
import { formatMoney, type Amount } from '../../core/money/money';
import type { QuoteState } from '../../core/payments/payment-model';
import { AmountText } from '../amount-text/amount-text';
import { LoadErrorBanner } from '../banner/load-error-banner';
import { Spinner } from '../spinner/spinner';
import { usePaymentMessages } from './messages';

export interface PaymentQuoteViewProps {
  quote: QuoteState;
  /** What is paid, in `currency`; null while it is not known (an open amount not typed yet): nothing is shown. */
  amount: Amount | null;
  currency: string;
  /** Label of the first line; "Amount" by default ("Invoice amount" for an invoice). */
  amountLabel?: ReactNode | undefined;
  /** Asks for the fee again after a failure. */
  onRetry: () => void;
}

/**
 * What a pay button says it charges: the total (amount, converted when the account's currency differs, plus fee) once
 * the quote is in, so the payer never books more than the button said; the amount alone while the fee is not known
 * (the button cannot pay then).
 */
export function chargedAmountText(quote: QuoteState, amount: Amount, currency: string, language: string): string {
  return quote.status === 'ready'
    ? formatMoney(quote.quote.totalDebit, quote.quote.feeCurrencyCode, language)
    : formatMoney(amount, currency, language);
}

/**
 * The fee and total of the chosen account (part `amounts`): the amount paid, what it comes to in the account's
 * currency when that differs, the fee and the total charged. While the fee is asked: a spinner; when it could not be
 * worked out: the reason with a retry.
 */
export function PaymentQuoteView({ quote, amount, currency, amountLabel, onRetry }: PaymentQuoteViewProps) {
  const { t } = usePaymentMessages();
  if (quote.status === 'loading') return <Spinner label={t('quote.loading')} showLabel />;
  if (quote.status === 'failed') {
    return <LoadErrorBanner title={t('quote.failed')} error={quote.error} onRetry={onRetry} />;
  }
  if (quote.status !== 'ready' || amount === null) return null;
  const { fee, feeCurrencyCode, debitAmount, totalDebit, exchangeRate } = quote.quote;
  return (
    <dl className="wallet-payment-list wallet-payment-quote" part="amounts">
      <div>
        <dt>{amountLabel ?? t('quote.amount')}</dt>
        <dd>
          <AmountText amount={amount} currency={currency} />
        </dd>
      </div>
      {feeCurrencyCode !== currency && (
        <div>
          <dt>{t('quote.rate')}</dt>
          <dd>{t('accounts.rate', { from: currency, rate: String(exchangeRate), to: feeCurrencyCode })}</dd>
        </div>
      )}
      {feeCurrencyCode !== currency && (
        <div>
          <dt>{t('quote.converted')}</dt>
          <dd>
            <AmountText amount={debitAmount} currency={feeCurrencyCode} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('quote.fee')}</dt>
        <dd>
          <AmountText amount={fee} currency={feeCurrencyCode} />
        </dd>
      </div>
      <div className="wallet-payment-quote__total">
        <dt>{t('quote.total')}</dt>
        <dd>
          <AmountText amount={totalDebit} currency={feeCurrencyCode} />
        </dd>
      </div>
    </dl>
  );
}
