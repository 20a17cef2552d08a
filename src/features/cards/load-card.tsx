import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import { cardLoad, cardLoadQuote } from '../../core/api/contract/cards';
import type { ResponseOf } from '../../core/api/contract/define';
import { isApiError } from '../../core/api/errors';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import { maskCardNumber } from '../../core/cards/card-rules';
import { formatMoney } from '../../core/money/money';
import {
  AmountText,
  Banner,
  Button,
  Dialog,
  Inline,
  Select,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useMessages,
} from '../../ui';
import { cardName } from './card-texts';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface LoadCardDialogProps {
  api: ApiClient;
  card: Account;
  accounts: readonly Account[];
  onClose: () => void;
  /** Money moved: reload balances. */
  onLoaded: () => void;
}

const AMOUNT_PATTERN = /^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,2})?$/;

type Quote = ResponseOf<typeof cardLoadQuote>;
type Receipt = ResponseOf<typeof cardLoad>;

/**
 * Loads a prepaid card from one of the customer's wallet accounts in the card's currency: the amount, fee, rate,
 * amount received and total charged are shown before confirming; the receipt (reference, amounts, date) after,
 * with a download. One idempotency key per attempt, so a double click, a retry after a failure or a dropped
 * connection books once; what was typed stays when a call fails.
 */
export function LoadCardDialog({ api, card, accounts, onClose, onLoaded }: LoadCardDialogProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const sources = accounts.filter(
    (account) => account.type === 1001 && account.currencyCode === card.currencyCode && account.accountStatusId === 1,
  );
  const [fromAccountId, setFromAccountId] = useState(String(sources[0]?.accountId ?? ''));
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; fromAccountId?: string }>({});
  const [quote, setQuote] = useState<Quote | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const keys = useMemo(() => createIdempotencyKeys(), []);
  const submitting = useRef(false);
  const name = `${cardName(t, card)} ${maskCardNumber(card.accountNumber)}`;

  const request = { fromAccountId, toAccountId: String(card.accountId), amount: amount.trim() };

  function fieldErrorsOf(error: unknown): boolean {
    if (!isApiError(error) || !error.validationErrors) return false;
    const next: typeof errors = {};
    for (const item of error.validationErrors) {
      if (item.field === 'amount') next.amount = t('load.insufficient');
      if (item.field === 'fromAccountId') next.fromAccountId = item.description;
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  }

  async function review(event: FormEvent) {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!fromAccountId) problems.fromAccountId = t('load.noSource', { currency: card.currencyCode });
    if (!AMOUNT_PATTERN.test(amount.trim())) problems.amount = t('load.invalidAmount');
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      setQuote(await api.call(cardLoadQuote, request));
    } catch (error) {
      if (!fieldErrorsOf(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    // A second click while the first is on its way sends nothing; a retry after a failure reuses the key.
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const reply = await api.call(cardLoad, request, { idempotencyKey: keys.keyFor('cardLoad', request) });
      setReceipt(reply);
      onLoaded();
    } catch (error) {
      if (fieldErrorsOf(error)) setQuote(null);
      else setFailure(error);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  function downloadReceipt(done: Receipt) {
    const lines = [
      t('receipt.heading'),
      `${t('receipt.reference')}: ${done.reference}`,
      `${t('receipt.date')}: ${new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(done.createdAt))}`,
      `${t('receipt.card')}: ${name}`,
      `${t('quote.amount')}: ${formatMoney(done.amount, done.currencyCode, language)}`,
      `${t('quote.fee')}: ${formatMoney(done.fee, done.currencyCode, language)}`,
      `${t('quote.received')}: ${formatMoney(done.toAmount, done.currencyCode, language)}`,
      `${t('quote.total')}: ${formatMoney(done.totalDebit, done.currencyCode, language)}`,
    ];
    const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `card-load-${done.reference}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  }

  if (receipt) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('receipt.title')}
        actions={<Button onClick={onClose}>{t('close')}</Button>}
      >
        <Stack gap="md">
          <Banner tone="success" title={t('receipt.done', { card: name })} />
          <div role="group" aria-label={t('receipt.heading')}>
            <dl className="wallet-cards__facts">
              <dt>{t('receipt.reference')}</dt>
              <dd>{receipt.reference}</dd>
              <dt>{t('receipt.date')}</dt>
              <dd>
                {new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
                  new Date(receipt.createdAt),
                )}
              </dd>
              <QuoteFacts quote={receipt} />
            </dl>
          </div>
          <div>
            <Button variant="secondary" onClick={() => downloadReceipt(receipt)}>
              {t('receipt.download')}
            </Button>
          </div>
        </Stack>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('load.title', { card: name })}>
      <form onSubmit={(event) => void review(event)} noValidate>
        <Stack gap="md">
          {sources.length === 0 ? (
            <Banner tone="info" title={t('load.noSource', { currency: card.currencyCode })} />
          ) : (
            <Select
              label={t('load.from')}
              options={sources.map((account) => ({
                value: String(account.accountId),
                label: `${account.currencyCode} ${maskCardNumber(account.accountNumber)} · ${formatMoney(account.balance, account.currencyCode, language)}`,
              }))}
              value={fromAccountId}
              error={errors.fromAccountId}
              disabled={quote !== null}
              onChange={(event) => setFromAccountId(event.target.value)}
            />
          )}
          <TextField
            label={t('load.amount', { currency: card.currencyCode })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={errors.amount}
            readOnly={quote !== null}
            onChange={(event) => setAmount(event.target.value)}
          />
          {quote && (
            <div role="group" aria-label={t('quote.title')}>
              <dl className="wallet-cards__facts">
                <QuoteFacts quote={quote} />
              </dl>
            </div>
          )}
          <div aria-live="assertive">
            {failure !== null && (
              <Banner tone="error" title={t('load.failed')}>
                {errorText(failure)}
              </Banner>
            )}
          </div>
          <Inline gap="sm" wrap>
            {quote ? (
              <>
                <Button loading={busy} onClick={() => void confirm()}>
                  {failure !== null
                    ? t('load.retry')
                    : t('load.confirm', { total: formatMoney(quote.totalDebit, quote.currencyCode, language) })}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => setQuote(null)}>
                  {t('load.change')}
                </Button>
              </>
            ) : (
              <Button type="submit" loading={busy} disabled={sources.length === 0}>
                {t('load.review')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}

function QuoteFacts({ quote }: { quote: Quote | Receipt }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  return (
    <>
      <dt>{t('quote.amount')}</dt>
      <dd>
        <AmountText amount={quote.amount} currency={quote.currencyCode} />
      </dd>
      <dt>{t('quote.fee')}</dt>
      <dd>
        <AmountText amount={quote.fee} currency={quote.currencyCode} />
      </dd>
      <dt>{t('quote.rate')}</dt>
      <dd>{t('quote.sameCurrency')}</dd>
      <dt>{t('quote.received')}</dt>
      <dd>
        <AmountText amount={quote.toAmount} currency={quote.currencyCode} />
      </dd>
      <dt>{t('quote.total')}</dt>
      <dd>
        <AmountText amount={quote.totalDebit} currency={quote.currencyCode} />
      </dd>
    </>
  );
}
