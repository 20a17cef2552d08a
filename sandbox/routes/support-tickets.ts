/**
 * The support desk's ticket operations (contract/support-tickets.ts), served under the desk's own path prefix, and
 * the sandbox's support page (`/sandbox/support`) where an agent answers or closes tickets (the customer gets a
 * realtime notice) and where the desk can be told to answer every call with HTTP 429 (a fault on its prefix).
 */
import type { Hono } from 'hono';
import { SANDBOX_SERVICE_PREFIXES } from '../../src/core/api/contract/define';
import { CONVERSATION_LIMIT, TICKETS_PAGE_SIZE } from '../../src/core/api/contract/support-tickets';
import type { SandboxContext } from '../context';
import {
  agentReply,
  attachmentBytes,
  attachmentOf,
  closeTicket,
  composeTicket,
  conversationOf,
  createAssignedTicket,
  customerReply,
  deskTickets,
  listTickets,
  markRead,
  storeUpload,
  SupportDeskError,
  threadOfTicket,
  TICKET_FIELDS,
  ticketDetailOf,
  ticketOf,
} from '../domain/support-tickets';
import { supportDeskPage } from '../pages/support-pages';
import type { CallContext, RestHandlers, RestKey } from './contract';
import { jsonResponse } from './contract';
import { fileResponse } from './file-responses';
import { accountManagerOf, actingCustomerOf, supportContactOf } from './contracts-support';
import { page, wantsJson } from './control';
import type { SandboxEnv } from './env';
import { checkLink, signedLink } from './history';
import { field } from './review';

type SupportTicketKey = Exclude<
  Extract<RestKey, `supportT${string}` | 'supportConversations' | 'supportUpload' | 'supportAttachmentGet'>,
  'supportTokenIssue'
>;

/** The desk's prefix on the sandbox; a fault on it answers every desk call. */
export const SUPPORT_DESK_PREFIX = SANDBOX_SERVICE_PREFIXES.support ?? '';
const ATTACHMENT_FILE_PATH = '/sandbox/support/attachments';

const count = (value: string | number | undefined, fallback: number, max: number) =>
  Math.min(max, Number(value ?? fallback));

export function supportTicketHandlers(context: SandboxContext): Pick<RestHandlers, SupportTicketKey> {
  const { db } = context;
  const customerIdOf = (call: CallContext) => actingCustomerOf(call).id;
  const contactOf = (call: CallContext) => {
    const contact = supportContactOf(call);
    return { customerId: contact.customer.id, name: contact.name, email: contact.email };
  };
  return {
    supportTicketsList(input, call) {
      return {
        data: listTickets(
          db,
          customerIdOf(call),
          count(input.from, 1, Number.MAX_SAFE_INTEGER),
          count(input.limit, TICKETS_PAGE_SIZE, TICKETS_PAGE_SIZE),
          input.ticketNumber,
        ),
      };
    },
    supportTicketGet(input, call) {
      return ticketDetailOf(db, ticketOf(db, customerIdOf(call), Number(input.ticketId)));
    },
    supportTicketFields() {
      return { data: TICKET_FIELDS };
    },
    supportTicketCompose(input, call) {
      return composeTicket(context, contactOf(call), input);
    },
    supportTicketCreate(input, call) {
      return createAssignedTicket(context, contactOf(call), input, accountManagerOf(call)?.id ?? null);
    },
    supportTicketUpdate(input, call) {
      return markRead(db, customerIdOf(call), Number(input.ticketId), input.cf.cf_customer_read_at);
    },
    supportThreadSend(input, call) {
      return customerReply(context, contactOf(call), Number(input.ticketId), input.content, input.uploadIds);
    },
    supportThreadGet(input, call) {
      const ticket = ticketOf(db, customerIdOf(call), Number(input.ticketId));
      return threadOfTicket(db, ticket.id, Number(input.threadId));
    },
    supportConversations(input, call) {
      const ticket = ticketOf(db, customerIdOf(call), Number(input.ticketId));
      return {
        data: conversationOf(
          db,
          ticket.id,
          count(input.from, 1, Number.MAX_SAFE_INTEGER),
          count(input.limit, CONVERSATION_LIMIT, CONVERSATION_LIMIT),
        ),
      };
    },
    async supportUpload(_input, call) {
      const customerId = customerIdOf(call);
      const file = call.files?.get('file');
      const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      return storeUpload(context, customerId, file, bytes);
    },
    supportAttachmentGet(input, call) {
      const { row } = attachmentOf(context, customerIdOf(call), Number(input.ticketId), Number(input.attachmentId));
      const path = `${ATTACHMENT_FILE_PATH}/${row.id}`;
      return {
        id: row.id,
        name: row.name,
        size: row.size,
        contentType: row.content_type,
        downloadUrl: signedLink(context, new URL(call.request.url).origin, path, {}),
      };
    },
  };
}

const DONE_TEXT: Record<string, string> = {
  replied: 'Reply sent: the customer was notified',
  closed: 'The ticket is closed.',
  'closed-no-reply': 'The ticket is closed without reply: the customer was notified',
  'rate-limit-on': 'The support desk now answers every call with HTTP 429.',
  'rate-limit-off': 'The support desk answers normally again.',
  gone: 'No such ticket.',
  empty: 'Write the reply first.',
};

export function registerSupportDeskRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  const rateLimitFault = () =>
    context.faults
      .list()
      .find((fault) => fault.match?.path === SUPPORT_DESK_PREFIX && fault.status === 429 && fault.remaining === null);

  app.get('/sandbox/support', (c) => {
    const tickets = deskTickets(context.db);
    const done = c.req.query('done') ?? null;
    const reached = Number(c.req.query('reached') ?? NaN);
    const doneText =
      done && DONE_TEXT[done]
        ? Number.isInteger(reached)
          ? `${DONE_TEXT[done]} (${reached} open ${reached === 1 ? 'connection' : 'connections'} reached).`
          : DONE_TEXT[done]
        : null;
    if (wantsJson(c))
      return jsonResponse({
        tickets: tickets.map(({ ticket, threads }) => ({
          id: ticket.id,
          ticketNumber: ticket.ticket_number,
          email: ticket.email,
          subject: ticket.subject,
          status: ticket.status,
          threads,
        })),
        rateLimited: Boolean(rateLimitFault()),
      });
    return page(supportDeskPage(tickets, { done: doneText, rateLimited: Boolean(rateLimitFault()) }));
  });

  app.post('/sandbox/support/tickets/:id{[0-9]+}/:action{reply|close|close-no-reply}', async (c) => {
    const id = Number(c.req.param('id'));
    const action = c.req.param('action');
    const json = wantsJson(c);
    try {
      const { ticket, reached } =
        action === 'reply'
          ? agentReply(context, id, (await field(c, 'content')) ?? '', (await field(c, 'agent')) ?? undefined)
          : closeTicket(context, id, action === 'close-no-reply');
      if (json) return jsonResponse({ id: ticket.id, status: ticket.status, reached });
      const done = action === 'reply' ? 'replied' : action === 'close' ? 'closed' : 'closed-no-reply';
      return c.redirect(`/sandbox/support?done=${done}${action === 'close' ? '' : `&reached=${reached}`}`, 303);
    } catch (error) {
      if (!(error instanceof SupportDeskError)) throw error;
      if (json) return jsonResponse({ message: error.message }, error.status);
      return c.redirect(`/sandbox/support?done=${error.status === 404 ? 'gone' : 'empty'}`, 303);
    }
  });

  app.post('/sandbox/support/rate-limit/:state{on|off}', (c) => {
    const on = c.req.param('state') === 'on';
    const existing = rateLimitFault();
    if (on && !existing) context.faults.add({ match: { path: SUPPORT_DESK_PREFIX }, status: 429 });
    if (!on && existing) context.faults.remove(existing.id);
    return wantsJson(c)
      ? jsonResponse({ rateLimited: on })
      : c.redirect(`/sandbox/support?done=rate-limit-${on ? 'on' : 'off'}`, 303);
  });

  app.get(`${ATTACHMENT_FILE_PATH}/:id{[0-9]+}`, (c) => {
    const check = checkLink(context, c.req.path, c.req.query());
    if (!check.ok) return check.response;
    const file = attachmentBytes(context, Number(c.req.param('id')));
    if (!file) return jsonResponse({ message: 'Attachment not found' }, 404);
    return fileResponse(file.bytes, {
      contentType: file.contentType,
      disposition: 'attachment',
      fileName: file.name,
      cacheControl: 'private, max-age=300',
    });
  });
}
