/**
 * The payment model and the approval machine against the in-process sandbox: accounts and rates, the fee rule,
 * paying by each approval mode, push decisions over the realtime channel, idempotent retries, the 3-second success.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { invoiceGet } from '../api/contract/invoices';
import { createLoginFlow } from '../auth/login-flow';
import { createSessionManager, type SessionManager } from '../auth/session-manager';
import { createRealtimeClient } from '../realtime/realtime-client';
import {
  createSandboxHarness,
  DEMO_PASSWORD,
  sandboxPushWatch,
  type SandboxHarness,
} from '../../testing/sandbox-harness';
import { SUCCESS_CLOSE_MS, createApprovalMachine } from './approval-machine';
import {
  createPaymentModel,
  defaultAccount,
  exchangeRateNeeded,
  feeRequestable,
  type PaymentModel,
} from './payment-model';

let harness: SandboxHarness;
/** The harness a test opened, if any (the rule tests need none). */
let opened: SandboxHarness | undefined;
let model: PaymentModel | null = null;

afterEach(() => {
  model?.dispose();
  model = null;
  opened?.close();
  opened = undefined;
  vi.useRealTimers();
});

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Signs in a user of any sign-in flow, taking codes from the outbox and approving pushes on the device page. */
async function signIn(email: string): Promise<SessionManager> {
  const session = createSessionManager(harness.sessionOptions());
  const flow = createLoginFlow({
    environment: harness.environment,
    session,
    fetch: harness.fetch,
    realtime: (loginKey) =>
      createRealtimeClient({
        url: harness.environment.websocketUrl,
        loginKey,
        WebSocketImpl: harness.sandbox.WebSocket,
      }),
  });
  await flow.start(email, DEMO_PASSWORD);
  const step = flow.step.value;
  if (step.kind === 'sms' || step.kind === 'otp') await flow.submitCode(await harness.latestCode(email));
  if (step.kind === 'push') {
    const pending = (await (await harness.fetch('/sandbox/device?format=json')).json()) as {
      pending: Array<{ loginKey: string }>;
    };
    await harness.decidePush(pending.pending[0]?.loginKey ?? '', 'approve');
    await until(() => flow.step.value.kind === 'done', 'the push sign-in');
  }
  if (flow.step.value.kind !== 'done') throw new Error(`${email} did not sign in (${flow.step.value.kind})`);
  return session;
}

function newModel(
  session: SessionManager,
  target: { amount: string | number; currency: string; toEmail: string; invoiceId?: number },
): { model: PaymentModel; api: ReturnType<typeof createApiClient> } {
  const api = createApiClient({
    environment: harness.environment,
    language: () => 'en',
    session,
    fetch: harness.fetch,
  });
  const watchPush = sandboxPushWatch(harness, api, session);
  model = createPaymentModel({ api, target, watchPush });
  return { model, api };
}

describe('payment rules (spec 2 section 5)', () => {
  it('needs an exchange rate only for two known, different currencies', () => {
    expect(exchangeRateNeeded('USD', 'USD')).toBe(false);
    expect(exchangeRateNeeded('USD', null)).toBe(false);
    expect(exchangeRateNeeded('', 'EUR')).toBe(false);
    expect(exchangeRateNeeded('USD', 'EUR')).toBe(true);
  });

  it('asks for a fee only with an amount above 0 and an account', () => {
    expect(feeRequestable('10', '500001')).toBe(true);
    expect(feeRequestable('0', '500001')).toBe(false);
    expect(feeRequestable('0.00', '500001')).toBe(false);
    expect(feeRequestable('', '500001')).toBe(false);
    expect(feeRequestable('10', null)).toBe(false);
    expect(feeRequestable('abc', '500001')).toBe(false);
  });

  it('chooses the account in the target currency first', () => {
    const usd = { accountId: '1', accountNumber: 'A', currency: 'USD', balance: '1' };
    const eur = { accountId: '2', accountNumber: 'B', currency: 'EUR', balance: '1' };
    expect(defaultAccount([usd, eur], 'EUR')).toBe(eur);
    expect(defaultAccount([usd], 'EUR')).toBe(usd);
    expect(defaultAccount([], 'EUR')).toBeNull();
  });
});

describe('paying an invoice with the payment model', () => {
  it('loads accounts with rates (1 without a call for the same currency), quotes the default account and pays once for a double click', async () => {
    opened = harness = createSandboxHarness();
    const session = await signIn('personal@demo.test');
    const { model: payment, api } = newModel(session, {
      amount: 45.5,
      currency: 'EUR',
      toEmail: 'business@demo.test',
      invoiceId: 4002,
    });
    await harness.clearStats();
    payment.start();
    await until(() => payment.quote.value.status === 'ready', 'the quote');
    expect(payment.selectedAccountId.value).toBe('500002');
    expect(payment.rates.value).toEqual({
      '500001': { status: 'ready', rate: 1.086957 },
      '500002': { status: 'ready', rate: 1 },
    });
    expect((await harness.stats()).exchangeRateGet).toBe(1);
    expect(payment.quote.value).toMatchObject({
      status: 'ready',
      quote: { fee: 0.5, totalDebit: 46, sufficient: true },
    });

    payment.selectAccount('500001');
    await until(() => payment.quote.value.status === 'ready', 'the USD quote');
    expect(payment.quote.value).toMatchObject({
      quote: { exchangeRate: 1.086957, debitAmount: 49.46, totalDebit: 49.96 },
    });

    await Promise.all([payment.pay(), payment.pay()]);
    expect(payment.approval.state.value).toMatchObject({
      kind: 'success',
      success: { approvalTransactionCreated: false, pending: false },
    });
    expect((await harness.stats()).p2pTransfer).toBe(1);
    expect((await api.call(invoiceGet, { invoiceId: 4002 })).invoice.status).toBe('paid');
  });

  it('enters the SMS code: a wrong one shows the error, the right one succeeds; the success closes 3 seconds after it is shown', async () => {
    opened = harness = createSandboxHarness();
    const session = await signIn('sms@demo.test');
    const { model: payment } = newModel(session, {
      amount: '40.00',
      currency: 'EUR',
      toEmail: 'business@demo.test',
      invoiceId: 4008,
    });
    payment.start();
    await until(() => payment.canPay.value, 'a payable quote');
    await payment.pay();
    expect(payment.approval.state.value).toMatchObject({ kind: 'code', mode: 'sms', sentTo: '+44 ••• ••• 1234' });
    await payment.approval.enterCode('000000');
    const code = await harness.latestCode('sms@demo.test');
    if (code !== '000000')
      expect(payment.approval.state.value).toMatchObject({
        kind: 'code',
        error: { code: 'VF', message: 'Invalid approval code' },
      });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await payment.approval.enterCode(code);
    expect(payment.approval.state.value.kind).toBe('success');
    // Painted late (a slow device): the 3 seconds count from when the popup is on screen.
    vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1_000);
    payment.approval.successShown();
    vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1);
    expect(payment.approval.state.value.kind).toBe('success');
    vi.advanceTimersByTime(1);
    expect(payment.approval.state.value.kind).toBe('done');
    // Once closed, being told it was shown changes nothing.
    payment.approval.successShown();
    vi.advanceTimersByTime(SUCCESS_CLOSE_MS);
    expect(payment.approval.state.value.kind).toBe('done');
  });

  it('waits for the push decision from the device page over the realtime channel; a decline starts a new attempt', async () => {
    opened = harness = createSandboxHarness();
    const session = await signIn('push@demo.test');
    const { model: payment } = newModel(session, {
      amount: '25.00',
      currency: 'USD',
      toEmail: 'business@demo.test',
      invoiceId: 4007,
    });
    payment.start();
    await until(() => payment.canPay.value, 'a payable quote');
    await payment.pay();
    const waiting = payment.approval.state.value;
    expect(waiting.kind).toBe('push');
    const transactionId = waiting.kind === 'push' ? waiting.transactionId : '';

    await harness.fetch(`/sandbox/device/transactions/${transactionId}/decline`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    await until(() => payment.approval.state.value.kind === 'declined', 'the decline');

    await payment.pay();
    const second = payment.approval.state.value;
    expect(second.kind).toBe('push');
    expect(second.kind === 'push' && second.transactionId).not.toBe(transactionId);
    await payment.approval.resend();
    expect(payment.approval.state.value).toMatchObject({ kind: 'push', resend: { status: 'sent' } });
    await harness.fetch(`/sandbox/device/transactions/${second.kind === 'push' ? second.transactionId : ''}/approve`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    await until(() => payment.approval.state.value.kind === 'success', 'the approval');
  });

  it('says "approval transaction created" for a business user who may only initiate, pending without a message', async () => {
    opened = harness = createSandboxHarness();
    const session = await signIn('employee@demo.test');
    const api = createApiClient({
      environment: harness.environment,
      language: () => 'en',
      session,
      fetch: harness.fetch,
      actingCustomerId: () => '200001',
    });
    model = createPaymentModel({
      api,
      target: { amount: 250, currency: 'USD', toEmail: 'personal@demo.test', invoiceId: 4010 },
      watchPush: () => new Promise(() => undefined),
    });
    model.start();
    await until(() => model?.canPay.value === true, 'a payable quote');
    await model.pay();
    expect(model.approval.state.value).toMatchObject({
      kind: 'success',
      success: { approvalTransactionCreated: true, pending: true, message: null },
    });
  });

  it('keeps the idempotency key when a submit fails without an answer, so the retry is the same attempt', async () => {
    opened = harness = createSandboxHarness();
    const session = await signIn('personal@demo.test');
    const { model: payment } = newModel(session, {
      amount: '120.00',
      currency: 'USD',
      toEmail: 'business@demo.test',
      invoiceId: 4001,
    });
    payment.start();
    await until(() => payment.canPay.value, 'a payable quote');
    await harness.addFault({ match: { method: 'p2pTransfer' }, drop: true, times: 1 });
    await payment.pay();
    expect(payment.approval.state.value).toMatchObject({ kind: 'failed', error: { code: 'AE' } });
    await payment.pay();
    expect(payment.approval.state.value.kind).toBe('success');
  });

  it('shows an insufficient balance and does not pay', async () => {
    opened = harness = createSandboxHarness();
    const session = await signIn('personal@demo.test');
    const { model: payment } = newModel(session, { amount: '5000', currency: 'USD', toEmail: 'business@demo.test' });
    payment.start();
    await until(() => payment.quote.value.status === 'ready', 'the quote');
    expect(payment.quote.value).toMatchObject({ quote: { sufficient: false } });
    expect(payment.canPay.value).toBe(false);
  });
});

describe('the approval machine', () => {
  it('ignores a second submit while the first runs and a code while one is checked', async () => {
    let resolveSubmit: (value: never) => void = () => undefined;
    const submit = vi.fn(() => new Promise<never>((resolve) => (resolveSubmit = resolve)));
    const machine = createApprovalMachine({ submit, approve: vi.fn(), resend: vi.fn(), watchPush: vi.fn() });
    const first = machine.submit();
    void machine.submit();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(machine.state.value.kind).toBe('submitting');
    resolveSubmit({
      transactionId: 1,
      status: 'completed',
      approveMode: 'none',
      approvalTransactionCreated: false,
      amount: 1,
      currency: 'USD',
      fee: 0.5,
      feeCurrencyCode: 'USD',
      totalDebit: 1.5,
    } as never);
    await first;
    expect(machine.state.value.kind).toBe('success');
    machine.acknowledge();
    expect(machine.state.value.kind).toBe('done');
    machine.dispose();
  });
});
