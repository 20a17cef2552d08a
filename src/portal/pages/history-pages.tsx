import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { filterFromSearch, searchFromFilter, type HistoryFilterValues } from '../../core/history/history-filter';
import { pathOf } from '../../core/navigation/route-table';
import { ActivityHistory } from '../../features/history/activity-history';
import historyCss from '../../features/history/history.css?inline';
import { RecentActivity } from '../../features/history/recent-activity';
import { Statements } from '../../features/history/statements';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';

adoptFeatureStyles('history', historyCss);

/** history: the activity history; its filter lives in the address (shareable, the back button restores it). */
export function HistoryPage() {
  const { api, cache, brandId } = usePortal();
  const current = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filter = useMemo(() => filterFromSearch(new URLSearchParams(searchText)), [searchText]);
  const onFilterChange = useCallback(
    (next: HistoryFilterValues) => setSearch(searchFromFilter(next, new URLSearchParams(searchText))),
    [searchText, setSearch],
  );
  const isBusiness = current.status === 'ready' && current.user.state.isBusiness;
  return (
    <ActivityHistory
      api={api}
      cache={cache}
      brandId={brandId}
      filter={filter}
      onFilterChange={onFilterChange}
      emailFilter={isBusiness}
    />
  );
}

/** statements: monthly statements per account. */
export function StatementsPage() {
  const { api, cache, brandId } = usePortal();
  return <Statements api={api} cache={cache} brandId={brandId} />;
}

/** The home page's recent activity, with a link to the history. */
export function HomeRecentActivity() {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  return (
    <RecentActivity api={api} cache={cache} allHref={pathOf('history')} onNavigate={(href) => void navigate(href)} />
  );
}
