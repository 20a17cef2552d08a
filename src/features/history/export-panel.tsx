import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { TFunction } from '../../core/i18n/i18n';
import type { HistoryFilterValues } from '../../core/history/history-filter';
import { looksLikeEmail, runExport, sendExportByEmail, type ReadyExport } from '../../core/history/history-queries';
import { Banner, Button, Inline, Stack, TextField } from '../../ui';

export interface ExportPanelProps {
  api: ApiClient;
  filter: HistoryFilterValues;
  t: TFunction;
  /** False when nothing matches (the response's exportCsv). */
  available: boolean;
}

type ExportState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; file: ReadyExport } | { kind: 'failed' };
type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed' };

/** CSV export of the filtered history: request it, wait for the file, download it or send it to an e-mail. */
export function ExportPanel({ api, filter, t, available }: ExportPanelProps) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [send, setSend] = useState<SendState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // A running export stops when the panel goes (the parent keys it by filter: a new filter is another file).
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'preparing' });
    setSend({ kind: 'idle' });
    try {
      const file = await runExport(api, filter, { signal: current.signal });
      if (!current.signal.aborted) setState({ kind: 'ready', file });
    } catch (error) {
      if (current.signal.aborted) return;
      console.error('The export failed:', error);
      setState({ kind: 'failed' });
    }
  }

  async function sendEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind !== 'ready') return;
    if (!looksLikeEmail(email)) {
      setEmailError(true);
      return;
    }
    setEmailError(false);
    setSend({ kind: 'sending' });
    try {
      await sendExportByEmail(api, state.file.exportId, email);
      setSend({ kind: 'sent', email: email.trim() });
    } catch (error) {
      console.error('The export could not be e-mailed:', error);
      setSend({ kind: 'failed' });
    }
  }

  return (
    <section className="wallet-history__export" aria-labelledby="wallet-history-export-title">
      <Stack gap="sm">
        <h2 id="wallet-history-export-title" className="wallet-history__subheading">
          {t('export.title')}
        </h2>
        <p>{t('export.intro')}</p>
        <Inline gap="md" align="center" wrap>
          <Button variant="secondary" onClick={start} loading={state.kind === 'preparing'} disabled={!available}>
            {t('export.start')}
          </Button>
          <span aria-live="polite">
            {state.kind === 'preparing' && t('export.preparing')}
            {state.kind === 'ready' && t('export.ready', { count: state.file.rows })}
          </span>
        </Inline>
        {state.kind === 'failed' && <Banner tone="error">{t('export.error')}</Banner>}
        {state.kind === 'ready' && (
          <Stack gap="sm">
            <a
              className="wallet-button wallet-button--primary wallet-history__download"
              href={state.file.downloadUrl}
              download={state.file.fileName}
            >
              {t('export.download', { fileName: state.file.fileName })}
            </a>
            <form onSubmit={sendEmail} noValidate aria-label={t('export.emailLabel')}>
              <Inline gap="md" align="end" wrap>
                <TextField
                  type="email"
                  label={t('export.email')}
                  name="exportEmail"
                  autoComplete="email"
                  value={email}
                  error={emailError ? t('export.emailInvalid') : undefined}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <Button type="submit" variant="secondary" loading={send.kind === 'sending'}>
                  {send.kind === 'sending' ? t('export.sending') : t('export.send')}
                </Button>
              </Inline>
            </form>
            <p aria-live="polite">{send.kind === 'sent' ? t('export.sent', { email: send.email }) : ''}</p>
            {send.kind === 'failed' && <Banner tone="error">{t('export.sendError')}</Banner>}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
