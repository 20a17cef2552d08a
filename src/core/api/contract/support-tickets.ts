/**
 * The support desk's tickets (spec 3 sections 3.10 and 7.5): the ticket list (20 per fetch), a ticket's details with
 * the custom field `cf_customer_read_at`, its conversation (at most 100 messages, 2 for a preview), replies with
 * attachments uploaded first, the customer's read marker, the ticket fields of the compose form and new tickets.
 * The support desk's own token (support.ts, `supportTokenIssue`) and base URL, acting for the token's customer.
 *
 * Directions are the desk's: `in` is a message the customer sent to the desk, `out` one an agent sent to the customer.
 */
import * as z from 'zod/mini';
import { emptyRequest, visibleText, wireText } from './common';
import { rest } from './define';
import { positiveId } from './ids';
import { deskIdParam, SUPPORT_DESK } from './support';

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

/** A positive whole number in a query string (GET parameters arrive as text). */
const queryCount = z.union([z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.number().check(z.int(), z.positive())]);

/** The desk's ticket statuses; others may come and are read as open. */
export const TICKET_STATUSES = ['Open', 'On Hold', 'Escalated', 'Closed', 'Closed-no-reply'] as const;

export const ticketSummarySchema = z.looseObject({
  id: positiveId,
  ticketNumber: z.string(),
  subject: wireText,
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
  customFields: z.optional(z.record(z.string(), wireText)),
  /** The agent the ticket was written to (a ticket to the account manager), or null for the desk's queue. */
  assigneeId: z.optional(z.nullable(positiveId)),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketAttachmentSchema = z.looseObject({
  id: positiveId,
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** An attachment just uploaded (supportUpload) is described as a ticket's attachments are. */
export const uploadedAttachmentSchema = ticketAttachmentSchema;
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

export const ticketThreadSchema = z.looseObject({
  id: positiveId,
  direction: z.enum(['in', 'out']),
  /** Who wrote it: the customer (the contact's name) or the agent. */
  authorName: z.string(),
  createdTime: z.string(),
  content: wireText,
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

const message = visibleText(TICKET_MESSAGE_MAX, { trim: true, min: 1, multiline: true });
const uploadIds = z.array(positiveId).check(z.maxLength(ATTACHMENTS_PER_MESSAGE_MAX));

/** The desk's ticket number: the number the customer sees, quotes and finds in the address (`?ticket=1011`). */
export const TICKET_NUMBER_PATTERN = /^[1-9]\d{0,11}$/;

export const supportTicketsList = rest({
  ...SUPPORT_DESK,
  summary:
    "The acting customer's tickets, newest change first: `from` (1-based) and `limit` (at most 20; more is cut to 20); `ticketNumber` finds the one ticket of that number.",
  httpMethod: 'GET',
  path: '/tickets',
  request: z.object({
    from: z.optional(queryCount),
    limit: z.optional(queryCount),
    ticketNumber: z.optional(z.string().check(z.regex(TICKET_NUMBER_PATTERN))),
  }),
  response: z.looseObject({ data: z.array(ticketSummarySchema) }),
});

export const supportTicketGet = rest({
  ...SUPPORT_DESK,
  summary: "A ticket's details: status, last message direction, the customer's read marker (cf_customer_read_at).",
  httpMethod: 'GET',
  path: '/tickets/:ticketId',
  request: z.object({ ticketId: deskIdParam }),
  response: ticketDetailSchema,
});

export const supportTicketFields = rest({
  summary: 'The fields a new ticket asks for besides subject and message (text or a picklist).',
  service: 'support',
  httpMethod: 'GET',
  path: '/ticketsFields',
  auth: 'supportToken',
  request: emptyRequest,
  response: z.looseObject({ data: z.array(ticketFieldSchema) }),
});

export const supportTicketCompose = rest({
  ...SUPPORT_DESK,
  summary: 'Opens a ticket from the customer: subject, message, the ticket fields and uploaded attachments.',
  httpMethod: 'POST',
  path: '/composetickets',
  request: z.object({
    subject: visibleText(TICKET_SUBJECT_MAX, { trim: true, min: 1 }),
    description: message,
    customFields: z.record(z.string(), z.string().check(z.maxLength(255))),
    uploadIds,
  }),
  response: ticketDetailSchema,
});

export const supportTicketCreate = rest({
  ...SUPPORT_DESK,
  summary:
    "Writes straight to an agent: a ticket with subject and message assigned to `assigneeId`, which must be the acting customer's account manager (spec 3 section 6); no form fields, no attachments.",
  httpMethod: 'POST',
  path: '/tickets',
  request: z.object({
    subject: visibleText(TICKET_SUBJECT_MAX, { trim: true, min: 1 }),
    description: message,
    assigneeId: positiveId,
  }),
  response: ticketDetailSchema,
});

export const supportTicketUpdate = rest({
  ...SUPPORT_DESK,
  summary: "Updates a ticket's custom fields; the customer sets its read marker cf_customer_read_at.",
  httpMethod: 'PUT',
  path: '/tickets/:ticketId',
  request: z.object({ ticketId: deskIdParam, cf: z.object({ cf_customer_read_at: z.string() }) }),
  response: ticketDetailSchema,
});

export const supportThreadSend = rest({
  ...SUPPORT_DESK,
  summary: "Adds the customer's reply to a ticket, with uploaded attachments; a closed ticket opens again.",
  httpMethod: 'POST',
  path: '/tickets/:ticketId/threads',
  request: z.object({ ticketId: deskIdParam, content: message, uploadIds }),
  response: ticketThreadSchema,
});

export const supportThreadGet = rest({
  ...SUPPORT_DESK,
  summary:
    'One message of a ticket with its whole text (`truncated` false) and attachments: what a cut message of a conversation opens.',
  httpMethod: 'GET',
  path: '/tickets/:ticketId/threads/:threadId',
  request: z.object({ ticketId: deskIdParam, threadId: deskIdParam }),
  response: ticketThreadSchema,
});

export const supportConversations = rest({
  ...SUPPORT_DESK,
  summary: "A ticket's messages, newest first: `limit` 100 for the ticket (the most it gives), 2 for a preview.",
  httpMethod: 'GET',
  path: '/tickets/:ticketId/conversations',
  request: z.object({
    ticketId: deskIdParam,
    from: z.optional(queryCount),
    limit: z.optional(queryCount),
  }),
  response: z.looseObject({ data: z.array(ticketThreadSchema) }),
});

export const supportUpload = rest({
  ...SUPPORT_DESK,
  summary: 'Uploads one attachment (multipart, file part `file`) for a new ticket or a reply; returns its id.',
  httpMethod: 'POST',
  path: '/uploads',
  request: emptyRequest,
  response: uploadedAttachmentSchema,
});

export const supportAttachmentGet = rest({
  ...SUPPORT_DESK,
  summary: "An attachment's content: a short-lived signed download link with its name, size and type.",
  httpMethod: 'GET',
  path: '/tickets/:ticketId/attachments/:attachmentId',
  request: z.object({ ticketId: deskIdParam, attachmentId: deskIdParam }),
  response: z.looseObject({ ...uploadedAttachmentSchema.shape, downloadUrl: z.string() }),
});
