/** Global pay to a user over the wire: methods, quote, submit once per key, approval by code, the claim it opens. */
import { describe, expect, it } from 'vitest';
import { MONEY_DEMO } from '../db/seed-money-movement';
import { EXTERNAL_DEMO_USER } from '../db/seed-external-transfers';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { outbox, signIn, methodCaller, useTestSandbox } from '../test-support';

const t = useTestSandbox();

type Body = Record<string, unknown> & { responseCode: string; validationErrors?: Array<{ field?: string }> };
const call = methodCaller<Body>(t);

const usd = EXTERNAL_DEMO_USER.usdAccountId;
const payment = {
  accountId: usd,
  amount: '100.00',
  countryCode: 'DE',
  paymentMethod: 'sepa',
  toCurrencyCode: 'EUR',
  toEmail: 'hans.becker@example.test',
  beneficiaryName: 'Hans Becker',
  description: 'Invoice 2026-11',
};

describe('global pay to a user', () => {
  it('lists the methods of a country with their arrival times, in the request language', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const reply = await call('p2pGlobalPayMethodsGet', { countryCode: 'DE' }, token);
    expect(reply.responseCode).toBe('00');
    const methods = reply.methods as Array<{ paymentMethod: string; eta: string }>;
    expect(methods.map((method) => method.paymentMethod)).toEqual(['sepa', 'card', 'swift']);
    expect((await call('p2pGlobalPayMethodsGet', { countryCode: 'AQ' }, token)).methods).toEqual([]);
  });

  it('prices a payment: the fee on top, the rate and what arrives in the chosen currency', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const meta = await call('p2pGlobalPayMetaGet', payment, token);
    expect(meta).toMatchObject({
      responseCode: '00',
      currencyCode: 'USD',
      feeCurrencyCode: 'USD',
      toCurrencyCode: 'EUR',
    });
    expect(Number(meta.totalDebit)).toBeCloseTo(Number(meta.amount) + Number(meta.fee), 2);
    expect(Number(meta.exchangeRate)).not.toBe(1);
    expect(meta.eta).toBe('1 business day');
    const same = await call(
      'p2pGlobalPayMetaGet',
      { ...payment, countryCode: 'US', paymentMethod: 'ach', toCurrencyCode: 'USD' },
      token,
    );
    expect([Number(same.exchangeRate), Number(same.toAmount)]).toEqual([1, 100]);
    const wrongCurrency = await call('p2pGlobalPayMetaGet', { ...payment, toCurrencyCode: 'GBP' }, token);
    expect(wrongCurrency.responseCode).not.toBe('00');
    expect(wrongCurrency.validationErrors?.[0]?.field).toBe('toCurrencyCode');
  });

  it('books amount and fee once per idempotency key and mails the claim link that pays only by the chosen method', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const db = t.sandbox.context.db;
    const before = balanceMinor(db, usd);
    const headers = { 'Idempotency-Key': 'global-pay-1' };
    const first = await call('p2pGlobalPaySubmit', payment, token, headers);
    const again = await call('p2pGlobalPaySubmit', payment, token, headers);
    expect(first).toMatchObject({ responseCode: '00', status: 'completed', kind: 'globalPay', toCurrencyCode: 'EUR' });
    expect(again.transactionId).toBe(first.transactionId);
    const total = Math.round(Number(first.totalDebit) * 100);
    expect(before - balanceMinor(db, usd)).toBe(total);
    expect(ledgerViolations(db)).toEqual([]);

    const mail = (await outbox(t.sandbox, payment.toEmail))[0];
    const secret = /\/receive\/(gp_[\w-]+)/.exec(mail?.link ?? '')?.[1] ?? '';
    expect(secret).not.toBe('');
    const claimMethods = (await call('globalTransferMethodsGet', { paymentSecret: secret, countryCode: 'DE' }, token))
      .methods as Array<{ paymentMethod: string }>;
    expect(claimMethods.map((method) => method.paymentMethod)).toEqual(['sepa']);

    // One reference: the history row of the payment is found by the id the answer gave.
    const history = await call('transactionHistoryGet', { keyword: String(first.transactionId), pageNumber: 1 }, token);
    type Row = { reference: string };
    const page = (history.transactions as { transaction: Row | Row[] }).transaction;
    const rows: Row[] = Array.isArray(page) ? page : [page];
    expect(rows.filter((row) => row.reference === String(first.transactionId))).toHaveLength(1);

    // Refused by the recipient: amount and fee come back.
    const details = await call('globalTransferDetailsGet', { paymentSecret: secret }, token);
    const paymentId = (details.details as { paymentId: number }).paymentId;
    await call('globalTransferCancel', { paymentSecret: secret, paymentId }, token);
    expect(balanceMinor(db, usd)).toBe(before);
    expect(ledgerViolations(db)).toEqual([]);
  });

  it('waits for the approval code of an approval-code payer; a wrong code moves nothing', async () => {
    const demo = MONEY_DEMO.approvalCode;
    const token = (await signIn(t.sandbox, demo.email)).accessToken;
    const db = t.sandbox.context.db;
    const before = balanceMinor(db, demo.accountId);
    const submitted = await call(
      'p2pGlobalPaySubmit',
      { ...payment, accountId: demo.accountId, countryCode: 'US', paymentMethod: 'ach', toCurrencyCode: 'USD' },
      token,
      {
        'Idempotency-Key': 'global-pay-code',
      },
    );
    expect(submitted).toMatchObject({ status: 'waitingApproval', approveMode: 'approvalCode' });
    expect(balanceMinor(db, demo.accountId)).toBe(before);
    const wrong = await call('p2pGlobalPayApprove', { trxid: submitted.transactionId, approvalCode: '000000' }, token);
    expect(wrong.validationErrors?.[0]?.field).toBe('approvalCode');
    const code = (await outbox(t.sandbox, demo.email)).find((message) => message.code)?.code ?? '';
    const approved = await call('p2pGlobalPayApprove', { trxid: submitted.transactionId, approvalCode: code }, token);
    expect(approved.status).toBe('completed');
    const twice = await call('p2pGlobalPayApprove', { trxid: submitted.transactionId, approvalCode: code }, token);
    expect(twice.status).toBe('completed');
    expect(before - balanceMinor(db, demo.accountId)).toBe(Math.round(Number(approved.totalDebit) * 100));
  });

  it("an initiator's payment (employee@, right 3) is a globalPay request; business@ approves it and it is held once", async () => {
    const NORTHWIND = 200001;
    const NORTHWIND_USD = 500013;
    const db = t.sandbox.context.db;
    const employee = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const before = balanceMinor(db, NORTHWIND_USD);
    let submitted = await call(
      'p2pGlobalPaySubmit',
      { ...payment, fromCustomerId: NORTHWIND, accountId: NORTHWIND_USD },
      employee,
      { 'Idempotency-Key': 'global-pay-initiator' },
    );
    if (submitted.status === 'waitingApproval') {
      const code = (await outbox(t.sandbox, 'employee@demo.test')).find((message) => message.code)?.code ?? '';
      submitted = await call(
        'p2pGlobalPayApprove',
        { fromCustomerId: NORTHWIND, trxid: submitted.transactionId, approvalCode: code },
        employee,
      );
    }
    expect(submitted).toMatchObject({ status: 'approvalTransactionCreated', approvalTransactionCreated: true });
    expect(balanceMinor(db, NORTHWIND_USD)).toBe(before);

    const bianca = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const list = await call('businessTransactionRequestList', { fromCustomerId: NORTHWIND }, bianca);
    const request = (list.requests as Array<{ transactionId: number; transactionType: string }>).find(
      (item) => item.transactionType === 'globalPay',
    );
    expect(request).toBeDefined();
    const decision = await call(
      'businessTransactionApprove',
      { fromCustomerId: NORTHWIND, transactionIds: [request?.transactionId], declined: false },
      bianca,
    );
    const code = (await outbox(t.sandbox, 'business@demo.test')).find((message) => message.code)?.code ?? '';
    const confirmed = await call(
      'businessTransactionRequestConfirm',
      { fromCustomerId: NORTHWIND, approvalTransactionId: decision.approvalTransactionId, code },
      bianca,
    );
    expect(confirmed).toMatchObject({ responseCode: '00', results: [{ status: 'approved' }] });
    expect(before - balanceMinor(db, NORTHWIND_USD)).toBe(Math.round(Number(submitted.totalDebit) * 100));
    expect((await outbox(t.sandbox, payment.toEmail)).filter((message) => message.link)).toHaveLength(1);
    expect(ledgerViolations(db)).toEqual([]);
  });

  it('refuses paying oneself and an amount over the balance, at their fields', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const tooMuch = await call('p2pGlobalPaySubmit', { ...payment, amount: '99999999.00' }, token);
    expect(tooMuch.validationErrors?.[0]?.field).toBe('amount');
    const self = await call('p2pGlobalPaySubmit', { ...payment, toEmail: EXTERNAL_DEMO_USER.email }, token);
    expect(self.validationErrors?.[0]?.field).toBe('toEmail');
  });
});
