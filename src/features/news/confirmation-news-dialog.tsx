import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { newsConfirmationDecide, type NewsDecision, type NewsItem } from '../../core/api/contract/news-notifications';
import { Banner, Button, Dialog, Inline, useErrorText, useMessages } from '../../ui';
import { NewsBody } from './news-text';
import { NEWS_NAMESPACE, newsMessages } from './messages';

export interface ConfirmationNewsDialogProps {
  api: ApiClient;
  /** Confirmation news not decided yet, oldest first. */
  items: readonly NewsItem[];
  /** Called after each stored decision (the host refreshes its news data). */
  onDecided: (item: NewsItem) => void;
}

/**
 * Confirmation news shown after login: a dialog that cannot be dismissed, only answered with Accept or Decline.
 * Each answer is stored before the next item shows; a failed save keeps the dialog open with the error.
 */
export function ConfirmationNewsDialog({ api, items, onDecided }: ConfirmationNewsDialogProps) {
  const t = useMessages(NEWS_NAMESPACE, newsMessages);
  const errorText = useErrorText();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<NewsDecision | null>(null);
  const [error, setError] = useState<unknown>(null);
  const pending = items.filter((item) => !decided.has(item.id));
  const current = pending[0];

  const decide = async (decision: NewsDecision) => {
    if (!current || busy) return;
    setBusy(decision);
    setError(null);
    try {
      const result = await api.call(newsConfirmationDecide, { newsId: current.id, decision });
      setDecided((previous) => new Set([...previous, current.id]));
      onDecided(result.news);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };

  const total = items.length;
  const position = total - pending.length + 1;

  return (
    <Dialog
      open={current !== undefined}
      dismissible={false}
      onClose={() => undefined}
      title={current ? t('confirm.title', { title: current.title, interpolation: { escapeValue: false } }) : ''}
      description={
        <>
          {t('confirm.intro')}
          {total > 1 && ` (${t('confirm.progress', { current: position, total })})`}
        </>
      }
      actions={
        <Inline gap="sm">
          <Button loading={busy === 'accepted'} onClick={() => decide('accepted')}>
            {t('confirm.accept')}
          </Button>
          <Button variant="secondary" loading={busy === 'declined'} onClick={() => decide('declined')}>
            {t('confirm.decline')}
          </Button>
        </Inline>
      }
    >
      {current && <NewsBody key={current.id} body={current.body} />}
      {error !== null && (
        <Banner tone="error" title={t('confirm.saveError')}>
          {errorText(error)}
        </Banner>
      )}
    </Dialog>
  );
}
