import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { LOGIN_HISTORY_PAGE_SIZE, type LoginHistoryItem } from '../../core/api/contract/login-history';
import { describeUserAgent } from '../../core/login-history/user-agent';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Button,
  Inline,
  LoadGate,
  Pager,
  Stack,
  TextField,
  useForm,
  useLanguage,
  useMessages,
  useQuery,
} from '../../ui';
import {
  datesProblems,
  LATEST_LOGIN_HISTORY_FILTER,
  loginHistoryQuery,
  type LoginHistoryDates,
  type LoginHistoryFilter,
} from './login-history-data';
import { LOGIN_HISTORY_NAMESPACE, loginHistoryMessages } from './messages';

export interface LoginHistoryProps {
  api: ApiClient;
  cache: ResourceCache;
}

/** The login-history page: the user's sign-ins, newest first, with a date filter and pages of 20. */
export function LoginHistory({ api, cache }: LoginHistoryProps) {
  const t = useMessages(LOGIN_HISTORY_NAMESPACE, loginHistoryMessages);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState<LoginHistoryFilter>(LATEST_LOGIN_HISTORY_FILTER);
  const history = useQuery(cache, loginHistoryQuery(api, filter));
  // The dates stay in the form when they are the wrong way round; nothing is sent.
  const dates = useForm<LoginHistoryDates>({
    initial: { fromDate: '', toDate: '' },
    validate: datesProblems,
    message: (key) => t(key),
    onSubmit: (values) => setFilter({ fromDate: values.fromDate, toDate: values.toDate, page: 1 }),
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const clear = () => {
    dates.reset();
    setFilter(LATEST_LOGIN_HISTORY_FILTER);
  };

  const filtered = filter.fromDate !== '' || filter.toDate !== '';
  const { fromDate, toDate } = dates.values;

  return (
    <Stack gap="lg" className="wallet-login-history">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      <form className="wallet-login-history__filter" {...dates.formProps} aria-label={t('filter.label')}>
        <Inline gap="md" align="end" wrap>
          <TextField type="date" label={t('filter.from')} max={toDate || undefined} {...dates.field('fromDate')} />
          <TextField type="date" label={t('filter.to')} min={fromDate || undefined} {...dates.field('toDate')} />
          <Button type="submit">{t('filter.apply')}</Button>
          {(filtered || fromDate !== '' || toDate !== '') && (
            <Button variant="secondary" onClick={clear}>
              {t('filter.clear')}
            </Button>
          )}
        </Inline>
      </form>

      <LoadGate
        view={history}
        errorTitle={t('loadError')}
        loadingLabel={t('loading')}
        isEmpty={(page) => page.history.length === 0}
        empty={<p>{filtered ? t('emptyFiltered') : t('empty')}</p>}
      >
        {({ history: items, total }) => {
          const pages = Math.max(1, Math.ceil(total / LOGIN_HISTORY_PAGE_SIZE));
          return (
            <>
              <table
                className="wallet-login-history__table"
                aria-busy={history.refreshing || history.status === 'loading'}
              >
                <caption className="wallet-login-history__caption">{t('caption', { count: total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('column.date')}</th>
                    <th scope="col">{t('column.result')}</th>
                    <th scope="col">{t('column.device')}</th>
                    <th scope="col">{t('column.location')}</th>
                    <th scope="col">{t('column.method')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <LoginHistoryRow key={item.id} item={item} language={language} />
                  ))}
                </tbody>
              </table>
              <Pager
                of={t('title')}
                page={filter.page}
                pages={pages}
                onPage={(page) => setFilter({ ...filter, page })}
              />
            </>
          );
        }}
      </LoadGate>
      <p className="wallet-login-history__advice">{t('advice')}</p>
    </Stack>
  );
}

function LoginHistoryRow({ item, language }: { item: LoginHistoryItem; language: string }) {
  const t = useMessages(LOGIN_HISTORY_NAMESPACE, loginHistoryMessages);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.date),
  );
  const device = describeUserAgent(item.userAgent);
  const deviceText =
    device.browser && device.system
      ? t('device.browserOn', { browser: device.browser, system: device.system })
      : (device.browser ?? device.system ?? t('device.unknown'));
  const country = item.countryCode ? new Intl.DisplayNames([language], { type: 'region' }).of(item.countryCode) : null;
  const failed = item.result === 'failed';
  return (
    <tr
      className={failed ? 'wallet-login-history__row wallet-login-history__row--failed' : 'wallet-login-history__row'}
    >
      <td data-label={t('column.date')}>
        <time dateTime={item.date}>{when}</time>
      </td>
      <td data-label={t('column.result')}>
        <span
          className={
            failed
              ? 'wallet-login-history__result wallet-login-history__result--failed'
              : 'wallet-login-history__result'
          }
        >
          {failed ? t(`result.failed.${item.failureReason ?? 'other'}`) : t('result.success')}
        </span>
      </td>
      <td data-label={t('column.device')}>
        <span title={item.userAgent ?? undefined}>{deviceText}</span>
        {item.client === 'sei' && <span className="wallet-login-history__note"> · {t('client.sei')}</span>}
        {item.client === 'app' && <span className="wallet-login-history__note"> · {t('client.app')}</span>}
      </td>
      <td data-label={t('column.location')}>
        {country ? `${country} · ` : ''}
        <span className="wallet-login-history__ip">{item.ip}</span>
      </td>
      <td data-label={t('column.method')}>
        {item.authFlow ? t(`method.${item.authFlow}`, { defaultValue: item.authFlow }) : '—'}
      </td>
    </tr>
  );
}
