import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type {
  ExternalTemplate,
  ExternalTransferType,
  RecentExternalTransfer,
} from '../../core/api/contract/external-transfers';
import type { LimitExceeded } from '../../core/api/contract/limits';
import type {
  ExternalTransferModel,
  AmountError,
  ReuseState,
} from '../../core/external-transfers/external-transfer-model';
import { bankOfForm, canChooseBank } from '../../core/payout-fields/bank-choice';
import { BRANCH_CODE_KEY, type PayoutField } from '../../core/payout-fields/field-engine';
import { lookupText } from '../../core/payout-fields/lookups';
import type { TFunction } from '../../core/i18n/i18n';
import { formatMoney } from '../../core/money/money';
import { matchesSearch } from '../../core/transfers/transfer-data';
import {
  Banner,
  Button,
  Card,
  FormLayout,
  Inline,
  LoadErrorBanner,
  maskAccountNumber,
  PaymentApproval,
  PaymentOutcomeBanner,
  PaymentReview,
  PayoutFieldList,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useMessages,
  usePaymentMessages,
  usePayoutFieldMessages,
  useQuery,
} from '../../ui';
import { EXTERNAL_TRANSFERS_NAMESPACE, externalTransferMessages } from './messages';
import { TransferReceipt } from './transfer-receipt';

export interface ExternalTransferProps {
  model: ExternalTransferModel;
  /** Starts a new transfer (a fresh model) after the outcome. */
  onNewTransfer: () => void;
  /** Makes the signed link to the branded PDF receipt of the transfer with this reference. */
  receiptPdf: (reference: string) => Promise<string>;
}

export function useExternalTransferTexts(): TFunction {
  return useMessages(EXTERNAL_TRANSFERS_NAMESPACE, externalTransferMessages);
}

function countryName(language: string, code: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function money(amount: string | number, currency: string, language: string): string {
  return formatMoney(amount, currency, language);
}

export function limitText(t: TFunction, limit: LimitExceeded, language: string): string {
  const amount = money(limit.amount, limit.currencyCode, language);
  const remaining = money(limit.remaining, limit.currencyCode, language);
  return limit.period === 'single'
    ? t('amount.overSingle', { amount })
    : t(`amount.over.${limit.period}`, { amount, remaining });
}

function amountErrorText(t: TFunction, error: AmountError, language: string): string {
  switch (error.kind) {
    case 'required':
      return t('amount.required');
    case 'format':
      return t('amount.format');
    case 'limit':
      return limitText(t, error.limit, language);
    case 'maximum':
      return t('amount.overMaximum', { amount: money(error.amount, error.currencyCode, language) });
  }
}

/**
 * The external transfer screen (route transfer-external): kind and destination, country, method and currency,
 * source account, amount with the quote and the limits, the method's details (shared payout fields), templates and
 * recent transfers that fill it in one click; then the approval by mode and the outcome with a downloadable receipt.
 */
export function ExternalTransfer({ model, onNewTransfer, receiptPdf }: ExternalTransferProps) {
  useSignals();
  const t = useExternalTransferTexts();
  const fieldTexts = usePayoutFieldMessages();
  const state = model.approval.state.value;
  const sent = model.sent.value;
  const language = useLanguage();

  if (model.allowedKinds.length === 0) {
    return (
      <Banner tone="info" title={t('notAllowed.title')}>
        {t('notAllowed.body')}
      </Banner>
    );
  }
  if (!fieldTexts.ready) return <Spinner label={t('loading')} showLabel />;

  if ((state.kind === 'success' || state.kind === 'done') && sent) {
    return (
      <TransferReceipt
        success={state.success}
        sent={sent}
        t={t}
        language={language}
        onNewTransfer={onNewTransfer}
        receiptPdf={{ cache: model.cache, prepare: receiptPdf }}
      />
    );
  }
  if ((state.kind === 'code' || state.kind === 'push') && sent) {
    return (
      <Card>
        <PaymentApproval
          state={state}
          amount={money(sent.amount, sent.selection.currencyCode, language)}
          payee={sent.beneficiary}
          headingLevel={2}
          onSubmitCode={(code) => void model.approval.enterCode(code)}
          onResend={() => void model.approval.resend()}
        />
      </Card>
    );
  }
  return <TransferForm model={model} t={t} language={language} />;
}

function TransferForm({ model, t, language }: { model: ExternalTransferModel; t: TFunction; language: string }) {
  useSignals();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const selection = model.selection.value;
  const state = model.approval.state.value;
  const available = useQuery(model.cache, model.resources.available());
  const methodsResource = model.resources.methods();
  const methods = useQuery(model.cache, methodsResource);
  const accountsResource = model.resources.accounts();
  const accounts = useQuery(model.cache, accountsResource);
  const fieldsResource = model.resources.fields();
  const fields = useQuery(model.cache, fieldsResource);
  const quoteResource = model.resources.quote();
  const quote = useQuery(model.cache, quoteResource);
  const limitsResource = model.resources.limits();
  const limits = useQuery(model.cache, limitsResource);
  const maxResource = model.resources.maxAmount();
  const max = useQuery(model.cache, maxResource);
  const amountError = model.amountError.value;
  const submitError = model.submitError.value;
  const busy = state.kind === 'submitting';

  const countries = useMemo(() => {
    const entry = available.data?.find((item) => item.transferType === selection.transferType);
    return (entry?.countries ?? [])
      .map((code) => ({ value: code, label: countryName(language, code) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [available.data, selection.transferType, language]);
  const method = methods.data?.find((candidate) => candidate.paymentMethod === selection.paymentMethod);
  const account = accounts.data?.find((candidate) => candidate.accountId === selection.fromAccountId);

  const [reviewing, setReviewing] = useState(false);
  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  // The review before money moves: nothing is sent before its confirm (issue 33, no one-click wires).
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await model.review()) setReviewing(true);
    else focusFirstProblem();
  }

  async function confirm() {
    if (!(await model.send())) {
      setReviewing(false);
      focusFirstProblem();
    }
  }

  const sent = model.sent.value;
  if (reviewing && sent) {
    return (
      <TransferReview
        sent={sent}
        accountText={
          account
            ? t('account.option', {
                number: maskAccountNumber(account.accountNumber),
                balance: money(account.balance, account.currency, language),
              })
            : ''
        }
        methodText={method?.name ?? sent.selection.paymentMethod}
        arrival={method?.eta || t('review.arrivalNetwork')}
        busy={busy}
        t={t}
        language={language}
        onEdit={() => setReviewing(false)}
        onConfirm={() => void confirm()}
      />
    );
  }

  return (
    <Stack gap="lg">
      <ReuseLists model={model} t={t} language={language} />
      <ReuseNotice reuse={model.reuse.value} t={t} />
      <FormLayout>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="wallet-external"
          aria-label={t('form.label')}
        >
          <Stack gap="md">
            <Select
              label={t('kind.label')}
              placeholder={t('kind.choose')}
              value={selection.transferType}
              options={model.allowedKinds.map((type) => ({ value: type, label: t(`kind.${type}`) }))}
              onChange={(event) => model.selectKind(event.target.value as ExternalTransferType)}
            />
            {selection.transferType && (
              <fieldset className="wallet-external__destination">
                <legend>{t('destination.label')}</legend>
                <Inline gap="md">
                  {model.allowedDestinations(selection.transferType).map((destination) => (
                    <label key={destination} className="wallet-external__radio">
                      <input
                        type="radio"
                        name="destination"
                        value={destination}
                        checked={selection.destination === destination}
                        onChange={() => model.selectDestination(destination)}
                      />
                      {t(`destination.${destination}`)}
                    </label>
                  ))}
                </Inline>
              </fieldset>
            )}
            {available.status === 'error' && (
              <LoadErrorBanner title={t('loadFailed')} error={available.error} onRetry={available.reload} />
            )}
            {selection.transferType && (
              <Select
                label={t('country.label')}
                placeholder={t('country.choose')}
                value={selection.countryCode}
                options={countries}
                onChange={(event) => void model.selectCountry(event.target.value)}
              />
            )}
            {methods.status === 'error' && (
              <LoadErrorBanner title={t('loadFailed')} error={methods.error} onRetry={methods.reload} />
            )}
            {selection.countryCode && methods.data && (
              <Select
                label={t('method.label')}
                placeholder={t('method.choose')}
                value={selection.paymentMethod}
                options={methods.data.map((candidate) => ({
                  value: candidate.paymentMethod,
                  label: candidate.eta ? `${candidate.name} (${candidate.eta})` : candidate.name,
                }))}
                onChange={(event) => void model.selectMethod(event.target.value)}
              />
            )}
            {method && (
              <Select
                label={t('currency.label')}
                placeholder={t('currency.choose')}
                value={selection.currencyCode}
                options={method.currencies.map((code) => ({ value: code, label: code }))}
                onChange={(event) => model.selectCurrency(event.target.value)}
              />
            )}
            {accounts.status === 'error' && (
              <LoadErrorBanner title={t('loadFailed')} error={accounts.error} onRetry={accounts.reload} />
            )}
            {accounts.data && (
              <Select
                label={t('account.label')}
                placeholder={t('account.choose')}
                value={selection.fromAccountId}
                options={accounts.data.map((candidate) => ({
                  value: candidate.accountId,
                  label: t('account.option', {
                    number: maskAccountNumber(candidate.accountNumber),
                    balance: money(candidate.balance, candidate.currency, language),
                  }),
                }))}
                onChange={(event) => model.selectAccount(event.target.value)}
              />
            )}
            {selection.currencyCode && (
              <TextField
                label={t('amount.label', { currency: selection.currencyCode })}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={model.amount.value}
                error={amountError ? amountErrorText(t, amountError, language) : undefined}
                hint={
                  max.data
                    ? t('amount.maximum', { amount: money(max.data.amount, max.data.currencyCode, language) })
                    : undefined
                }
                onChange={(event) => model.setAmount(event.target.value)}
                onBlur={() => {
                  const problem = model.checkAmount();
                  if (problem && problem.kind !== 'required') model.setAmountError(problem);
                }}
              />
            )}
            {limits.data && limits.data.length > 0 && (
              <div className="wallet-external__limits" aria-label={t('limits.label')} role="group">
                <p className="wallet-external__subheading">{t('limits.label')}</p>
                <ul>
                  {limits.data.map((limit) => (
                    <li key={limit.period}>
                      {t(`limits.${limit.period}`, {
                        amount: money(limit.amount, limit.currencyCode, language),
                        remaining: money(limit.remaining, limit.currencyCode, language),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {fields.status === 'loading' && <Spinner label={t('form.loadingFields')} showLabel />}
            {fields.status === 'error' && (
              <LoadErrorBanner title={t('form.fieldsFailed')} error={fields.error} onRetry={fields.reload} />
            )}
            {fields.data && (
              <fieldset className="wallet-external__details">
                <legend className="wallet-external__subheading">{t('form.details')}</legend>
                <Stack gap="md">
                  <BankChoice model={model} fields={fields.data} t={t} />
                  <PayoutFieldList fields={fields.data} form={model.form} />
                </Stack>
              </fieldset>
            )}
            {fields.data && (
              <TextField
                label={t('template.label')}
                hint={t('template.hint')}
                name="templateName"
                value={model.templateName.value}
                maxLength={80}
                onChange={(event) => model.setTemplateName(event.target.value)}
              />
            )}
            {quote.status === 'loading' && <Spinner label={t('quote.loading')} showLabel />}
            {quote.status === 'error' && (
              <LoadErrorBanner title={t('quote.failed')} error={quote.error} onRetry={quote.reload} />
            )}
            {quote.data && account && (
              <dl className="wallet-external__quote" aria-label={t('quote.label')}>
                <div>
                  <dt>{t('quote.received')}</dt>
                  <dd>{money(quote.data.amountReceived, quote.data.currencyCode, language)}</dd>
                </div>
                <div>
                  <dt>{t('quote.rate')}</dt>
                  <dd>
                    {t('quote.rateValue', {
                      from: quote.data.accountCurrencyCode,
                      to: quote.data.currencyCode,
                      rate: String(quote.data.exchangeRate),
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('quote.debit')}</dt>
                  <dd>{money(quote.data.debitAmount, quote.data.accountCurrencyCode, language)}</dd>
                </div>
                <div>
                  <dt>{t('quote.fee')}</dt>
                  <dd>{money(quote.data.fee, quote.data.feeCurrencyCode, language)}</dd>
                </div>
                <div className="wallet-external__total">
                  <dt>{t('quote.total')}</dt>
                  <dd>{money(quote.data.totalDebit, quote.data.accountCurrencyCode, language)}</dd>
                </div>
              </dl>
            )}
            {state.kind === 'declined' && <PaymentOutcomeBanner state={state} />}
            {submitError && (
              <Banner tone="error" title={t('submit.failed')}>
                <p>{errorText(submitError)}</p>
              </Banner>
            )}
            {state.kind === 'failed' &&
              !submitError &&
              Object.keys(model.form.errors.value).length === 0 &&
              !amountError && (
                <Banner
                  tone="error"
                  title={t('submit.failed')}
                  actions={
                    <Button variant="secondary" onClick={() => void model.send()}>
                      {t('submit.retry')}
                    </Button>
                  }
                >
                  <p>{errorText(state.error)}</p>
                  <p>{t('submit.retryHelp')}</p>
                </Banner>
              )}
            <Inline gap="sm">
              <Button type="submit" loading={busy} disabled={!fields.data || !selection.fromAccountId}>
                {t('review.continue')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </FormLayout>
    </Stack>
  );
}

type SentTransfer = NonNullable<ExternalTransferModel['sent']['value']>;

/** From, to, method, amount, fee, the rate only when the currencies differ, received, total and arrival. */
function TransferReview({
  sent,
  accountText,
  methodText,
  arrival,
  busy,
  t,
  language,
  onEdit,
  onConfirm,
}: {
  sent: SentTransfer;
  accountText: string;
  methodText: string;
  arrival: string;
  busy: boolean;
  t: TFunction;
  language: string;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  const quote = sent.quote;
  const rows: [string, string][] = [
    [t('review.from'), accountText],
    [t('review.to'), sent.beneficiary || t(`kind.${sent.selection.transferType}`)],
    [t('review.method'), `${t(`kind.${sent.selection.transferType}`)} · ${methodText}`],
    [t('review.amount'), money(sent.amount, sent.selection.currencyCode, language)],
    ...(quote
      ? ([
          [t('quote.fee'), money(quote.fee, quote.feeCurrencyCode, language)],
          ...(quote.accountCurrencyCode === quote.currencyCode
            ? []
            : [
                [
                  t('quote.rate'),
                  t('quote.rateValue', {
                    from: quote.accountCurrencyCode,
                    to: quote.currencyCode,
                    rate: String(quote.exchangeRate),
                  }),
                ],
              ]),
          [t('quote.received'), money(quote.amountReceived, quote.currencyCode, language)],
          [t('quote.total'), money(quote.totalDebit, quote.accountCurrencyCode, language)],
        ] as [string, string][])
      : []),
    [t('review.arrival'), arrival],
  ];
  return (
    <Card>
      <PaymentReview rows={rows} confirmLabel={t('submit.send')} busy={busy} onEdit={onEdit} onConfirm={onConfirm} />
    </Card>
  );
}

/**
 * The banks list and branch options (wire and EFT): choosing a bank fills the bank fields below, choosing a branch
 * fills the branch code. Both are optional: a bank that is not listed is typed in.
 */
function BankChoice({
  model,
  fields,
  t,
}: {
  model: ExternalTransferModel;
  fields: readonly PayoutField[];
  t: TFunction;
}) {
  useSignals();
  const banksResource = model.resources.banks();
  const banks = useQuery(model.cache, banksResource);
  const branchesResource = model.resources.branches();
  const branches = useQuery(model.cache, branchesResource);
  const values = model.form.values.value;
  const formKeys = fields.map((field) => field.key);
  if (!banks.data || banks.data.length === 0 || !canChooseBank(formKeys)) return null;
  const chosen = bankOfForm(banks.data, values, formKeys);
  const branchCode = (values[BRANCH_CODE_KEY] ?? '').trim();
  const chosenBranch = branches.data?.find((branch) => branch.code === branchCode);
  return (
    <>
      <Select
        label={t('bank.label')}
        hint={t('bank.hint')}
        placeholder={t('bank.notListed')}
        value={chosen?.code ?? ''}
        options={banks.data.map((bank) => ({
          value: bank.code,
          label: lookupText(bank.city) ? t('bank.option', { name: bank.name, city: lookupText(bank.city) }) : bank.name,
        }))}
        onChange={(event) => model.chooseBank(event.target.value)}
      />
      {branches.status === 'error' && (
        <LoadErrorBanner title={t('bank.branchesFailed')} error={branches.error} onRetry={branches.reload} />
      )}
      {branches.data && branches.data.length > 0 && (
        <Select
          label={t('bank.branchLabel')}
          hint={t('bank.branchHint')}
          placeholder={t('bank.branchNotListed')}
          value={chosenBranch?.code ?? ''}
          options={branches.data.map((branch) => ({
            value: branch.code,
            label: lookupText(branch.city)
              ? t('bank.branchOption', { name: branch.name, city: lookupText(branch.city), code: branch.code })
              : t('bank.branchOptionNoCity', { name: branch.name, code: branch.code }),
          }))}
          onChange={(event) => model.chooseBranch(event.target.value)}
        />
      )}
    </>
  );
}

function statusText(t: TFunction, template: ExternalTemplate): string | null {
  const status = template.wireStatus ?? template.eftStatus;
  return status ? t(`templates.status.${status}`, { defaultValue: status }) : null;
}

function ReuseLists({ model, t, language }: { model: ExternalTransferModel; t: TFunction; language: string }) {
  useSignals();
  const headingId = useId();
  const templatesResource = model.resources.templates();
  const templates = useQuery(model.cache, templatesResource);
  const ownResource = model.resources.recent('own');
  const own = useQuery(model.cache, ownResource);
  const thirdResource = model.resources.recent('3d');
  const third = useQuery(model.cache, thirdResource);
  const payment = usePaymentMessages();
  const [query, setQuery] = useState('');
  const allowed = new Set(model.allowedKinds);
  const allTemplates = (templates.data ?? []).filter((template) => allowed.has(template.transferType));
  const allRecent = [...(third.data ?? []), ...(own.data ?? [])].filter((transfer) =>
    allowed.has(transfer.transferType),
  );
  if (allTemplates.length === 0 && allRecent.length === 0) return null;
  // The payees paid before, found by name, bank account or card, kind and country (issue 33, "Payees").
  const searchable = (
    saved: ExternalTemplate | RecentExternalTransfer,
    extra: readonly (string | null | undefined)[],
  ) =>
    matchesSearch(query, [
      saved.beneficiaryName,
      t(`kind.${saved.transferType}`),
      countryName(language, saved.countryCode),
      ...Object.values(saved.paymentDetails),
      ...extra,
    ]);
  const usableTemplates = allTemplates.filter((template) => searchable(template, [template.name, template.cardMasked]));
  const recent = allRecent.filter((transfer) => searchable(transfer, []));
  return (
    <section aria-labelledby={headingId} className="wallet-external__reuse">
      <h2 id={headingId} className="wallet-external__subheading">
        {t('reuse.heading')}
      </h2>
      <TextField
        label={payment.t('payees.search')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {usableTemplates.length === 0 && recent.length === 0 && (
        <p aria-live="polite">{payment.t('payees.noMatch', { query: query.trim() })}</p>
      )}
      {usableTemplates.length > 0 && (
        <>
          <h3 className="wallet-external__minor-heading">{t('templates.heading')}</h3>
          <ul className="wallet-external__list">
            {usableTemplates.map((template) => (
              <li key={template.id}>
                <span>
                  <strong>{template.name}</strong> · {t(`kind.${template.transferType}`)} ·{' '}
                  {countryName(language, template.countryCode)}
                  {template.cardMasked ? ` · ${template.cardMasked}` : ''}
                  {statusText(t, template) ? ` · ${statusText(t, template) ?? ''}` : ''}
                </span>
                <Button
                  variant="secondary"
                  aria-label={t('templates.useNamed', { name: template.name })}
                  onClick={() => void model.useTemplate(template)}
                >
                  {t('templates.use')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {recent.length > 0 && (
        <>
          <h3 className="wallet-external__minor-heading">{t('recent.heading')}</h3>
          <ul className="wallet-external__list">
            {recent.map((transfer) => (
              <RecentRow
                key={String(transfer.transactionId)}
                transfer={transfer}
                model={model}
                t={t}
                language={language}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RecentRow({
  transfer,
  model,
  t,
  language,
}: {
  transfer: RecentExternalTransfer;
  model: ExternalTransferModel;
  t: TFunction;
  language: string;
}) {
  const name = transfer.beneficiaryName || t(`kind.${transfer.transferType}`);
  return (
    <li>
      <span>
        <strong>{name}</strong> · {money(transfer.amount, transfer.currencyCode, language)} ·{' '}
        {t(`kind.${transfer.transferType}`)} · {t(`destination.${transfer.destination}`)}
        {transfer.isDisabled ? ` · ${t('recent.needsUpdate')}` : ''}
      </span>
      <Button
        variant="secondary"
        aria-label={t('recent.repeatNamed', { name })}
        onClick={() => void model.reuseRecent(transfer)}
      >
        {t('recent.repeat')}
      </Button>
    </li>
  );
}

function ReuseNotice({ reuse, t }: { reuse: ReuseState | null; t: TFunction }) {
  const errorText = useErrorText();
  if (!reuse) return null;
  if (reuse.kind === 'failed')
    return (
      <Banner tone="error" title={t('reuse.failed')}>
        {errorText(reuse.error)}
      </Banner>
    );
  if (reuse.kind === 'template') {
    const status = reuse.template.wireStatus ?? reuse.template.eftStatus;
    return (
      <Banner
        tone={status && status !== 'active' ? 'warning' : 'info'}
        title={t('templates.filled', { name: reuse.template.name })}
      >
        {status && status !== 'active'
          ? t(`templates.statusNote.${status}`, { defaultValue: t('templates.statusNote.pending') })
          : t('templates.filledText')}
      </Banner>
    );
  }
  const { details } = reuse;
  const problems: string[] = [];
  if (!details.isExtraParamsValid || details.hasRequirements) problems.push(t('recent.problems.details'));
  if (!details.isCustomerAddressDateValid) problems.push(t('recent.problems.addressDate'));
  if (!details.isCustomerAddressMatchesActive) problems.push(t('recent.problems.addressMatch'));
  if (problems.length === 0)
    return (
      <Banner tone="info" title={t('recent.filled')}>
        {t('recent.filledText')}
      </Banner>
    );
  return (
    <Banner tone="warning" title={t('recent.cannotReuse')}>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Banner>
  );
}
