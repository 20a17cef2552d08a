import { useMemo, useState, type FormEvent } from 'react';
import { merchantIdentityCreate, type IdentityRequest } from '../../core/api/contract/merchant-tools';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import {
  AccountPicker,
  Banner,
  Button,
  maskAccountNumber,
  PaymentReceipt,
  Stack,
  TextField,
  useErrorText,
  useMutation,
  usePaymentMessages,
  useQuery,
} from '../../ui';
import { useToolsMessages } from './messages';
import { nameProblem, TOOLS_KEYS, toolsReads } from './tools-data';
import { FirstLoad, ToolsList, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { useFormats } from './use-formats';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Draft {
  personName: string;
  email: string;
  accountId: string | null;
}

type Step = { kind: 'form' } | { kind: 'review' } | { kind: 'done'; request: IdentityRequest; bookedAt: string };

/**
 * security/verification: ask a person to verify their identity, paid by the business. The fee of the chosen account
 * is shown before anything is sent; confirming books it once (one idempotency key per attempt, so a double click or
 * a retry after a lost answer does not charge twice); a receipt follows.
 */
export function IdentityVerification(props: MerchantToolsProps) {
  const { api, cache } = props;
  const format = useFormats();
  const errorText = useErrorText();
  const payment = usePaymentMessages();
  const accounts = useQuery(cache, toolsReads.accounts(api));
  const [draft, setDraft] = useState<Draft>({ personName: '', email: '', accountId: null });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const keys = useMemo(() => createIdempotencyKeys(), []);
  const fee = useQuery(cache, draft.accountId ? toolsReads.identityFee(api, draft.accountId) : null);
  const sending = useMutation(cache, {
    run: (payload: { accountId: number; email: string; personName: string }) =>
      api.call(merchantIdentityCreate, payload, {
        idempotencyKey: keys.keyFor('merchantIdentityCreate', payload),
      }),
    invalidates: [TOOLS_KEYS.identities, TOOLS_KEYS.accounts],
    onSuccess: (reply) => setStep({ kind: 'done', request: reply.request, bookedAt: new Date().toISOString() }),
  });
  const account = accounts.data?.accounts.find((item) => String(item.accountId) === draft.accountId);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    const named = nameProblem(draft.personName);
    if (named) found.personName = named;
    if (!EMAIL.test(draft.email.trim())) found.email = 'identity.emailInvalid';
    if (!draft.accountId) found.accountId = 'identity.accountRequired';
    setErrors(found);
    if (Object.keys(found).length === 0) setStep({ kind: 'review' });
  };

  const send = () => {
    if (!draft.accountId) return;
    void sending.mutate({
      accountId: Number(draft.accountId),
      email: draft.email.trim(),
      personName: draft.personName.trim(),
    });
  };

  return (
    <ToolsScreen title={(t) => t('identity.title')} intro={(t) => t('identity.intro')}>
      {(t) => (
        <Stack gap="lg">
          {step.kind === 'done' ? (
            <Stack gap="md">
              <Banner tone="success" title={t('identity.sentTitle')}>
                {t('identity.sent', { email: step.request.email })}
              </Banner>
              {payment.ready && (
                <PaymentReceipt
                  receipt={{
                    reference: step.request.reference,
                    payee: t('identity.payee'),
                    amount: step.request.feeAmount,
                    currency: step.request.currencyCode,
                    fee: '0',
                    feeCurrency: step.request.currencyCode,
                    total: step.request.feeAmount,
                    exchangeRate: null,
                    bookedAt: step.bookedAt,
                  }}
                />
              )}
              <div className="wallet-tools__actions">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDraft({ personName: '', email: '', accountId: draft.accountId });
                    setStep({ kind: 'form' });
                  }}
                >
                  {t('identity.another')}
                </Button>
              </div>
            </Stack>
          ) : (
            <form onSubmit={review} noValidate aria-label={t('identity.formLabel')}>
              <Stack gap="md">
                <TextField
                  label={t('identity.personName')}
                  value={draft.personName}
                  readOnly={step.kind === 'review'}
                  onChange={(event) => setDraft({ ...draft, personName: event.target.value })}
                  error={errors.personName ? t(errors.personName) : undefined}
                />
                <TextField
                  type="email"
                  label={t('identity.email')}
                  value={draft.email}
                  readOnly={step.kind === 'review'}
                  onChange={(event) => setDraft({ ...draft, email: event.target.value })}
                  error={errors.email ? t(errors.email) : undefined}
                />
                <FirstLoad view={accounts} title={t('identity.accountsError')} />
                {accounts.data && step.kind === 'form' && (
                  <AccountPicker
                    legend={t('identity.account')}
                    balanceLabel={t('identity.balance')}
                    options={accounts.data.accounts.map((item) => ({
                      id: String(item.accountId),
                      title: maskAccountNumber(item.accountNumber),
                      currency: item.currencyCode,
                      balance: item.balance,
                    }))}
                    value={draft.accountId}
                    onChange={(accountId) => setDraft({ ...draft, accountId })}
                    error={errors.accountId ? t(errors.accountId) : undefined}
                  />
                )}
                {fee.data && (
                  <dl className="wallet-tools__details" aria-label={t('identity.costs')}>
                    <dt>{t('identity.fee')}</dt>
                    <dd>{format.money(fee.data.fee.amount, fee.data.fee.currencyCode)}</dd>
                    <dt>{t('identity.total')}</dt>
                    <dd>{format.money(fee.data.fee.amount, fee.data.fee.currencyCode)}</dd>
                    {account && (
                      <>
                        <dt>{t('identity.from')}</dt>
                        <dd>{maskAccountNumber(account.accountNumber)}</dd>
                      </>
                    )}
                  </dl>
                )}
                {draft.accountId && <FirstLoad view={fee} title={t('identity.feeError')} />}
                {sending.error !== null && <Banner tone="error">{errorText(sending.error)}</Banner>}
                {step.kind === 'form' ? (
                  <div className="wallet-tools__actions">
                    <Button type="submit">{t('identity.review')}</Button>
                  </div>
                ) : (
                  <div className="wallet-tools__actions">
                    <Button loading={sending.pending} disabled={!fee.data} onClick={send}>
                      {t('identity.confirm')}
                    </Button>
                    <Button variant="secondary" onClick={() => setStep({ kind: 'form' })}>
                      {t('identity.change')}
                    </Button>
                  </div>
                )}
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </ToolsScreen>
  );
}

/** security/verification/history: the requests made, newest first (1000, spec 3 section 9). */
export function IdentityHistory({ api, cache }: MerchantToolsProps) {
  const { t } = useToolsMessages();
  const format = useFormats();
  const list = useQuery(cache, toolsReads.identities(api));
  return (
    <ToolsScreen title={(tr) => tr('identity.historyTitle')}>
      {() => (
        <Stack gap="md">
          <ToolsList
            view={list}
            loadError={t('identity.historyError')}
            rows={list.data?.requests}
            emptyText={t('identity.historyEmpty')}
            caption={t('identity.historyTitle')}
            rowKey={(request) => request.id}
            columns={[
              { header: t('common.date'), cell: (request) => format.dateTime(request.createdAt) },
              { header: t('identity.personName'), rowHeader: true, cell: (request) => request.personName },
              { header: t('identity.email'), cell: (request) => request.email },
              {
                header: t('identity.fee'),
                cell: (request) => format.money(request.feeAmount, request.currencyCode),
              },
              {
                header: t('identity.reference'),
                className: 'wallet-tools__mono',
                cell: (request) => request.reference,
              },
              { header: t('common.status'), cell: (request) => t(`identity.status.${request.status}`) },
            ]}
          />
        </Stack>
      )}
    </ToolsScreen>
  );
}
