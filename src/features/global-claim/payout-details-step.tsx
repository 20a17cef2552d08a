import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type FormEvent } from 'react';
import {
  Banner,
  Button,
  Inline,
  LoadErrorBanner,
  PayoutFieldList,
  Spinner,
  Stack,
  usePayoutFieldMessages,
  useErrorText,
  useQuery,
} from '../../ui';
import { StepHeading, useClaim } from './claim-context';
import { useClaimFlowTexts } from './flow-texts';

/**
 * Step 3: the details the chosen method needs. Every value is checked offline when the recipient leaves a field
 * and again before anything is sent; SWIFT, IBAN and card numbers are looked up once they are valid, and fill the
 * bank fields. The server's own validation errors come back next to the fields they concern.
 */
export function PayoutDetailsStep() {
  useClaimFlowTexts();
  useSignals();
  const { model, t } = useClaim();
  const errorText = useErrorText();
  const fieldTexts = usePayoutFieldMessages();
  const selection = model.selection.value;
  const fields = useQuery(model.cache, model.queries.fields(selection));
  const methods = useQuery(model.cache, model.queries.methods(selection.countryCode));
  const countries = useQuery(model.cache, model.queries.countries());
  const formRef = useRef<HTMLFormElement>(null);
  const [showSummary, setShowSummary] = useState(false);
  const submitState = model.submitState.value;
  const errors = model.errors.value;

  const methodName =
    methods.data?.find((method) => method.paymentMethod === selection.paymentMethod)?.name ?? selection.paymentMethod;
  const countryName =
    countries.data?.find((country) => country.code === selection.countryCode)?.name ?? selection.countryCode;

  async function send(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const sent = await model.submit();
    if (sent) return;
    const invalid = Object.keys(model.errors.peek()).length > 0;
    setShowSummary(invalid);
    if (invalid) {
      // The first field with an error, in form order (hidden fields with errors are shown again by the model).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  return (
    <Stack gap="lg">
      <StepHeading>{t('form.heading')}</StepHeading>
      <p className="wallet-claim__intro">
        {t('form.intro', { method: methodName, country: countryName, currency: selection.currencyCode })}
      </p>
      {(fields.status === 'loading' || (fields.data && !fieldTexts.ready)) && (
        <Spinner label={t('form.loadingFields')} showLabel />
      )}
      {fields.status === 'error' && (
        <LoadErrorBanner title={t('form.fieldsFailed')} error={fields.error} onRetry={fields.reload} />
      )}
      {fields.data && fieldTexts.ready && (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void send(event)}
          part="form"
          className="wallet-claim__form"
        >
          <Stack gap="md">
            {showSummary && Object.keys(errors).length > 0 && (
              <Banner tone="error" part="error">
                {t('form.fixErrors')}
              </Banner>
            )}
            {submitState.status === 'failed' && (
              <Banner
                tone="error"
                part="error"
                title={t('form.submitFailed')}
                actions={
                  <Button variant="secondary" onClick={() => send()}>
                    {t('common:actions.retry')}
                  </Button>
                }
              >
                <p>{errorText(submitState.error)}</p>
                <p>{t('form.submitFailedHelp')}</p>
              </Banner>
            )}
            <PayoutFieldList
              fields={fields.data}
              form={model}
              isHidden={(key) => model.isHidden(key)}
              isLocked={(key) => model.isLocked(key)}
            />
            <Inline part="actions" gap="sm" stackOnMobile>
              <Button variant="secondary" onClick={() => model.back()}>
                {t('form.back')}
              </Button>
              <Button type="submit" loading={submitState.status === 'busy'}>
                {t('form.submit')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
