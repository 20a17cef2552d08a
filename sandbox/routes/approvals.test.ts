/** Business approvals over the wire: an initiator's request, decided by a user with full access with their code. */
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_INVOICES } from '../db/seed-invoices';
import { registerApprovalExecutor } from '../domain/approvals';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { bearer, outbox, send, signIn, useTestSandbox, expectOk } from '../test-support';

const t = useTestSandbox();

type Body = Record<string, unknown> & { responseCode: string };
const call = async (name: string, payload: Record<string, unknown>, token: string) =>
  (await send<Body>(t.sandbox, 'POST', `/api/v4?method=${name}`, { method: name, ...payload }, bearer(token))).body;
async function ok(name: string, payload: Record<string, unknown>, token: string): Promise<Body> {
  return expectOk(await call(name, payload, token));
}
const NORTHWIND = 200001;
const balances = () => ({
  northwindUsd: balanceMinor(t.sandbox.db, 500013),
  paulaUsd: balanceMinor(t.sandbox.db, 500001),
});
const lastCode = async (to: string) => (await outbox(t.sandbox, to))[0]?.code ?? '';

async function employeeRequest(amount: string): Promise<number> {
  const evan = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
  const made = await ok(
    'p2pTransfer',
    {
      fromCustomerId: NORTHWIND,
      accountId: 500013,
      amount,
      currency: 'USD',
      toEmail: 'personal@demo.test',
      note: 'Consulting',
    },
    evan,
  );
  // Who may approve it (full access on transfers), so the initiator's screen names them (issue 33).
  expect(made).toMatchObject({ status: 'approvalTransactionCreated', approvers: ['Bianca Business'] });
  const own = await ok('businessTransactionRequestList', { fromCustomerId: NORTHWIND }, evan);
  return (own.requests as Array<{ transactionId: number }>)[0]?.transactionId ?? 0;
}

describe('business approvals', () => {
  it('lets business@ approve an employee request with its code: the money moves once and the employee hears of it', async () => {
    const requestId = await employeeRequest('75.00');
    const bianca = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    expect(await ok('transactionRequestCounts', {}, bianca)).toMatchObject({ pending: 1, massBatches: 0 });
    const list = await ok(
      'businessTransactionRequestList',
      { createdBy: 10, transactionType: 'p2p', groupedTransactionType: 'internal' },
      bianca,
    );
    expect(list).toMatchObject({
      total: 1,
      requests: [
        {
          transactionId: requestId,
          amount: '75.00',
          currencyCode: 'USD',
          fee: '0.50',
          beneficiary: 'personal@demo.test',
          description: 'Consulting',
          createdBy: { email: 'employee@demo.test' },
          status: 'pending',
        },
      ],
    });
    expect((await ok('businessTransactionRequestList', { createdBy: 9 }, bianca)).total).toBe(0);

    const before = balances();
    const decision = await ok('businessTransactionApprove', { transactionIds: [requestId], declined: false }, bianca);
    expect(decision).toMatchObject({
      status: 'waitingApproval',
      approveMode: 'approvalCode',
      approvalSentTo: 'b•••@demo.test',
    });
    expect(balances()).toEqual(before);
    expect(
      await call(
        'businessTransactionRequestConfirm',
        { approvalTransactionId: decision.approvalTransactionId, code: '000000' },
        bianca,
      ),
    ).toMatchObject({ responseCode: 'VF' });
    const code = await lastCode('business@demo.test');
    const confirmed = await ok(
      'businessTransactionRequestConfirm',
      { approvalTransactionId: decision.approvalTransactionId, code },
      bianca,
    );
    expect(confirmed).toMatchObject({
      status: 'completed',
      results: [{ transactionId: requestId, status: 'approved' }],
    });
    const again = await ok(
      'businessTransactionRequestConfirm',
      { approvalTransactionId: decision.approvalTransactionId, code },
      bianca,
    );
    expect(again.results).toEqual(confirmed.results);
    expect(balances()).toEqual({ northwindUsd: before.northwindUsd - 7_550, paulaUsd: before.paulaUsd + 7_500 });
    expect(
      await call('businessTransactionApprove', { transactionIds: [requestId], declined: false }, bianca),
    ).toMatchObject({ responseCode: 'TA1' });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);

    const evan = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const notices = await ok('notificationList', { pageNumber: 1, pageSize: 25, fromCustomerId: NORTHWIND }, evan);
    expect((notices.notifications as Array<Record<string, unknown>>)[0]).toMatchObject({
      type: 'transactionRequestApproved',
      data: { requestId, status: 'approved' },
    });
    expect(await ok('businessTransactionRequestList', { fromCustomerId: NORTHWIND }, evan)).toMatchObject({
      requests: [{ transactionId: requestId, status: 'approved', decidedBy: 'Bianca Business' }],
    });
  });

  it('declines an invoice payment request: nothing moves and the invoice is unpaid again; initiators cannot decide', async () => {
    const evan = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    await ok(
      'p2pTransfer',
      {
        fromCustomerId: NORTHWIND,
        accountId: 500013,
        amount: '250.00',
        currency: 'USD',
        toEmail: 'personal@demo.test',
        invoiceId: DEMO_INVOICES.toNorthwind,
      },
      evan,
    );
    const own = await ok('businessTransactionRequestList', { fromCustomerId: NORTHWIND }, evan);
    const requestId = (own.requests as Array<{ transactionId: number }>)[0]?.transactionId ?? 0;
    expect(
      await call(
        'businessTransactionApprove',
        { fromCustomerId: NORTHWIND, transactionIds: [requestId], declined: false },
        evan,
      ),
    ).toMatchObject({ responseCode: 'ENOA' });

    const bianca = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const before = balances();
    const decision = await ok('businessTransactionApprove', { transactionIds: [requestId], declined: true }, bianca);
    await ok(
      'businessTransactionRequestConfirm',
      { approvalTransactionId: decision.approvalTransactionId, code: await lastCode('business@demo.test') },
      bianca,
    );
    expect(balances()).toEqual(before);
    expect(await ok('invoiceGet', { invoiceId: DEMO_INVOICES.toNorthwind }, bianca)).toMatchObject({
      invoice: { status: 'unpaid' },
    });
  });

  it('runs the executor registered for a transaction type, and fails a request whose executor refuses it', async () => {
    const executed: string[] = [];
    onTestFinished(
      registerApprovalExecutor('wire', {
        execute: (_context, request) => {
          executed.push(request.reference);
        },
        decline: () => undefined,
      }),
    );
    const { createApprovalRequest } = await import('../domain/approvals');
    const ids = ['W-1', 'W-2'].map((reference) =>
      createApprovalRequest(t.sandbox.db, {
        customerId: NORTHWIND,
        createdByUserId: 10,
        transactionType: 'wire',
        reference,
        batchId: 'B-7',
        amountMinor: 10_000,
        currency: 'USD',
        feeMinor: 1_500,
        feeCurrency: 'USD',
        beneficiary: 'DE89 •••• 3000',
        fromAccount: 'GB…',
        nowMs: t.now(),
      }),
    );
    const bianca = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    expect(await ok('businessTransactionMassList', {}, bianca)).toMatchObject({
      total: 1,
      batches: [{ batchId: 'B-7', count: 2, totals: [{ currencyCode: 'USD', amount: '200.00' }] }],
    });
    const decision = await ok('businessTransactionMassApprove', { batchId: 'B-7', declined: false }, bianca);
    const confirmed = await ok(
      'businessTransactionRequestConfirm',
      { approvalTransactionId: decision.approvalTransactionId, code: await lastCode('business@demo.test') },
      bianca,
    );
    expect(confirmed.results).toEqual(
      ids.map((transactionId) => ({ transactionId, status: 'approved', failure: null })),
    );
    expect(executed).toEqual(['W-1', 'W-2']);
  });
});
