/**
 * The support desk's tickets (spec 3 sections 3.10 and 7.5): the ticket list (20 per fetch), a ticket's details with
 * the custom field `cf_customer_read_at`, its conversation (at most 100 messages, 2 for a preview), replies with
 * attachments uploaded first, the customer's read marker, the ticket fields of the compose form and new tickets.
 * The support desk's own token (support.ts, `supportTokenIssue`) and base URL, acting for the token's customer.
 *
 * Directions are the desk's: `in` is a message the customer sent to the desk, `out` one an agent sent to the customer.
 */
import * as z from 'zod/mini';
import { visibleText } from './common';
import { rest } from './define';

/** Tickets per list fetch (spec 3 section 9). */
export const TICKETS_PAGE_SIZE = 20;
/** Messages of a conversation fetched for a ticket, and for a preview in the list (spec 3 sections 7.5 and 9). */
export const CONVERSATION_LIMIT = 100;
export const CONVERSATION_PREVIEW_LIMIT = 2;
/**
 * Characters of a message a conversation carries; a longer message comes cut, marked `truncated`, and its whole
 * text is read with `GET /tickets/{id}/threads/{id}` (supportThreadGet), as the desk's conversation list gives
 * summaries.
 */
export const CONVERSATION_CONTENT_MAX = 1000;
/** Largest attachment the desk takes (decimal megabytes, as file-checks counts). */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5_000_000;
/** Longest subject and message the desk takes. */
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;
/** Attachments per message. */
export const ATTACHMENTS_PER_MESSAGE_MAX = 5;

/**
 * Free text that stays text: the client turns numeric strings into numbers on the way in (normalise.ts), so a subject
 * or message that is only digits ("12345") comes back as a number; it is read back as the string it was.
 */
const freeText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
const id = z.number().check(z.int(), z.positive());
const idParam = z.union([z.string().check(z.regex(/^[1-9]\d{0,9}$/)), id]);
/** A positive whole number in a query string (GET parameters arrive as text). */
const queryCount = z.union([z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.number().check(z.int(), z.positive())]);

/** The desk's ticket statuses; others may come and are read as open. */
export const TICKET_STATUSES = ['Open', 'On Hold', 'Escalated', 'Closed', 'Closed-no-reply'] as const;

export const ticketSummarySchema = z.looseObject({
  id,
  ticketNumber: z.string(),
  subject: freeText,
  status: z.string(),
  createdTime: z.string(),
  modifiedTime: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketDetailSchema = z.looseObject({
  ...ticketSummarySchema.shape,
  /** The address the ticket is filed under (the company's support e-mail for business users). */
  email: z.string(),
  threadCount: z.number(),
  /** The newest message: who sent it and when. */
  lastThread: z.nullable(z.looseObject({ direction: z.enum(['in', 'out']), createdTime: z.string() })),
  /** Ticket custom fields: the customer's read marker, and the answers to the desk's ticket fields. */
  cf: z.looseObject({ cf_customer_read_at: z.nullable(z.string()) }),
  customFields: z.optional(z.record(z.string(), freeText)),
  /** The agent the ticket was written to (a ticket to the account manager), or null for the desk's queue. */
  assigneeId: z.optional(z.nullable(id)),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketAttachmentSchema = z.looseObject({
  id,
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketThreadSchema = z.looseObject({
  id,
  direction: z.enum(['in', 'out']),
  /** Who wrote it: the customer (the contact's name) or the agent. */
  authorName: z.string(),
  createdTime: z.string(),
  content: freeText,
  /** True when `content` is only the start of the message (a conversation's summary); the thread read has it all. */
  truncated: z.boolean(),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

export const ticketFieldSchema = z.looseObject({
  apiName: z.string(),
  displayLabel: z.string(),
  type: z.enum(['Text', 'Picklist']),
  isMandatory: z.boolean(),
  /** The choices of a picklist; null for text. */
  allowedValues: z.nullable(z.array(z.string())),
  maxLength: z.number(),
});
export type TicketField = z.infer<typeof ticketFieldSchema>;

export const uploadedAttachmentSchema = z.looseObject({
  id,
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

const message = visibleText(TICKET_MESSAGE_MAX, { trim: true, min: 1, multiline: true });
const uploadIds = z.array(id).check(z.maxLength(ATTACHMENTS_PER_MESSAGE_MAX));

/** The desk's ticket number: the number the customer sees, quotes and finds in the address (`?ticket=1011`). */
export const TICKET_NUMBER_PATTERN = /^[1-9]\d{0,11}$/;

export const supportTicketsList = rest({
  summary:
    "The acting customer's tickets, newest change first: `from` (1-based) and `limit` (at most 20; more is cut to 20); `ticketNumber` finds the one ticket of that number.",
  service: 'support',
  httpMethod: 'GET',
  path: '/tickets',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({
    from: z.optional(queryCount),
    limit: z.optional(queryCount),
    ticketNumber: z.optional(z.string().check(z.regex(TICKET_NUMBER_PATTERN))),
  }),
  response: z.looseObject({ data: z.array(ticketSummarySchema) }),
});

export const supportTicketGet = rest({
  summary: "A ticket's details: status, last message direction, the customer's read marker (cf_customer_read_at).",
  service: 'support',
  httpMethod: 'GET',
  path: '/tickets/:ticketId',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({ ticketId: idParam }),
  response: ticketDetailSchema,
});

export const supportTicketFields = rest({
  summary: 'The fields a new ticket asks for besides subject and message (text or a picklist).',
  service: 'support',
  httpMethod: 'GET',
  path: '/ticketsFields',
  auth: 'supportToken',
  request: z.object({}),
  response: z.looseObject({ data: z.array(ticketFieldSchema) }),
});

export const supportTicketCompose = rest({
  summary: 'Opens a ticket from the customer: subject, message, the ticket fields and uploaded attachments.',
  service: 'support',
  httpMethod: 'POST',
  path: '/composetickets',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({
    subject: visibleText(TICKET_SUBJECT_MAX, { trim: true, min: 1 }),
    description: message,
    customFields: z.record(z.string(), z.string().check(z.maxLength(255))),
    uploadIds,
  }),
  response: ticketDetailSchema,
});

export const supportTicketCreate = rest({
  summary:
    "Writes straight to an agent: a ticket with subject and message assigned to `assigneeId`, which must be the acting customer's account manager (spec 3 section 6); no form fields, no attachments.",
  service: 'support',
  httpMethod: 'POST',
  path: '/tickets',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({
    subject: visibleText(TICKET_SUBJECT_MAX, { trim: true, min: 1 }),
    description: message,
    assigneeId: id,
  }),
  response: ticketDetailSchema,
});

export const supportTicketUpdate = rest({
  summary: "Updates a ticket's custom fields; the customer sets its read marker cf_customer_read_at.",
  service: 'support',
  httpMethod: 'PUT',
  path: '/tickets/:ticketId',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({ ticketId: idParam, cf: z.object({ cf_customer_read_at: z.string() }) }),
  response: ticketDetailSchema,
});

export const supportThreadSend = rest({
  summary: "Adds the customer's reply to a ticket, with uploaded attachments; a closed ticket opens again.",
  service: 'support',
  httpMethod: 'POST',
  path: '/tickets/:ticketId/threads',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({ ticketId: idParam, content: message, uploadIds }),
  response: ticketThreadSchema,
});

export const supportThreadGet = rest({
  summary:
    'One message of a ticket with its whole text (`truncated` false) and attachments: what a cut message of a conversation opens.',
  service: 'support',
  httpMethod: 'GET',
  path: '/tickets/:ticketId/threads/:threadId',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({ ticketId: idParam, threadId: idParam }),
  response: ticketThreadSchema,
});

export const supportConversations = rest({
  summary: "A ticket's messages, newest first: `limit` 100 for the ticket (the most it gives), 2 for a preview.",
  service: 'support',
  httpMethod: 'GET',
  path: '/tickets/:ticketId/conversations',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({
    ticketId: idParam,
    from: z.optional(queryCount),
    limit: z.optional(queryCount),
  }),
  response: z.looseObject({ data: z.array(ticketThreadSchema) }),
});

export const supportUpload = rest({
  summary: 'Uploads one attachment (multipart, file part `file`) for a new ticket or a reply; returns its id.',
  service: 'support',
  httpMethod: 'POST',
  path: '/uploads',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({}),
  response: uploadedAttachmentSchema,
});

export const supportAttachmentGet = rest({
  summary: "An attachment's content: a short-lived signed download link with its name, size and type.",
  service: 'support',
  httpMethod: 'GET',
  path: '/tickets/:ticketId/attachments/:attachmentId',
  auth: 'supportToken',
  actingCustomerHeader: true,
  request: z.object({ ticketId: idParam, attachmentId: idParam }),
  response: z.looseObject({ ...uploadedAttachmentSchema.shape, downloadUrl: z.string() }),
});
