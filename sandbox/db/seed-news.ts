/**
 * News for every user, a confirmation news item addressed to the news demo user, and notices already in the centre
 * of the personal and news demo users (README "News and notifications").
 */
import type Database from 'better-sqlite3';
import { PERSONAL_PERMISSIONS } from '../domain/customer-permissions';
import { insertSeedPersonalCustomer, insertSeedUser } from './seed-people';

/** The demo user who is asked, after sign-in, to accept or decline the fee schedule update. */
export const NEWS_DEMO_USER = { id: 401, customerId: 100401, email: 'news@demo.test' } as const;

/** Ids of the seeded news items, for tests. */
export const DEMO_NEWS = { appUpdate: 1, feeSchedule: 2, maintenance: 3, feeConsent: 4 } as const;

const NEWS = [
  {
    id: DEMO_NEWS.maintenance,
    userId: null,
    title: 'Planned maintenance on Sunday night',
    summary:
      'Card payments keep working; transfers made between 01:00 and 03:00 UTC will be processed after the window.',
    body:
      'We are upgrading our payment systems on Sunday between 01:00 and 03:00 UTC.\n\n' +
      'Card payments and balance checks keep working during the window. Transfers you submit in that time are queued ' +
      'and processed as soon as the upgrade is finished. You do not need to do anything.',
    publishedAt: '2025-01-05T08:00:00.000Z',
    requiresConfirmation: false,
  },
  {
    id: DEMO_NEWS.appUpdate,
    userId: null,
    title: 'New mobile app with push approvals',
    summary: 'Approve sign-ins and payments with one tap on your phone.',
    body:
      'Our new mobile app lets you approve sign-ins and payments with a push notification instead of a code.\n\n' +
      'Download it from your app store, sign in once, and turn on push approvals under Account security.',
    publishedAt: '2025-01-12T09:30:00.000Z',
    requiresConfirmation: false,
  },
  {
    id: DEMO_NEWS.feeSchedule,
    userId: null,
    title: 'Fee schedule from 1 March',
    summary: 'SEPA transfers stay free; international wire fees change from 1 March.',
    body:
      'From 1 March SEPA transfers remain free of charge. The fee for international wire transfers becomes 0.3% ' +
      '(at least 5.00 and at most 50.00 in the transfer currency).\n\nThe full fee schedule is available under Legal info.',
    publishedAt: '2025-02-01T10:00:00.000Z',
    requiresConfirmation: false,
  },
  {
    id: DEMO_NEWS.feeConsent,
    userId: NEWS_DEMO_USER.id,
    title: 'Please confirm the updated fee schedule',
    summary: 'Your account moves to the updated fee schedule on 1 March. Please accept or decline it.',
    body:
      'From 1 March your account moves to the updated fee schedule: SEPA transfers stay free and international wire ' +
      'transfers cost 0.3% (at least 5.00, at most 50.00).\n\nIf you decline, your account stays on the current ' +
      'schedule until the end of your contract term and our support team will contact you about the options.',
    publishedAt: '2025-02-02T10:00:00.000Z',
    requiresConfirmation: true,
  },
] as const;

/** Notices already in the centre (oldest first), as the realtime channel would have left them. */
const NOTICES = [
  {
    userId: 1,
    type: 'documentExpSoon',
    severity: 'warning',
    data: { document: 'Passport', documentType: '1', days: 14 },
    at: '2025-01-20T08:00:00.000Z',
    read: true,
  },
  {
    userId: 1,
    type: 'usernameChanged',
    severity: 'success',
    data: { username: 'personal@demo.test' },
    at: '2025-01-22T08:00:00.000Z',
    read: false,
  },
  {
    userId: NEWS_DEMO_USER.id,
    type: 'info',
    severity: 'info',
    title: 'Welcome',
    message: 'Your account is ready to use.',
    at: '2025-01-02T09:05:00.000Z',
    read: false,
  },
] as const;

export function seedNews(db: Database.Database, password: string): void {
  const nora = { ...NEWS_DEMO_USER, firstName: 'Nora', lastName: 'News', phone: ['44', '7700900401'] as const };
  insertSeedPersonalCustomer(db, nora, {
    birthDay: '1988-06-21',
    countryCode: 'GB',
    createdAt: '2025-01-02T09:00:00.000Z',
    taxId: 'NN401401C',
    permissions: PERSONAL_PERMISSIONS,
  });
  insertSeedUser(db, nora, password);

  const insertNews = db.prepare(
    'INSERT INTO news (id, user_id, title, summary, body, published_at, requires_confirmation) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const item of NEWS) {
    insertNews.run(
      item.id,
      item.userId,
      item.title,
      item.summary,
      item.body,
      item.publishedAt,
      item.requiresConfirmation ? 1 : 0,
    );
  }
  // The personal demo user has read the maintenance notice already.
  db.prepare('INSERT INTO news_reads (user_id, news_id, read_at) VALUES (?, ?, ?)').run(
    1,
    DEMO_NEWS.maintenance,
    Date.parse('2025-01-06T07:00:00.000Z'),
  );

  const insertNotice = db.prepare(
    `INSERT INTO notifications (id, user_id, type, severity, title, message, data, created_at, read_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  NOTICES.forEach((notice, index) => {
    const at = Date.parse(notice.at);
    insertNotice.run(
      `seed-notice-${index + 1}`,
      notice.userId,
      notice.type,
      notice.severity,
      'title' in notice ? notice.title : null,
      'message' in notice ? notice.message : null,
      'data' in notice ? JSON.stringify(notice.data) : null,
      at,
      notice.read ? at : null,
    );
  });
}
