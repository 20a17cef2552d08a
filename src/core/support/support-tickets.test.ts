/** The ticket state mapping (pure) and the inbox against the in-process sandbox: pages, batches, read marker, 429. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { TicketDetail } from '../api/contract/support-tickets';
import { createResourceCache } from '../resource/resource-cache';
import type { SandboxHarness } from '../../testing/sandbox-harness';
import { createSandboxHarness } from '../../testing/sandbox-harness';
import { createMemoryStorage as memoryStorage } from '../session/token-store';
import { createSupportDesk } from './support-desk';
import {
  createTicketInbox,
  DETAIL_BATCH_GAP_MS,
  inBatches,
  isTicketUnread,
  markTicketRead,
  SUPPORT_TICKETS_KEY,
  ticketByNumberQuery,
  matchesTicketFilter,
  NEW_TICKET_WINDOW_MS,
  ticketQuery,
  ticketStateOf,
} from './support-tickets';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function ticket(overrides: Partial<Pick<TicketDetail, 'status' | 'modifiedTime' | 'lastThread' | 'cf'>> = {}) {
  return {
    status: 'Open',
    modifiedTime: new Date(NOW - DAY).toISOString(),
    lastThread: { direction: 'out' as const, createdTime: new Date(NOW - DAY).toISOString() },
    cf: { cf_customer_read_at: null },
    ...overrides,
  };
}

describe('ticketStateOf', () => {
  it('is closed for Closed, whatever else is true', () => {
    expect(ticketStateOf(ticket({ status: 'Closed' }), NOW)).toBe('closed');
  });

  it("is new when the desk's last message is unread and the ticket changed within two weeks", () => {
    expect(ticketStateOf(ticket(), NOW)).toBe('new');
    expect(ticketStateOf(ticket({ modifiedTime: new Date(NOW - NEW_TICKET_WINDOW_MS).toISOString() }), NOW)).toBe(
      'new',
    );
    expect(ticketStateOf(ticket({ modifiedTime: new Date(NOW - NEW_TICKET_WINDOW_MS - 1).toISOString() }), NOW)).toBe(
      'open',
    );
  });

  it('is new when closed without reply (recent, unread), open once read', () => {
    const closed = ticket({
      status: 'Closed-no-reply',
      lastThread: { direction: 'in', createdTime: new Date(NOW - 5 * DAY).toISOString() },
    });
    expect(ticketStateOf(closed, NOW)).toBe('new');
    expect(ticketStateOf({ ...closed, cf: { cf_customer_read_at: new Date(NOW).toISOString() } }, NOW)).toBe('open');
  });

  it("is open when the customer wrote last, or has read the desk's answer", () => {
    expect(
      ticketStateOf(ticket({ lastThread: { direction: 'in', createdTime: new Date(NOW - DAY).toISOString() } }), NOW),
    ).toBe('open');
    expect(ticketStateOf(ticket({ cf: { cf_customer_read_at: new Date(NOW - DAY + 1).toISOString() } }), NOW)).toBe(
      'open',
    );
    expect(ticketStateOf(ticket({ lastThread: null }), NOW)).toBe('open');
  });

  it('treats a read marker older than the last change as unread', () => {
    expect(isTicketUnread(ticket({ cf: { cf_customer_read_at: new Date(NOW - 2 * DAY).toISOString() } }))).toBe(true);
    expect(isTicketUnread(ticket({ cf: { cf_customer_read_at: 'not a date' } }))).toBe(true);
  });

  it('filters: all shows everything, the others their state; tickets without details only under all', () => {
    expect(matchesTicketFilter('new', 'all')).toBe(true);
    expect(matchesTicketFilter('new', 'open')).toBe(false);
    expect(matchesTicketFilter('closed', 'closed')).toBe(true);
    expect(matchesTicketFilter(null, 'open')).toBe(false);
    expect(matchesTicketFilter(null, 'all')).toBe(true);
  });
});

describe('inBatches', () => {
  it('runs five at a time with a pause between the groups', async () => {
    const log: string[] = [];
    await inBatches(
      Array.from({ length: 12 }, (_, index) => index),
      async (item) => {
        log.push(String(item));
        await Promise.resolve();
      },
      {
        size: 5,
        gapMs: DETAIL_BATCH_GAP_MS,
        signal: new AbortController().signal,
        sleep: (ms) => {
          log.push(`wait ${ms}`);
          return Promise.resolve();
        },
      },
    );
    expect(log).toEqual(['0', '1', '2', '3', '4', 'wait 250', '5', '6', '7', '8', '9', 'wait 250', '10', '11']);
  });
});

describe('the inbox against the sandbox', () => {
  let harness: SandboxHarness;

  beforeEach(() => {
    harness = createSandboxHarness();
  });

  afterEach(() => {
    harness.close();
  });

  async function deskFor(email: string) {
    const session = await harness.signIn(email);
    const api = createApiClient({
      environment: harness.environment,
      language: () => 'en',
      session,
      fetch: harness.fetch,
    });
    return createSupportDesk({ api, storage: memoryStorage() });
  }

  it('fetches 20 tickets with their details and previews, then the rest on demand', async () => {
    const desk = await deskFor('support@demo.test');
    const cache = createResourceCache();
    const inbox = createTicketInbox({ desk, cache, sleep: () => Promise.resolve() });
    await inbox.loadMore();
    expect(inbox.rows.value).toHaveLength(20);
    expect(inbox.rows.value.every((row) => row.detail !== null && row.preview !== null)).toBe(true);
    expect(inbox.rows.value[0]?.preview).toHaveLength(2);
    expect(inbox.hasMore.value).toBe(true);
    await inbox.loadMore();
    expect(inbox.rows.value).toHaveLength(24);
    expect(inbox.hasMore.value).toBe(false);
    const states = inbox.rows.value.map((row) => (row.detail ? ticketStateOf(row.detail, Date.now()) : null));
    expect(states.filter((state) => state === 'new')).toHaveLength(2);
    inbox.dispose();
  });

  it('sets the read marker of an unread ticket, after which it is open', async () => {
    const desk = await deskFor('support@demo.test');
    const cache = createResourceCache();
    const query = ticketQuery(desk, 14001);
    const before = await cache.load(query.key, query.load);
    expect(ticketStateOf(before, Date.now())).toBe('new');
    expect(await markTicketRead(desk, before, Date.now())).toBe(true);
    cache.invalidate(SUPPORT_TICKETS_KEY);
    const after = await cache.load(query.key, query.load);
    expect(ticketStateOf(after, Date.now())).toBe('open');
    expect(await markTicketRead(desk, after, Date.now())).toBe(false);
  });

  it('finds a ticket by the number the customer sees, and nothing for a number that is not theirs', async () => {
    const desk = await deskFor('support@demo.test');
    const cache = createResourceCache();
    const found = ticketByNumberQuery(desk, '1001');
    expect(await cache.load(found.key, found.load)).toMatchObject({ id: 14001, ticketNumber: '1001' });
    const missing = ticketByNumberQuery(desk, '999999');
    expect(await cache.load(missing.key, missing.load)).toBeNull();
  });

  it('stops after a 429: the inbox shows the error and no further support call is made', async () => {
    const desk = await deskFor('support@demo.test');
    await harness.addFault({ match: { path: '/support-desk/tickets' }, status: 429, times: 1 });
    const inbox = createTicketInbox({ desk, cache: createResourceCache(), sleep: () => Promise.resolve() });
    await inbox.loadMore();
    expect(inbox.status.value).toBe('error');
    expect(inbox.error.value).toMatchObject({ messageKey: 'errors.supportBusy' });
    await harness.clearStats();
    await inbox.reload();
    expect(await harness.stats()).toEqual({});
    expect(desk.blockedUntil()).toBeGreaterThan(Date.now());
  });
});
