import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { SupportDesk } from '../../core/support/support-desk';
import {
  createTicketInbox,
  isTicketUnread,
  matchesTicketFilter,
  TICKET_FILTERS,
  ticketStateOf,
  type InboxRow,
  type TicketFilter,
} from '../../core/support/support-tickets';
import { Button, InAppLink, LoadErrorBanner, Spinner, Stack, useLanguage, useMessages } from '../../ui';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';
import { SupportBusyBanner, useSupportBackoff } from './support-busy';

export interface TicketInboxProps {
  desk: SupportDesk;
  cache: ResourceCache;
  /** Where a ticket opens, by the number the customer sees. */
  ticketHref: (ticketNumber: string) => string;
  /** Where a new ticket is written. */
  composeHref: string;
  navigate: (path: string) => void;
  /** The address the customer's messages go from (the company's support e-mail for business users), once known. */
  fromEmail?: string | undefined;
}

/**
 * The support messages page: the customer's tickets, 20 at a time, with filters all / open / new / closed, each
 * ticket's state, an unread marker and the newest message. Details arrive in batches; after a 429 the page says when
 * it asks again and does so by itself.
 */
export function TicketInbox({ desk, cache, ticketHref, composeHref, navigate, fromEmail }: TicketInboxProps) {
  useSignals();
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inbox = useMemo(() => createTicketInbox({ desk, cache }), [desk, cache]);
  const [filter, setFilter] = useState<TicketFilter>('all');
  // "Within two weeks" is measured from when the page opened.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    void inbox.reload();
    return () => inbox.dispose();
  }, [inbox]);

  const reload = useCallback(() => void inbox.reload(), [inbox]);
  const blockedUntil = useSupportBackoff(desk, reload);

  const rows = inbox.rows.value;
  const stateOf = (row: InboxRow) => (row.detail ? ticketStateOf(row.detail, now) : null);
  const counts = Object.fromEntries(
    TICKET_FILTERS.map((name) => [name, rows.filter((row) => matchesTicketFilter(stateOf(row), name)).length]),
  );
  const shown = rows.filter((row) => matchesTicketFilter(stateOf(row), filter));
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="lg" className="wallet-support">
      <div className="wallet-support__header">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('inbox.title')}
        </h1>
        <InAppLink className="wallet-button wallet-button--primary" href={composeHref} navigate={navigate}>
          {t('inbox.newTicket')}
        </InAppLink>
      </div>
      <p>
        {t('inbox.intro')} {fromEmail && t('inbox.from', { email: fromEmail })}
      </p>
      {blockedUntil !== null && <SupportBusyBanner until={blockedUntil} />}
      {blockedUntil === null && inbox.error.value !== null && (
        <LoadErrorBanner title={t('inbox.loadFailed')} error={inbox.error.value} onRetry={reload} />
      )}
      <div role="group" aria-label={t('inbox.filters')} className="wallet-support__filters">
        {TICKET_FILTERS.map((name) => (
          <Button
            key={name}
            variant={filter === name ? 'primary' : 'secondary'}
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {t(`inbox.filter.${name}`)} <span className="wallet-support__count">({counts[name]})</span>
          </Button>
        ))}
      </div>
      {inbox.status.value === 'loading' && rows.length === 0 && blockedUntil === null && (
        <Spinner label={t('inbox.loading')} />
      )}
      {inbox.status.value !== 'loading' && shown.length === 0 && inbox.error.value === null && (
        <p>{t(`inbox.empty.${filter}`)}</p>
      )}
      {shown.length > 0 && (
        <ul className="wallet-support__list" aria-label={t(`inbox.filter.${filter}`)}>
          {shown.map((row) => {
            const state = stateOf(row);
            const unread = row.detail ? isTicketUnread(row.detail) : false;
            const newest = row.preview?.[0];
            const href = ticketHref(row.summary.ticketNumber);
            return (
              <li
                key={row.summary.id}
                className={unread ? 'wallet-support__item wallet-support__item--unread' : 'wallet-support__item'}
              >
                <div className="wallet-support__item-head">
                  <InAppLink href={href} navigate={navigate} className="wallet-support__subject">
                    {unread && (
                      <span className="wallet-support__unread">
                        <span aria-hidden="true">● </span>
                        <span className="wallet-visually-hidden">{t('inbox.unread')}: </span>
                      </span>
                    )}
                    {/* The customer's own words stay as written in every language. */}
                    <span translate="no">{row.summary.subject}</span>
                  </InAppLink>
                  <span className={`wallet-support__state wallet-support__state--${state ?? 'pending'}`}>
                    {state ? t(`state.${state}`) : t('inbox.checking')}
                  </span>
                </div>
                <p className="wallet-support__muted">
                  {t('inbox.ticketNumber', { number: row.summary.ticketNumber })} ·{' '}
                  {t('inbox.updated', { date: dateFormat.format(Date.parse(row.summary.modifiedTime)) })}
                </p>
                {newest && (
                  <p className="wallet-support__preview">
                    <strong>{newest.direction === 'out' ? t('inbox.support') : t('inbox.you')}:</strong>{' '}
                    <span translate="no">{newest.content}</span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {inbox.hasMore.value && (
        <div>
          <Button
            variant="secondary"
            loading={inbox.busy.value}
            disabled={blockedUntil !== null}
            onClick={() => void inbox.loadMore()}
          >
            {t('inbox.loadMore')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
