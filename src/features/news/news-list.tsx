import { useEffect, useRef, type MouseEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  classNames,
  LoadErrorBanner,
  Spinner,
  Stack,
  useLanguage,
  useMessages,
  useQuery,
  VisuallyHidden,
} from '../../ui';
import { newsQueries } from './news-data';
import { NEWS_NAMESPACE, newsMessages } from './messages';

export interface NewsListProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The address of an item's page. */
  itemHref: (id: number) => string;
  /** In-app navigation for a plain click on an item's link. */
  navigate: (path: string) => void;
}

/** Plain left clicks stay in the app; a modified click (new tab, new window) is left to the browser. */
export function followInApp(
  event: MouseEvent<HTMLAnchorElement>,
  navigate: (path: string) => void,
  href: string,
): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(href);
}

/** The news page: recent news newest first, unread ones marked, with the unread count. */
export function NewsList({ api, cache, itemHref, navigate }: NewsListProps) {
  const t = useMessages(NEWS_NAMESPACE, newsMessages);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const news = useQuery(cache, newsQueries.recent(api));
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long' });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const items = news.data?.news ?? [];
  const unread = news.data?.unread ?? 0;

  return (
    <Stack gap="lg" className="wallet-news">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('list.title')}
      </h1>
      {news.status === 'success' && items.length > 0 && (
        <p className="wallet-news__summary">{unread > 0 ? t('list.unread', { count: unread }) : t('list.allRead')}</p>
      )}
      {news.status === 'loading' && <Spinner label={t('list.loading')} showLabel />}
      {news.status === 'error' && (
        <LoadErrorBanner title={t('list.loadError')} error={news.error} onRetry={news.reload} />
      )}
      {news.status === 'success' && items.length === 0 && <p>{t('list.empty')}</p>}
      {items.length > 0 && (
        <ul className="wallet-news__list">
          {items.map((item) => {
            const href = itemHref(item.id);
            return (
              <li key={item.id} className={classNames('wallet-news__item', !item.read && 'wallet-news__item--unread')}>
                <h2 className="wallet-news__item-title">
                  <a href={href} onClick={(event) => followInApp(event, navigate, href)}>
                    {!item.read && (
                      <span className="wallet-news__new">
                        {t('list.new')}
                        <VisuallyHidden>:</VisuallyHidden>
                      </span>
                    )}
                    {item.title}
                  </a>
                </h2>
                <p className="wallet-news__date">
                  {t('list.published', { date: dateFormat.format(new Date(item.publishedAt)) })}
                </p>
                <p>{item.summary}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
