/**
 * Demo data of the support ticket centre (README "Support tickets"): support@demo.test, a personal customer with
 * 24 tickets (one answered by an agent and not read yet, one waiting for the agent, one closed without reply, one
 * closed, and twenty older closed ones, so the list has a second page), and one open ticket of Northwind Trading Ltd
 * filed under the company's support address. Times are relative to when the seed runs, so "within two weeks" holds.
 */
import type Database from 'better-sqlite3';
import { insertSeedPersonalCustomer, insertSeedUser } from './seed-people';
import { DEFAULT_AGENT_NAME } from '../domain/support-tickets';

export const SUPPORT_DEMO_USER = {
  id: 1400,
  customerId: 101400,
  email: 'support@demo.test',
  firstName: 'Sasha',
  lastName: 'Support',
} as const;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface SeedMessage {
  from: 'customer' | 'agent';
  /** Hours before the seed. */
  hoursAgo: number;
  content: string;
}

interface SeedTicket {
  id: number;
  subject: string;
  status: string;
  topic: string;
  messages: SeedMessage[];
  /** Hours before the seed the customer last read the ticket; null: never. */
  readHoursAgo: number | null;
  /** When the ticket last changed, if later than its last message (a close). */
  modifiedHoursAgo?: number;
}

export const SEEDED_TICKETS: readonly SeedTicket[] = [
  {
    id: 14001,
    subject: 'Card payment declined abroad',
    status: 'Open',
    topic: 'Cards',
    messages: [
      {
        from: 'customer',
        hoursAgo: 3 * 24,
        content: 'My card was declined at a hotel in Lisbon yesterday. Is something wrong with it?',
      },
      {
        from: 'agent',
        hoursAgo: 2 * 24,
        content:
          'Your card is fine: the hotel asked for a pre-authorisation above your daily card limit. You can raise the limit in the card settings.',
      },
    ],
    readHoursAgo: 3 * 24,
  },
  {
    id: 14002,
    subject: 'Statement for October',
    status: 'Open',
    topic: 'Account',
    messages: [
      { from: 'customer', hoursAgo: 5 * 24, content: 'Could you send me a stamped statement for October?' },
      { from: 'agent', hoursAgo: 4 * 24, content: 'Of course. Which account should it cover?' },
      { from: 'customer', hoursAgo: 24, content: 'The EUR account, please.' },
    ],
    readHoursAgo: 24,
  },
  {
    id: 14003,
    subject: 'Transfer on hold',
    status: 'Closed-no-reply',
    topic: 'Transfers',
    messages: [
      { from: 'customer', hoursAgo: 12 * 24, content: 'A transfer to my landlord has been on hold for two days.' },
      { from: 'agent', hoursAgo: 11 * 24, content: 'We need the invoice the payment is for. Could you attach it?' },
    ],
    readHoursAgo: 11 * 24,
    modifiedHoursAgo: 3 * 24,
  },
  {
    id: 14004,
    subject: 'Change of address',
    status: 'Closed',
    topic: 'Verification',
    messages: [
      { from: 'customer', hoursAgo: 25 * 24, content: 'I moved. How do I update my address?' },
      {
        from: 'agent',
        hoursAgo: 24 * 24,
        content: 'Upload a recent utility bill on your profile page and we will update it within a day.',
      },
    ],
    readHoursAgo: 19 * 24,
    modifiedHoursAgo: 20 * 24,
  },
  ...Array.from({ length: 20 }, (_, index): SeedTicket => ({
    id: 13980 + index,
    subject: `Question about fees (${index + 1})`,
    status: 'Closed',
    topic: 'Other',
    messages: [
      { from: 'customer', hoursAgo: (60 + index) * 24, content: 'What does a transfer to another bank cost?' },
      {
        from: 'agent',
        hoursAgo: (60 + index) * 24 - 2,
        content: 'The fee is shown before you confirm every transfer, and on the receipt.',
      },
    ],
    readHoursAgo: (60 + index) * 24 - 3,
  })),
];

function insertTicket(
  db: Database.Database,
  now: number,
  ticket: SeedTicket,
  contact: { customerId: number; email: string; name: string },
): void {
  const times = ticket.messages.map((message) => now - message.hoursAgo * HOUR);
  const created = Math.min(...times);
  const modified = ticket.modifiedHoursAgo === undefined ? Math.max(...times) : now - ticket.modifiedHoursAgo * HOUR;
  db.prepare(
    `INSERT INTO support_tickets (id, ticket_number, customer_id, email, contact_name, subject, status, custom_fields, customer_read_at, created_at, modified_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    ticket.id,
    String(ticket.id - 13000),
    contact.customerId,
    contact.email,
    contact.name,
    ticket.subject,
    ticket.status,
    JSON.stringify({ cf_topic: ticket.topic }),
    ticket.readHoursAgo === null ? null : now - ticket.readHoursAgo * HOUR,
    created,
    modified,
  );
  const insertThread = db.prepare(
    'INSERT INTO support_threads (ticket_id, direction, author_name, content, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  ticket.messages.forEach((message, index) => {
    insertThread.run(
      ticket.id,
      message.from === 'customer' ? 'in' : 'out',
      message.from === 'customer' ? contact.name : DEFAULT_AGENT_NAME,
      message.content,
      times[index] ?? now,
    );
  });
}

export function seedSupportTickets(
  db: Database.Database,
  password: string,
  seedDate: string,
  northwind: { customerId: number; email: string },
): void {
  // Whole days, so two seeds on one day give the same data.
  const now = Math.floor(Date.now() / DAY) * DAY + 9 * HOUR;
  const user = SUPPORT_DEMO_USER;
  insertSeedPersonalCustomer(db, user, { birthDay: '1990-06-15', countryCode: 'GB', createdAt: seedDate });
  insertSeedUser(db, user, password);
  const contact = { customerId: user.customerId, email: user.email, name: `${user.firstName} ${user.lastName}` };
  for (const ticket of SEEDED_TICKETS) insertTicket(db, now, ticket, contact);
  insertTicket(
    db,
    now,
    {
      id: 14010,
      subject: 'Adding an authorised user',
      status: 'Open',
      topic: 'Account',
      messages: [
        {
          from: 'customer',
          hoursAgo: 2 * 24,
          content: 'We would like our new accountant to approve payments. What do you need from us?',
        },
      ],
      readHoursAgo: 2 * 24,
    },
    { customerId: northwind.customerId, email: northwind.email, name: 'Northwind Trading Ltd' },
  );
}
