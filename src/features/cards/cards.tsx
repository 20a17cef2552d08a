import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import { formatCardExpiry, isActionAllowed, maskCardNumber } from '../../core/cards/card-rules';
import { isBlockedCard, isCardAccount } from '../../core/navigation/cards-routes';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { AmountText, Button, Card, Stack, useMessages, VisuallyHidden } from '../../ui';
import { CardActions } from './card-actions';
import { CardHistory } from './card-history';
import { cardKindText, cardName, cardStatusText } from './card-texts';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface CardsFeatureProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The brand whose PDF receipts are made (loading a card). */
  brandId: string;
  /** The balance inquiry's accounts (card accounts are types 2006 to 2135). */
  accounts: readonly Account[];
  /** The transferMoney permission flag: loading a prepaid card. */
  canLoad: boolean;
  onChanged: () => void;
}

export type CardsListKind = 'all' | 'physical' | 'virtual';

/** Whether a card opens on its own page (spec 1 "Cards routes": the user's non-blocked prepaid cards). */
function opensDetail(card: Account): boolean {
  return card.subType === 'PREPAID' && !isBlockedCard(card);
}

function CardFacts({ card }: { card: Account }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const expiry = formatCardExpiry(card.cardExpiryMonth, card.cardExpiryYear);
  return (
    <dl className="wallet-cards__facts">
      <dt>{t('facts.number')}</dt>
      <dd className="wallet-cards__number">{maskCardNumber(card.accountNumber)}</dd>
      <dt>{t('facts.expiry')}</dt>
      <dd>{expiry || t('facts.noExpiry')}</dd>
      <dt>{t('facts.status')}</dt>
      <dd>
        <span className={`wallet-cards__status wallet-cards__status--${card.accountStatusId}`}>
          {cardStatusText(t, card.accountStatusId)}
        </span>
      </dd>
      <dt>{t('facts.kind')}</dt>
      <dd>{cardKindText(t, card)}</dd>
      {card.subType !== 'DEBIT' && (
        <>
          <dt>{t('facts.balance')}</dt>
          <dd>
            <AmountText amount={card.balance} currency={card.currencyCode} />
          </dd>
        </>
      )}
      {card.cardReissuedStatusId !== null && card.cardReissuedStatusId !== undefined && (
        <>
          <dt>{t('facts.replacement')}</dt>
          <dd>{cardStatusText(t, card.cardReissuedStatusId)}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The cards lists (`/cards`, `/cards/physical`, `/cards/virtual`): each card with its masked number, expiry, status
 * and balance. Prepaid cards that are not blocked open on their own page; a debit card is managed in place.
 */
export function CardsList({
  kind,
  api,
  cache,
  brandId,
  accounts,
  canLoad,
  onChanged,
}: CardsFeatureProps & { kind: CardsListKind }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const cards = accounts
    .filter(isCardAccount)
    .filter((card) => kind === 'all' || (kind === 'virtual') === (card.cardIsVirtual === true));
  return (
    <Stack gap="lg" className="wallet-cards">
      <h1>{t(`list.title.${kind}`)}</h1>
      <nav aria-label={t('list.nav')} className="wallet-cards__nav">
        <NavLink to={pathOf('physical-cards')}>{t('list.physical')}</NavLink>
        <NavLink to={pathOf('virtual-cards')}>{t('list.virtual')}</NavLink>
        <Link to={pathOf('addCard')} className="wallet-button wallet-button--primary">
          {t('list.order')}
        </Link>
      </nav>
      {cards.length === 0 ? (
        <p>{t(`list.empty.${kind}`)}</p>
      ) : (
        <ul className="wallet-cards__list" aria-label={t(`list.title.${kind}`)}>
          {cards.map((card) => (
            <li key={card.accountId}>
              <CardsListItem
                card={card}
                api={api}
                cache={cache}
                brandId={brandId}
                accounts={accounts}
                canLoad={canLoad}
                onChanged={onChanged}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function CardsListItem({
  card,
  api,
  cache,
  brandId,
  accounts,
  canLoad,
  onChanged,
}: Omit<CardsFeatureProps, 'accounts'> & { card: Account; accounts: readonly Account[] }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const [open, setOpen] = useState(false);
  const name = cardName(t, card);
  const panelId = `card-panel-${card.accountId}`;
  const manageable = card.subType === 'DEBIT' && !isBlockedCard(card);
  return (
    <Card title={name} headingLevel={2} className="wallet-cards__item" data-card={card.accountId}>
      <CardFacts card={card} />
      {opensDetail(card) && (
        <Link to={pathWith('card-detail', { accountId: card.accountId })}>
          {t('list.open')}
          <VisuallyHidden>{` ${name} ${maskCardNumber(card.accountNumber)}`}</VisuallyHidden>
        </Link>
      )}
      {manageable && (
        <>
          <div>
            <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
              {open ? t('list.hide') : t('list.manage')}
            </Button>
          </div>
          {open && (
            <div id={panelId}>
              <CardPanel
                card={card}
                api={api}
                cache={cache}
                brandId={brandId}
                accounts={accounts}
                canLoad={canLoad}
                onChanged={onChanged}
              />
            </div>
          )}
        </>
      )}
    </Card>
  );
}

/** A card's actions and, where its status allows, its history. */
function CardPanel({ card, ...props }: CardsFeatureProps & { card: Account }) {
  const historyAllowed = isActionAllowed('history', {
    statusId: card.accountStatusId,
    isVirtual: card.cardIsVirtual === true,
    subType: card.subType,
    pauseSupported: false,
  });
  const { api, cache } = props;
  return (
    <Stack gap="lg">
      <CardActions {...props} card={card} />
      {historyAllowed && <CardHistory api={api} cache={cache} accountId={card.accountId} />}
    </Stack>
  );
}

/** `/cards/{accountId}`: one card, its facts, the actions its status allows and its history. */
export function CardDetail({ accountId, ...props }: CardsFeatureProps & { accountId: string }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const card = props.accounts.find((account) => String(account.accountId) === accountId && isCardAccount(account));
  if (!card) return <p>{t('detail.missing')}</p>;
  const list = card.cardIsVirtual ? 'virtual-cards' : 'physical-cards';
  return (
    <Stack gap="lg" className="wallet-cards">
      <Link to={pathOf(list)}>{t(card.cardIsVirtual ? 'detail.backVirtual' : 'detail.backPhysical')}</Link>
      <h1>{cardName(t, card)}</h1>
      <Card>
        <CardFacts card={card} />
      </Card>
      <CardPanel card={card} {...props} />
    </Stack>
  );
}
