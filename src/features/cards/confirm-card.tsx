import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import { cardConfirm, crossPlatformRequirementUpload, type CardRequirement } from '../../core/api/contract/cards';
import type { RequestOf, ResponseOf } from '../../core/api/contract/define';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import { CARDS_CACHE_KEYS, cardConfirmInfoQuery, cardRequirementsQuery } from '../../core/cards/cards-data';
import { checkFile, FILE_KINDS, type FileRules } from '../../core/files/file-checks';
import { formatMoney } from '../../core/money/money';
import { receiptPdfLinkByReference } from '../../core/receipts/receipt-pdf';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import type { QueryData } from '../../core/resource/query-options';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  Card,
  FileDrop,
  LoadGate,
  PaymentReview,
  ReceiptPdfButton,
  Select,
  Stack,
  useErrorText,
  useForm,
  useLanguage,
  useMessages,
  useMutation,
  usePaymentMessages,
  useQuery,
} from '../../ui';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

/** What a requirement document may be: JPG, PNG or PDF up to 10 MB (the verification uploads' rules). */
const REQUIREMENT_FILE_RULES: FileRules = {
  kinds: [FILE_KINDS.jpeg, FILE_KINDS.png, FILE_KINDS.pdf],
  maxBytes: 10_000_000,
};

export interface ConfirmCardProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The brand whose PDF receipt is offered once the order is confirmed. */
  brandId: string;
  cardId: string;
  accounts: readonly Account[];
  /** Where the page was opened from (the route remembers it), to go back there. */
  backTo: string | null;
  /** The order was confirmed: reload the accounts (a new card account). */
  onConfirmed: () => void;
}

type Confirmation = ResponseOf<typeof cardConfirm>;
type Order = QueryData<ReturnType<typeof cardConfirmInfoQuery>>;
type Requirements = QueryData<ReturnType<typeof cardRequirementsQuery>>;

/**
 * `/confirm-card/{cardId}`: the order to confirm (product, shipping, what is charged now), the documents the card
 * issuer needs (uploaded with the verification upload control), the account that pays, and a receipt once confirmed.
 */
export function ConfirmCard({ api, cache, brandId, cardId, accounts, backTo, onConfirmed }: ConfirmCardProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const info = useQuery(cache, cardConfirmInfoQuery(api, cardId));
  const requirements = useQuery(cache, cardRequirementsQuery(api, cardId));
  return (
    <Stack gap="lg" className="wallet-cards">
      <Link to={backTo ?? pathOf('addCard')}>{t('confirm.back')}</Link>
      <h1>{t('confirm.title')}</h1>
      <LoadGate view={info} errorTitle={t('confirm.loadError')} loadingLabel={t('loading')}>
        {(order) => (
          <LoadGate view={requirements} errorTitle={t('confirm.loadError')} loadingLabel={t('loading')}>
            {(needed) => (
              <ConfirmOrder
                api={api}
                cache={cache}
                brandId={brandId}
                cardId={cardId}
                accounts={accounts}
                order={order}
                requirements={needed}
                onConfirmed={onConfirmed}
              />
            )}
          </LoadGate>
        )}
      </LoadGate>
    </Stack>
  );
}

function ConfirmOrder({
  api,
  cache,
  brandId,
  cardId,
  accounts,
  order,
  requirements,
  onConfirmed,
}: Omit<ConfirmCardProps, 'backTo'> & { order: Order; requirements: Requirements }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const payment = usePaymentMessages();
  const errorText = useErrorText();
  const language = useLanguage();
  const [reviewing, setReviewing] = useState(false);
  // One key per attempt: a double click, or a retry after a failure or a dropped connection, pays once.
  const keys = useMemo(() => createIdempotencyKeys(), []);
  const confirm = useMutation(cache, {
    run: (request: RequestOf<typeof cardConfirm>) =>
      api.call(cardConfirm, request, { idempotencyKey: keys.keyFor('cardConfirm', request) }),
    invalidates: [CARDS_CACHE_KEYS.confirmInfo(cardId)],
    onSuccess: onConfirmed,
  });
  const payers = accounts.filter(
    (account) => account.type === 1001 && account.currencyCode === order.currencyCode && account.accountStatusId === 1,
  );
  const form = useForm({
    initial: { feeAccountId: String(payers[0]?.accountId ?? '') },
    validate: (values) => (values.feeAccountId ? {} : { feeAccountId: 'confirm.noAccount' }),
    message: (key) => t(key, { currency: order.currencyCode }),
    serverErrors: confirm.fieldErrors,
    onSubmit: () => setReviewing(true),
  });
  const receipt: Confirmation | undefined = confirm.data;
  const failure = confirm.error;
  const missing = requirements.requirements.filter((requirement) => requirement.status === 'missing');

  const payer = payers.find((account) => String(account.accountId) === form.values.feeAccountId);
  const money = (amount: Order['totalDue'], currency: string) => formatMoney(amount, currency, language);
  /** The review's rows: the account, the card, what makes up the charge, the total and when the card comes. */
  const reviewRows: [string, string][] = [
    [
      payment.t('review.from'),
      payer ? `${payer.currencyCode} ${payer.accountNumber} · ${money(payer.balance, payer.currencyCode)}` : '',
    ],
    [payment.t('review.to'), order.product.name],
    [t('fees.issue'), money(order.product.fees.issue, order.product.fees.currency)],
    ...(order.shippingOption
      ? [
          [
            t('confirm.shipping'),
            `${t(`shipping.${order.shippingOption.type}`, { defaultValue: order.shippingOption.type })} · ${money(order.shippingOption.fee, order.currencyCode)}`,
          ] as [string, string],
        ]
      : []),
    [payment.t('review.total'), money(order.totalDue, order.currencyCode)],
    [
      payment.t('review.arrival'),
      order.product.isVirtual || !order.shippingOption
        ? payment.t('review.arrivalNow')
        : t('shipping.days', { days: String(order.shippingOption.deliveryTime) }),
    ],
  ];
  const failureBanner = (
    <div aria-live="assertive">
      {failure !== null && (
        <Banner tone="error" title={t('confirm.failed')}>
          {errorText(failure)}
        </Banner>
      )}
    </div>
  );

  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  return (
    <>
      <Card title={order.product.name}>
        <dl className="wallet-cards__facts">
          <dt>{t('facts.kind')}</dt>
          <dd>
            {order.product.isVirtual
              ? t('kind.virtual')
              : order.product.subType === 2
                ? t('kind.debit')
                : t('kind.prepaid')}
          </dd>
          <dt>{t('fees.issue')}</dt>
          <dd>
            <AmountText amount={order.product.fees.issue} currency={order.product.fees.currency} />
          </dd>
          {order.shippingOption && (
            <>
              <dt>{t('confirm.shipping')}</dt>
              <dd>
                {t(`shipping.${order.shippingOption.type}`, { defaultValue: order.shippingOption.type })} ·{' '}
                <AmountText amount={order.shippingOption.fee} currency={order.currencyCode} /> ·{' '}
                {t('shipping.days', { days: String(order.shippingOption.deliveryTime) })}
              </dd>
            </>
          )}
          <dt>{t('fees.annual')}</dt>
          <dd>
            <AmountText amount={order.product.fees.annual} currency={order.product.fees.currency} />
          </dd>
          <dt>{t('fees.monthly')}</dt>
          <dd>
            <AmountText amount={order.product.fees.monthly} currency={order.product.fees.currency} />
          </dd>
          <dt>{t('confirm.totalDue')}</dt>
          <dd>
            <strong>
              <AmountText amount={order.totalDue} currency={order.currencyCode} />
            </strong>
          </dd>
        </dl>
      </Card>

      {receipt || order.state === 'confirmed' ? (
        <Card title={t('confirm.doneTitle')}>
          <Stack gap="md">
            <Banner tone="success" title={t('confirm.done')} />
            {receipt && (
              <dl className="wallet-cards__facts">
                <dt>{t('receipt.reference')}</dt>
                <dd>{receipt.reference}</dd>
                <dt>{t('receipt.date')}</dt>
                <dd>{date(receipt.createdAt)}</dd>
                <dt>{t('confirm.charged')}</dt>
                <dd>
                  <AmountText amount={receipt.charged} currency={receipt.currencyCode} />
                </dd>
              </dl>
            )}
            {/* The branded PDF of the history, found by the one reference; a free card moved no money to receipt. */}
            {receipt && Number(receipt.charged) > 0 && (
              <div>
                <ReceiptPdfButton
                  cache={cache}
                  prepare={() =>
                    receiptPdfLinkByReference(api, { brand: brandId, reference: receipt.reference, language })
                  }
                />
              </div>
            )}
            <Link
              to={
                order.accountId !== null && receipt?.accountStatusId === 2
                  ? pathWith('card-detail', { accountId: order.accountId })
                  : pathOf('cards')
              }
            >
              {t('confirm.toCards')}
            </Link>
          </Stack>
        </Card>
      ) : (
        <>
          <Card title={t('confirm.requirementsTitle')}>
            {requirements.requirements.length === 0 ? (
              <p>{t('confirm.noRequirements')}</p>
            ) : (
              <ul className="wallet-cards__requirements">
                {requirements.requirements.map((requirement) => (
                  <li key={requirement.documentType}>
                    <RequirementUpload api={api} cache={cache} cardId={cardId} requirement={requirement} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {reviewing && payment.ready ? (
            <Stack gap="md">
              <PaymentReview
                rows={reviewRows}
                confirmLabel={
                  failure !== null
                    ? t('confirm.retry')
                    : t('confirm.confirm', { total: money(order.totalDue, order.currencyCode) })
                }
                busy={confirm.pending}
                onEdit={() => {
                  confirm.reset();
                  setReviewing(false);
                }}
                onConfirm={() => void confirm.mutate({ cardId, feeAccountId: form.values.feeAccountId })}
              />
              {failureBanner}
            </Stack>
          ) : (
            <Card title={t('confirm.payTitle')}>
              <form {...form.formProps}>
                <Stack gap="md">
                  {payers.length === 0 ? (
                    <Banner tone="warning" title={t('confirm.noAccount', { currency: order.currencyCode })} />
                  ) : (
                    <Select
                      label={t('confirm.payFrom')}
                      options={payers.map((account) => ({
                        value: String(account.accountId),
                        label: `${account.currencyCode} ${account.accountNumber} · ${money(account.balance, account.currencyCode)}`,
                      }))}
                      {...form.field('feeAccountId')}
                    />
                  )}
                  {missing.length > 0 && <p className="wallet-cards__note">{t('confirm.uploadFirst')}</p>}
                  <div>
                    <Button type="submit" disabled={missing.length > 0 || payers.length === 0}>
                      {payment.t('review.continue')}
                    </Button>
                  </div>
                </Stack>
              </form>
            </Card>
          )}
        </>
      )}
    </>
  );
}

function RequirementUpload({
  api,
  cache,
  cardId,
  requirement,
}: {
  api: ApiClient;
  cache: ResourceCache;
  cardId: string;
  requirement: CardRequirement;
}) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const send = useMutation(cache, {
    run: (document: File) =>
      api.call(
        crossPlatformRequirementUpload,
        { cardId, documentType: requirement.documentType },
        { files: { mainDocument: document } },
      ),
    invalidates: [CARDS_CACHE_KEYS.requirements(cardId)],
    onSuccess: () => setFile(null),
  });
  const label = t(`requirement.type.${requirement.documentType}`, { defaultValue: requirement.description });
  const error = problem ?? (send.error !== null ? errorText(send.error) : undefined);

  function upload() {
    if (!file) {
      setProblem(t('requirement.chooseFile'));
      return;
    }
    if (checkFile(file, REQUIREMENT_FILE_RULES)) {
      setProblem(t('requirement.badFile'));
      return;
    }
    setProblem(undefined);
    void send.mutate(file);
  }

  if (requirement.status !== 'missing') {
    return (
      <p>
        <strong>{label}</strong>: {t(`requirement.status.${requirement.status}`, { file: requirement.fileName ?? '' })}
      </p>
    );
  }
  return (
    <Stack gap="sm">
      <FileDrop
        id={`card-requirement-${requirement.documentType}`}
        label={label}
        hint={t('requirement.hint')}
        rules={REQUIREMENT_FILE_RULES}
        file={file}
        onFileChange={setFile}
        error={error}
        progress={send.pending ? 'indeterminate' : null}
      />
      <div>
        <Button variant="secondary" loading={send.pending} onClick={upload}>
          {t('requirement.upload')}
        </Button>
      </div>
    </Stack>
  );
}
