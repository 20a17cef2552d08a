import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { TransferResult } from '../../core/api/contract/p2p';
import { globalPaymentResultSchema, type GlobalPaymentResult } from '../../core/api/contract/p2p-global-pay';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import { formatMoney } from '../../core/money/money';
import { receiptPdfLinkByReference } from '../../core/receipts/receipt-pdf';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { createApprovalMachine, type ApprovalMachine, type PushWatch } from '../../core/payments/approval-machine';
import {
  Banner,
  Button,
  Inline,
  PaymentApproval,
  PaymentOutcomeBanner,
  ReceiptPdfButton,
  Stack,
  useLanguage,
} from '../../ui';
import { useTransfersText } from './messages';
import { SummaryList } from './form-parts';

export interface ApprovalCalls {
  /** The money-moving call with its idempotency key (same attempt, same key: a retry never books twice). */
  submit: (idempotencyKey: string) => Promise<TransferResult>;
  approve: (transactionId: string, code: string) => Promise<TransferResult>;
  resend: (transactionId: string) => Promise<{ approvalSentTo?: string | null | undefined }>;
  watchPush: PushWatch;
}

/**
 * The approval machine of src/core/payments for one transfer screen: made once, disposed on unmount. The idempotency
 * key is derived from the payload and the attempt, so a double click, a retry after a 500 or a dropped connection
 * sends the same key and the sandbox answers with the first transfer.
 */
export function useTransferApproval(calls: ApprovalCalls, payload: unknown): ApprovalMachine {
  // The machine is made once; its calls read the latest form from this holder (updated after every render).
  const [holder] = useState(() => ({ calls, payload }));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- a mutable box by design: the machine's calls read it later
    holder.calls = calls;
    holder.payload = payload;
  });
  const [machine] = useState(() => {
    const keys = createIdempotencyKeys();
    return createApprovalMachine({
      submit: (attempt) => holder.calls.submit(keys.keyFor('transfer', { payload: holder.payload, attempt })),
      approve: (id, code) => holder.calls.approve(id, code),
      resend: (id) => holder.calls.resend(id),
      watchPush: (id, signal) => holder.calls.watchPush(id, signal),
    });
  });
  useEffect(() => () => machine.dispose(), [machine]);
  return machine;
}

/** The approval step by the customer's mode, the outcome banner, and the receipt once done. */
export function ApprovalSection({
  machine,
  amount,
  payee,
  onNew,
  api,
  cache,
  brandId,
  failureText,
}: {
  machine: ApprovalMachine;
  amount: string;
  payee: string;
  onNew: () => void;
  api: ApiClient;
  cache: ResourceCache;
  brandId: string;
  failureText?: string | undefined;
}) {
  useSignals();
  const state = machine.state.value;
  const t = useTransfersText();
  if (state.kind === 'code' || state.kind === 'push') {
    return (
      <PaymentApproval
        state={state}
        amount={amount}
        payee={payee}
        headingLevel={2}
        onSubmitCode={(code) => void machine.enterCode(code)}
        onResend={() => void machine.resend()}
      />
    );
  }
  if ((state.kind === 'success' || state.kind === 'done') && state.success.approvalTransactionCreated) {
    return (
      <Stack gap="md">
        <ApprovalRequested result={state.success.result} />
        <Button variant="secondary" onClick={onNew}>
          {t('receipt.another')}
        </Button>
      </Stack>
    );
  }
  if (state.kind === 'success' || state.kind === 'done') {
    return (
      <Stack gap="md">
        <Receipt result={state.success.result} pending={state.success.pending} pdf={{ api, cache, brandId }} />
        <Button variant="secondary" onClick={onNew}>
          {t('receipt.another')}
        </Button>
      </Stack>
    );
  }
  if (state.kind === 'failed' && failureText) {
    return (
      <Banner tone="error" title={t('form.notSent')}>
        {failureText}
      </Banner>
    );
  }
  return <PaymentOutcomeBanner state={state} />;
}

/** The rate line of a transfer that exchanges: p2p rates are payer's per payee's unit, own accounts the other way. */
function rateLine(result: TransferResult): string | null {
  const rate = result.exchangeRate === undefined ? '' : String(result.exchangeRate);
  if (rate === '' || result.currency === result.feeCurrencyCode) return null;
  return result.kind === 'betweenAccounts'
    ? `1 ${result.feeCurrencyCode} = ${rate} ${result.currency}`
    : `1 ${result.currency} = ${rate} ${result.feeCurrencyCode}`;
}

/** The recipient's side of a global payment to a user (contract/p2p-global-pay.ts), or null for other transfers. */
function globalPaymentOf(result: TransferResult): GlobalPaymentResult | null {
  if (result.kind !== 'globalPay') return null;
  const parsed = globalPaymentResultSchema.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/** The lines of a transfer: reference, date, payee, amounts, rate (only for an exchange), reference and note. */
function useTransferLines(result: TransferResult, totalLabel: string): [string, string][] {
  const t = useTransfersText();
  const language = useLanguage();
  const money = (value: TransferResult['amount'] | undefined, currency: string) =>
    value === undefined ? '' : formatMoney(value, currency, language);
  const date = result.createdAt
    ? new Date(result.createdAt).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  const global = globalPaymentOf(result);
  if (global) {
    const exchanged = global.toCurrencyCode !== global.currency;
    return [
      [t('receipt.reference'), String(global.transactionId)],
      [t('receipt.date'), date],
      [
        t('receipt.to'),
        t('globalPay.recipient', {
          name: global.beneficiaryName,
          email: global.toEmail ?? '',
          interpolation: { escapeValue: false },
        }),
      ],
      [t('summary.amount'), money(global.amount, global.currency)],
      [t('summary.fee'), money(global.fee, global.feeCurrencyCode)],
      ...(exchanged
        ? ([[t('summary.rate'), `1 ${global.currency} = ${String(global.exchangeRate)} ${global.toCurrencyCode}`]] as [
            string,
            string,
          ][])
        : []),
      [t('summary.received'), money(global.toAmount, global.toCurrencyCode)],
      [totalLabel, money(global.totalDebit, global.feeCurrencyCode)],
      ...(global.note ? ([[t('globalPay.description'), global.note]] as [string, string][]) : []),
    ];
  }
  const lines: [string, string][] = [
    [t('receipt.reference'), String(result.transactionId)],
    [t('receipt.date'), date],
    [t('receipt.to'), result.kind === 'betweenAccounts' ? t('receipt.ownAccount') : (result.toEmail ?? '')],
    [t('summary.received'), money(result.amount, result.currency)],
    ...(result.debitAmount !== undefined
      ? ([[t('summary.debit'), money(result.debitAmount, result.feeCurrencyCode)]] as [string, string][])
      : []),
    [t('summary.fee'), money(result.fee, result.feeCurrencyCode)],
    ...(rateLine(result) ? ([[t('summary.rate'), rateLine(result) ?? '']] as [string, string][]) : []),
    [totalLabel, money(result.totalDebit, result.feeCurrencyCode)],
    ...(result.reference ? ([[t('p2p.yourReference'), result.reference]] as [string, string][]) : []),
    ...(result.note ? ([[t('p2p.note'), result.note]] as [string, string][]) : []),
  ];
  return lines;
}

/**
 * A request an initiator made (access right 3): nothing has moved, so no receipt. It says who may approve it and shows
 * what was asked for.
 */
export function ApprovalRequested({ result }: { result: TransferResult }) {
  const t = useTransfersText();
  const language = useLanguage();
  const lines = useTransferLines(result, t('request.total'));
  const names = result.approvers ?? [];
  return (
    <section className="transfers-receipt" aria-labelledby="transfers-request-title">
      <h2 id="transfers-request-title">
        {names.length > 0
          ? t('request.title', { names: new Intl.ListFormat(language, { type: 'disjunction' }).format(names) })
          : t('request.titleColleague')}
      </h2>
      <Banner tone="info">{t('request.intro')}</Banner>
      <SummaryList rows={lines} />
    </section>
  );
}

/** What was done: reference, amounts, date; the branded PDF receipt the history gives, by the same reference. */
export function Receipt({
  result,
  pending,
  pdf,
}: {
  result: TransferResult;
  pending: boolean;
  pdf: { api: ApiClient; cache: ResourceCache; brandId: string };
}) {
  const t = useTransfersText();
  const language = useLanguage();
  const lines = useTransferLines(result, t('summary.total'));
  return (
    <section className="transfers-receipt" aria-labelledby="transfers-receipt-title">
      <Banner tone={pending ? 'info' : 'success'}>{pending ? t('receipt.pending') : t('receipt.done')}</Banner>
      <h2 id="transfers-receipt-title">{t('receipt.title')}</h2>
      <SummaryList rows={lines} />
      {!pending && (
        <Inline gap="sm">
          <ReceiptPdfButton
            cache={pdf.cache}
            prepare={() =>
              receiptPdfLinkByReference(pdf.api, {
                brand: pdf.brandId,
                reference: String(result.transactionId),
                language,
              })
            }
          />
        </Inline>
      )}
    </section>
  );
}
