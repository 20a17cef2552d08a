import { useEffect, useRef } from 'react';
import type { ApiClient } from '../../core/api/client';
import { newsMarkRead } from '../../core/api/contract/news-notifications';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { LoadErrorBanner, Spinner, Stack, useLanguage, useMessages, useQuery } from '../../ui';
import { followInApp } from './news-list';
import { NEWS_CACHE_KEYS, newsQueries } from './news-data';
import { NewsBody } from './news-text';
import { NEWS_NAMESPACE, newsMessages } from './messages';

export interface NewsDetailProps {
  api: ApiClient;
  cache: ResourceCache;
  newsId: number;
  listHref: string;
  navigate: (path: string) => void;
}

/** One news item, marked read on the server as soon as it is shown. */
export function NewsDetail({ api, cache, newsId, listHref, navigate }: NewsDetailProps) {
  const t = useMessages(NEWS_NAMESPACE, newsMessages);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const item = useQuery(cache, newsQueries.item(api, newsId));
  const news = item.data?.news;
  const unreadShown = news !== undefined && !news.read;

  useEffect(() => {
    if (news) headingRef.current?.focus();
  }, [news?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per item, not on every refresh

  useEffect(() => {
    if (!unreadShown) return;
    const controller = new AbortController();
    api
      .call(newsMarkRead, { newsId }, { signal: controller.signal })
      // The list, the badge and this item now read differently.
      .then(() => cache.invalidate(NEWS_CACHE_KEYS.all))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Marking the news item read failed', error);
      });
    return () => controller.abort();
  }, [api, cache, newsId, unreadShown]);

  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  const decidedAt = news?.decidedAt ? dateFormat.format(new Date(news.decidedAt)) : '';

  return (
    <Stack gap="lg" className="wallet-news-detail">
      <p>
        <a href={listHref} onClick={(event) => followInApp(event, navigate, listHref)}>
          {t('detail.back')}
        </a>
      </p>
      {item.status === 'loading' && <Spinner label={t('detail.loading')} showLabel />}
      {item.status === 'error' && (
        <LoadErrorBanner title={t('detail.loadError')} error={item.error} onRetry={item.reload} />
      )}
      {news && (
        <article className="wallet-news-detail__article" aria-labelledby="wallet-news-detail-title">
          <h1 id="wallet-news-detail-title" ref={headingRef} tabIndex={-1}>
            {news.title}
          </h1>
          <p className="wallet-news__date">
            {t('list.published', { date: dateFormat.format(new Date(news.publishedAt)) })}
          </p>
          <NewsBody body={news.body} />
          {news.requiresConfirmation && (
            <p className="wallet-news-detail__decision">
              {news.decision === 'accepted'
                ? t('detail.decisionAccepted', { date: decidedAt })
                : news.decision === 'declined'
                  ? t('detail.decisionDeclined', { date: decidedAt })
                  : t('detail.decisionPending')}
            </p>
          )}
        </article>
      )}
    </Stack>
  );
}
