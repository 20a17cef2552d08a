import { useMemo, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import { cardLoad, cardLoadQuote } from '../../core/api/contract/cards';
import type { RequestOf, ResponseOf } from '../../core/api/contract/define';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import { maskCardNumber } from '../../core/cards/card-rules';
import { formatMoney } from '../../core/money/money';
import { receiptPdfLinkByReference } from '../../core/receipts/receipt-pdf';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Dialog,
  Inline,
  PaymentFacts,
  PaymentReview,
  ReceiptPdfButton,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useForm,
  useLanguage,
  useMessages,
  useMutation,
  usePaymentMessages,
} from '../../ui';
import { cardName } from './card-texts';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface LoadCardDialogProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The brand whose PDF receipt is made. */
  brandId: string;
  card: Account;
  accounts: readonly Account[];
  onClose: () => void;
  /** Money moved: reload balances. */
  onLoaded: () => void;
}

const AMOUNT_PATTERN = /^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,2})?$/;

type LoadRequest = RequestOf<typeof cardLoad>;
type Quote = ResponseOf<typeof cardLoadQuote>;

/**
 * Loads a prepaid card from one of the customer's wallet accounts in the card's currency: the form, then the review
 * (from, to, amount, fee, received, total, arrival; a rate only where there is an exchange) with Edit, which keeps
 * what was typed, and Confirm; then the receipt with the one reference the history shows and the branded PDF. One
 * idempotency key per attempt, so a double click, a retry after a failure or a dropped connection books once.
 */
export function LoadCardDialog({ api, cache, brandId, card, accounts, onClose, onLoaded }: LoadCardDialogProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const payment = usePaymentMessages();
  const errorText = useErrorText();
  const language = useLanguage();
  const sources = accounts.filter(
    (account) => account.type === 1001 && account.currencyCode === card.currencyCode && account.accountStatusId === 1,
  );
  const name = `${cardName(t, card)} ${maskCardNumber(card.accountNumber)}`;
  const keys = useMemo(() => createIdempotencyKeys(), []);
  const [reviewing, setReviewing] = useState(false);

  const quote = useMutation(cache, {
    run: (request: LoadRequest) => api.call(cardLoadQuote, request),
    onSuccess: () => setReviewing(true),
  });
  const load = useMutation(cache, {
    run: (request: LoadRequest) => api.call(cardLoad, request, { idempotencyKey: keys.keyFor('cardLoad', request) }),
    onSuccess: onLoaded,
  });
  const refusal = load.error ?? quote.error;
  const fieldRefusal = { ...quote.fieldErrors, ...load.fieldErrors };
  const form = useForm({
    initial: { fromAccountId: String(sources[0]?.accountId ?? ''), amount: '' },
    validate: (values) => ({
      ...(values.fromAccountId ? {} : { fromAccountId: t('load.noSource', { currency: card.currencyCode }) }),
      ...(AMOUNT_PATTERN.test(values.amount.trim()) ? {} : { amount: t('load.invalidAmount') }),
    }),
    serverErrors: {
      ...(fieldRefusal.amount ? { amount: t('load.insufficient') } : {}),
      ...(fieldRefusal.fromAccountId ? { fromAccountId: fieldRefusal.fromAccountId } : {}),
    },
    onSubmit: (values) => {
      load.reset();
      return quote.mutate(requestOf(values));
    },
  });
  function requestOf(values: { fromAccountId: string; amount: string }): LoadRequest {
    return { fromAccountId: values.fromAccountId, toAccountId: String(card.accountId), amount: values.amount.trim() };
  }
  // A refusal at a field (not enough money) goes back to the form, said at the field; any other stays on the review.
  const fieldRefused = Object.keys(fieldRefusal).length > 0;
  const receipt = load.data;

  if (receipt) {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(receipt.createdAt),
    );
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('receipt.title')}
        actions={<Button onClick={onClose}>{t('close')}</Button>}
      >
        <Stack gap="md">
          <Banner tone="success" title={t('receipt.done', { card: name })} />
          <PaymentFacts
            label={t('receipt.heading')}
            rows={[
              [t('receipt.reference'), receipt.reference],
              [t('receipt.date'), date],
              [t('receipt.card'), name],
              ...moneyRows(receipt),
            ]}
          />
          <div>
            <ReceiptPdfButton
              cache={cache}
              prepare={() => receiptPdfLinkByReference(api, { brand: brandId, reference: receipt.reference, language })}
            />
          </div>
        </Stack>
      </Dialog>
    );
  }

  function moneyRows(figures: Quote | NonNullable<typeof receipt>): [string, string][] {
    const money = (value: Quote['amount']) => formatMoney(value, figures.currencyCode, language);
    return [
      [t('quote.amount'), money(figures.amount)],
      [t('quote.fee'), money(figures.fee)],
      [t('quote.received'), money(figures.toAmount)],
      [t('quote.total'), money(figures.totalDebit)],
    ];
  }

  const source = sources.find((account) => String(account.accountId) === form.values.fromAccountId);
  const sourceLabel = (account: Account) =>
    `${account.currencyCode} ${maskCardNumber(account.accountNumber)} · ${formatMoney(account.balance, account.currencyCode, language)}`;
  const quoted = quote.data;
  const inReview = reviewing && quoted !== undefined && !fieldRefused;

  return (
    <Dialog open onClose={onClose} title={t('load.title', { card: name })}>
      {!payment.ready ? (
        <Spinner label={t('loading')} showLabel />
      ) : (
        <Stack gap="md">
          <form {...form.formProps}>
            <Stack gap="md">
              {sources.length === 0 ? (
                <Banner tone="info" title={t('load.noSource', { currency: card.currencyCode })} />
              ) : (
                <Select
                  label={t('load.from')}
                  options={sources.map((account) => ({
                    value: String(account.accountId),
                    label: sourceLabel(account),
                  }))}
                  disabled={inReview}
                  {...form.field('fromAccountId')}
                />
              )}
              <TextField
                label={t('load.amount', { currency: card.currencyCode })}
                inputMode="decimal"
                autoComplete="off"
                readOnly={inReview}
                {...form.field('amount')}
              />
              {!inReview && (
                <Inline gap="sm" wrap>
                  <Button type="submit" loading={quote.pending} disabled={sources.length === 0}>
                    {t('load.review')}
                  </Button>
                  <Button variant="secondary" onClick={onClose}>
                    {t('close')}
                  </Button>
                </Inline>
              )}
            </Stack>
          </form>
          {inReview && (
            <PaymentReview
              rows={[
                [payment.t('review.from'), source ? sourceLabel(source) : ''],
                [payment.t('review.to'), name],
                ...moneyRows(quoted),
                [payment.t('review.arrival'), payment.t('review.arrivalNow')],
              ]}
              confirmLabel={
                load.error !== null
                  ? t('load.retry')
                  : t('load.confirm', { total: formatMoney(quoted.totalDebit, quoted.currencyCode, language) })
              }
              busy={load.pending}
              onEdit={() => {
                load.reset();
                setReviewing(false);
              }}
              onConfirm={() => void load.mutate(requestOf(form.values))}
            />
          )}
          <div aria-live="assertive">
            {refusal !== null && !fieldRefused && (
              <Banner tone="error" title={t('load.failed')}>
                {errorText(refusal)}
              </Banner>
            )}
          </div>
        </Stack>
      )}
    </Dialog>
  );
}
