import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { canLoadPrepaidCard } from '../../core/permissions/transfer-permissions';
import { cardsRouteRedirect, type CardsRoute } from '../../core/navigation/cards-routes';
import { CARDS_CACHE_PREFIX } from '../../core/cards/cards-data';
import cardsCss from '../../features/cards/cards.css?inline';
import { CardDetail, CardsList } from '../../features/cards/cards';
import { CARDS_NAMESPACE, cardsMessages } from '../../features/cards/messages';
import { LoadErrorBanner, Spinner, useMessages, useQuery } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';
import { accountsQuery } from '../../core/accounts/accounts-data';
import { USER_CACHE_KEYS } from '../user/user-data';

adoptFeatureStyles('cards', cardsCss);

/** The user's accounts for the card pages, with what a card change reloads. */
export function useCardAccounts() {
  const { api, cache, brandId } = usePortal();
  const current = useCurrentUser();
  const accounts = useQuery(cache, accountsQuery(api, cache));
  const canLoad = current.status === 'ready' && canLoadPrepaidCard(current.user.state.permissions);
  const onChanged = () => {
    cache.invalidate(USER_CACHE_KEYS.accounts);
    cache.invalidate(CARDS_CACHE_PREFIX);
  };
  return { api, cache, brandId, accounts, canLoad, onChanged };
}

/**
 * The cards routes (spec 1 "Cards routes"): the redirect rules run over the accounts of the balance inquiry before
 * the page shows. Without balance access (the inquiry fails) the user has no card accounts.
 */
export function CardsRoutePage({ name }: { name: CardsRoute['name'] }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const cardsText = useMessages(CARDS_NAMESPACE, cardsMessages);
  const { accountId = '' } = useParams();
  const { api, cache, brandId, accounts, canLoad, onChanged } = useCardAccounts();

  const [decision, setDecision] = useState<{ key: string; redirect: string | null } | null>(null);
  const list = accounts.data?.accounts ?? [];
  const settled = accounts.data !== undefined || accounts.status === 'error';
  // The rules apply on entering a route: a card blocked on its own page stays there until the user leaves.
  const routeKey = `${name}:${accountId}`;
  if (settled && decision?.key !== routeKey) {
    const route: CardsRoute = name === 'card-detail' ? { name, accountId } : { name };
    setDecision({ key: routeKey, redirect: cardsRouteRedirect(route, list) });
  }
  if (!settled || decision?.key !== routeKey) return <Spinner label={t('loading')} showLabel />;
  if (decision.redirect) return <Navigate to={decision.redirect} replace />;
  if (accounts.status === 'error' && !accounts.data && name !== 'cards')
    return <LoadErrorBanner title={cardsText('list.loadError')} error={accounts.error} onRetry={accounts.reload} />;
  const props = { api, cache, brandId, accounts: list, canLoad, onChanged };
  if (name === 'card-detail') return <CardDetail accountId={accountId} {...props} />;
  const kind = name === 'physical-cards' ? 'physical' : name === 'virtual-cards' ? 'virtual' : 'all';
  return <CardsList key={kind} kind={kind} {...props} />;
}
