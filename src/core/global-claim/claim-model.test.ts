/**
 * The claim state machine against the in-process sandbox (no mocks): every call goes through the real API client
 * to the sandbox's global-claim handlers and ledger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { createSandboxHarness, type SandboxHarness } from '../../testing/sandbox-harness';
import { createClaimModel, type ClaimEvent, type ClaimModel } from './claim-model';
import type { FieldPolicy } from '../payout-fields/field-policy';

const ANNA = 'anna.schmidt@recipient.test';
const MARIA = 'maria.santos@recipient.test';
const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';

let harness: SandboxHarness;

afterEach(() => harness.close());

function claim(paymentSecret: string, policy?: FieldPolicy): { model: ClaimModel; events: ClaimEvent[] } {
  harness = createSandboxHarness();
  const api = createApiClient({ environment: harness.environment, language: () => 'en', fetch: harness.fetch });
  const events: ClaimEvent[] = [];
  const model = createClaimModel({ api, paymentSecret, policy, onEvent: (event) => events.push(event) });
  return { model, events };
}

/** Resolves when the step is no longer `loading`. */
async function started(model: ClaimModel): Promise<void> {
  model.start();
  await new Promise<void>((resolve) => {
    const stop = model.step.subscribe((step) => {
      if (step.kind !== 'loading') {
        queueMicrotask(() => stop());
        resolve();
      }
    });
  });
}

async function chooseSepaInGermany(model: ClaimModel): Promise<void> {
  await model.beginClaim();
  await model.selectCountry('DE');
  await model.selectMethod('sepa');
  expect(model.selection.value).toEqual({ countryCode: 'DE', paymentMethod: 'sepa', currencyCode: 'EUR' });
  expect(await model.continueToDetails()).toBe(true);
}

async function fillGermanIban(model: ClaimModel): Promise<void> {
  model.setValue('accountHolderName', 'Anna Schmidt');
  model.setValue('iban', GERMAN_IBAN);
  await model.leaveField('iban');
}

describe('loading the transfer', () => {
  it('shows the details of a claimable transfer and tells the host', async () => {
    const { model, events } = claim('demo-claim-eur');
    await started(model);
    expect(model.step.value).toEqual({ kind: 'details' });
    expect(model.transfer.value).toMatchObject({
      beneficiaryName: 'Anna Schmidt',
      amount: 250,
      currencyCode: 'EUR',
      feeIsBen: false,
      status: 'waiting',
    });
    expect(events).toEqual([{ type: 'step-change', step: 'details' }]);
  });

  it.each([
    ['no-such-secret', 'unknown-secret'],
    ['demo-claim-expired', 'expired'],
    ['demo-claim-refused', 'refused'],
    ['demo-claim-claimed', 'claimed'],
  ] as const)('gives %s its own screen (%s)', async (secret, reason) => {
    const { model, events } = claim(secret);
    await started(model);
    expect(model.step.value).toEqual({ kind: 'unavailable', reason });
    expect(events.map((event) => event.type)).toEqual(['step-change', 'error']);
    expect(events[1]).toMatchObject({ type: 'error', code: reason });
  });

  it('offers a retry when the server fails, and recovers', async () => {
    const { model, events } = claim('demo-claim-eur');
    await harness.addFault({ match: { method: 'globalTransferDetailsGet' }, status: 500, times: 1 });
    await started(model);
    expect(model.step.value).toMatchObject({ kind: 'load-failed', error: { status: 500 } });
    expect(events).toEqual([{ type: 'error', code: 'UE', message: 'Server is not available' }]);
    model.retryLoad();
    await started(model);
    expect(model.step.value).toEqual({ kind: 'details' });
  });
});

describe('claiming to a German IBAN', () => {
  it('chooses country and method, shows the amounts, looks up the bank, submits and approves with the code', async () => {
    const { model, events } = claim('demo-claim-eur');
    await started(model);
    await chooseSepaInGermany(model);
    const meta = model.cache.read(model.queries.meta(model.selection.value)?.key ?? '');
    expect(meta.data).toMatchObject({
      sent: { amount: 250, currency: 'EUR' },
      exchange: null,
      received: { currency: 'EUR' },
      fee: { paidBy: 'sender' },
    });

    await fillGermanIban(model);
    expect(model.errors.value).toEqual({});
    const lookup = model.lookups.value.iban;
    expect(lookup).toMatchObject({
      status: 'done',
      value: 'DE89370400440532013000',
      bank: { bankName: 'Commerzbank AG', city: 'Köln', branch: 'Filiale Köln' },
    });
    // The optional BIC field was empty: the lookup filled it in.
    expect(model.values.value.bic).toBe('COBADEFFXXX');
    expect(model.autoFilled.value.has('bic')).toBe(true);

    expect(await model.submit()).toBe(true);
    const step = model.step.value;
    if (step.kind !== 'approval') throw new Error(`expected the approval step, got ${step.kind}`);
    expect(step.submission).toMatchObject({
      approveType: 'email',
      operationId: expect.stringMatching(/^gto_/) as unknown,
    });

    expect(await model.approve('000000')).toBe(false);
    expect(model.approval.value?.error?.message).toBeTruthy();
    expect(await model.approve(await harness.latestCode(ANNA))).toBe(true);
    expect(model.step.value).toMatchObject({
      kind: 'completed',
      payout: { paymentMethod: 'sepa', currencyCode: 'EUR' },
    });

    expect(events.filter((event) => event.type !== 'error')).toEqual([
      { type: 'step-change', step: 'details' },
      { type: 'step-change', step: 'payout-method' },
      { type: 'step-change', step: 'payout-details' },
      { type: 'submitted', operationId: step.submission.operationId, approveType: 'email' },
      { type: 'step-change', step: 'approval' },
      expect.objectContaining({ type: 'completed', method: 'sepa', currency: 'EUR' }) as unknown as ClaimEvent,
      { type: 'step-change', step: 'completed' },
    ]);
    expect(events.filter((event) => event.type === 'error')).toHaveLength(1);
  });

  it('rejects an invalid IBAN before any request', async () => {
    const { model } = claim('demo-claim-eur');
    await started(model);
    await chooseSepaInGermany(model);
    await harness.clearStats();
    model.setValue('accountHolderName', 'Anna Schmidt');
    model.setValue('iban', 'DE89 3704 0044 0532 0130 01');
    await model.leaveField('iban');
    expect(model.errors.value.iban).toEqual({ kind: 'iban', reason: 'checksum', expectedLength: undefined });
    expect(await model.submit()).toBe(false);
    expect(model.values.value.iban).toBe('DE89 3704 0044 0532 0130 01');
    const stats = await harness.stats();
    expect(stats.globalTransferIbanLookup ?? 0).toBe(0);
    expect(stats.globalTransferSubmit ?? 0).toBe(0);
  });

  it('retries a submit that failed with a 500 with the same idempotency key, and the server keeps one operation', async () => {
    const { model } = claim('demo-claim-eur');
    await started(model);
    await chooseSepaInGermany(model);
    await fillGermanIban(model);
    await harness.addFault({ match: { method: 'globalTransferSubmit' }, status: 500, times: 1 });

    expect(await model.submit()).toBe(false);
    expect(model.submitState.value).toMatchObject({ status: 'failed', error: { status: 500 } });
    expect(model.step.value.kind).toBe('payout-details');
    expect(await model.submit()).toBe(true);
    const first = model.step.value.kind === 'approval' ? model.step.value.submission.operationId : null;

    // Submitting the same details again is the same attempt: the server answers with the first operation.
    model.changeDetails();
    expect(await model.submit()).toBe(true);
    const again = model.step.value.kind === 'approval' ? model.step.value.submission.operationId : null;
    expect(again).toBe(first);
    expect((await harness.stats()).globalTransferSubmit).toBe(3);
  });

  it('sends the code again', async () => {
    const { model } = claim('demo-claim-eur');
    await started(model);
    await chooseSepaInGermany(model);
    await fillGermanIban(model);
    await model.submit();
    const firstCode = await harness.latestCode(ANNA);
    await model.resendCode();
    expect(model.approval.value?.resend).toMatchObject({ status: 'sent' });
    const secondCode = await harness.latestCode(ANNA);
    expect(await model.approve(secondCode)).toBe(true);
    expect(typeof firstCode).toBe('string');
  });
});

describe('a payout the sender blocked', () => {
  /** The sender (Northwind) puts the recipient on its payout blacklist, as its settings screen would. */
  const block = (email: string) =>
    harness.sandbox.db
      .prepare(
        "INSERT INTO payout_blacklist (customer_id, email, block_type, created_at) SELECT sender_customer_id, ?, 'globalTransfer', ? FROM global_transfers WHERE payment_secret = 'demo-claim-eur'",
      )
      .run(email, harness.now());

  it('ends on its own screen when the submit is refused', async () => {
    const { model, events } = claim('demo-claim-eur');
    await started(model);
    await chooseSepaInGermany(model);
    await fillGermanIban(model);
    block(ANNA);
    expect(await model.submit()).toBe(false);
    expect(model.step.value).toEqual({ kind: 'unavailable', reason: 'blocked' });
    expect(model.submitState.value).toEqual({ status: 'idle' });
    expect(events.slice(-2)).toEqual([
      { type: 'step-change', step: 'unavailable' },
      { type: 'error', code: 'blocked', message: 'The sender does not allow payouts to this recipient.' },
    ]);
  });

  it('ends on its own screen when the approval is refused', async () => {
    const { model } = claim('demo-claim-eur');
    await started(model);
    await chooseSepaInGermany(model);
    await fillGermanIban(model);
    expect(await model.submit()).toBe(true);
    block(ANNA);
    expect(await model.approve(await harness.latestCode(ANNA))).toBe(false);
    expect(model.step.value).toEqual({ kind: 'unavailable', reason: 'blocked' });
  });
});

describe('refusing', () => {
  it("refuses the transfer: status 'refused', event, own screen", async () => {
    const { model, events } = claim('demo-claim-eur');
    await started(model);
    expect(await model.refuse()).toBe(true);
    expect(model.step.value).toEqual({ kind: 'refused' });
    expect(model.transfer.value?.status).toBe('refused');
    expect(events.slice(-2)).toEqual([
      { type: 'refused', paymentId: '880001' },
      { type: 'step-change', step: 'refused' },
    ]);
  });
});

describe('other methods', () => {
  it('reuses the details of an earlier payout in one call', async () => {
    const { model } = claim('demo-claim-usd');
    await started(model);
    await model.beginClaim();
    const recent = await model.cache.load(model.queries.recent().key, model.queries.recent().load);
    expect(recent.length).toBeGreaterThanOrEqual(2);
    const ach = recent.find((withdrawal) => withdrawal.paymentMethod === 'ach');
    if (!ach) throw new Error('no earlier ACH payout');
    expect(await model.reuseWithdrawal(ach.paymentId)).toBe(true);
    expect(model.step.value.kind).toBe('payout-details');
    expect(model.selection.value).toEqual({ countryCode: 'US', paymentMethod: 'ach', currencyCode: 'USD' });
    expect(model.values.value).toMatchObject({
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'checking',
    });
    expect(await model.submit()).toBe(true);
    expect(await model.approve(await harness.latestCode(MARIA))).toBe(true);
  });

  it('adds required bank and branch codes for EFT to Japan', async () => {
    const { model } = claim('demo-claim-usd');
    await started(model);
    await model.beginClaim();
    await model.selectCountry('JP');
    await model.selectMethod('bank_transfer');
    await model.continueToDetails();
    const fields = await model.cache.load(
      model.queries.fields(model.selection.value)?.key ?? '',
      model.queries.fields(model.selection.value)?.load ?? (() => Promise.reject(new Error('no fields query'))),
    );
    expect(
      fields
        .filter((field) => field.key === 'bankCode' || field.key === 'branchCode')
        .map((field) => [field.key, field.required, field.group]),
    ).toEqual([
      ['bankCode', true, 'Bank and branch'],
      ['branchCode', true, 'Bank and branch'],
    ]);
    model.setValue('bankCode', '05');
    await model.leaveField('bankCode');
    expect(model.errors.value.bankCode).toEqual({ kind: 'bankCode', expectedLength: 4 });
  });

  it('blocks a card whose BIN is on the blacklist, and shows the card of a good one', async () => {
    const { model } = claim('demo-claim-usd');
    await started(model);
    await model.beginClaim();
    await model.selectCountry('US');
    await model.selectMethod('card');
    await model.continueToDetails();
    model.setValue('cardNumber', '5555 5555 5555 4444');
    await model.leaveField('cardNumber');
    // Stopped by the blacklist the model read from the sandbox, before any BIN lookup.
    expect(model.errors.value.cardNumber?.kind).toBe('binBlocked');
    expect(await model.submit()).toBe(false);
    model.setValue('cardNumber', '4111 1111 1111 1111');
    expect(model.errors.value.cardNumber).toBeUndefined();
    await model.leaveField('cardNumber');
    expect(model.lookups.value.cardNumber).toMatchObject({
      status: 'done',
      card: { brand: 'VISA', issuer: 'JPMorgan Chase Bank N.A.' },
    });
  });

  it('looks up a Pix key once key type, key and tax id are known', async () => {
    const { model } = claim('demo-claim-usd');
    await started(model);
    await model.beginClaim();
    await model.selectCountry('BR');
    await model.selectMethod('pix');
    await model.continueToDetails();
    model.setValue('instantKeyType', 'email');
    model.setValue('instantKey', MARIA);
    await model.leaveField('instantKey');
    model.setValue('taxId', '529.982.247-25');
    await model.leaveField('taxId');
    expect(model.lookups.value.instantKey).toMatchObject({ status: 'done', instant: { holderName: 'Maria Santos' } });
  });
});

describe('field policy', () => {
  it('fixes the country and fills the holder name; an invalid fixed value is unlocked', async () => {
    const { model } = claim('demo-claim-eur', {
      countryCode: { prefill: 'DE', readonly: true },
      accountHolderName: { prefill: 'Anna Schmidt', hidden: true },
      iban: { prefill: 'DE00 0000', readonly: true },
    });
    await started(model);
    await model.beginClaim();
    expect(model.selection.value.countryCode).toBe('DE');
    expect(model.isLocked('countryCode')).toBe(true);
    await model.selectCountry('FR');
    expect(model.selection.value.countryCode).toBe('DE');
    await model.selectMethod('sepa');
    await model.continueToDetails();
    expect(model.values.value).toMatchObject({ accountHolderName: 'Anna Schmidt', iban: 'DE00 0000' });
    expect(model.isHidden('accountHolderName')).toBe(true);
    expect(model.isLocked('iban')).toBe(false);
  });
});
