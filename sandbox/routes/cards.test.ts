/** Cards over the wire: the seeded statuses, actions by status, PIN kept hashed and sealed, loads in the ledger, ordering. */
import { beforeEach, describe, expect, it } from 'vitest';
import { CARD_STATUS } from '../../src/core/api/contract/cards';
import { CARD_DEMO_USERS, SEEDED_CARDS } from '../db/seed-cards';
import { ACTIVATION_FEE_MINOR } from '../domain/cards';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import type { JsonReply } from '../test-support';
import { bearer, outbox, signIn, callMethod, useTestSandbox, expectOk } from '../test-support';

const t = useTestSandbox();
let token: string;

beforeEach(async () => {
  token = (await signIn(t.sandbox, CARD_DEMO_USERS.all.email)).accessToken;
});

type Body = Record<string, unknown> & {
  responseCode: string;
  responseDescription?: string;
  validationErrors?: { field: string }[];
};

function call(name: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return callMethod(t.sandbox, name, payload, token, headers) as Promise<JsonReply<Body>>;
}

async function ok(name: string, payload: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Body> {
  return expectOk((await call(name, payload, headers)).body);
}

const ACTIVE_PREPAID = 716101;
const USD_WALLET = 716001;

describe('cards in the sandbox', () => {
  it('seeds one card of every status id, with the card fields in the balance inquiry', async () => {
    const body = await ok('balanceInquiry', {});
    const accounts = body.accounts as {
      accountId: number;
      accountStatusId: number;
      cardIsVirtual?: boolean;
      cardExpiryMonth?: number;
      subType?: string;
    }[];
    const statuses = new Set(
      accounts.filter((account) => account.cardIsVirtual !== undefined).map((account) => account.accountStatusId),
    );
    expect([...statuses].sort((a, b) => a - b)).toEqual(Object.values(CARD_STATUS).sort((a, b) => a - b));
    expect(accounts.find((account) => account.accountId === ACTIVE_PREPAID)).toMatchObject({
      cardIsVirtual: false,
      cardExpiryMonth: 8,
      subType: 'PREPAID',
    });
    expect(SEEDED_CARDS.length).toBeGreaterThan(14);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('pauses, unpauses and blocks by the status table', async () => {
    expect(await ok('cardPause', { accountId: ACTIVE_PREPAID })).toMatchObject({ accountStatusId: CARD_STATUS.paused });
    expect((await call('cardPause', { accountId: ACTIVE_PREPAID })).body.responseCode).toBe('TA1');
    // The test clock is in 2030, after the card's expiry (08/28): unpausing brings it back as expired.
    expect(await ok('cardUnpause', { accountId: ACTIVE_PREPAID })).toMatchObject({
      accountStatusId: CARD_STATUS.expired,
    });
    expect(await ok('cardPause', { accountId: 716102 })).toMatchObject({ accountStatusId: CARD_STATUS.paused });
    expect(await ok('cardBlock', { accountId: ACTIVE_PREPAID })).toMatchObject({
      accountStatusId: CARD_STATUS.canceled,
    });
    expect((await call('cardUnpause', { accountId: ACTIVE_PREPAID })).body.responseCode).toBe('TA1');
    // The debit product does not support pausing.
    expect((await call('cardPause', { accountId: 716103 })).body.responseCode).toBe('TA1');
  });

  it('keeps the PIN hashed and sealed, shows it, changes it by the rules and never on fraud cards', async () => {
    const row = t.sandbox.db.prepare('SELECT * FROM cards WHERE account_id = ?').get(ACTIVE_PREPAID) as Record<
      string,
      string
    >;
    expect(JSON.stringify(row)).not.toContain('"4821"');
    expect(await ok('cardShowPin', { accountId: ACTIVE_PREPAID })).toMatchObject({ pinCode: '4821' });
    expect(
      (await call('cardChangePin', { accountId: ACTIVE_PREPAID, confirm: true, pin: '1234', pinRepeat: '1234' })).body
        .validationErrors?.[0]?.field,
    ).toBe('pin');
    expect(
      (await call('cardChangePin', { accountId: ACTIVE_PREPAID, confirm: true, pin: '4829', pinRepeat: '4828' })).body
        .validationErrors?.[0]?.field,
    ).toBe('pinRepeat');
    await ok('cardChangePin', { accountId: ACTIVE_PREPAID, confirm: true, pin: '4829', pinRepeat: '4829' });
    expect(await ok('cardShowPin', { accountId: ACTIVE_PREPAID })).toMatchObject({ pinCode: '4829' });
    expect((await call('cardShowPin', { accountId: 716106 })).body.responseCode).toBe('TA1');
  });

  it('gets the PIN by message instead of on the screen, never on fraud cards', async () => {
    const reply = await ok('cardGetPin', { accountId: ACTIVE_PREPAID });
    expect(reply).not.toHaveProperty('pinCode');
    expect(reply.channel === 'sms' || reply.channel === 'email').toBe(true);
    const messages = await outbox(t.sandbox, CARD_DEMO_USERS.all.email);
    const sent = messages.find((message) => message.subject === 'Your card PIN');
    expect(sent?.body).toContain('is 4821.');
    expect(sent?.channel).toBe(reply.channel);
    expect((await call('cardGetPin', { accountId: 716106 })).body.responseCode).toBe('TA1');
  });

  it('shows the full card details only for a fresh code sent by the approval mode, once (issue 33)', async () => {
    // Without a step-up there is nothing to read.
    expect((await call('cardDetailsGet', { accountId: ACTIVE_PREPAID })).body.responseCode).not.toBe('00');
    const started = await ok('cardDetailsApprovalStart', { accountId: ACTIVE_PREPAID });
    expect(started).toMatchObject({ channel: 'email', approvalSentTo: 'c•••@demo.test' });
    const code = (await outbox(t.sandbox, CARD_DEMO_USERS.all.email))[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const approvalId = started.approvalId as number;
    const wrong = await call('cardDetailsGet', {
      accountId: ACTIVE_PREPAID,
      approvalId,
      approvalCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.validationErrors?.[0]?.field).toBe('approvalCode');
    // A code of this card does not open another one.
    expect(
      (await call('cardDetailsGet', { accountId: 716102, approvalId, approvalCode: code })).body.responseCode,
    ).toBe('TA1');
    const shown = await ok('cardDetailsGet', { accountId: ACTIVE_PREPAID, approvalId, approvalCode: code });
    expect(String(shown.cardNumber)).toMatch(/^\d{16}$/);
    expect(String(shown.securityCode)).toMatch(/^\d{3}$/);
    // Used once.
    expect(
      (await call('cardDetailsGet', { accountId: ACTIVE_PREPAID, approvalId, approvalCode: code })).body.responseCode,
    ).toBe('TA1');
  });

  it('loads a card through the ledger once per idempotency key', async () => {
    const before = { wallet: balanceMinor(t.sandbox.db, USD_WALLET), card: balanceMinor(t.sandbox.db, ACTIVE_PREPAID) };
    const quote = await ok('cardLoadQuote', { fromAccountId: USD_WALLET, toAccountId: ACTIVE_PREPAID, amount: '50' });
    expect(quote).toMatchObject({ fee: '1.00', totalDebit: '51.00' });
    const headers = { 'Idempotency-Key': 'load-once-1' };
    const first = await ok(
      'cardLoad',
      { fromAccountId: USD_WALLET, toAccountId: ACTIVE_PREPAID, amount: '50' },
      headers,
    );
    const again = await ok(
      'cardLoad',
      { fromAccountId: USD_WALLET, toAccountId: ACTIVE_PREPAID, amount: '50' },
      headers,
    );
    expect(again.reference).toBe(first.reference);
    expect(balanceMinor(t.sandbox.db, USD_WALLET) - before.wallet).toBe(-5_100);
    expect(balanceMinor(t.sandbox.db, ACTIVE_PREPAID) - before.card).toBe(5_000);
    expect(
      (await call('cardLoad', { fromAccountId: 716002, toAccountId: ACTIVE_PREPAID, amount: '5' })).body
        .validationErrors?.[0]?.field,
    ).toBe('fromAccountId');
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('answers an activation retried with its idempotency key (a dropped connection) with the first answer and its PIN, charging the fee once', async () => {
    const SHIPPED = 716109;
    const before = balanceMinor(t.sandbox.db, USD_WALLET);
    const request = { accountId: SHIPPED, feeAccountId: USD_WALLET, extraParams: { lastFourDigits: '8882' } };
    const headers = { 'Idempotency-Key': 'activate-once-1' };
    const first = await ok('cardActivation', request, headers);
    expect(first).toMatchObject({ accountId: SHIPPED, accountStatusId: CARD_STATUS.active });
    expect(String(first.pinCode)).toMatch(/^\d{4}$/);
    const again = await ok('cardActivation', request, headers);
    expect(again).toEqual(first);
    expect((await ok('cardShowPin', { accountId: SHIPPED })).pinCode).toBe(first.pinCode);
    expect(before - balanceMinor(t.sandbox.db, USD_WALLET)).toBe(ACTIVATION_FEE_MINOR);
    // Without the key a second activation is refused: the card is active already.
    expect((await call('cardActivation', request)).body.responseCode).not.toBe('00');
    // The PIN is not kept in the clear with the stored answer.
    const stored = t.sandbox.db
      .prepare("SELECT response FROM idempotency_keys WHERE key = 'activate-once-1'")
      .get() as { response: string };
    expect(JSON.parse(stored.response)).not.toHaveProperty('pinCode');
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('pages the transaction and authorization history by 10', async () => {
    const history = await ok('cardDebitHistory', { accountId: ACTIVE_PREPAID, pageNumber: 1, pageSize: 10 });
    expect((history.transactions as unknown[]).length).toBe(10);
    expect(history.total).toBe(12);
    const authorizations = await ok('cardAuthorizationHistory', {
      accountId: ACTIVE_PREPAID,
      pageNumber: 2,
      pageSize: 10,
    });
    expect((authorizations.authorizations as unknown[]).length).toBe(2);
    const debit = await ok('cardDebitHistory', { accountId: 716103, pageNumber: 1, pageSize: 10 });
    expect(debit.total).toBe(2);
  });

  it('orders a physical card: requirements, then the fees are charged and the card opens', async () => {
    const info = await ok('applyForCardInfo', {});
    expect(info.countryCode).toBe('GB');
    const { cardId } = await ok('cardOrder', { productId: 1601, countryCode: 'GB', shippingOptionId: 16012 });
    expect((await call('cardConfirm', { cardId, feeAccountId: USD_WALLET })).body.validationErrors?.[0]?.field).toBe(
      'requirements',
    );
    const form = new FormData();
    form.append('data', JSON.stringify({ method: 'crossPlatformRequirementUpload', cardId, documentType: 3 }));
    form.append(
      'mainDocument',
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'bill.pdf', { type: 'application/pdf' }),
    );
    const upload = await t.sandbox.fetch('/api/v4?method=crossPlatformRequirementUpload', {
      method: 'POST',
      body: form,
      headers: bearer(token),
    });
    expect(await upload.json()).toMatchObject({
      responseCode: '00',
      requirements: [{ documentType: 3, status: 'uploaded' }],
    });
    const before = balanceMinor(t.sandbox.db, USD_WALLET);
    const confirmed = await ok('cardConfirm', { cardId, feeAccountId: USD_WALLET }, { 'Idempotency-Key': 'confirm-1' });
    await ok('cardConfirm', { cardId, feeAccountId: USD_WALLET }, { 'Idempotency-Key': 'confirm-1' });
    expect(confirmed).toMatchObject({ accountStatusId: CARD_STATUS.submitted, charged: '20.00' });
    expect(balanceMinor(t.sandbox.db, USD_WALLET) - before).toBe(-2_000);
  });
});

describe('current account authorizations', () => {
  it("lists the holds of the debit cards settled on a current account, by status, in pages; not a card's", async () => {
    const all = await ok('currentAccountAuthorizationHistory', { accountId: USD_WALLET, pageNumber: 1, pageSize: 10 });
    expect(all.total).toBe(3);
    expect(all.authorizations).toEqual([
      expect.objectContaining({
        merchantName: 'Grand Hotel Lisboa (hold)',
        status: 'pending',
        cardNumber: '•••• 8210',
      }),
      expect.objectContaining({ merchantName: 'Fuel Station 24', status: 'settled' }),
      expect.objectContaining({ merchantName: 'Airline Seats Online', status: 'declined' }),
    ]);
    const pending = await ok('currentAccountAuthorizationHistory', {
      accountId: USD_WALLET,
      status: 'pending',
      pageNumber: 1,
      pageSize: 10,
    });
    expect(pending).toMatchObject({ total: 1, authorizations: [{ amount: '320.00' }] });
    const second = await ok('currentAccountAuthorizationHistory', {
      accountId: USD_WALLET,
      pageNumber: 2,
      pageSize: 2,
    });
    expect(second).toMatchObject({ total: 3, authorizations: [{ merchantName: 'Airline Seats Online' }] });
    const card = await call('currentAccountAuthorizationHistory', {
      accountId: ACTIVE_PREPAID,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(card.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'accountId' }] });
  });
});
