/** News, confirmation news and the notification centre over the wire. */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_SIZE } from '../../src/core/api/contract/news-notifications';
import { DEMO_USERS } from '../db/seed';
import { DEMO_NEWS, NEWS_DEMO_USER } from '../db/seed-news';
import { callMethod, send, signIn, useTestSandbox, callOk } from '../test-support';

const t = useTestSandbox();

/** The answer to a news confirmation decision, whatever it is. */
async function decide(decision: { newsId: number; decision: string }, token: string) {
  return (await callMethod(t.sandbox, 'newsConfirmationDecide', decision, token)).body;
}

async function ok(name: string, payload: Record<string, unknown>, token: string): Promise<Record<string, unknown>> {
  return callOk(t.sandbox, name, payload, token);
}

describe('news', () => {
  it('lists news newest first with per-user read flags, and marks an item read', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const first = await ok('newsList', { pageNumber: 1, pageSize: 10 }, accessToken);
    expect(first).toMatchObject({ total: 3, unread: 2 });
    const news = first.news as { id: number; read: boolean; requiresConfirmation: boolean }[];
    expect(news.map((item) => item.id)).toEqual([DEMO_NEWS.feeSchedule, DEMO_NEWS.appUpdate, DEMO_NEWS.maintenance]);
    expect(news.find((item) => item.id === DEMO_NEWS.maintenance)?.read).toBe(true);
    // The confirmation item addressed to the news user is not in anybody else's list.
    expect(news.some((item) => item.requiresConfirmation)).toBe(false);

    expect(await ok('newsMarkRead', { newsId: DEMO_NEWS.appUpdate }, accessToken)).toMatchObject({
      news: { read: true },
      unread: 1,
    });
    // Read flags are per user.
    const other = await signIn(t.sandbox, DEMO_USERS.business);
    expect(await ok('newsList', { pageNumber: 1, pageSize: 10 }, other.accessToken)).toMatchObject({ unread: 3 });
  });

  it("answers in the request's language, English for a language without a translation", async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const list = (language: string) =>
      send<{ news: { id: number; title: string; body: string }[] }>(
        t.sandbox,
        'POST',
        '/api/v4?method=newsList',
        { method: 'newsList', pageNumber: 1, pageSize: 10 },
        { authorization: `Bearer ${accessToken}`, 'accept-language': language },
      );
    const ro = (await list('ro-RO,ro;q=0.9')).body.news.find((item) => item.id === DEMO_NEWS.feeSchedule);
    expect(ro?.title).toBe('Comisioane noi de la 1 martie');
    const uk = (await list('uk')).body.news.find((item) => item.id === DEMO_NEWS.maintenance);
    expect(uk?.title).toBe('Планові роботи в ніч на неділю');
    expect((await list('de')).body.news.find((item) => item.id === DEMO_NEWS.feeSchedule)?.title).toBe(
      'Fee schedule from 1 March',
    );
  });

  it('answers TA1 for news the user cannot see', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    expect((await callMethod(t.sandbox, 'newsGet', { newsId: DEMO_NEWS.feeConsent }, accessToken)).body).toMatchObject({
      responseCode: 'TA1',
    });
    expect((await callMethod(t.sandbox, 'newsMarkRead', { newsId: 999 }, accessToken)).body).toMatchObject({
      responseCode: 'TA1',
    });
  });

  it('stores a confirmation decision once per user; a retry is harmless, a change is refused', async () => {
    const { accessToken } = await signIn(t.sandbox, NEWS_DEMO_USER.email);
    const pending = await ok('newsConfirmationList', {}, accessToken);
    expect(pending.news).toMatchObject([{ id: DEMO_NEWS.feeConsent, requiresConfirmation: true, decision: null }]);

    expect(
      await ok('newsConfirmationDecide', { newsId: DEMO_NEWS.feeConsent, decision: 'accepted' }, accessToken),
    ).toMatchObject({
      news: { decision: 'accepted', read: true },
    });
    await ok('newsConfirmationDecide', { newsId: DEMO_NEWS.feeConsent, decision: 'accepted' }, accessToken);
    expect(await decide({ newsId: DEMO_NEWS.feeConsent, decision: 'declined' }, accessToken)).toMatchObject({
      responseCode: 'TA1',
    });
    expect(await ok('newsConfirmationList', {}, accessToken)).toMatchObject({ news: [] });
    expect(await decide({ newsId: DEMO_NEWS.appUpdate, decision: 'accepted' }, accessToken)).toMatchObject({
      responseCode: 'TA1',
    });
  });
});

describe('notification centre', () => {
  it('stores pushed notices, pages them by 25 newest first and marks them read', async () => {
    const { accessToken } = await signIn(t.sandbox, NEWS_DEMO_USER.email);
    for (let index = 0; index < 30; index += 1) {
      const reply = await send(t.sandbox, 'POST', '/sandbox/notifications', {
        to: NEWS_DEMO_USER.email,
        type: 'batchPartially',
        severity: 'warning',
        data: { batchId: index },
      });
      expect(reply.status).toBe(200);
    }
    const page1 = await ok('notificationList', { pageNumber: 1, pageSize: NOTIFICATION_PAGE_SIZE }, accessToken);
    expect(page1).toMatchObject({ total: 31, unread: 31 });
    const notices = page1.notifications as { id: string; data: { batchId: number } }[];
    expect(notices).toHaveLength(25);
    expect(notices[0]?.data.batchId).toBe(29);
    const page2 = await ok('notificationList', { pageNumber: 2, pageSize: NOTIFICATION_PAGE_SIZE }, accessToken);
    expect(page2.notifications).toHaveLength(6);

    expect(await ok('notificationMarkRead', { ids: [notices[0]?.id] }, accessToken)).toEqual(
      expect.objectContaining({ unread: 30 }),
    );
    expect(await ok('notificationMarkRead', { all: true }, accessToken)).toEqual(
      expect.objectContaining({ unread: 0 }),
    );
  });

  it('keeps notification settings per user and refuses SMS without a phone', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const initial = await ok('notificationSettingsGet', {}, accessToken);
    expect(initial).toMatchObject({
      settings: { channels: { email: true, sms: false, push: true }, groups: { news: true } },
    });
    const settings = {
      channels: { email: false, sms: true, push: true },
      groups: { documents: true, transfers: false, contracts: true, support: true, cards: true, news: false },
    };
    await ok('notificationSettingsUpdate', { settings }, accessToken);
    expect(await ok('notificationSettingsGet', {}, accessToken)).toMatchObject({ settings });

    t.sandbox.db.prepare('UPDATE users SET phone = NULL WHERE email = ?').run(DEMO_USERS.personal);
    const refused = await callMethod(t.sandbox, 'notificationSettingsUpdate', { settings }, accessToken);
    expect(refused.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'settings.channels.sms' }] });
  });
});
