import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import { cardConfirm, crossPlatformRequirementUpload, type CardRequirement } from '../../core/api/contract/cards';
import type { ResponseOf } from '../../core/api/contract/define';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import { CARDS_CACHE_KEYS, cardLoaders } from '../../core/cards/cards-data';
import { checkFile, FILE_KINDS, type FileRules } from '../../core/files/file-checks';
import { formatMoney } from '../../core/money/money';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  Card,
  FileDrop,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  useErrorText,
  useLanguage,
  useMessages,
  useResource,
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
  cardId: string;
  accounts: readonly Account[];
  /** Where the page was opened from (the route remembers it), to go back there. */
  backTo: string | null;
  /** The order was confirmed: reload the accounts (a new card account). */
  onConfirmed: () => void;
}

type Confirmation = ResponseOf<typeof cardConfirm>;

/**
 * `/confirm-card/{cardId}`: the order to confirm (product, shipping, what is charged now), the documents the card
 * issuer needs (uploaded with the verification upload control), the account that pays, and a receipt once confirmed.
 */
export function ConfirmCard({ api, cache, cardId, accounts, backTo, onConfirmed }: ConfirmCardProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const info = useResource(cache, CARDS_CACHE_KEYS.confirmInfo(cardId), (signal) =>
    cardLoaders.confirmInfo(api, cardId, signal),
  );
  const requirements = useResource(cache, CARDS_CACHE_KEYS.requirements(cardId), (signal) =>
    cardLoaders.requirements(api, cardId, signal),
  );
  const [feeAccountId, setFeeAccountId] = useState('');
  const [receipt, setReceipt] = useState<Confirmation | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [accountError, setAccountError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const keys = useMemo(() => createIdempotencyKeys(), []);
  const submitting = useRef(false);

  const back = <Link to={backTo ?? pathOf('addCard')}>{t('confirm.back')}</Link>;
  if ((info.status === 'error' && !info.data) || (requirements.status === 'error' && !requirements.data)) {
    return (
      <Stack gap="lg" className="wallet-cards">
        {back}
        <h1>{t('confirm.title')}</h1>
        <LoadErrorBanner
          title={t('confirm.loadError')}
          error={info.error ?? requirements.error}
          onRetry={() => {
            info.reload();
            requirements.reload();
          }}
        />
      </Stack>
    );
  }
  if (!info.data || !requirements.data) return <Spinner label={t('loading')} showLabel />;

  const order = info.data;
  const payers = accounts.filter(
    (account) => account.type === 1001 && account.currencyCode === order.currencyCode && account.accountStatusId === 1,
  );
  const chosen = feeAccountId || String(payers[0]?.accountId ?? '');
  const missing = requirements.data.requirements.filter((requirement) => requirement.status === 'missing');

  async function confirm() {
    if (submitting.current) return;
    if (!chosen) {
      setAccountError(t('confirm.noAccount', { currency: order.currencyCode }));
      return;
    }
    submitting.current = true;
    setBusy(true);
    setFailure(null);
    setAccountError(undefined);
    const request = { cardId, feeAccountId: chosen };
    try {
      const reply = await api.call(cardConfirm, request, { idempotencyKey: keys.keyFor('cardConfirm', request) });
      setReceipt(reply);
      cache.invalidate(CARDS_CACHE_KEYS.confirmInfo(cardId));
      onConfirmed();
    } catch (error) {
      setFailure(error);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Stack gap="lg" className="wallet-cards">
      {back}
      <h1>{t('confirm.title')}</h1>
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
            {receipt && (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => downloadConfirmation(receipt, order.product.name, t, language)}
                >
                  {t('receipt.download')}
                </Button>
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
            {requirements.data.requirements.length === 0 ? (
              <p>{t('confirm.noRequirements')}</p>
            ) : (
              <ul className="wallet-cards__requirements">
                {requirements.data.requirements.map((requirement) => (
                  <li key={requirement.documentType}>
                    <RequirementUpload
                      api={api}
                      cardId={cardId}
                      requirement={requirement}
                      onUploaded={() => cache.invalidate(CARDS_CACHE_KEYS.requirements(cardId))}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('confirm.payTitle')}>
            <Stack gap="md">
              {payers.length === 0 ? (
                <Banner tone="warning" title={t('confirm.noAccount', { currency: order.currencyCode })} />
              ) : (
                <Select
                  label={t('confirm.payFrom')}
                  options={payers.map((account) => ({
                    value: String(account.accountId),
                    label: `${account.currencyCode} ${account.accountNumber} · ${formatMoney(account.balance, account.currencyCode, language)}`,
                  }))}
                  value={chosen}
                  error={accountError}
                  onChange={(event) => setFeeAccountId(event.target.value)}
                />
              )}
              {missing.length > 0 && <p className="wallet-cards__note">{t('confirm.uploadFirst')}</p>}
              <div aria-live="assertive">
                {failure !== null && (
                  <Banner tone="error" title={t('confirm.failed')}>
                    {errorText(failure)}
                  </Banner>
                )}
              </div>
              <div>
                <Button
                  loading={busy}
                  disabled={missing.length > 0 || payers.length === 0}
                  onClick={() => void confirm()}
                >
                  {failure !== null
                    ? t('confirm.retry')
                    : t('confirm.confirm', { total: formatMoney(order.totalDue, order.currencyCode, language) })}
                </Button>
              </div>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}

function downloadConfirmation(
  receipt: Confirmation,
  product: string,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
) {
  const lines = [
    t('confirm.doneTitle'),
    `${t('receipt.reference')}: ${receipt.reference}`,
    `${t('receipt.date')}: ${new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(receipt.createdAt))}`,
    `${t('receipt.card')}: ${product}`,
    `${t('confirm.charged')}: ${formatMoney(receipt.charged, receipt.currencyCode, language)}`,
  ];
  const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `card-order-${receipt.reference}.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

function RequirementUpload({
  api,
  cardId,
  requirement,
  onUploaded,
}: {
  api: ApiClient;
  cardId: string;
  requirement: CardRequirement;
  onUploaded: () => void;
}) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const label = t(`requirement.type.${requirement.documentType}`, { defaultValue: requirement.description });

  async function upload() {
    if (!file) {
      setError(t('requirement.chooseFile'));
      return;
    }
    if (checkFile(file, REQUIREMENT_FILE_RULES)) {
      setError(t('requirement.badFile'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await api.call(
        crossPlatformRequirementUpload,
        { cardId, documentType: requirement.documentType },
        { files: { mainDocument: file } },
      );
      setFile(null);
      onUploaded();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
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
        progress={busy ? 'indeterminate' : null}
      />
      <div>
        <Button variant="secondary" loading={busy} onClick={() => void upload()}>
          {t('requirement.upload')}
        </Button>
      </div>
    </Stack>
  );
}
