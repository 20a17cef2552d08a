/** Own-account transfers, subscriptions taken by the scheduler clock, p2p extras, pre-approved payments, accounts. */
import { describe, expect, it } from 'vitest';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { send, signIn, methodCaller, useTestSandbox, expectOk } from '../test-support';

const t = useTestSandbox();

type Body = Record<string, unknown> & { responseCode: string };
const call = methodCaller<Body>(t);
async function ok(
  name: string,
  payload: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = {},
): Promise<Body> {
  return expectOk(await call(name, payload, token, headers));
}
const balance = (id: number) => balanceMinor(t.sandbox.db, id);

describe('own-account transfers', () => {
  it('moves USD to EUR at the rate with the fee, once per idempotency key', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const fee = await ok(
      'fundsTransferFee',
      { fromAccountId: 500001, toAccountId: 500002, amount: '100.00', currency: 'USD' },
      paula,
    );
    expect(fee).toMatchObject({
      fee: '0.30',
      feeCurrencyCode: 'USD',
      exchangeRate: '0.92',
      debitAmount: '100.00',
      creditAmount: '92.00',
      creditCurrencyCode: 'EUR',
      totalDebit: '100.30',
    });
    const inEur = await ok(
      'fundsTransferFee',
      { fromAccountId: 500001, toAccountId: 500002, amount: '92.00', currency: 'EUR' },
      paula,
    );
    expect(inEur).toMatchObject({ debitAmount: '100.00', creditAmount: '92.00' });
    const before = [balance(500001), balance(500002)];
    const payload = { fromAccountId: 500001, toAccountId: 500002, amount: '100.00', currency: 'USD' };
    const first = await ok('fundsTransfer', payload, paula, { 'idempotency-key': 'own-1' });
    const second = await ok('fundsTransfer', payload, paula, { 'idempotency-key': 'own-1' });
    expect(second.transactionId).toBe(first.transactionId);
    expect(first).toMatchObject({
      status: 'completed',
      kind: 'betweenAccounts',
      amount: '92.00',
      currency: 'EUR',
      fee: '0.30',
      totalDebit: '100.30',
    });
    expect([balance(500001) - (before[0] ?? 0), balance(500002) - (before[1] ?? 0)]).toEqual([-10_030, 9_200]);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
    expect(await call('fundsTransfer', { ...payload, toAccountId: 500001 }, paula)).toMatchObject({
      responseCode: 'VF',
    });
  });

  it('starts a subscription whose next payment the scheduler takes when the clock moves', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const made = await ok(
      'fundsTransfer',
      {
        fromAccountId: 500001,
        toAccountId: 500002,
        amount: '10.00',
        currency: 'USD',
        subscriptionFrequency: 'month',
        subscriptionTransactions: 3,
      },
      paula,
    );
    expect(made.status).toBe('completed');
    const list = await ok('preApprovedPaymentList', { type: 'betweenAccounts' }, paula);
    expect(list).toMatchObject({
      total: 1,
      payments: [
        {
          type: 'betweenAccounts',
          amount: '10.00',
          frequency: 'month',
          status: 'active',
          paymentsMade: 1,
          paymentsTotal: 3,
        },
      ],
    });
    const before = balance(500001);
    const moved = await send<{ ran: Record<string, number> }>(t.sandbox, 'POST', '/sandbox/clock', { advanceDays: 32 });
    expect(moved.body.ran.preApprovedPayments).toBe(1);
    expect(balance(500001) - before).toBe(-1_030);
    await send(t.sandbox, 'POST', '/sandbox/clock/run');
    expect(balance(500001) - before).toBe(-1_030);
    await send(t.sandbox, 'POST', '/sandbox/clock', { advanceDays: 400 });
    const done = await ok('preApprovedPaymentList', { type: 'betweenAccounts' }, paula);
    expect(done).toMatchObject({ payments: [{ status: 'completed', paymentsMade: 3 }] });
    expect(balance(500001) - before).toBe(-2_060);
  });
});

describe('p2p extras and pre-approved payments', () => {
  it('saves templates, lists recents, knows the blacklist and the coupon, and refuses a non-cancellable payment', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    expect(await ok('checkPayee', { email: 'blocked@demo.test' }, paula)).toMatchObject({
      exist: true,
      outBlacklist: false,
    });
    expect(
      await call(
        'p2pTransfer',
        { accountId: 500001, amount: '5', currency: 'USD', toEmail: 'blocked@demo.test' },
        paula,
      ),
    ).toMatchObject({ responseCode: 'VF' });
    const paid = await ok(
      'p2pTransfer',
      {
        accountId: 500001,
        amount: '20.00',
        currency: 'USD',
        toEmail: 'business@demo.test',
        reference: 'INV-9',
        couponCode: 'nofee',
        templateName: 'Office',
        fromEmailId: 300050,
      },
      paula,
    );
    expect(paid).toMatchObject({ fee: '0.00', reference: 'INV-9' });
    expect(
      await call(
        'p2pTransfer',
        { accountId: 500001, amount: '20.00', currency: 'USD', toEmail: 'business@demo.test', couponCode: 'BOGUS' },
        paula,
      ),
    ).toMatchObject({ responseCode: 'VF' });
    const templates = await ok('paymentTemplatesGet', { type: 'p2p' }, paula);
    expect((templates.templates as Array<{ name: string }>).map((template) => template.name)).toEqual([
      'Office',
      'Rent share',
    ]);
    expect(await ok('recentTransfersGet', { type: 'p2p' }, paula)).toMatchObject({
      transfers: [{ toEmail: 'business@demo.test', amount: '20.00', permission: 'own', isDisabled: false }],
    });
    expect(await ok('p2pFromEmailsGet', {}, paula)).toMatchObject({
      emails: [
        { id: 0, email: 'personal@demo.test' },
        { id: 300050, email: 'paula.shop@demo.test' },
      ],
    });
    const sofia = (await signIn(t.sandbox, 'subscriber@demo.test')).accessToken;
    expect(await call('preApprovedPaymentCancel', { id: 950001 }, sofia)).toMatchObject({ responseCode: 'TA1' });
    expect(await call('preApprovedPaymentCancel', { id: 950001 }, paula)).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'Pre-approved payment not found',
    });
    const sub = await ok(
      'p2pTransfer',
      {
        accountId: 500001,
        amount: '5.00',
        currency: 'USD',
        toEmail: 'business@demo.test',
        subscriptionFrequency: 'week',
      },
      paula,
    );
    const list = await ok('preApprovedPaymentList', { beneficiaryEmail: 'business', type: 'p2p' }, paula);
    const weekly = (list.payments as Array<{ id: number; frequency: string }>).find(
      (payment) => payment.frequency === 'week',
    );
    expect(sub.status).toBe('completed');
    expect(await ok('preApprovedPaymentCancel', { id: weekly?.id }, paula)).toMatchObject({
      payment: { status: 'cancelled' },
    });
  });

  it('opens currency accounts, digital wallets and payment instructions', async () => {
    const sam = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    expect(await call('currencyAccountAdd', { currencyCode: 'USD' }, sam)).toMatchObject({ responseCode: 'VF' });
    expect(await ok('currencyAccountAdd', { currencyCode: 'RON' }, sam)).toMatchObject({
      account: { currencyCode: 'RON', type: 1001, balance: '0.00' },
    });
    const wallet = await ok('digitalWalletCreate', { currencyCode: 'EUR' }, sam);
    expect(await ok('digitalWalletCreate', { currencyCode: 'EUR' }, sam)).toMatchObject({ address: wallet.address });
    const instructions = await ok('paymentInstructionsGet', {}, sam);
    const first = (instructions.instructions as Array<{ id: number; viewed: boolean }>)[0];
    expect(first?.viewed).toBe(false);
    expect(await ok('paymentInstructionMarkViewed', { instructionId: first?.id }, sam)).toMatchObject({
      instruction: { viewed: true },
    });
    expect((await ok('exchangeRatesDefaultGet', {}, sam)).rates).toContainEqual({
      fromCurrencyCode: 'USD',
      toCurrencyCode: 'EUR',
      exchangeRate: '0.92',
    });
  });
});

describe('refusals in the request language (issue 24)', () => {
  it('words p2p and own-account refusals in the language asked for and keeps English for English', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    // 500003 is another customer's account.
    const notMine = { accountId: 500003, amount: '5.00', currency: 'USD', toEmail: 'business@demo.test' };
    const fieldRefusal = (field: string, description: string) => ({ validationErrors: [{ field, description }] });
    const cases: [string, Record<string, unknown>, Record<string, string>, Record<string, unknown>][] = [
      [
        'p2pTransfer',
        notMine,
        { 'accept-language': 'ro-RO,ro;q=0.9', 'idempotency-key': 'refusal-ro' },
        {
          responseCode: 'VF',
          responseDescription: 'accountId: Nu este unul dintre conturile dumneavoastră',
          ...fieldRefusal('accountId', 'Nu este unul dintre conturile dumneavoastră'),
        },
      ],
      [
        'p2pTransfer',
        notMine,
        { 'accept-language': 'en', 'idempotency-key': 'refusal-en' },
        fieldRefusal('accountId', 'Not one of your accounts'),
      ],
      [
        'p2pTransfer',
        { ...notMine, accountId: 500001, toEmail: 'personal@demo.test' },
        { 'accept-language': 'uk', 'idempotency-key': 'refusal-uk' },
        fieldRefusal('toEmail', 'Не можна платити самому собі'),
      ],
      [
        'fundsTransfer',
        { fromAccountId: 500001, toAccountId: 500001, amount: '1.00', currency: 'USD' },
        { 'accept-language': 'es' },
        fieldRefusal('toAccountId', 'Elija una cuenta distinta de la de origen'),
      ],
      [
        'fundsTransfer',
        { fromAccountId: 500001, toAccountId: 500002, amount: '900000.00', currency: 'USD' },
        { 'accept-language': 'pt', 'idempotency-key': 'refusal-pt' },
        fieldRefusal('amount', 'Saldo insuficiente na conta escolhida'),
      ],
      [
        'currencyAccountAdd',
        { currencyCode: 'USD' },
        { 'accept-language': 'ru' },
        fieldRefusal('currencyCode', 'У вас уже есть счёт в USD'),
      ],
      // The request schema's refusals too, and those of modules that never asked for it (the dispatcher words them).
      [
        'p2pTransfer',
        { ...notMine, amount: '1.001' },
        { 'accept-language': 'ro', 'idempotency-key': 'refusal-schema' },
        {
          responseCode: 'VF',
          responseDescription: 'amount: O sumă pozitivă cu cel mult două zecimale',
          ...fieldRefusal('amount', 'O sumă pozitivă cu cel mult două zecimale'),
        },
      ],
    ];
    for (const [method, payload, headers, expected] of cases)
      expect(await call(method, payload, paula, headers), `${method} in ${headers['accept-language']}`).toMatchObject(
        expected,
      );
  });
});
