import { useNavigate, useParams } from 'react-router';
import newsCss from '../../features/news/news.css?inline';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import { NewsDetail } from '../../features/news/news-detail';
import { NewsList } from '../../features/news/news-list';
import { NotFoundPage } from './not-found-page';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';

adoptFeatureStyles('news', newsCss);

/** news: the recent news, newest first. */
export function NewsPage() {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  return (
    <NewsList
      api={api}
      cache={cache}
      itemHref={(id) => pathWith('news-item', { newsId: id })}
      navigate={(path) => void navigate(path)}
    />
  );
}

/** news/{newsId}: one item, marked read when opened. */
export function NewsItemPage() {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  const { newsId } = useParams();
  const id = Number(newsId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <NewsDetail
      key={id}
      api={api}
      cache={cache}
      newsId={id}
      listHref={pathOf('news')}
      navigate={(path) => void navigate(path)}
    />
  );
}
