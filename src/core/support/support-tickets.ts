/**
 * The support ticket centre's logic (spec 3 sections 3.10, 4.7, 7.5 and 9), framework-free: what state a ticket is in
 * for the customer (closed, new, open) and whether it is unread, the server reads as key-plus-loader objects on the
 * shared resource cache (queryOptions), the inbox that fetches 20 tickets at a time and their details 5 at a time 250 ms apart, and
 * the writes (uploads, replies, new tickets, the read marker), which the screens run through useMutation.
 *
 * Every call goes through the {@link SupportDesk}, so an HTTP 429 stops this and every later support call until the
 * stored back-off time has passed.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { UploadProgress } from '../api/client';
import {
  CONVERSATION_LIMIT,
  CONVERSATION_PREVIEW_LIMIT,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  supportAttachmentGet,
  supportConversations,
  supportThreadGet,
  supportThreadSend,
  supportTicketCompose,
  supportTicketCreate,
  supportTicketFields,
  supportTicketGet,
  supportTicketsList,
  supportTicketUpdate,
  supportUpload,
  TICKETS_PAGE_SIZE,
  type TicketDetail,
  type TicketField,
  type TicketSummary,
  type TicketThread,
  type UploadedAttachment,
} from '../api/contract/support-tickets';
import { FILE_KINDS, type FileRules } from '../files/file-checks';
import { queryOptions } from '../resource/query-options';
import type { ResourceCache } from '../resource/resource-cache';
import type { SupportDesk } from './support-desk';

/** A ticket modified longer ago than this is not new any more (spec 3 section 9: "New-ticket window: two weeks"). */
export const NEW_TICKET_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
/** Ticket details are fetched this many at a time, this far apart (spec 3 section 9: "5 at a time, 250 ms apart"). */
export const DETAIL_BATCH_SIZE = 5;
export const DETAIL_BATCH_GAP_MS = 250;

/** What an attachment may be; checked before anything is uploaded, and again by the desk. */
export const SUPPORT_ATTACHMENT_RULES: FileRules = {
  kinds: [FILE_KINDS.jpeg, FILE_KINDS.png, FILE_KINDS.pdf],
  maxBytes: SUPPORT_ATTACHMENT_MAX_BYTES,
};

export const TICKET_FILTERS = ['all', 'open', 'new', 'closed'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];
export type TicketState = Exclude<TicketFilter, 'all'>;

type TicketFacts = Pick<TicketDetail, 'status' | 'modifiedTime' | 'lastThread' | 'cf'>;

/**
 * Whether the desk did something the customer has not seen: the last message is the agent's (incoming for the
 * customer), or the desk closed the ticket for want of an answer, and the customer's read marker is older than the
 * ticket's last change (or missing).
 */
export function isTicketUnread(ticket: TicketFacts): boolean {
  const fromDesk = ticket.status === 'Closed-no-reply' || ticket.lastThread?.direction === 'out';
  if (!fromDesk) return false;
  const readAt = ticket.cf.cf_customer_read_at === null ? Number.NaN : Date.parse(ticket.cf.cf_customer_read_at);
  return !(readAt >= Date.parse(ticket.modifiedTime));
}

/**
 * The state a ticket shows in the list (spec 3 section 4.7): `Closed` is closed; a ticket closed without reply, or
 * whose last message came from the desk, is new while it was modified within two weeks, unless the customer has read
 * it since (then it is open, as "after reading" in the issue requires); everything else is open.
 */
export function ticketStateOf(ticket: TicketFacts, now: number): TicketState {
  if (ticket.status === 'Closed') return 'closed';
  const recent = now - Date.parse(ticket.modifiedTime) <= NEW_TICKET_WINDOW_MS;
  return recent && isTicketUnread(ticket) ? 'new' : 'open';
}

/** Whether a ticket in `state` shows under `filter`; a ticket whose details have not arrived shows only under all. */
export function matchesTicketFilter(state: TicketState | null, filter: TicketFilter): boolean {
  return filter === 'all' || state === filter;
}

// Server reads: one key and one loader each, shared by the inbox, the ticket page and the invalidations.

/** Every support ticket key starts with this; invalidating it reloads lists, details and conversations. */
export const SUPPORT_TICKETS_KEY = 'support/tickets/';

export const ticketsPageQuery = (desk: SupportDesk, from: number) =>
  queryOptions({
    key: `${SUPPORT_TICKETS_KEY}list/${from}`,
    load: async (signal): Promise<TicketSummary[]> =>
      (await desk.call(supportTicketsList, { from, limit: TICKETS_PAGE_SIZE }, { signal })).data,
  });

/**
 * The ticket of a ticket number (the number the customer sees, in the list, the heading, the address and the
 * notices), or null when the customer has none of that number. The desk's internal id stays behind the screens.
 */
export const ticketByNumberQuery = (desk: SupportDesk, ticketNumber: string) =>
  queryOptions({
    key: `${SUPPORT_TICKETS_KEY}number/${ticketNumber}`,
    load: async (signal): Promise<TicketSummary | null> =>
      (await desk.call(supportTicketsList, { ticketNumber, limit: 1 }, { signal })).data[0] ?? null,
  });

/** The start of every key of one ticket (details, conversations); invalidating it reloads that ticket. */
export const ticketKeyPrefix = (ticketId: number) => `${SUPPORT_TICKETS_KEY}${ticketId}/`;

export const ticketQuery = (desk: SupportDesk, ticketId: number) =>
  queryOptions({
    key: `${ticketKeyPrefix(ticketId)}detail`,
    load: (signal): Promise<TicketDetail> => desk.call(supportTicketGet, { ticketId }, { signal }),
  });

/** A ticket's messages, newest first: all of them (up to 100) for the ticket page, two for a preview. */
export const conversationQuery = (desk: SupportDesk, ticketId: number, limit: number = CONVERSATION_LIMIT) =>
  queryOptions({
    key: `${ticketKeyPrefix(ticketId)}conversation/${limit}`,
    load: async (signal): Promise<TicketThread[]> =>
      (await desk.call(supportConversations, { ticketId, limit }, { signal })).data,
  });

/** One message whole (a conversation gives long ones cut, `truncated`): its full text and attachments. */
export const threadQuery = (desk: SupportDesk, ticketId: number, threadId: number) =>
  queryOptions({
    key: `${ticketKeyPrefix(ticketId)}thread/${threadId}`,
    load: (signal): Promise<TicketThread> => desk.call(supportThreadGet, { ticketId, threadId }, { signal }),
    // A message once sent does not change.
    staleMs: Infinity,
  });

export const ticketFieldsQuery = (desk: SupportDesk) =>
  queryOptions({
    key: 'support/ticket-fields',
    load: async (signal): Promise<TicketField[]> => (await desk.call(supportTicketFields, {}, { signal })).data,
    // The desk's form changes with a release of the desk, not while a customer writes.
    staleMs: Infinity,
  });

// The inbox.

export interface InboxRow {
  summary: TicketSummary;
  /** Null until the ticket's batch has been fetched. */
  detail: TicketDetail | null;
  /** The newest two messages, newest first; null until fetched. */
  preview: TicketThread[] | null;
}

export type InboxStatus = 'loading' | 'ready' | 'error';

export interface TicketInbox {
  readonly rows: ReadonlySignal<readonly InboxRow[]>;
  readonly status: ReadonlySignal<InboxStatus>;
  /** The failure of the last fetch (a 429 arrives as the supportBusy error). */
  readonly error: ReadonlySignal<unknown>;
  /** Whether the desk may have more tickets than are loaded (the last page was full). */
  readonly hasMore: ReadonlySignal<boolean>;
  /** True while a page or a batch of details is being fetched. */
  readonly busy: ReadonlySignal<boolean>;
  /** Fetches the next 20 tickets and their details. */
  loadMore(): Promise<void>;
  /** Starts again from the first page (after an error or the back-off). */
  reload(): Promise<void>;
  /** Stops fetching (the page closed). */
  dispose(): void;
}

export interface TicketInboxDeps {
  desk: SupportDesk;
  cache: ResourceCache;
  /** Waits between detail batches; tests pass one that does not wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `work` over the items `size` at a time, waiting `gapMs` between groups. A failure stops the rest (after a
 * 429 every further call would be refused anyway).
 */
export async function inBatches<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  options: {
    size: number;
    gapMs: number;
    signal: AbortSignal;
    sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  },
): Promise<void> {
  const sleep = options.sleep ?? abortableSleep;
  for (let start = 0; start < items.length; start += options.size) {
    if (start > 0) await sleep(options.gapMs, options.signal);
    if (options.signal.aborted) return;
    await Promise.all(items.slice(start, start + options.size).map(work));
  }
}

export function createTicketInbox(deps: TicketInboxDeps): TicketInbox {
  const rows = signal<readonly InboxRow[]>([]);
  const status = signal<InboxStatus>('loading');
  const error = signal<unknown>(null);
  const hasMore = signal(false);
  const busy = signal(false);
  let controller = new AbortController();

  function patch(ticketId: number, change: Partial<InboxRow>) {
    rows.value = rows.value.map((row) => (row.summary.id === ticketId ? { ...row, ...change } : row));
  }

  async function fetchDetails(summaries: readonly TicketSummary[], signal: AbortSignal) {
    await inBatches(
      summaries,
      async (summary) => {
        const detail = ticketQuery(deps.desk, summary.id);
        const preview = conversationQuery(deps.desk, summary.id, CONVERSATION_PREVIEW_LIMIT);
        const [loadedDetail, loadedPreview] = await Promise.all([
          deps.cache.load(detail.key, detail.load),
          deps.cache.load(preview.key, preview.load),
        ]);
        if (!signal.aborted) patch(summary.id, { detail: loadedDetail, preview: loadedPreview });
      },
      { size: DETAIL_BATCH_SIZE, gapMs: DETAIL_BATCH_GAP_MS, signal, ...(deps.sleep ? { sleep: deps.sleep } : {}) },
    );
  }

  async function fetchPage(from: number, signal: AbortSignal) {
    busy.value = true;
    try {
      const query = ticketsPageQuery(deps.desk, from);
      const page = await deps.cache.load(query.key, query.load);
      if (signal.aborted) return;
      const known = new Set(rows.value.map((row) => row.summary.id));
      const fresh = page.filter((summary) => !known.has(summary.id));
      rows.value = [...rows.value, ...fresh.map((summary) => ({ summary, detail: null, preview: null }))];
      hasMore.value = page.length === TICKETS_PAGE_SIZE;
      status.value = 'ready';
      error.value = null;
      await fetchDetails(fresh, signal);
    } catch (failure) {
      if (signal.aborted) return;
      error.value = failure;
      if (rows.value.length === 0) status.value = 'error';
    } finally {
      if (!signal.aborted) busy.value = false;
    }
  }

  return {
    rows,
    status,
    error,
    hasMore,
    busy,
    loadMore: () => fetchPage(rows.value.length + 1, controller.signal),
    reload() {
      controller.abort();
      controller = new AbortController();
      rows.value = [];
      status.value = 'loading';
      error.value = null;
      deps.cache.invalidate(SUPPORT_TICKETS_KEY);
      return fetchPage(1, controller.signal);
    },
    dispose() {
      controller.abort();
    },
  };
}

// Writes.

/** Uploads one attachment (already checked against {@link SUPPORT_ATTACHMENT_RULES}) and tells how far it got. */
export function uploadAttachment(
  desk: SupportDesk,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadedAttachment> {
  return desk.call(supportUpload, {}, { files: { file }, onUploadProgress: onProgress, ...(signal ? { signal } : {}) });
}

/** Sends the customer's reply (the screen's write invalidates {@link SUPPORT_TICKETS_KEY}). */
export function sendTicketReply(
  desk: SupportDesk,
  reply: { ticketId: number; content: string; uploadIds: readonly number[] },
): Promise<TicketThread> {
  return desk.call(supportThreadSend, {
    ticketId: reply.ticketId,
    content: reply.content,
    uploadIds: [...reply.uploadIds],
  });
}

export interface NewTicket {
  subject: string;
  message: string;
  /** Answers to the desk's ticket fields, by api name. */
  fields: Readonly<Record<string, string>>;
  uploadIds: readonly number[];
}

/** Opens a ticket (the screen's write invalidates {@link SUPPORT_TICKETS_KEY} so the list shows it). */
export function openTicket(desk: SupportDesk, ticket: NewTicket): Promise<TicketDetail> {
  const fields = Object.fromEntries(Object.entries(ticket.fields).filter(([, value]) => value.trim() !== ''));
  return desk.call(supportTicketCompose, {
    subject: ticket.subject,
    description: ticket.message,
    customFields: fields,
    uploadIds: [...ticket.uploadIds],
  });
}

/**
 * Writes straight to the customer's account manager (POST /tickets assigned to the agent); the answer comes in the
 * same ticket centre. The screen's write invalidates {@link SUPPORT_TICKETS_KEY}.
 */
export function writeToAgent(
  desk: SupportDesk,
  message: { subject: string; message: string; agentId: number },
): Promise<TicketDetail> {
  return desk.call(supportTicketCreate, {
    subject: message.subject,
    description: message.message,
    assigneeId: message.agentId,
  });
}

/**
 * Sets the customer's read marker to now when the ticket has something unread; answers whether it did (then the
 * caller invalidates {@link SUPPORT_TICKETS_KEY}, so the list's state follows).
 */
export async function markTicketRead(desk: SupportDesk, ticket: TicketDetail, now: number): Promise<boolean> {
  if (!isTicketUnread(ticket)) return false;
  await desk.call(supportTicketUpdate, {
    ticketId: ticket.id,
    cf: { cf_customer_read_at: new Date(now).toISOString() },
  });
  return true;
}

/** A short-lived link to an attachment's content. */
export async function attachmentDownloadUrl(
  desk: SupportDesk,
  ticketId: number,
  attachmentId: number,
): Promise<string> {
  return (await desk.call(supportAttachmentGet, { ticketId, attachmentId })).downloadUrl;
}
