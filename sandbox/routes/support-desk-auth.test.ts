/**
 * The support desk's own token (spec 3 section 7.5 "support auth token"), POST /tickets to the account manager, and
 * one message's whole text (GET /tickets/{id}/threads/{id}) over the wire.
 */
import { describe, expect, it } from 'vitest';
import { CONVERSATION_CONTENT_MAX } from '../../src/core/api/contract/support-tickets';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seed';
import { DEMO_ACCOUNT_MANAGER } from '../db/seed-contracts';
import { SUPPORT_DEMO_USER } from '../db/seed-support-tickets';
import { bearer, send, signIn, supportDeskToken, useTestSandbox } from '../test-support';

const t = useTestSandbox();

const northwind = { 'X-Customer-Id': String(DEMO_CUSTOMERS.northwind) };

describe("the support desk's own token", () => {
  it('is given for a bank token, and the desk takes only it', async () => {
    const bank = await signIn(t.sandbox, SUPPORT_DEMO_USER.email);
    const issued = await send(t.sandbox, 'POST', '/support-desk/auth/token', {}, bearer(bank.accessToken));
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    const desk = String(issued.body.accessToken);
    expect(desk).not.toBe(bank.accessToken);

    const withBank = await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, bearer(bank.accessToken));
    expect(withBank.status).toBe(401);
    expect(withBank.body.message).toMatch(/own token/);
    expect((await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, bearer(desk))).status).toBe(200);
    // A desk token is not a bank token either.
    expect((await send(t.sandbox, 'POST', '/support-desk/auth/token', {}, bearer(desk))).status).toBe(401);
    expect((await send(t.sandbox, 'POST', '/support-desk/auth/token', {})).status).toBe(401);
  });

  it('lives 15 minutes and ends with the bank session', async () => {
    const bank = await signIn(t.sandbox, SUPPORT_DEMO_USER.email);
    const desk = await supportDeskToken(t.sandbox, bank.accessToken);
    t.advance(15 * 60 * 1000 + 1);
    const expired = await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, bearer(desk));
    expect(expired).toMatchObject({ status: 401, body: { message: 'Support token expired' } });

    const again = await supportDeskToken(t.sandbox, (await signIn(t.sandbox, SUPPORT_DEMO_USER.email)).accessToken);
    const other = await signIn(t.sandbox, SUPPORT_DEMO_USER.email);
    const otherDesk = await supportDeskToken(t.sandbox, other.accessToken);
    await send(t.sandbox, 'POST', '/auth/logout', { refreshToken: other.refreshToken }, bearer(other.accessToken));
    expect((await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, bearer(otherDesk))).status).toBe(401);
    expect((await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, bearer(again))).status).toBe(200);
  });

  it('is given only for a customer the user may act for, and acts for that customer alone', async () => {
    const employee = (await signIn(t.sandbox, DEMO_USERS.employee)).accessToken;
    const refused = await send(
      t.sandbox,
      'POST',
      '/support-desk/auth/token',
      {},
      {
        ...bearer(employee),
        'X-Customer-Id': String(DEMO_CUSTOMERS.personal),
      },
    );
    expect(refused).toMatchObject({ status: 403, body: { message: 'Access denied' } });

    const desk = await supportDeskToken(t.sandbox, employee, DEMO_CUSTOMERS.northwind);
    const tickets = await send<{ data: { id: number }[] }>(t.sandbox, 'GET', '/support-desk/tickets', undefined, {
      ...bearer(desk),
    });
    expect(tickets.body.data.map((ticket) => ticket.id)).toEqual([14010]);
    const elsewhere = await send(t.sandbox, 'GET', '/support-desk/tickets', undefined, {
      ...bearer(desk),
      'X-Customer-Id': String(DEMO_CUSTOMERS.personal),
    });
    expect(elsewhere).toMatchObject({ status: 403, body: { message: 'The support token is for another customer' } });
  });
});

/** A support desk token of Northwind's employee. */
async function northwindDesk(): Promise<string> {
  const employee = await signIn(t.sandbox, DEMO_USERS.employee);
  return supportDeskToken(t.sandbox, employee.accessToken, DEMO_CUSTOMERS.northwind);
}

/** Opens a ticket for Northwind at the support desk. */
function openTicket(desk: string, ticket: { subject: string; description: string; assigneeId: number }) {
  return send(t.sandbox, 'POST', '/support-desk/tickets', ticket, { ...bearer(desk), ...northwind });
}

describe('POST /tickets: writing to the account manager', () => {
  it("opens a ticket assigned to the customer's account manager, who answers it", async () => {
    const desk = await northwindDesk();
    const created = await openTicket(desk, {
      subject: 'Our limits',
      description: 'Can we talk about our limits?',
      assigneeId: DEMO_ACCOUNT_MANAGER.id,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'Open',
      assigneeId: DEMO_ACCOUNT_MANAGER.id,
      email: DEMO_USERS.business,
      threadCount: 1,
      lastThread: { direction: 'in' },
    });
    const id = Number(created.body.id);
    const reply = await t.sandbox.fetch(`/sandbox/support/tickets/${id}/reply`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'content=Happy+to+help',
    });
    expect(reply.status).toBe(200);
    const conversation = await send<{ data: { authorName: string; direction: string }[] }>(
      t.sandbox,
      'GET',
      `/support-desk/tickets/${id}/conversations`,
      undefined,
      { ...bearer(desk), ...northwind },
    );
    expect(conversation.body.data[0]).toMatchObject({ direction: 'out', authorName: DEMO_ACCOUNT_MANAGER.name });
  });

  it('refuses another agent, and customers without an account manager', async () => {
    const desk = await northwindDesk();
    const other = await openTicket(desk, {
      subject: 'Hi',
      description: 'Hello',
      assigneeId: DEMO_ACCOUNT_MANAGER.id + 1,
    });
    expect(other).toMatchObject({ status: 400, body: { message: 'assigneeId: Write to your own account manager' } });
    const personal = await supportDeskToken(t.sandbox, (await signIn(t.sandbox, SUPPORT_DEMO_USER.email)).accessToken);
    const none = await send(
      t.sandbox,
      'POST',
      '/support-desk/tickets',
      { subject: 'Hi', description: 'Hello', assigneeId: DEMO_ACCOUNT_MANAGER.id },
      bearer(personal),
    );
    expect(none.status).toBe(400);
    expect(t.sandbox.db.prepare("SELECT count(*) AS n FROM support_tickets WHERE subject = 'Hi'").get()).toEqual({
      n: 0,
    });
  });
});

describe('one message, whole', () => {
  it('a conversation cuts a long message; the thread read gives all of it', async () => {
    const desk = await supportDeskToken(t.sandbox, (await signIn(t.sandbox, SUPPORT_DEMO_USER.email)).accessToken);
    const long = `${'A long explanation. '.repeat(80)}The end.`;
    const sent = await send(
      t.sandbox,
      'POST',
      '/support-desk/tickets/14001/threads',
      { content: long, uploadIds: [] },
      bearer(desk),
    );
    expect(sent.body).toMatchObject({ truncated: false, content: long });
    const conversation = await send<{ data: { id: number; content: string; truncated: boolean }[] }>(
      t.sandbox,
      'GET',
      '/support-desk/tickets/14001/conversations',
      undefined,
      bearer(desk),
    );
    const [newest, older] = conversation.body.data;
    expect(newest).toMatchObject({ id: sent.body.id, truncated: true });
    expect(newest?.content).toHaveLength(CONVERSATION_CONTENT_MAX);
    expect(older?.truncated).toBe(false);
    const whole = await send(
      t.sandbox,
      'GET',
      `/support-desk/tickets/14001/threads/${String(sent.body.id)}`,
      undefined,
      bearer(desk),
    );
    expect(whole.body).toMatchObject({ content: long, truncated: false });
    expect(
      (
        await send(
          t.sandbox,
          'GET',
          `/support-desk/tickets/14010/threads/${String(sent.body.id)}`,
          undefined,
          bearer(desk),
        )
      ).status,
    ).toBe(404);
  });
});
