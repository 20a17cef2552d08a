import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import {
  PBN_NOTIFY_STATUS,
  PBN_STATUS,
  paymentButtonSettingsNewSecret,
  paymentButtonSettingsUpdate,
  type PbnSettings,
} from '../../core/api/contract/merchant-buttons';
import { isApiError } from '../../core/api/errors';
import type { FieldError } from '../../core/merchant-buttons/button-draft';
import { MERCHANT_CACHE_KEYS, merchantQueries } from '../../core/merchant-buttons/merchant-data';
import { offlineUrlProblem, serverUrlProblems } from '../../core/merchant-buttons/url-checks';
import {
  Banner,
  Button,
  Dialog,
  Inline,
  LoadErrorBanner,
  Spinner,
  Stack,
  TextField,
  useCommonMessages,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import { CopyField } from './copy-field';
import { fieldErrorText } from './field-error';
import { Heading, reportFailure, useMerchant } from './merchant-context';
import { RadioGroup } from './radio-group';

type StatusChoice = 'on' | 'off';
type EventsChoice = 'completed' | 'all';

interface PbnForm {
  status: StatusChoice;
  notifyUrl: string;
  events: EventsChoice;
}

function formOf(settings: PbnSettings): PbnForm {
  return {
    status: settings.statusId === PBN_STATUS.enabled ? 'on' : 'off',
    notifyUrl: settings.notifyUrl ?? '',
    events: settings.notifyStatusId === PBN_NOTIFY_STATUS.all ? 'all' : 'completed',
  };
}

/**
 * Payment-button notifications (PBN): whether the business's server is told about payments made with its buttons,
 * at which address, for which events, and the secret that signs them. A new secret is shown once, to copy.
 */
export function PbnSettingsSection() {
  const { api, cache, access, t, emit, headingLevel, focusOnMount } = useMerchant();
  const common = useCommonMessages();
  const errorText = useErrorText();
  const language = useLanguage();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const stored = useQuery(cache, merchantQueries.pbn(api));
  const [form, setForm] = useState<PbnForm | null>(null);
  const [urlError, setUrlError] = useState<FieldError | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [secretError, setSecretError] = useState<unknown>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const settings = stored.data ?? null;
  const shown = form ?? (settings ? formOf(settings) : null);

  const change = (next: Partial<PbnForm>) => {
    if (!shown) return;
    setSaved(false);
    setForm({ ...shown, ...next });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!shown) return;
    setSaved(false);
    setSaveError(null);
    const url = shown.notifyUrl.trim();
    const problem = url === '' ? (shown.status === 'on' ? 'notifyUrlRequired' : null) : offlineUrlProblem(url);
    if (problem) {
      setUrlError({ code: problem });
      urlRef.current?.focus();
      return;
    }
    try {
      const serverProblem = (await serverUrlProblems(api, [url])).get(url);
      if (serverProblem) {
        setUrlError({ code: serverProblem });
        urlRef.current?.focus();
        return;
      }
      const result = await api.call(paymentButtonSettingsUpdate, {
        notifyUrl: url === '' ? null : url,
        statusId: shown.status === 'on' ? PBN_STATUS.enabled : PBN_STATUS.disabled,
        notifyStatusId: shown.events === 'all' ? PBN_NOTIFY_STATUS.all : PBN_NOTIFY_STATUS.completed,
      });
      cache.invalidate(MERCHANT_CACHE_KEYS.pbn);
      setForm(formOf(result.settings));
      setUrlError(null);
      setSaved(true);
    } catch (error) {
      reportFailure(emit, error);
      const fieldError =
        isApiError(error) && error.code === RESPONSE_CODES.verifyError
          ? error.validationErrors?.find((item) => item.field === 'notifyUrl')
          : undefined;
      if (fieldError) {
        setUrlError({
          code: typeof fieldError.code === 'string' ? fieldError.code : 'server',
          text: fieldError.description,
        });
        urlRef.current?.focus();
        return;
      }
      setSaveError(error);
    }
  };

  const makeSecret = async () => {
    setSecretError(null);
    try {
      const result = await api.call(paymentButtonSettingsNewSecret, {});
      cache.invalidate(MERCHANT_CACHE_KEYS.pbn);
      setSecret(result.secret);
      setConfirming(false);
    } catch (error) {
      reportFailure(emit, error);
      setSecretError(error);
    }
  };

  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section className="wallet-merchant__section" aria-labelledby={`${id}-title`} part="pbn">
      <Heading level={headingLevel} id={`${id}-title`} ref={headingRef}>
        {t('pbn.title')}
      </Heading>
      <p>{t('pbn.intro')}</p>
      {stored.status === 'loading' && !settings && <Spinner label={t('pbn.loading')} showLabel />}
      {stored.status === 'error' && !settings && (
        <LoadErrorBanner title={t('pbn.loadError')} error={stored.error} onRetry={stored.reload} />
      )}
      {settings && shown && !access.canEdit && (
        <dl className="wallet-merchant__facts">
          <dt>{t('pbn.status')}</dt>
          <dd>{t(`pbn.statusChoice.${shown.status}`)}</dd>
          <dt>{t('pbn.notifyUrl')}</dt>
          <dd>{shown.notifyUrl || t('pbn.noUrl')}</dd>
          <dt>{t('pbn.events')}</dt>
          <dd>{t(`pbn.eventsChoice.${shown.events}`)}</dd>
        </dl>
      )}
      {settings && shown && access.canEdit && (
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack gap="md">
            <RadioGroup
              legend={t('pbn.status')}
              name="status"
              options={(['on', 'off'] as const).map((value) => ({ value, label: t(`pbn.statusChoice.${value}`) }))}
              value={shown.status}
              onChange={(status) => {
                setUrlError(null);
                change({ status });
              }}
            />
            <TextField
              ref={urlRef}
              id={`${id}-notifyUrl`}
              type="url"
              inputMode="url"
              label={t('pbn.notifyUrl')}
              hint={t('pbn.notifyUrlHint')}
              value={shown.notifyUrl}
              error={fieldErrorText(t, urlError ?? undefined)}
              onChange={(event) => {
                setUrlError(null);
                change({ notifyUrl: event.target.value });
              }}
            />
            <RadioGroup
              legend={t('pbn.events')}
              name="events"
              options={(['completed', 'all'] as const).map((value) => ({
                value,
                label: t(`pbn.eventsChoice.${value}`),
              }))}
              value={shown.events}
              onChange={(events) => change({ events })}
            />
            {saveError !== null && (
              <Banner tone="error" title={t('pbn.saveError')}>
                {errorText(saveError)}
              </Banner>
            )}
            {saved && <Banner tone="success">{t('pbn.saved')}</Banner>}
            <div>
              <Button type="submit">{saveError !== null ? common('actions.retry') : t('pbn.save')}</Button>
            </div>
          </Stack>
        </form>
      )}
      {settings && (
        <Stack gap="sm" className="wallet-merchant__secret" part="secret">
          <Heading level={headingLevel + 1}>{t('pbn.secretTitle')}</Heading>
          <p>
            {settings.hasSecret && settings.secretLast4
              ? settings.secretCreatedAt
                ? t('pbn.secretExists', { last4: settings.secretLast4, date: date(settings.secretCreatedAt) })
                : t('pbn.secretExistsNoDate', { last4: settings.secretLast4 })
              : t('pbn.noSecret')}
          </p>
          {secret && (
            <Banner tone="warning" title={t('pbn.secretOnce')}>
              <CopyField label={t('pbn.secretLabel')} value={secret} copyLabel={t('pbn.copySecret')} rows={2} />
              <Inline gap="sm">
                <Button variant="secondary" onClick={() => setSecret(null)}>
                  {t('pbn.secretDone')}
                </Button>
              </Inline>
            </Banner>
          )}
          {access.canEdit && !secret && (
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('pbn.newSecret')}
              </Button>
            </div>
          )}
        </Stack>
      )}
      <Dialog
        open={confirming}
        role="alertdialog"
        onClose={() => {
          setConfirming(false);
          setSecretError(null);
        }}
        title={t('pbn.confirmTitle')}
        description={settings?.hasSecret ? t('pbn.confirmReplace') : t('pbn.confirmFirst')}
        actions={
          <>
            <Button onClick={makeSecret}>{t('pbn.confirmMake')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                setSecretError(null);
              }}
            >
              {common('actions.cancel')}
            </Button>
          </>
        }
      >
        {secretError !== null && (
          <Banner tone="error" title={t('pbn.secretError')}>
            {errorText(secretError)}
          </Banner>
        )}
      </Dialog>
    </section>
  );
}
