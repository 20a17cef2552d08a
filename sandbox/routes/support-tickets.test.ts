/** The support desk's tickets over the wire: list, details, conversation, uploads, replies, the agent's page, 429. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seed';
import { SUPPORT_DEMO_USER } from '../db/seed-support-tickets';
import { bearer, send, signIn, supportDeskToken, useTestSandbox, postForm } from '../test-support';

const t = useTestSandbox();
let token: string;

beforeEach(async () => {
  token = await supportDeskToken(t.sandbox, (await signIn(t.sandbox, SUPPORT_DEMO_USER.email)).accessToken);
});

function upload(name: string, type: string, bytes: Uint8Array<ArrayBuffer>, accessToken = token) {
  return postForm(t.sandbox, '/support-desk/uploads', {}, { file: new File([bytes], name, { type }) }, accessToken);
}

describe('support desk tickets', () => {
  it('lists 20 tickets per fetch, newest change first, and the rest from the 21st', async () => {
    const first = await send<{ data: { id: number; subject: string }[] }>(
      t.sandbox,
      'GET',
      '/support-desk/tickets?from=1&limit=20',
      undefined,
      bearer(token),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]?.subject).toBe('Statement for October');
    const rest = await send<{ data: unknown[] }>(
      t.sandbox,
      'GET',
      '/support-desk/tickets?from=21&limit=50',
      undefined,
      bearer(token),
    );
    expect(rest.body.data).toHaveLength(4);
    expect((await send(t.sandbox, 'GET', '/support-desk/tickets')).status).toBe(401);
  });

  it("gives a ticket's details and its conversation newest first, and hides other customers' tickets", async () => {
    const detail = await send(t.sandbox, 'GET', '/support-desk/tickets/14001', undefined, bearer(token));
    expect(detail.body).toMatchObject({
      ticketNumber: '1001',
      status: 'Open',
      lastThread: { direction: 'out' },
      threadCount: 2,
      customFields: { cf_topic: 'Cards' },
    });
    const preview = await send<{ data: { direction: string }[] }>(
      t.sandbox,
      'GET',
      '/support-desk/tickets/14001/conversations?limit=2',
      undefined,
      bearer(token),
    );
    expect(preview.body.data.map((thread) => thread.direction)).toEqual(['out', 'in']);
    expect((await send(t.sandbox, 'GET', '/support-desk/tickets/14010', undefined, bearer(token))).status).toBe(404);
  });

  it('opens a ticket with an uploaded attachment, which downloads through a signed link', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 invoice');
    const uploaded = await upload('invoice.pdf', 'application/pdf', bytes);
    expect(uploaded.status).toBe(200);
    const fields = await send<{ data: { apiName: string }[] }>(
      t.sandbox,
      'GET',
      '/support-desk/ticketsFields',
      undefined,
      bearer(token),
    );
    expect(fields.body.data.map((field) => field.apiName)).toEqual(['cf_topic', 'cf_reference']);
    const missing = await send(
      t.sandbox,
      'POST',
      '/support-desk/composetickets',
      { subject: 'Invoice', description: 'See attached', customFields: {}, uploadIds: [] },
      bearer(token),
    );
    expect(missing.status).toBe(400);
    const created = await send<{ id: number; email: string }>(
      t.sandbox,
      'POST',
      '/support-desk/composetickets',
      {
        subject: 'Invoice',
        description: 'See attached',
        customFields: { cf_topic: 'Transfers' },
        uploadIds: [uploaded.body.id],
      },
      bearer(token),
    );
    expect(created.status).toBe(200);
    expect(created.body.email).toBe(SUPPORT_DEMO_USER.email);
    const conversation = await send<{ data: { attachments: { id: number }[] }[] }>(
      t.sandbox,
      'GET',
      `/support-desk/tickets/${created.body.id}/conversations?limit=100`,
      undefined,
      bearer(token),
    );
    const attachmentId = conversation.body.data[0]?.attachments[0]?.id;
    const link = await send<{ downloadUrl: string }>(
      t.sandbox,
      'GET',
      `/support-desk/tickets/${created.body.id}/attachments/${attachmentId}`,
      undefined,
      bearer(token),
    );
    const file = await t.sandbox.fetch(link.body.downloadUrl);
    expect(file.headers.get('content-disposition')).toContain('invoice.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    // Used once: the upload cannot be sent again.
    const again = await send(
      t.sandbox,
      'POST',
      `/support-desk/tickets/${created.body.id}/threads`,
      { content: 'Again', uploadIds: [uploaded.body.id] },
      bearer(token),
    );
    expect(again.status).toBe(400);
  });

  it('refuses an attachment of the wrong type or over the size limit', async () => {
    expect((await upload('notes.txt', 'text/plain', new Uint8Array([1, 2, 3]))).status).toBe(415);
    expect((await upload('huge.pdf', 'application/pdf', new Uint8Array(5_000_001))).status).toBe(413);
  });

  it('keeps the read marker without changing the ticket, and an agent reply notifies the customer', async () => {
    const before = await send<{ modifiedTime: string }>(
      t.sandbox,
      'GET',
      '/support-desk/tickets/14002',
      undefined,
      bearer(token),
    );
    const read = await send<{ modifiedTime: string; cf: { cf_customer_read_at: string } }>(
      t.sandbox,
      'PUT',
      '/support-desk/tickets/14002',
      { cf: { cf_customer_read_at: '2030-01-01T00:00:00.000Z' } },
      bearer(token),
    );
    expect(read.body.cf.cf_customer_read_at).toBe('2030-01-01T00:00:00.000Z');
    expect(read.body.modifiedTime).toBe(before.body.modifiedTime);

    const reply = await t.sandbox.fetch('/sandbox/support/tickets/14002/reply', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ content: 'The stamped statement is attached to your profile.' }),
    });
    expect(reply.status).toBe(200);
    const notice = t.sandbox.db
      .prepare('SELECT type, data FROM notifications WHERE user_id = ? ORDER BY created_at DESC LIMIT 1')
      .get(SUPPORT_DEMO_USER.id) as { type: string; data: string };
    expect(notice.type).toBe('zohoNewMessage');
    expect(JSON.parse(notice.data)).toMatchObject({ ticketId: 14002 });
    const detail = await send(t.sandbox, 'GET', '/support-desk/tickets/14002', undefined, bearer(token));
    expect(detail.body).toMatchObject({ lastThread: { direction: 'out' } });
  });

  it("files a business user's ticket under the company's support address", async () => {
    const employee = await supportDeskToken(
      t.sandbox,
      (await signIn(t.sandbox, DEMO_USERS.employee)).accessToken,
      DEMO_CUSTOMERS.northwind,
    );
    const headers = { ...bearer(employee), 'X-Customer-Id': String(DEMO_CUSTOMERS.northwind) };
    const list = await send<{ data: { id: number }[] }>(t.sandbox, 'GET', '/support-desk/tickets', undefined, headers);
    expect(list.body.data.map((ticket) => ticket.id)).toEqual([14010]);
    const created = await send(
      t.sandbox,
      'POST',
      '/support-desk/composetickets',
      { subject: 'Limits', description: 'Raise our limit', customFields: { cf_topic: 'Account' }, uploadIds: [] },
      headers,
    );
    expect(created.body).toMatchObject({ email: DEMO_USERS.business });
  });

  it('answers every desk call with 429 while the page says so, and normally after', async () => {
    const on = await t.sandbox.fetch('/sandbox/support/rate-limit/on', {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(on.status).toBe(200);
    expect((await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, bearer(token))).status).toBe(429);
    expect((await send(t.sandbox, 'POST', '/support-desk/me', {}, bearer(token))).status).toBe(429);
    await t.sandbox.fetch('/sandbox/support/rate-limit/off', {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect((await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, bearer(token))).status).toBe(200);
  });

  it('shows the agent desk page with the tickets and their forms', async () => {
    const response = await t.sandbox.fetch('/sandbox/support');
    const page = await response.text();
    expect(page).toContain('Support desk');
    expect(page).toContain('#1001: Card payment declined abroad');
    expect(page).toContain('action="/sandbox/support/tickets/14001/reply"');
  });
});
