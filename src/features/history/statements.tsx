import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { accountsQuery } from '../../core/accounts/accounts-data';
import { historyQueries, statementPdfLink } from '../../core/history/history-queries';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  Inline,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  useLanguage,
  useQuery,
} from '../../ui';
import { useHistoryMessages } from './messages';

export interface StatementsProps {
  api: ApiClient;
  cache: ResourceCache;
  /** Brand folder name, for the PDF's logo, legal name, address and footer. */
  brandId: string;
}

type PdfState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; link: string } | { kind: 'failed' };

/**
 * Monthly statements (route statements): per account, the months from its dateFrom (12 a page, newest first), the
 * chosen month's totals from the ledger (beginning + credit - debit = ending, processing and rejected counts), and the
 * month as PDF (brand header and footer) or CSV.
 */
export function Statements({ api, cache, brandId }: StatementsProps) {
  const { t, ready } = useHistoryMessages();
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const accounts = useQuery(cache, accountsQuery(api, cache));
  const list = accounts.data?.accounts ?? [];
  const [chosenAccount, setAccount] = useState('');
  const accountId = chosenAccount || (list[0] ? String(list[0].accountId) : '');
  const [page, setPage] = useState(1);
  const months = useQuery(cache, accountId ? historyQueries.statementMonths(api, accountId, page) : null);
  const [chosenMonth, setMonth] = useState('');
  const firstMonth = months.data?.exports[0];
  const monthValue = chosenMonth || (firstMonth ? `${firstMonth.year}-${firstMonth.month}` : '');
  const [year, month] = monthValue ? (monthValue.split('-').map(Number) as [number, number]) : [0, 0];
  const totals = useQuery(
    cache,
    accountId && year ? historyQueries.statementTotals(api, accountId, year, month) : null,
  );
  // The PDF state belongs to one account and month; choosing another starts from idle.
  const pdfFor = `${accountId}|${monthValue}`;
  const [pdfState, setPdfState] = useState<{ for: string; state: PdfState }>({ for: '', state: { kind: 'idle' } });
  const pdf: PdfState = pdfState.for === pdfFor ? pdfState.state : { kind: 'idle' };
  const setPdf = (state: PdfState) => setPdfState({ for: pdfFor, state });

  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready]);

  if (!ready) return <Spinner label={t('statements.loadingAccounts')} />;

  const monthName = (y: number, m: number) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, 15)),
    );
  const exports = months.data?.exports ?? [];
  const pages = Math.max(1, Math.ceil((months.data?.total ?? 0) / 12));
  const chosenExport = exports.find((item) => item.year === year && item.month === month);
  const currency = totals.data?.currencyCode ?? '';

  async function preparePdf() {
    setPdf({ kind: 'preparing' });
    try {
      setPdf({
        kind: 'ready',
        link: await statementPdfLink(api, { brand: brandId, accountId, year, month, language }),
      });
    } catch (error) {
      console.error('The statement PDF could not be made:', error);
      setPdf({ kind: 'failed' });
    }
  }

  return (
    <Stack gap="lg" className="wallet-history wallet-statements">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('statements.title')}
      </h1>
      <p>{t('statements.intro')}</p>
      {accounts.status === 'loading' && !accounts.data && <Spinner label={t('statements.loadingAccounts')} showLabel />}
      {accounts.status === 'error' && (
        <LoadErrorBanner title={t('statements.loadError')} error={accounts.error} onRetry={accounts.reload} />
      )}
      {accounts.data && list.length === 0 && <p>{t('statements.noAccounts')}</p>}
      {list.length > 0 && (
        <Inline gap="md" align="end" wrap>
          <Select
            label={t('statements.account')}
            name="statementAccount"
            options={list.map((account) => ({
              value: String(account.accountId),
              label: `${account.currencyCode} · ${account.accountNumber}`,
            }))}
            value={accountId}
            onChange={(event) => {
              setAccount(event.target.value);
              setPage(1);
              setMonth('');
            }}
          />
          {exports.length > 0 && (
            <Select
              label={t('statements.month')}
              name="statementMonth"
              options={exports.map((item) => ({
                value: `${item.year}-${item.month}`,
                label: monthName(item.year, item.month),
              }))}
              value={monthValue}
              onChange={(event) => setMonth(event.target.value)}
            />
          )}
        </Inline>
      )}
      {months.status === 'error' && (
        <LoadErrorBanner title={t('statements.loadError')} error={months.error} onRetry={months.reload} />
      )}
      {months.data && (
        <p>
          {t('statements.since', {
            date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(`${months.data.dateFrom}T12:00:00Z`),
            ),
          })}
        </p>
      )}
      {totals.status === 'error' && (
        <LoadErrorBanner title={t('statements.loadError')} error={totals.error} onRetry={totals.reload} />
      )}
      {totals.data && (
        <section className="wallet-statements__totals" aria-labelledby="wallet-statement-totals">
          <h2 id="wallet-statement-totals">{t('statements.totals', { month: monthName(year, month) })}</h2>
          <dl className="wallet-history__facts">
            <dt>{t('statements.beginning')}</dt>
            <dd>
              <AmountText amount={totals.data.beginningBalance} currency={currency} />
            </dd>
            <dt>{t('statements.credit')}</dt>
            <dd>
              <AmountText amount={totals.data.totalCredit} currency={currency} />
            </dd>
            <dt>{t('statements.debit')}</dt>
            <dd>
              <AmountText amount={totals.data.totalDebit} currency={currency} />
            </dd>
            <dt>{t('statements.ending')}</dt>
            <dd>
              <strong>
                <AmountText amount={totals.data.endingBalance} currency={currency} />
              </strong>
            </dd>
            <dt>{t('statements.processing')}</dt>
            <dd>{totals.data.processingCount}</dd>
            <dt>{t('statements.rejected')}</dt>
            <dd>{totals.data.rejectedCount}</dd>
          </dl>
          <Inline gap="md" align="center" wrap>
            {pdf.kind === 'ready' ? (
              <a
                className="wallet-button wallet-button--primary"
                href={pdf.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('statements.pdfOpen')}
              </a>
            ) : (
              <Button loading={pdf.kind === 'preparing'} onClick={preparePdf}>
                {pdf.kind === 'preparing' ? t('statements.pdfPreparing') : t('statements.pdf')}
              </Button>
            )}
            {chosenExport && (
              <a
                className="wallet-button wallet-button--secondary"
                href={chosenExport.csvUrl}
                download={chosenExport.fileName}
              >
                {t('statements.csv')}
              </a>
            )}
          </Inline>
          {pdf.kind === 'failed' && <Banner tone="error">{t('statements.pdfError')}</Banner>}
        </section>
      )}
      {exports.length > 0 && (
        <section aria-labelledby="wallet-statement-files">
          <h2 id="wallet-statement-files">{t('statements.exportsTitle')}</h2>
          <table className="wallet-statements__files">
            <caption className="wallet-history__caption">
              {t('statements.exportsCaption', {
                account: list.find((a) => String(a.accountId) === accountId)?.accountNumber ?? '',
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('statements.fileMonth')}</th>
                <th scope="col">{t('statements.fileDownload')}</th>
              </tr>
            </thead>
            <tbody>
              {exports.map((item) => (
                <tr key={item.id}>
                  <td>{monthName(item.year, item.month)}</td>
                  <td>
                    <a href={item.csvUrl} download={item.fileName}>
                      {item.fileName}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <Inline gap="md" align="center">
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => {
                  setPage(page + 1);
                  setMonth('');
                }}
              >
                {t('statements.older')}
              </Button>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => {
                  setPage(page - 1);
                  setMonth('');
                }}
              >
                {t('statements.newer')}
              </Button>
            </Inline>
          )}
        </section>
      )}
    </Stack>
  );
}
