import { Navigate, useParams } from 'react-router';
import { cardsRouteRedirect, type CardsRoute } from '../../core/navigation/cards-routes';
import { routeByName } from '../../core/navigation/route-table';
import { Spinner, useMessages, useResource } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';
import { USER_CACHE_KEYS, userLoaders } from '../user/user-data';
import { PreparingPage } from './preparing-page';

/**
 * The cards routes (spec 1 "Cards routes"): the redirect rules run over the accounts of the balance inquiry
 * before the page shows. Without balance access (the inquiry fails) the user has no card accounts.
 */
export function CardsRoutePage({ name }: { name: CardsRoute['name'] }) {
  const { api, cache } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const { accountId = '' } = useParams();
  const accounts = useResource(cache, USER_CACHE_KEYS.accounts, (signal) => userLoaders.accounts(api, signal));

  if (accounts.status === 'idle' || accounts.status === 'loading') return <Spinner label={t('loading')} showLabel />;
  const route: CardsRoute = name === 'card-detail' ? { name, accountId } : { name };
  const redirect = cardsRouteRedirect(route, accounts.data?.accounts ?? []);
  if (redirect) return <Navigate to={redirect} replace />;
  return <PreparingPage section={routeByName(name).section} />;
}
