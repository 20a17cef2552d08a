/** Mass payments and global-pay batches over the wire: summaries, one ledger entry per file, partial notices, code 92, batch lifecycle, claims. */
import { beforeEach, describe, expect, it } from 'vitest';
import { MASS_SAMPLE_ROWS } from '../../src/core/api/contract/mass-payments';
import { DEMO_BATCHES } from '../db/seed-mass-payments';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { sampleFile } from '../domain/mass-payments';
import type { JsonReply } from '../test-support';
import { bearer, outbox, send, signIn, callMethod, useTestSandbox, expectOk } from '../test-support';

const t = useTestSandbox();
let token: string;

beforeEach(async () => {
  token = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
});

const NORTHWIND_USD = 500013;
const PAULA_USD = 500001;

type Body = Record<string, unknown> & { responseCode: string; responseDescription?: string };

function call(name: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return callMethod(t.sandbox, name, payload, token, headers) as Promise<JsonReply<Body>>;
}

async function ok(name: string, payload: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Body> {
  return expectOk((await call(name, payload, headers)).body);
}

describe('mass payments', () => {
  it('prices a p2p file without booking, then pays the good rows in one entry and notifies about the refused one', async () => {
    const text =
      'email,amount,currency,note\npersonal@demo.test,10.00,USD,Bonus\nnobody@nowhere.test,5.00,USD,\nsms@demo.test,4.00,EUR,Stickers\n';
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    const summary = await ok('p2pMassTransfer', { accountId: NORTHWIND_USD, text, onlySummary: true });
    expect(summary).toMatchObject({
      batchId: null,
      summary: { count: 3, accepted: 2, rejected: 1, debitCurrency: 'USD' },
    });
    expect(summary.rows).toEqual([expect.objectContaining({ row: 2, status: 'rejected', column: 'email' })]);
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);

    const paid = await ok(
      'p2pMassTransfer',
      { accountId: NORTHWIND_USD, text, fileName: 'bonus.csv' },
      { 'Idempotency-Key': 'mass-1' },
    );
    expect(paid).toMatchObject({ status: 'partiallyCompleted' });
    const again = await ok(
      'p2pMassTransfer',
      { accountId: NORTHWIND_USD, text, fileName: 'bonus.csv' },
      { 'Idempotency-Key': 'mass-1' },
    );
    expect(again.batchId).toBe(paid.batchId);
    const totalDebit = Math.round(Number((paid.summary as { totalDebit: string }).totalDebit) * 100);
    expect(before - balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(totalDebit);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
    const notices = t.sandbox.db.prepare("SELECT data FROM notifications WHERE type = 'batchPartially'").all() as {
      data: string;
    }[];
    expect(notices.map((notice) => JSON.parse(notice.data) as unknown)).toEqual([
      { batchId: paid.batchId, batchName: 'Mass payment to wallet users: bonus.csv' },
    ]);
    expect(balanceMinor(t.sandbox.db, PAULA_USD)).toBeGreaterThan(0);

    // A payee sees a wallet payment from Northwind with the payment's reference and note, not the payer's file.
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const history = await send<Body>(
      t.sandbox,
      'POST',
      '/api/v4?method=transactionHistoryGet',
      { method: 'transactionHistoryGet', pageNumber: 1 },
      bearer(paula),
    );
    const newest = (history.body.transactions as { transaction: Record<string, unknown>[] }).transaction[0];
    expect(newest).toMatchObject({
      operationType: 'p2p',
      direction: 'in',
      amount: '10.00',
      counterpartyName: 'Northwind Trading Ltd',
      counterpartyEmail: 'business@demo.test',
      description: 'Payment from Northwind Trading Ltd',
      reference: `${String(paid.batchId)}-1`,
      note: 'Bonus',
    });
    expect(JSON.stringify(newest)).not.toContain('bonus.csv');
  });

  it('pays a wire file: debits + fees leave the account, a bad IBAN row is refused', async () => {
    const text =
      'name;iban;swift;country;amount;currency;reference\r\n"Schmidt; Anna";DE89370400440532013000;COBADEFFXXX;DE;100.00;USD;A\r\nBad;DE00370400440532013000;COBADEFFXXX;DE;1.00;USD;B\r\n';
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    const paid = await ok('massWireTransfer', { accountId: NORTHWIND_USD, text });
    expect(paid.rows).toEqual([
      expect.objectContaining({ row: 1, status: 'accepted' }),
      expect.objectContaining({ row: 2, status: 'rejected', column: 'iban' }),
    ]);
    expect(before - balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(10_000 + 250);
    const list = await ok('batchTransferList', { types: ['wire'] });
    expect((list.batchTransfer as { transfer: { id: number }[] }).transfer.map((batch) => batch.id)).toEqual([
      paid.batchId,
    ]);
  });

  it("words refused rows in the request language, in the file's answer and in the batch history; English by default (issue 24)", async () => {
    const text =
      'name;iban;swift;country;amount;currency;reference\r\nAnna;DE89370400440532013000;COBADEFFXXX;DE;100.00;USD;A\r\nBad;DE00370400440532013000;COBADEFFXXX;DE;1.00;USD;B\r\nAnna;DE89370400440532013000;COBADEFFXXX;DE;100.00;USD;A\r\n';
    const uk = { 'accept-language': 'uk' };
    const priced = await ok('massWireTransfer', { accountId: NORTHWIND_USD, text, onlySummary: true }, uk);
    expect(priced.rows).toEqual([
      expect.objectContaining({ row: 2, column: 'iban', reason: 'Недійсний IBAN: контрольні цифри не збігаються' }),
      expect.objectContaining({ row: 3, reason: 'Повторює рядок 1' }),
    ]);
    const paid = await ok(
      'massWireTransfer',
      { accountId: NORTHWIND_USD, text },
      { 'Idempotency-Key': 'mass-language-1' },
    );
    const refused = (body: Body) =>
      (body.batch as { rows: Array<{ status: string; reason?: string }> }).rows
        .filter((row) => row.status === 'rejected')
        .map((row) => row.reason);
    expect(refused(await ok('batchTransferGet', { id: paid.batchId }, { 'accept-language': 'es-ES' }))).toEqual([
      'No es un IBAN válido: los dígitos de control no coinciden',
      'Repite la fila 1',
    ]);
    expect(refused(await ok('batchTransferGet', { id: paid.batchId }))).toEqual([
      'Not a valid IBAN: the check digits do not match',
      'Repeats row 1',
    ]);
  });
});

describe('approval of mass files', () => {
  const ALMA_USD = 501303;
  const file = 'email,amount,currency,note\npersonal@demo.test,10.00,USD,Bonus\notp@demo.test,5.00,USD,Bonus\n';

  it('asks a payer in approval-code mode for the e-mailed code: nothing is booked before it, the file is paid once after', async () => {
    token = (await signIn(t.sandbox, 'approval-code@demo.test')).accessToken;
    const before = balanceMinor(t.sandbox.db, ALMA_USD);
    const submitted = await ok(
      'p2pMassTransfer',
      { accountId: ALMA_USD, text: file, fileName: 'bonus.csv' },
      { 'Idempotency-Key': 'mass-code-1' },
    );
    expect(submitted).toMatchObject({
      status: 'draft',
      approval: {
        transactionId: submitted.batchId,
        status: 'waitingApproval',
        approveMode: 'approvalCode',
        approvalSentTo: 'a•••@demo.test',
        totalDebit: '16.00',
      },
    });
    expect(balanceMinor(t.sandbox.db, ALMA_USD)).toBe(before);
    expect(
      (await call('massTransferApprove', { trxid: submitted.batchId, approvalCode: '000000' })).body,
    ).toMatchObject({ responseCode: 'VF' });
    const code = (await outbox(t.sandbox, 'approval-code@demo.test'))[0]?.code ?? '';
    const paid = await ok('massTransferApprove', { trxid: submitted.batchId, approvalCode: code });
    expect(paid).toMatchObject({
      status: 'completed',
      approval: { status: 'completed' },
      rows: [
        { row: 1, status: 'accepted' },
        { row: 2, status: 'accepted' },
      ],
    });
    const again = await ok('massTransferApprove', { trxid: submitted.batchId, approvalCode: code });
    expect(again.status).toBe('completed');
    // 15.00 and two p2p fees of 0.50.
    expect(before - balanceMinor(t.sandbox.db, ALMA_USD)).toBe(1_600);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
    expect((await call('massTransferApprovalResend', { trxid: submitted.batchId })).body).toMatchObject({
      responseCode: 'TA1',
    });
  });

  it('words its refusals in the language of the request', async () => {
    const empty = (
      await call(
        'p2pMassTransfer',
        { accountId: NORTHWIND_USD, text: 'email,amount,currency,note\n', onlySummary: true },
        { 'accept-language': 'es' },
      )
    ).body;
    expect(empty.responseCode).not.toBe('00');
    expect(empty.responseDescription).toContain('El archivo no tiene filas de pagos');
    expect(JSON.stringify(empty)).not.toContain('The file has no payment rows');
  });

  it('cancels a file after five wrong codes', async () => {
    token = (await signIn(t.sandbox, 'approval-code@demo.test')).accessToken;
    const submitted = await ok('massWireTransfer', {
      accountId: ALMA_USD,
      text: 'Anna,DE89370400440532013000,COBADEFFXXX,DE,10.00,USD,A\n',
    });
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect(
        (await call('massTransferApprove', { trxid: submitted.batchId, approvalCode: '000000' })).body,
      ).toMatchObject({ responseCode: 'VF' });
    const last = (await call('massTransferApprove', { trxid: submitted.batchId, approvalCode: '000000' })).body;
    expect(last.responseCode).toBe('TA1');
    expect(last.responseDescription).toMatch(/too many wrong codes/i);
    const batch = await ok('batchTransferGet', { id: submitted.batchId });
    expect(batch).toMatchObject({ batch: { status: 'cancelled' } });
  });

  it('makes ONE request for a file of an initiator (right 3); business@ approves the whole file with its code and it is paid once', async () => {
    const NORTHWIND = 200001;
    const evan = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    token = evan;
    const submitted = await ok(
      'p2pMassTransfer',
      { fromCustomerId: NORTHWIND, accountId: NORTHWIND_USD, text: file, fileName: 'bonus.csv' },
      { 'Idempotency-Key': 'mass-init-1' },
    );
    expect(submitted).toMatchObject({
      status: 'draft',
      approval: { status: 'approvalTransactionCreated', approvalTransactionCreated: true },
    });
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);
    const own = await ok('businessTransactionRequestList', { fromCustomerId: NORTHWIND });
    expect(own).toMatchObject({
      total: 1,
      requests: [
        {
          transactionType: 'massP2p',
          groupedTransactionType: 'mass',
          batchId: String(submitted.batchId),
          amount: '15.00',
          fee: '1.00',
        },
      ],
    });

    token = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    expect(await ok('businessTransactionMassList', {})).toMatchObject({
      total: 1,
      batches: [{ batchId: String(submitted.batchId), transactionType: 'massP2p', count: 2 }],
    });
    const decision = await ok('businessTransactionMassApprove', { batchId: submitted.batchId, declined: false });
    const code = (await outbox(t.sandbox, 'business@demo.test'))[0]?.code ?? '';
    const confirmed = await ok('businessTransactionRequestConfirm', {
      approvalTransactionId: decision.approvalTransactionId,
      code,
    });
    expect(confirmed).toMatchObject({ results: [{ status: 'approved' }] });
    await ok('businessTransactionRequestConfirm', { approvalTransactionId: decision.approvalTransactionId, code });
    expect(before - balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(1_600);
    expect(await ok('batchTransferGet', { id: submitted.batchId })).toMatchObject({
      batch: { status: 'completed', accepted: 2 },
    });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('a declined file moves nothing and is cancelled', async () => {
    const NORTHWIND = 200001;
    token = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    const submitted = await ok('massWireTransfer', {
      fromCustomerId: NORTHWIND,
      accountId: NORTHWIND_USD,
      text: 'Anna,DE89370400440532013000,COBADEFFXXX,DE,10.00,USD,A\n',
    });
    token = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const decision = await ok('businessTransactionMassApprove', { batchId: submitted.batchId, declined: true });
    await ok('businessTransactionRequestConfirm', {
      approvalTransactionId: decision.approvalTransactionId,
      code: (await outbox(t.sandbox, 'business@demo.test'))[0]?.code ?? '',
    });
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);
    expect(await ok('batchTransferGet', { id: submitted.batchId })).toMatchObject({ batch: { status: 'cancelled' } });
  });
});

describe('global-pay batches', () => {
  it('asks for a confirmation (92) for a file uploaded before, then edits, forbids a method, submits, and the recipient claims', async () => {
    const text = sampleFile('global', MASS_SAMPLE_ROWS.global);
    const first = (await call('globalPayBatchUpload', { batchName: 'Again', accountId: NORTHWIND_USD, text })).body;
    expect(first).toMatchObject({
      responseCode: '92',
      batchId: DEMO_BATCHES.sampleDraft,
      date: '2025-03-10T08:15:00.000Z',
    });
    const confirmed = await ok('globalPayBatchUpload', {
      batchName: 'Again',
      accountId: NORTHWIND_USD,
      text,
      ignoreIdenticalBatch: true,
    });
    const batch = confirmed.batch as {
      batchId: number;
      payments: { paymentId: number; paymentMethods: { name: string }[] }[];
    };
    const [anna, maria] = batch.payments;
    if (!anna || !maria) throw new Error('two payments expected');

    await ok('globalPayBatchPaymentUpdate', {
      batchId: batch.batchId,
      paymentId: anna.paymentId,
      payment: {
        beneficiaryName: 'Anna Schmidt',
        beneficiaryEmail: 'anna.schmidt@recipient.test',
        beneficiaryCountryCode: 'DE',
        amount: '275.00',
        description: 'Translation',
      },
    });
    const forbidden = await ok('globalPayBatchMethodForbiddenSet', {
      batchId: batch.batchId,
      paymentId: anna.paymentId,
      paymentMethod: 'swift',
      forbidden: true,
    });
    expect(
      (forbidden.batch as { payments: { paymentMethods: { name: string; forbidden: boolean }[] }[] }).payments[0]
        ?.paymentMethods,
    ).toContainEqual({ name: 'swift', forbidden: true });
    await ok('globalPayBatchPaymentRemove', { batchId: batch.batchId, paymentId: maria.paymentId });

    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    const submitted = await ok('globalPayBatchSubmit', { batchId: batch.batchId }, { 'Idempotency-Key': 'batch-1' });
    await ok('globalPayBatchSubmit', { batchId: batch.batchId }, { 'Idempotency-Key': 'batch-1' });
    expect(submitted.batch).toMatchObject({ status: 'submitted', count: 1, total: '275.00' });
    expect(before - balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(27_500);

    const mail = (await outbox(t.sandbox, 'anna.schmidt@recipient.test')).find((message) =>
      message.link?.includes('/receive/gp_'),
    );
    const secret = mail?.link?.split('/receive/')[1] ?? '';
    const methods = await send<Body>(t.sandbox, 'POST', '/api/v4?method=globalTransferMethodsGet', {
      method: 'globalTransferMethodsGet',
      paymentSecret: secret,
      countryCode: 'DE',
    });
    const names = (methods.body.methods as { paymentMethod: string }[]).map((method) => method.paymentMethod);
    expect(names).toContain('sepa');
    expect(names).not.toContain('swift');
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it("an initiator's submit (employee@, right 3) is ONE request and holds nothing; business@ approves it with its code and it is held once", async () => {
    const NORTHWIND = 200001;
    token = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const text =
      'name,email,country,amount,currency,description\nLena Vogel,lena@recipient.test,DE,40.00,USD,April\nTom Berg,tom@recipient.test,DE,2.50,USD,April\n';
    const uploaded = await ok('globalPayBatchUpload', {
      fromCustomerId: NORTHWIND,
      batchName: 'Freelancers',
      accountId: NORTHWIND_USD,
      text,
    });
    const batchId = (uploaded.batch as { batchId: number }).batchId;
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    const submitted = await ok(
      'globalPayBatchSubmit',
      { fromCustomerId: NORTHWIND, batchId },
      { 'Idempotency-Key': 'global-init-1' },
    );
    expect(submitted.batch).toMatchObject({
      status: 'draft',
      approvalStatus: 'approvalTransactionCreated',
      count: 2,
      total: '42.50',
    });
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);
    expect(await outbox(t.sandbox, 'lena@recipient.test')).toEqual([]);
    const locked = (await call('globalPayBatchCancel', { fromCustomerId: NORTHWIND, batchId })).body;
    expect(locked.responseCode).toBe('TA1');
    expect(locked.responseDescription).toMatch(/waiting for approval/);
    await ok('globalPayBatchSubmit', { fromCustomerId: NORTHWIND, batchId }, { 'Idempotency-Key': 'global-init-2' });
    expect(await ok('businessTransactionRequestList', { fromCustomerId: NORTHWIND })).toMatchObject({
      total: 1,
      requests: [
        {
          transactionType: 'globalPay',
          groupedTransactionType: 'global',
          batchId: String(batchId),
          amount: '42.50',
          beneficiary: 'Freelancers',
        },
      ],
    });

    token = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    expect(await ok('businessTransactionMassList', {})).toMatchObject({
      total: 1,
      batches: [{ batchId: String(batchId), transactionType: 'globalPay', count: 2 }],
    });
    const decision = await ok('businessTransactionMassApprove', { batchId, declined: false });
    const code = (await outbox(t.sandbox, 'business@demo.test'))[0]?.code ?? '';
    expect(
      await ok('businessTransactionRequestConfirm', { approvalTransactionId: decision.approvalTransactionId, code }),
    ).toMatchObject({ results: [{ status: 'approved' }] });
    await ok('businessTransactionRequestConfirm', { approvalTransactionId: decision.approvalTransactionId, code });
    expect(before - balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(4_250);
    expect((await ok('globalPayBatchGet', { batchId })).batch).toMatchObject({
      status: 'submitted',
      approvalStatus: 'approved',
    });
    expect(
      (await outbox(t.sandbox, 'lena@recipient.test')).filter((message) => message.link?.includes('/receive/gp_')),
    ).toHaveLength(1);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('a declined global batch holds nothing and is cancelled', async () => {
    const NORTHWIND = 200001;
    token = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const text = 'name,email,country,amount,currency,description\nLena Vogel,lena@recipient.test,DE,40.00,USD,April\n';
    const uploaded = await ok('globalPayBatchUpload', {
      fromCustomerId: NORTHWIND,
      batchName: 'Declined',
      accountId: NORTHWIND_USD,
      text,
    });
    const batchId = (uploaded.batch as { batchId: number }).batchId;
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    await ok('globalPayBatchSubmit', { fromCustomerId: NORTHWIND, batchId });
    token = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const decision = await ok('businessTransactionMassApprove', { batchId, declined: true });
    await ok('businessTransactionRequestConfirm', {
      approvalTransactionId: decision.approvalTransactionId,
      code: (await outbox(t.sandbox, 'business@demo.test'))[0]?.code ?? '',
    });
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);
    expect((await ok('globalPayBatchGet', { batchId })).batch).toMatchObject({
      status: 'cancelled',
      approvalStatus: 'declined',
    });
    expect(await outbox(t.sandbox, 'lena@recipient.test')).toEqual([]);
  });

  it('a payer in approval-code mode holds a global batch only after the e-mailed code; the batch is locked meanwhile; the right code twice holds once', async () => {
    t.sandbox.db
      .prepare("UPDATE users SET transaction_approve_mode = 'approvalCode' WHERE email = 'business@demo.test'")
      .run();
    const text = 'name,email,country,amount,currency,description\nLena Vogel,lena@recipient.test,DE,40.00,USD,April\n';
    const uploaded = await ok('globalPayBatchUpload', { batchName: 'By code', accountId: NORTHWIND_USD, text });
    const batch = uploaded.batch as { batchId: number; payments: { paymentId: number }[] };
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    const submitted = await ok(
      'globalPayBatchSubmit',
      { batchId: batch.batchId },
      { 'Idempotency-Key': 'global-code-1' },
    );
    expect(submitted).toMatchObject({
      batch: { status: 'draft', approvalStatus: 'waitingApproval' },
      approval: {
        status: 'waitingApproval',
        transactionId: batch.batchId,
        approveMode: 'approvalCode',
        totalDebit: '40.00',
      },
    });
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);
    expect(
      (await call('globalPayBatchPaymentRemove', { batchId: batch.batchId, paymentId: batch.payments[0]?.paymentId }))
        .body.responseCode,
    ).toBe('TA1');
    // Submitting again answers the same approval and sends no new code.
    expect(
      await ok('globalPayBatchSubmit', { batchId: batch.batchId }, { 'Idempotency-Key': 'global-code-2' }),
    ).toMatchObject({ approval: { status: 'waitingApproval' } });
    const codes = (await outbox(t.sandbox, 'business@demo.test')).filter((message) => message.code);
    expect(codes).toHaveLength(1);
    const code = codes[0]?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await call('globalPayBatchApprove', { batchId: batch.batchId, approvalCode: wrong })).body.responseCode,
    ).toBe('VF');
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);
    expect(await ok('globalPayBatchApprove', { batchId: batch.batchId, approvalCode: code })).toMatchObject({
      batch: { status: 'submitted', approvalStatus: 'approved' },
      approval: { status: 'completed' },
    });
    await ok('globalPayBatchApprove', { batchId: batch.batchId, approvalCode: code });
    expect(before - balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(4_000);
    expect(
      (await outbox(t.sandbox, 'lena@recipient.test')).filter((message) => message.link?.includes('/receive/gp_')),
    ).toHaveLength(1);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('an initiator in approval-code mode gives their own code first, then the batch becomes one request; resends are counted', async () => {
    const NORTHWIND = 200001;
    t.sandbox.db
      .prepare("UPDATE users SET transaction_approve_mode = 'approvalCode' WHERE email = 'employee@demo.test'")
      .run();
    token = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const text = 'name,email,country,amount,currency,description\nLena Vogel,lena@recipient.test,DE,40.00,USD,April\n';
    const batchId = (
      (
        await ok('globalPayBatchUpload', {
          fromCustomerId: NORTHWIND,
          batchName: 'Initiator by code',
          accountId: NORTHWIND_USD,
          text,
        })
      ).batch as { batchId: number }
    ).batchId;
    const before = balanceMinor(t.sandbox.db, NORTHWIND_USD);
    await ok('globalPayBatchSubmit', { fromCustomerId: NORTHWIND, batchId });
    expect(await ok('globalPayBatchApprovalResend', { fromCustomerId: NORTHWIND, batchId })).toMatchObject({
      resendsLeft: 4,
    });
    const code = (await outbox(t.sandbox, 'employee@demo.test')).filter((message) => message.code)[0]?.code ?? '';
    expect(await ok('globalPayBatchApprove', { fromCustomerId: NORTHWIND, batchId, approvalCode: code })).toMatchObject(
      {
        batch: { status: 'draft', approvalStatus: 'approvalTransactionCreated' },
        approval: { status: 'approvalTransactionCreated', approvalTransactionCreated: true },
      },
    );
    expect(balanceMinor(t.sandbox.db, NORTHWIND_USD)).toBe(before);
    expect(await ok('businessTransactionRequestList', { fromCustomerId: NORTHWIND })).toMatchObject({
      total: 1,
      requests: [{ transactionType: 'globalPay', batchId: String(batchId), amount: '40.00' }],
    });
  });

  it('lists batches 20 a page, filtered, and shows the uploaded file', async () => {
    const list = await ok('batchTransferList', { types: ['global'], search: 'speakers' });
    expect(list).toMatchObject({ total: 1 });
    const file = await ok('batchTransferViewFile', { id: DEMO_BATCHES.cancelled });
    expect(file.text).toContain('Luca Rossi');
    const other = await call('batchTransferViewFile', { id: 1 });
    expect(other.body.responseCode).not.toBe('00');
  });
});
