import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PayoutMethod } from '../../core/api/contract/global-claim';
import {
  AmountText,
  Banner,
  Button,
  Inline,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useQuery,
} from '../../ui';
import { AmountsSummary } from './amounts-summary';
import { StepHeading, useClaim } from './claim-context';
import { RecentPayouts } from './recent-payouts';
import { useClaimFlowTexts } from './flow-texts';

type SelectionProblem = 'country' | 'method' | 'currency';

/**
 * Step 2: the country (from the transfer's allowed list), the payout method for that country with its transfer
 * type, the currency, and what the recipient gets with that choice (rate, fee, amount) before committing.
 */
export function PayoutMethodStep() {
  useClaimFlowTexts();
  useSignals();
  const { model, t } = useClaim();
  const errorText = useErrorText();
  const selection = model.selection.value;
  const transfer = model.transfer.value;
  const countries = useQuery(model.cache, model.queries.countries());
  const methods = useQuery(model.cache, model.queries.methods(selection.countryCode));
  const [problem, setProblem] = useState<SelectionProblem | null>(null);
  const [continuing, setContinuing] = useState(false);
  const countryRef = useRef<HTMLSelectElement>(null);
  const methodsRef = useRef<HTMLFieldSetElement>(null);
  const currencyRef = useRef<HTMLSelectElement>(null);
  const methodsLegendId = useId();
  const methodsErrorId = useId();

  const method = methods.data?.find((candidate) => candidate.paymentMethod === selection.paymentMethod);
  const countryName =
    countries.data?.find((country) => country.code === selection.countryCode)?.name ?? selection.countryCode;

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: SelectionProblem | null =
      selection.countryCode === ''
        ? 'country'
        : selection.paymentMethod === ''
          ? 'method'
          : selection.currencyCode === ''
            ? 'currency'
            : null;
    setProblem(missing);
    if (missing === 'country') countryRef.current?.focus();
    else if (missing === 'method') methodsRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (missing === 'currency') currencyRef.current?.focus();
    if (missing) return;
    setContinuing(true);
    try {
      await model.continueToDetails();
    } finally {
      setContinuing(false);
    }
  }

  const countryLocked = model.isLocked('countryCode');
  const currencyLocked = model.isLocked('currencyCode');
  const methodLocked = model.isLocked('paymentMethod');

  return (
    <Stack gap="lg">
      <StepHeading>{t('method.heading')}</StepHeading>
      {transfer && (
        <p className="wallet-claim__intro">
          <AmountText amount={transfer.amount} currency={transfer.currencyCode} /> · {transfer.senderName}
        </p>
      )}
      <form noValidate onSubmit={(event) => void next(event)} part="form" className="wallet-claim__form">
        <Stack gap="md">
          {countries.status === 'error' && (
            <Banner tone="error" actions={<RetryButton onRetry={countries.reload} />}>
              {errorText(countries.error)}
            </Banner>
          )}
          {countries.status === 'loading' && <Spinner label={t('loadingTexts')} />}
          {countries.data &&
            !model.isHidden('countryCode') &&
            (countryLocked && selection.countryCode !== '' ? (
              <TextField label={t('method.country')} value={countryName} readOnly />
            ) : (
              <Select
                ref={countryRef}
                label={t('method.country')}
                placeholder={t('method.countryPlaceholder')}
                options={countries.data.map((country) => ({ value: country.code, label: country.name }))}
                value={selection.countryCode}
                onChange={(event) => {
                  setProblem(null);
                  void model.selectCountry(event.target.value);
                }}
                error={problem === 'country' ? t('method.chooseCountry') : undefined}
                autoComplete="country"
              />
            ))}

          {selection.countryCode !== '' && (
            <>
              {methods.status === 'loading' && <Spinner label={t('method.loadingMethods')} showLabel />}
              {methods.status === 'error' && (
                <Banner tone="error" actions={<RetryButton onRetry={methods.reload} />}>
                  {errorText(methods.error)}
                </Banner>
              )}
              {methods.data && methods.data.length === 0 && <Banner tone="warning">{t('method.noMethods')}</Banner>}
              {methods.data && methods.data.length > 0 && !model.isHidden('paymentMethod') && (
                <fieldset
                  ref={methodsRef}
                  part="methods"
                  className="wallet-claim__methods"
                  aria-describedby={problem === 'method' ? methodsErrorId : undefined}
                  aria-labelledby={methodsLegendId}
                >
                  <legend id={methodsLegendId} className="wallet-field__label">
                    {t('method.methods')}
                  </legend>
                  {problem === 'method' && (
                    <p id={methodsErrorId} className="wallet-field__error">
                      {t('method.chooseMethod')}
                    </p>
                  )}
                  {methods.data.map((candidate) => (
                    <MethodOption
                      key={candidate.paymentMethod}
                      method={candidate}
                      checked={candidate.paymentMethod === selection.paymentMethod}
                      disabled={methodLocked && candidate.paymentMethod !== selection.paymentMethod}
                      onChoose={() => {
                        setProblem(null);
                        void model.selectMethod(candidate.paymentMethod);
                      }}
                    />
                  ))}
                </fieldset>
              )}
            </>
          )}

          {method &&
            !model.isHidden('currencyCode') &&
            (currencyLocked && selection.currencyCode !== '' ? (
              <TextField label={t('method.currency')} value={selection.currencyCode} readOnly />
            ) : method.currencies.length > 1 || selection.currencyCode === '' ? (
              <Select
                ref={currencyRef}
                label={t('method.currency')}
                placeholder={t('method.currencyPlaceholder')}
                options={method.currencies.map((currency) => ({ value: currency, label: currency }))}
                value={selection.currencyCode}
                onChange={(event) => {
                  setProblem(null);
                  model.selectCurrency(event.target.value);
                }}
                error={problem === 'currency' ? t('method.chooseCurrency') : undefined}
              />
            ) : (
              <TextField label={t('method.currency')} value={selection.currencyCode} readOnly />
            ))}

          <AmountsSummary />

          {model.selectionError.value && (
            <Banner tone="error" part="error">
              {model.selectionError.value === 'earlier-payout-not-offered'
                ? t('recent.notOffered')
                : errorText(model.selectionError.value)}
            </Banner>
          )}

          <Inline part="actions" gap="sm" stackOnMobile>
            <Button variant="secondary" onClick={() => model.back()}>
              {t('method.back')}
            </Button>
            <Button type="submit" loading={continuing}>
              {t('method.continue')}
            </Button>
          </Inline>
        </Stack>
      </form>
      <RecentPayouts />
    </Stack>
  );
}

function MethodOption({
  method,
  checked,
  disabled,
  onChoose,
}: {
  method: PayoutMethod;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useClaim();
  const id = useId();
  return (
    <div className="wallet-claim__method" data-checked={checked || undefined}>
      <input
        type="radio"
        id={id}
        name="wallet-claim-method"
        value={method.paymentMethod}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={`${id}-about`}
      />
      <label htmlFor={id} className="wallet-claim__method-name">
        {method.name}
      </label>
      <span id={`${id}-about`} className="wallet-claim__method-about">
        {t(`method.types.${method.transferType}`)}
        {method.eta ? ` · ${t('method.eta', { eta: method.eta })}` : ''}
      </span>
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useClaim();
  return (
    <Button variant="secondary" onClick={onRetry}>
      {t('common:actions.retry')}
    </Button>
  );
}
