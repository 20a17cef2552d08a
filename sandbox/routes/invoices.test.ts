/** Invoices and p2p payments over the wire: lists, paying by every approval mode, the ledger, rejection, PDFs. */
import { describe, expect, it } from 'vitest';
import { DEMO_INVOICES } from '../db/seed-invoices';
import { ledgerViolations } from '../domain/ledger';
import type { JsonReply } from '../test-support';
import {
  login,
  outbox,
  send,
  signIn,
  callMethod,
  useTestSandbox,
  balanceDelta,
  balancesOf,
  expectOk,
} from '../test-support';

const t = useTestSandbox();

const ACCOUNTS = {
  paulaUsd: 500001,
  paulaEur: 500002,
  samEur: 500004,
  patUsd: 500005,
  northwindUsd: 500013,
  northwindEur: 500014,
  feesUsd: 4,
  feesEur: 5,
} as const;

type Body = Record<string, unknown> & { responseCode: string; responseDescription?: string };

function call(name: string, payload: Record<string, unknown>, token: string, headers: Record<string, string> = {}) {
  return callMethod(t.sandbox, name, payload, token, headers) as Promise<JsonReply<Body>>;
}

async function ok(
  name: string,
  payload: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = {},
): Promise<Body> {
  return expectOk((await call(name, payload, token, headers)).body);
}

const balances = () => balancesOf(t.sandbox, ACCOUNTS);
const delta = balanceDelta;

async function invoiceStatus(id: number, token: string): Promise<string> {
  const body = await ok('invoiceGet', { invoiceId: id }, token);
  return (body.invoice as { status: string }).status;
}

/** Signs in a user of any flow by finishing its second step the way the sandbox allows (codes from the outbox, device page). */
async function signInAny(email: string): Promise<string> {
  const reply = await login(t.sandbox, email);
  const body = reply.body as { authFlow: string; code?: string; accessToken?: string };
  if (body.accessToken) return body.accessToken;
  if (body.authFlow === 'push') {
    await send(t.sandbox, 'POST', `/sandbox/device/${body.code ?? ''}/approve`);
    const tokens = await send<{ accessToken: string }>(t.sandbox, 'POST', '/auth/token', {
      code: body.code,
      codeVerifier: reply.pkce.verifier,
    });
    return tokens.body.accessToken;
  }
  const otp = (await outbox(t.sandbox, email))[0]?.code;
  const tokens = await send<{ accessToken: string }>(t.sandbox, 'POST', '/auth/token', {
    code: body.code,
    codeVerifier: reply.pkce.verifier,
    otp,
  });
  return tokens.body.accessToken;
}

describe('invoice lists', () => {
  it('lists received invoices newest first with the payee name only, and sent ones with the payer name only', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const received = await ok('invoiceListReceived', { pageNumber: 1, pageSize: 20 }, paula);
    const invoices = received.invoices as Array<Record<string, unknown>>;
    expect(invoices.map((invoice) => invoice.id)).toEqual([4005, 4003, 4002, 4001, 4006]);
    expect(received.total).toBe(5);
    expect(invoices[0]).toMatchObject({
      payeeName: 'Northwind Trading Ltd',
      amount: '60.00',
      feePayment: '0.50',
      total: '60.50',
      status: 'unpaid',
      statusId: 1,
    });
    expect(invoices[0]).not.toHaveProperty('payerName');

    const northwind = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const sent = await ok(
      'invoiceListSent',
      { pageNumber: 1, pageSize: 20, status: 'unpaid', payerEmail: 'push@' },
      northwind,
    );
    expect(sent.invoices).toHaveLength(1);
    expect((sent.invoices as Array<Record<string, unknown>>)[0]).toMatchObject({
      id: DEMO_INVOICES.push,
      payerName: 'Pat Push',
    });
    const filtered = await ok(
      'invoiceListSent',
      { pageNumber: 1, pageSize: 20, fromAmount: '40', toAmount: '120', fromDate: '2025-02-05', toDate: '2025-02-11' },
      northwind,
    );
    expect((filtered.invoices as Array<{ id: number }>).map((invoice) => invoice.id)).toEqual([
      DEMO_INVOICES.sms,
      DEMO_INVOICES.personalSnacks,
      DEMO_INVOICES.personalEur,
    ]);
    const page2 = await ok('invoiceListSent', { pageNumber: 2, pageSize: 3 }, northwind);
    expect(page2.total).toBe(7);
    expect(page2.invoices).toHaveLength(3);
  });

  it("answers 'Invoice not found' for another customer's invoice", async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const reply = await call('invoiceGet', { invoiceId: DEMO_INVOICES.push }, paula);
    expect(reply.body).toMatchObject({ responseCode: 'TA1', responseDescription: 'Invoice not found' });
  });
});

describe('paying an invoice', () => {
  it('books at once for approval mode none: amount + fee leave the payer, the payee gets the amount; a retry pays once', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const fee = await ok('p2pTransferFee', { accountId: ACCOUNTS.paulaUsd, amount: '120.00', currency: 'USD' }, paula);
    expect(fee).toMatchObject({
      fee: '0.60',
      feeCurrencyCode: 'USD',
      exchangeRate: '1',
      debitAmount: '120.00',
      totalDebit: '120.60',
    });
    const before = balances();
    const payment = {
      accountId: ACCOUNTS.paulaUsd,
      amount: '120.00',
      currency: 'USD',
      toEmail: 'business@demo.test',
      invoiceId: DEMO_INVOICES.personalUsd,
    };
    const key = { 'idempotency-key': 'pay-4001-once' };
    const first = await ok('p2pTransfer', payment, paula, key);
    expect(first).toMatchObject({
      status: 'completed',
      approveMode: 'none',
      approvalTransactionCreated: false,
      totalDebit: '120.60',
      invoiceId: DEMO_INVOICES.personalUsd,
    });
    const again = await ok('p2pTransfer', payment, paula, key);
    expect(again.transactionId).toBe(first.transactionId);
    expect(delta(before, balances())).toEqual({ paulaUsd: -12_060, northwindUsd: 12_000, feesUsd: 60 });
    expect(await invoiceStatus(DEMO_INVOICES.personalUsd, paula)).toBe('paid');

    const second = await call('p2pTransfer', payment, paula, { 'idempotency-key': 'another-attempt' });
    expect(second.body).toMatchObject({ responseCode: 'TA1', responseDescription: 'This invoice is already paid' });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('converts from an account in another currency at the rate, through the FX positions', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    expect(await ok('exchangeRateGet', { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD' }, paula)).toMatchObject({
      exchangeRate: '1.086957',
    });
    const fee = await ok('p2pTransferFee', { accountId: ACCOUNTS.paulaUsd, amount: '45.50', currency: 'EUR' }, paula);
    expect(fee).toMatchObject({ exchangeRate: '1.086957', debitAmount: '49.46', fee: '0.50', totalDebit: '49.96' });
    const before = balances();
    await ok(
      'p2pTransfer',
      {
        accountId: ACCOUNTS.paulaUsd,
        amount: '45.50',
        currency: 'EUR',
        toEmail: 'business@demo.test',
        invoiceId: DEMO_INVOICES.personalEur,
      },
      paula,
    );
    expect(delta(before, balances())).toEqual({ paulaUsd: -4_996, northwindEur: 4_550, feesUsd: 50 });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('refuses an amount or payee that is not the invoice, and funds the account cannot cover', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const wrongAmount = await call(
      'p2pTransfer',
      {
        accountId: ACCOUNTS.paulaUsd,
        amount: '100',
        currency: 'USD',
        toEmail: 'business@demo.test',
        invoiceId: DEMO_INVOICES.personalUsd,
      },
      paula,
    );
    expect(wrongAmount.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'amount', description: 'The invoice is for USD 120.00' }],
    });
    const notMine = await call(
      'p2pTransfer',
      { accountId: ACCOUNTS.northwindUsd, amount: '120.00', currency: 'USD', toEmail: 'business@demo.test' },
      paula,
    );
    expect(notMine.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'accountId' }] });
    const tooMuch = await call(
      'p2pTransfer',
      { accountId: ACCOUNTS.paulaEur, amount: '9000', currency: 'USD', toEmail: 'business@demo.test' },
      paula,
    );
    expect(tooMuch.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'amount', description: 'Insufficient funds on the chosen account' }],
    });
  });

  it('waits for the SMS code: wrong codes answer VF, the right one books; the invoice awaits payment meanwhile', async () => {
    const sam = await signInAny('sms@demo.test');
    const before = balances();
    const submitted = await ok(
      'p2pTransfer',
      {
        accountId: ACCOUNTS.samEur,
        amount: '40.00',
        currency: 'EUR',
        toEmail: 'business@demo.test',
        invoiceId: DEMO_INVOICES.sms,
      },
      sam,
    );
    expect(submitted).toMatchObject({
      status: 'waitingApproval',
      approveMode: 'sms',
      approvalSentTo: '+44 ••• ••• 1234',
    });
    expect(await invoiceStatus(DEMO_INVOICES.sms, sam)).toBe('awaitingPayment');
    expect(balances()).toEqual(before);
    const message = (await outbox(t.sandbox, 'sms@demo.test'))[0];
    expect(message).toMatchObject({ channel: 'sms', subject: 'Payment code', to: '+447700901234' });
    const wrong = await call(
      'transferApprove',
      { trxid: submitted.transactionId, approvalCode: message?.code === '000000' ? '111111' : '000000' },
      sam,
    );
    expect(wrong.body).toMatchObject({ responseCode: 'VF', responseDescription: 'Invalid approval code' });
    const resent = await ok('approvalResend', { trxid: submitted.transactionId }, sam);
    expect(resent).toMatchObject({ approvalSentTo: '+44 ••• ••• 1234', resendsLeft: 4 });
    const old = await call('transferApprove', { trxid: submitted.transactionId, approvalCode: message?.code }, sam);
    expect(old.body.responseCode).toBe('VF');
    const code = (await outbox(t.sandbox, 'sms@demo.test'))[0]?.code;
    const approved = await ok('transferApprove', { trxid: submitted.transactionId, approvalCode: code }, sam);
    expect(approved).toMatchObject({ status: 'completed', totalDebit: '40.50' });
    expect(await ok('transferApprove', { trxid: submitted.transactionId, approvalCode: code }, sam)).toMatchObject({
      status: 'completed',
    });
    expect(delta(before, balances())).toEqual({ samEur: -4_050, northwindEur: 4_000, feesEur: 50 });
    expect(await invoiceStatus(DEMO_INVOICES.sms, sam)).toBe('paid');
  });

  it('declines after the fifth wrong code and when the approval expires; the invoice is unpaid again', async () => {
    const sam = await signInAny('sms@demo.test');
    const payment = {
      accountId: ACCOUNTS.samEur,
      amount: '40.00',
      currency: 'EUR',
      toEmail: 'business@demo.test',
      invoiceId: DEMO_INVOICES.sms,
    };
    const first = await ok('p2pTransfer', payment, sam);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(
        (await call('transferApprove', { trxid: first.transactionId, approvalCode: '999999' }, sam)).body.responseCode,
      ).toBe('VF');
    const locked = await call('transferApprove', { trxid: first.transactionId, approvalCode: '999999' }, sam);
    expect(locked.body).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'Too many wrong codes: the payment was cancelled; start it again',
    });
    expect(await invoiceStatus(DEMO_INVOICES.sms, sam)).toBe('unpaid');

    const second = await ok('p2pTransfer', payment, sam);
    t.advance(11 * 60_000);
    const later = await signInAny('sms@demo.test');
    expect(await ok('transferStatusGet', { trxid: second.transactionId }, later)).toMatchObject({ status: 'declined' });
    expect(await invoiceStatus(DEMO_INVOICES.sms, later)).toBe('unpaid');
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('waits for the push decision on the device page, which reaches the payer as a notification with the transaction id', async () => {
    const pat = await signInAny('push@demo.test');
    const before = balances();
    const submitted = await ok(
      'p2pTransfer',
      {
        accountId: ACCOUNTS.patUsd,
        amount: '25.00',
        currency: 'USD',
        toEmail: 'business@demo.test',
        invoiceId: DEMO_INVOICES.push,
      },
      pat,
    );
    expect(submitted).toMatchObject({ status: 'waitingApproval', approveMode: 'push' });
    const device = await send<{ transactions: Array<{ transactionId: number; email: string; amount: string }> }>(
      t.sandbox,
      'GET',
      '/sandbox/device?format=json',
    );
    expect(device.body.transactions).toEqual([
      expect.objectContaining({ transactionId: submitted.transactionId, email: 'push@demo.test', amount: 'USD 25.00' }),
    ]);
    const page = await t.sandbox.fetch('/sandbox/device');
    expect(await page.text()).toContain(`/sandbox/device/transactions/${String(submitted.transactionId)}/approve`);

    const decided = await send(
      t.sandbox,
      'POST',
      `/sandbox/device/transactions/${String(submitted.transactionId)}/approve`,
    );
    expect(decided.body).toMatchObject({ status: 'completed' });
    expect(delta(before, balances())).toEqual({ patUsd: -2_550, northwindUsd: 2_500, feesUsd: 50 });
    const notices = await ok('notificationList', { pageNumber: 1, pageSize: 25 }, pat);
    expect((notices.notifications as Array<Record<string, unknown>>)[0]).toMatchObject({
      type: 'transactionApproved',
      data: { transactionId: submitted.transactionId, status: 'completed' },
    });
    const again = await send(
      t.sandbox,
      'POST',
      `/sandbox/device/transactions/${String(submitted.transactionId)}/approve`,
    );
    expect(again.status).toBe(404);
  });

  it('makes an approval transaction for a business user who may only initiate payments: nothing is booked', async () => {
    const evan = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const before = balances();
    const result = await ok(
      'p2pTransfer',
      {
        fromCustomerId: 200001,
        accountId: ACCOUNTS.northwindUsd,
        amount: '250.00',
        currency: 'USD',
        toEmail: 'personal@demo.test',
        invoiceId: DEMO_INVOICES.toNorthwind,
      },
      evan,
    );
    expect(result).toMatchObject({ status: 'approvalTransactionCreated', approvalTransactionCreated: true });
    expect(balances()).toEqual(before);
    expect(
      await ok('invoiceGet', { fromCustomerId: 200001, invoiceId: DEMO_INVOICES.toNorthwind }, evan),
    ).toMatchObject({ invoice: { status: 'awaitingPayment' } });
  });
});

describe('creating and rejecting invoices', () => {
  it('creates an invoice payable into the account in its currency and e-mails the payer; idempotent with a key', async () => {
    const northwind = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const input = {
      toEmail: 'personal@demo.test',
      amount: '99.90',
      currency: 'EUR',
      dueDate: '2030-02-01',
      noteBody: 'Workshop seats',
    };
    const created = await ok('invoiceCreate', input, northwind, { 'idempotency-key': 'create-1' });
    expect(created.invoice).toMatchObject({
      payerName: 'Paula Personal',
      amount: '99.90',
      currencyCode: 'EUR',
      status: 'unpaid',
      noteBody: 'Workshop seats',
      payeeAccountId: ACCOUNTS.northwindEur,
    });
    const again = await ok('invoiceCreate', input, northwind, { 'idempotency-key': 'create-1' });
    expect((again.invoice as { id: number }).id).toBe((created.invoice as { id: number }).id);
    expect((await outbox(t.sandbox, 'personal@demo.test'))[0]?.subject).toBe(
      'Northwind Trading Ltd sent you an invoice for EUR 99.90',
    );

    const unknown = await call('invoiceCreate', { ...input, toEmail: 'nobody@demo.test' }, northwind);
    expect(unknown.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'toEmail', description: 'No wallet account uses this e-mail' }],
    });
    const past = await call('invoiceCreate', { ...input, dueDate: '2029-12-31' }, northwind);
    expect(past.body).toMatchObject({ validationErrors: [{ field: 'dueDate' }] });
    const noAccount = await call('invoiceCreate', { ...input, currency: 'GBP' }, northwind);
    expect(noAccount.body).toMatchObject({
      validationErrors: [{ field: 'currency', description: 'You have no GBP account to receive the payment' }],
    });
    expect(await ok('checkPayee', { email: 'personal@demo.test' }, northwind)).toMatchObject({
      exist: true,
      outBlacklist: true,
      isEmployee: false,
    });
    expect(await ok('checkPayee', { email: 'employee@demo.test' }, northwind)).toMatchObject({
      exist: false,
      isEmployee: true,
    });
  });

  it('rejects with a note for the payee; paid invoices cannot be rejected', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const rejected = await ok(
      'invoiceReject',
      { invoiceId: DEMO_INVOICES.personalSnacks, note: 'Not ordered by me' },
      paula,
    );
    expect(rejected.invoice).toMatchObject({ status: 'rejected', statusId: 4, rejectionNote: 'Not ordered by me' });
    expect((await outbox(t.sandbox, 'business@demo.test'))[0]?.body).toContain('Their note: Not ordered by me');
    expect(await ok('invoiceReject', { invoiceId: DEMO_INVOICES.personalSnacks }, paula)).toMatchObject({
      invoice: { status: 'rejected' },
    });
    await ok(
      'p2pTransfer',
      {
        accountId: ACCOUNTS.paulaUsd,
        amount: '19.99',
        currency: 'USD',
        toEmail: 'merchant@demo.test',
        invoiceId: DEMO_INVOICES.personalPixel,
      },
      paula,
    );
    const paid = await call('invoiceReject', { invoiceId: DEMO_INVOICES.personalPixel }, paula);
    expect(paid.body).toMatchObject({ responseCode: 'TA1', responseDescription: 'This invoice is already paid' });
  });

  it('issues a funding invoice with a wire reference and a signed PDF', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const funding = await ok('fundingInvoiceCreate', { amount: '500', currency: 'EUR' }, paula);
    const invoice = funding.invoice as {
      id: number;
      urlPdf: string;
      isFunding: boolean;
      fundingReference: string;
      payeeName: string;
    };
    expect(invoice).toMatchObject({
      isFunding: true,
      isSystem: true,
      payeeName: 'Sandbox Bank (account funding)',
      fundingReference: `FUND-100001-${invoice.id}`,
    });
    const pdf = await t.sandbox.fetch(invoice.urlPdf);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`FUND-100001-${invoice.id}`);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');

    const forged = await t.sandbox.fetch(invoice.urlPdf.replace(/signature=[^&]+/, 'signature=forged'));
    expect(forged.status).toBe(403);
    t.advance(61 * 60_000);
    expect((await t.sandbox.fetch(invoice.urlPdf)).status).toBe(410);
  });
});
