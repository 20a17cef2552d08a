import { useParams } from 'react-router';
import { CARDS_CACHE_PREFIX } from '../../core/cards/cards-data';
import { AddCard } from '../../features/cards/add-card';
import { CardPin } from '../../features/cards/card-pin';
import cardsCss from '../../features/cards/cards.css?inline';
import { ConfirmCard } from '../../features/cards/confirm-card';
import { Spinner, useMessages } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePreviousPath } from '../navigation/navigation-root';
import { usePortal } from '../portal-context';
import { USER_CACHE_KEYS } from '../user/user-data';
import { CardsRoutePage, useCardAccounts } from './cards-route-page';

adoptFeatureStyles('cards', cardsCss);

export { CardsRoutePage };

/** add-card (route addCard): the cards on offer, their fees and shipping; the route preloads the offer once. */
export function AddCardPage() {
  const { api, cache } = usePortal();
  return <AddCard api={api} cache={cache} />;
}

/** confirm-card/{cardId} (route confirmCard): remembers where it was opened from, loads the order and its requirements. */
export function ConfirmCardPage() {
  const { cardId = '' } = useParams();
  const previous = usePreviousPath();
  const { api, cache, brandId, accounts } = useCardAccounts();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  if (!accounts.data && accounts.status !== 'error') return <Spinner label={t('loading')} showLabel />;
  return (
    <ConfirmCard
      api={api}
      cache={cache}
      brandId={brandId}
      cardId={cardId}
      accounts={accounts.data?.accounts ?? []}
      backTo={previous}
      onConfirmed={() => {
        cache.invalidate(USER_CACHE_KEYS.accounts);
        cache.invalidate(CARDS_CACHE_PREFIX);
      }}
    />
  );
}

/** card/{accountId}/pin (route cards-actions-pin): show and change the PIN. */
export function CardPinPage() {
  const { accountId = '' } = useParams();
  const { api, accounts } = useCardAccounts();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  if (!accounts.data && accounts.status !== 'error') return <Spinner label={t('loading')} showLabel />;
  return <CardPin api={api} accounts={accounts.data?.accounts ?? []} accountId={accountId} />;
}
