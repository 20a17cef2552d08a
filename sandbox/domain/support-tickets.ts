/**
 * The sandbox's support desk: tickets of a customer, their messages (threads) in both directions, attachments
 * uploaded before they are sent, the customer's read marker (custom field cf_customer_read_at), and the agent's side
 * (reply, close, close without reply) that the sandbox's support page drives. An agent's reply and a close without
 * reply send the customer's users a realtime notice (zohoNewMessage, zohoClosedNoReply) naming the ticket.
 */
import type Database from 'better-sqlite3';
import { displayFileName } from '../../src/core/api/contract/common';
import type {
  TicketAttachment,
  TicketDetail,
  TicketSummary,
  TicketThread,
} from '../../src/core/api/contract/support-tickets';
import { CONVERSATION_CONTENT_MAX, SUPPORT_ATTACHMENT_MAX_BYTES } from '../../src/core/api/contract/support-tickets';
import type { SandboxContext } from '../context';
import { extensionOf, notifyCustomer, SIGNATURES } from './kyc';
import { DomainError } from './domain-error';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { rowFields } from './row-fields';

/** The agent who answers on the sandbox's support page unless another name is given. */
export const DEFAULT_AGENT_NAME = 'Alex Morgan';

/** The desk's ticket fields (GET /ticketsFields). */
export const TICKET_FIELDS = [
  {
    apiName: 'cf_topic',
    displayLabel: 'Topic',
    type: 'Picklist' as const,
    isMandatory: true,
    allowedValues: ['Account', 'Cards', 'Transfers', 'Verification', 'Other'],
    maxLength: 50,
  },
  {
    apiName: 'cf_reference',
    displayLabel: 'Transaction or card reference',
    type: 'Text' as const,
    isMandatory: false,
    allowedValues: null,
    maxLength: 40,
  },
];

export class SupportDeskError extends DomainError {
  override name = 'SupportDeskError';
  constructor(status: number, message: string) {
    super(RESPONSE_CODES.invalidParams, message, {}, { status });
  }
}

export interface TicketRow {
  id: number;
  ticket_number: string;
  customer_id: number;
  email: string;
  contact_name: string;
  subject: string;
  status: string;
  custom_fields: string;
  customer_read_at: number | null;
  created_at: number;
  modified_at: number;
  assignee_id: number | null;
}

interface ThreadRow {
  id: number;
  ticket_id: number;
  direction: 'in' | 'out';
  author_name: string;
  content: string;
  created_at: number;
}

interface UploadRow {
  id: number;
  customer_id: number;
  thread_id: number | null;
  name: string;
  size: number;
  content_type: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const uploadKey = (uploadId: number) => `support/attachments/${uploadId}`;

function summaryOf(row: TicketRow): TicketSummary {
  return {
    ...rowFields(row, ['id', 'ticket_number', 'subject', 'status']),
    createdTime: iso(row.created_at),
    modifiedTime: iso(row.modified_at),
  };
}

export function ticketDetailOf(db: Database.Database, row: TicketRow): TicketDetail {
  const last = db
    .prepare(
      'SELECT direction, created_at FROM support_threads WHERE ticket_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    )
    .get(row.id) as Pick<ThreadRow, 'direction' | 'created_at'> | undefined;
  const count = (
    db.prepare('SELECT count(*) AS n FROM support_threads WHERE ticket_id = ?').get(row.id) as { n: number }
  ).n;
  return {
    ...summaryOf(row),
    email: row.email,
    threadCount: count,
    lastThread: last ? { direction: last.direction, createdTime: iso(last.created_at) } : null,
    cf: { cf_customer_read_at: row.customer_read_at === null ? null : iso(row.customer_read_at) },
    customFields: JSON.parse(row.custom_fields) as Record<string, string>,
    assigneeId: row.assignee_id,
  };
}

function attachmentsOf(db: Database.Database, threadId: number): TicketAttachment[] {
  const rows = db.prepare('SELECT * FROM support_uploads WHERE thread_id = ? ORDER BY id').all(threadId) as UploadRow[];
  return rows.map((row) => ({ id: row.id, name: row.name, size: row.size, contentType: row.content_type }));
}

/** A message; in a conversation (`summary`) a long text is cut to its start, as the desk's conversation list does. */
function threadOf(db: Database.Database, row: ThreadRow, summary = false): TicketThread {
  const truncated = summary && row.content.length > CONVERSATION_CONTENT_MAX;
  return {
    id: row.id,
    direction: row.direction,
    authorName: row.author_name,
    createdTime: iso(row.created_at),
    content: truncated ? row.content.slice(0, CONVERSATION_CONTENT_MAX) : row.content,
    truncated,
    attachments: attachmentsOf(db, row.id),
  };
}

/** The customer's tickets, newest change first; with a ticket number, only the ticket of that number (or none). */
export function listTickets(
  db: Database.Database,
  customerId: number,
  from: number,
  limit: number,
  ticketNumber?: string,
): TicketSummary[] {
  const rows = (
    ticketNumber === undefined
      ? db
          .prepare(
            'SELECT * FROM support_tickets WHERE customer_id = ? ORDER BY modified_at DESC, id DESC LIMIT ? OFFSET ?',
          )
          .all(customerId, limit, from - 1)
      : db
          .prepare(
            'SELECT * FROM support_tickets WHERE customer_id = ? AND ticket_number = ? ORDER BY id LIMIT ? OFFSET ?',
          )
          .all(customerId, ticketNumber, limit, from - 1)
  ) as TicketRow[];
  return rows.map(summaryOf);
}

/** A ticket of the customer; another customer's ticket is "not found", as if it did not exist. */
export function ticketOf(db: Database.Database, customerId: number, ticketId: number): TicketRow {
  const row = db.prepare('SELECT * FROM support_tickets WHERE id = ? AND customer_id = ?').get(ticketId, customerId) as
    TicketRow | undefined;
  if (!row) throw new SupportDeskError(404, 'No such ticket');
  return row;
}

export function conversationOf(db: Database.Database, ticketId: number, from: number, limit: number): TicketThread[] {
  const rows = db
    .prepare('SELECT * FROM support_threads WHERE ticket_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(ticketId, limit, from - 1) as ThreadRow[];
  return rows.map((row) => threadOf(db, row, true));
}

export function threadOfTicket(db: Database.Database, ticketId: number, threadId: number): TicketThread {
  const row = db.prepare('SELECT * FROM support_threads WHERE id = ? AND ticket_id = ?').get(threadId, ticketId) as
    ThreadRow | undefined;
  if (!row) throw new SupportDeskError(404, 'No such message');
  return threadOf(db, row);
}

/**
 * Stores an uploaded file after the checks the portal makes too (JPG, PNG or PDF, at most the size limit), reading
 * the content rather than trusting the name; it waits, unattached, for a message.
 */
export function storeUpload(
  context: SandboxContext,
  customerId: number,
  file: File | undefined,
  bytes: Uint8Array,
): TicketAttachment {
  if (!file) throw new SupportDeskError(400, "Send the file in a part named 'file'");
  if (bytes.byteLength === 0) throw new SupportDeskError(400, 'The file is empty');
  if (bytes.byteLength > SUPPORT_ATTACHMENT_MAX_BYTES)
    throw new SupportDeskError(413, `The file is larger than ${SUPPORT_ATTACHMENT_MAX_BYTES} bytes`);
  const name = displayFileName(file.name).slice(0, 200);
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!kind || !kind.extensions.includes(extensionOf(name)))
    throw new SupportDeskError(415, 'Attach a JPG, PNG or PDF file whose content matches its name');
  const id = Number(
    context.db
      .prepare('INSERT INTO support_uploads (customer_id, name, size, content_type, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(customerId, name, bytes.byteLength, kind.mime, context.now()).lastInsertRowid,
  );
  context.files.write(uploadKey(id), bytes);
  return { id, name, size: bytes.byteLength, contentType: kind.mime };
}

/** The customer's uploads not yet sent with a message; anything else (sent, another customer's) is refused. */
function claimUploads(db: Database.Database, customerId: number, uploadIds: readonly number[]): number[] {
  for (const uploadId of uploadIds) {
    const row = db
      .prepare('SELECT * FROM support_uploads WHERE id = ? AND customer_id = ? AND thread_id IS NULL')
      .get(uploadId, customerId);
    if (!row) throw new SupportDeskError(400, `Attachment ${uploadId} is not an upload waiting to be sent`);
  }
  return [...new Set(uploadIds)];
}

function addThread(
  db: Database.Database,
  ticketId: number,
  input: { direction: 'in' | 'out'; authorName: string; content: string; uploadIds: readonly number[] },
  at: number,
): ThreadRow {
  const id = Number(
    db
      .prepare(
        'INSERT INTO support_threads (ticket_id, direction, author_name, content, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(ticketId, input.direction, input.authorName, input.content, at).lastInsertRowid,
  );
  for (const uploadId of input.uploadIds)
    db.prepare('UPDATE support_uploads SET thread_id = ? WHERE id = ?').run(id, uploadId);
  return db.prepare('SELECT * FROM support_threads WHERE id = ?').get(id) as ThreadRow;
}

export interface SupportContactOfCustomer {
  customerId: number;
  name: string;
  email: string;
}

export function composeTicket(
  context: SandboxContext,
  contact: SupportContactOfCustomer,
  input: { subject: string; description: string; customFields: Record<string, string>; uploadIds: readonly number[] },
): TicketDetail {
  const { db } = context;
  for (const field of TICKET_FIELDS) {
    const value = input.customFields[field.apiName]?.trim() ?? '';
    if (field.isMandatory && value === '') throw new SupportDeskError(400, `${field.displayLabel} is required`);
    if (value !== '' && field.allowedValues && !field.allowedValues.includes(value))
      throw new SupportDeskError(400, `${field.displayLabel} must be one of ${field.allowedValues.join(', ')}`);
  }
  const known: Record<string, string> = {};
  for (const field of TICKET_FIELDS) {
    const value = input.customFields[field.apiName]?.trim() ?? '';
    if (value !== '') known[field.apiName] = value;
  }
  return db.transaction(() => {
    const uploads = claimUploads(db, contact.customerId, input.uploadIds);
    const id = insertTicket(context, contact, { subject: input.subject, customFields: known, assigneeId: null });
    addThread(
      db,
      id,
      { direction: 'in', authorName: contact.name, content: input.description, uploadIds: uploads },
      context.now(),
    );
    return ticketDetailOf(db, ticketOf(db, contact.customerId, id));
  })();
}

/** A new ticket row (open, read by the customer who wrote it); its number is the one the customer sees. */
function insertTicket(
  context: SandboxContext,
  contact: SupportContactOfCustomer,
  ticket: { subject: string; customFields: Record<string, string>; assigneeId: number | null },
): number {
  const { db } = context;
  const at = context.now();
  const next = (db.prepare('SELECT coalesce(max(id), 14000) + 1 AS id FROM support_tickets').get() as { id: number })
    .id;
  db.prepare(
    `INSERT INTO support_tickets (id, ticket_number, customer_id, email, contact_name, subject, status, custom_fields, customer_read_at, created_at, modified_at, assignee_id)
     VALUES (?, ?, ?, ?, ?, ?, 'Open', ?, ?, ?, ?, ?)`,
  ).run(
    next,
    String(next - 13000),
    contact.customerId,
    contact.email,
    contact.name,
    ticket.subject,
    JSON.stringify(ticket.customFields),
    at,
    at,
    at,
    ticket.assigneeId,
  );
  return next;
}

/**
 * A ticket written straight to an agent (POST /tickets): only to the customer's own account manager, with subject and
 * message; the agent's replies carry the agent's name.
 */
export function createAssignedTicket(
  context: SandboxContext,
  contact: SupportContactOfCustomer,
  input: { subject: string; description: string; assigneeId: number },
  accountManagerId: number | null,
): TicketDetail {
  if (accountManagerId === null)
    throw new SupportDeskError(400, 'You have no account manager to write to: write to the support desk instead');
  if (input.assigneeId !== accountManagerId)
    throw new SupportDeskError(400, 'assigneeId: Write to your own account manager');
  const { db } = context;
  return db.transaction(() => {
    const id = insertTicket(context, contact, {
      subject: input.subject,
      customFields: {},
      assigneeId: accountManagerId,
    });
    addThread(
      db,
      id,
      { direction: 'in', authorName: contact.name, content: input.description, uploadIds: [] },
      context.now(),
    );
    return ticketDetailOf(db, ticketOf(db, contact.customerId, id));
  })();
}

/** The customer's reply: a closed ticket opens again. */
export function customerReply(
  context: SandboxContext,
  contact: SupportContactOfCustomer,
  ticketId: number,
  content: string,
  uploadIds: readonly number[],
): TicketThread {
  const { db } = context;
  return db.transaction(() => {
    ticketOf(db, contact.customerId, ticketId);
    const uploads = claimUploads(db, contact.customerId, uploadIds);
    const at = context.now();
    const thread = addThread(
      db,
      ticketId,
      { direction: 'in', authorName: contact.name, content, uploadIds: uploads },
      at,
    );
    // Writing marks everything before as read: the customer has the conversation open.
    db.prepare("UPDATE support_tickets SET status = 'Open', modified_at = ?, customer_read_at = ? WHERE id = ?").run(
      at,
      at,
      ticketId,
    );
    return threadOf(db, thread);
  })();
}

/** The read marker is the customer's own field: it does not count as a change of the ticket (modifiedTime stays). */
export function markRead(db: Database.Database, customerId: number, ticketId: number, readAt: string): TicketDetail {
  const row = ticketOf(db, customerId, ticketId);
  const at = Date.parse(readAt);
  if (!Number.isFinite(at)) throw new SupportDeskError(400, 'cf_customer_read_at must be a date and time');
  db.prepare('UPDATE support_tickets SET customer_read_at = ? WHERE id = ?').run(at, row.id);
  return ticketDetailOf(db, ticketOf(db, customerId, ticketId));
}

export function attachmentOf(
  context: SandboxContext,
  customerId: number,
  ticketId: number,
  attachmentId: number,
): { row: UploadRow; bytes: Uint8Array } {
  const row = context.db
    .prepare(
      `SELECT u.* FROM support_uploads u JOIN support_threads t ON t.id = u.thread_id
       WHERE u.id = ? AND t.ticket_id = ? AND u.customer_id = ?`,
    )
    .get(attachmentId, ticketId, customerId) as UploadRow | undefined;
  const bytes = row ? context.files.read(uploadKey(row.id)) : null;
  if (!row || !bytes) throw new SupportDeskError(404, 'No such attachment');
  return { row, bytes };
}

/** The bytes of an attachment by id alone (behind a signed link). */
export function attachmentBytes(
  context: SandboxContext,
  attachmentId: number,
): { name: string; contentType: string; bytes: Uint8Array } | null {
  const row = context.db
    .prepare('SELECT * FROM support_uploads WHERE id = ? AND thread_id IS NOT NULL')
    .get(attachmentId) as UploadRow | undefined;
  const bytes = row ? context.files.read(uploadKey(row.id)) : null;
  return row && bytes ? { name: row.name, contentType: row.content_type, bytes } : null;
}

// The agent's side (the sandbox's support page).

export interface DeskTicketView {
  ticket: TicketRow;
  threads: TicketThread[];
}

export function deskTickets(db: Database.Database): DeskTicketView[] {
  const rows = db
    .prepare('SELECT * FROM support_tickets ORDER BY modified_at DESC, id DESC LIMIT 50')
    .all() as TicketRow[];
  return rows.map((ticket) => ({ ticket, threads: conversationOf(db, ticket.id, 1, 3).reverse() }));
}

function deskTicket(db: Database.Database, ticketId: number): TicketRow {
  const row = db.prepare('SELECT * FROM support_tickets WHERE id = ?').get(ticketId) as TicketRow | undefined;
  if (!row) throw new SupportDeskError(404, 'No such ticket');
  return row;
}

/** What an agent's action did: the ticket after it, and how many open connections of the customer the notice reached. */
export interface DeskActionResult {
  ticket: TicketRow;
  reached: number;
}

/** An agent answers: the ticket stays (or becomes) open and the customer is told. */
export function agentReply(
  context: SandboxContext,
  ticketId: number,
  content: string,
  agentName?: string,
): DeskActionResult {
  const { db } = context;
  const text = content.trim();
  if (text === '') throw new SupportDeskError(400, 'Write the reply first');
  const ticket = db.transaction(() => {
    const row = deskTicket(db, ticketId);
    // A ticket written to an agent is answered by that agent unless the page names another.
    const assignee =
      row.assignee_id === null
        ? undefined
        : (
            db.prepare('SELECT name FROM support_agents WHERE id = ?').get(row.assignee_id) as
              { name: string } | undefined
          )?.name;
    const at = context.now();
    addThread(
      db,
      ticketId,
      {
        direction: 'out',
        authorName: agentName?.trim() || assignee || DEFAULT_AGENT_NAME,
        content: text,
        uploadIds: [],
      },
      at,
    );
    db.prepare("UPDATE support_tickets SET status = 'Open', modified_at = ? WHERE id = ?").run(at, ticketId);
    return deskTicket(db, ticketId);
  })();
  const reached = notifyCustomer(context, ticket.customer_id, {
    type: 'zohoNewMessage',
    severity: 'info',
    data: { ticketId: ticket.id, ticketNumber: ticket.ticket_number },
  });
  return { ticket, reached };
}

/** An agent closes a ticket: solved (`Closed`), or because the customer did not answer (`Closed-no-reply`, with a notice). */
export function closeTicket(context: SandboxContext, ticketId: number, noReply: boolean): DeskActionResult {
  const { db } = context;
  deskTicket(db, ticketId);
  db.prepare('UPDATE support_tickets SET status = ?, modified_at = ? WHERE id = ?').run(
    noReply ? 'Closed-no-reply' : 'Closed',
    context.now(),
    ticketId,
  );
  const ticket = deskTicket(db, ticketId);
  const reached = noReply
    ? notifyCustomer(context, ticket.customer_id, {
        type: 'zohoClosedNoReply',
        severity: 'info',
        data: { ticketId: ticket.id, ticketNumber: ticket.ticket_number },
      })
    : 0;
  return { ticket, reached };
}
