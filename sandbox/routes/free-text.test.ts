/**
 * Free text the other party sees (issue 30): the request schemas refuse text over its limit and invisible control or
 * formatting characters, field by field and in the request's language, and nothing is booked.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORT_DEMO_USER } from '../db/seed-support-tickets';
import { balanceMinor } from '../domain/ledger';
import { bearer, send, signIn, supportDeskToken, useTestSandbox } from '../test-support';

const t = useTestSandbox();

interface Body {
  responseCode: string;
  validationErrors?: { field: string; description: string }[];
  reference?: string;
  note?: string;
}

const call = async (name: string, payload: Record<string, unknown>, token: string, headers = {}) =>
  (
    await send<Body>(
      t.sandbox,
      'POST',
      `/api/v4?method=${name}`,
      { method: name, ...payload },
      {
        ...bearer(token),
        ...headers,
      },
    )
  ).body;

const PAYMENT = { accountId: 500001, amount: '5.00', currency: 'USD', toEmail: 'business@demo.test' };

describe('free text at the server', () => {
  it('refuses a p2p reference with a right-to-left override, in the language asked for, and books nothing', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const before = balanceMinor(t.sandbox.db, 500001);
    const refused = await call('p2pTransfer', { ...PAYMENT, reference: 'Invoice \u202Egnp.exe' }, paula, {
      'idempotency-key': 'free-text-1',
    });
    expect(refused.responseCode).toBe('VF');
    expect(refused.validationErrors).toEqual([
      {
        field: 'reference',
        description:
          'Contains invisible formatting or control characters; remove them (they would change what the other party sees)',
      },
    ]);
    const inSpanish = await call('p2pTransfer', { ...PAYMENT, note: 'Hola\u200B' }, paula, {
      'idempotency-key': 'free-text-2',
      'accept-language': 'es',
    });
    expect(inSpanish.validationErrors).toEqual([
      {
        field: 'note',
        description:
          'Contiene caracteres invisibles de formato o de control; elimínelos (cambiarían lo que ve la otra parte)',
      },
    ]);
    expect(balanceMinor(t.sandbox.db, 500001)).toBe(before);
  });

  it('refuses a reference or note over its limit instead of cutting it, and keeps a note on several lines', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const before = balanceMinor(t.sandbox.db, 500001);
    const long = 'x'.repeat(5000);
    expect(
      (await call('p2pTransfer', { ...PAYMENT, reference: long }, paula, { 'idempotency-key': 'long-1' }))
        .validationErrors,
    ).toEqual([{ field: 'reference', description: 'Must be at most 140 characters' }]);
    expect(
      (await call('p2pTransfer', { ...PAYMENT, note: long }, paula, { 'idempotency-key': 'long-2' })).validationErrors,
    ).toEqual([{ field: 'note', description: 'Must be at most 500 characters' }]);
    expect(balanceMinor(t.sandbox.db, 500001)).toBe(before);
    const paid = await call(
      'p2pTransfer',
      { ...PAYMENT, reference: 'r'.repeat(140), note: 'Line one\nLine two' },
      paula,
      { 'idempotency-key': 'long-3' },
    );
    expect(paid).toMatchObject({ responseCode: '00', reference: 'r'.repeat(140), note: 'Line one\nLine two' });
  });

  it('refuses a payee e-mail with a hidden character', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const checked = await call('checkPayee', { email: 'business@demo.test\u202E' }, paula);
    expect(checked.responseCode).toBe('VF');
    expect(checked.validationErrors?.map((error) => error.field)).toEqual(['email']);
  });

  it('refuses invisible characters in an invoice note and a support ticket subject', async () => {
    const northwind = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const invoice = await call(
      'invoiceCreate',
      {
        toEmail: 'personal@demo.test',
        amount: '9.90',
        currency: 'EUR',
        dueDate: '2030-02-01',
        noteBody: 'Seats\u2066',
      },
      northwind,
      { 'idempotency-key': 'invoice-free-text' },
    );
    expect(invoice.validationErrors?.map((error) => error.field)).toEqual(['noteBody']);
    const token = await supportDeskToken(t.sandbox, (await signIn(t.sandbox, SUPPORT_DEMO_USER.email)).accessToken);
    const ticket = await send<{ validationErrors?: { field: string }[] }>(
      t.sandbox,
      'POST',
      '/support-desk/composetickets',
      {
        subject: 'Refund\uFEFF',
        description: 'Please\nrefund',
        customFields: { cf_topic: 'Transfers' },
        uploadIds: [],
      },
      bearer(token),
    );
    expect(ticket.status).toBe(400);
    expect(ticket.body.validationErrors?.map((error) => error.field)).toEqual(['subject']);
  });
});
