/** External transfers over the wire: catalogue, quote, submit (once per idempotency key), settle, reject, reuse. */
import { describe, expect, it } from 'vitest';
import { limitExceededOf } from '../../src/core/api/contract/limits';
import { EXTERNAL_DEMO_USER } from '../db/seed-external-transfers';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { outbox, send, signIn, methodCaller, useTestSandbox } from '../test-support';

const t = useTestSandbox();

type Body = Record<string, unknown> & { responseCode: string; validationErrors?: Array<{ field?: string }> };
const call = methodCaller<Body>(t);
const usd = EXTERNAL_DEMO_USER.usdAccountId;
const wire = {
  fromAccountId: usd,
  countryCode: 'DE',
  paymentMethod: 'swift',
  currencyCode: 'EUR',
  amount: '100.00',
  destination: 'thirdParty',
  paymentDetails: {
    accountHolderName: 'Hans Becker',
    bic: 'COBADEFFXXX',
    iban: 'DE89370400440532013000',
    address: 'Hauptstraße 5',
    city: 'Köln',
  },
};

describe('external transfers', () => {
  it("numbers the demo user's accounts like every account (an IBAN), so a masked label ends in digits (issue 33)", async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const accounts = (await call('balanceInquiry', {}, token)).accounts as Array<{
      accountNumber: string;
      currencyCode: string;
      type: number;
    }>;
    const payment = accounts.filter((account) => account.type === 1001);
    expect(payment.map((account) => account.currencyCode).sort()).toEqual(['EUR', 'USD']);
    for (const account of payment) expect(account.accountNumber).toMatch(/^GB\d{2}SNDB\d{14}$/);
  });

  it("lists the kinds with their countries, a country's methods and their details", async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const available = await call('externalTransfersAvailableGet', {}, token);
    const interac = (available.transfers as Array<{ transferType: string; countries: string[] }>).find(
      (entry) => entry.transferType === 'interac',
    );
    expect(interac?.countries).toEqual(['CA']);
    const crypto = await call('externalTransferMethodsGet', { countryCode: 'DE', transferType: 'crypto_eft' }, token);
    expect((crypto.methods as Array<{ paymentMethod: string }>).map((method) => method.paymentMethod)).toEqual([
      'usdt_tron',
      'usdc_ethereum',
    ]);
    const params = await call(
      'externalTransferExtraParamsGet',
      { countryCode: 'DE', paymentMethod: 'usdt_tron', currencyCode: 'USD', customerType: '0' },
      token,
    );
    expect(params.params).toContainEqual(
      expect.objectContaining({ key: 'walletAddress', pattern: 'T[1-9A-HJ-NP-Za-km-z]{33}' }),
    );
  });

  it('lists the banks of a country and the branch options of a bank', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const japan = await call('bankListGet', { countryCode: 'JP' }, token);
    expect(japan.responseCode).toBe('00');
    expect(japan.banks).toContainEqual(
      expect.objectContaining({
        code: '0005',
        name: 'MUFG Bank, Ltd.',
        swift: 'BOTKJPJTXXX',
        city: 'Tokyo',
        countryIsoCode: 'JP',
      }),
    );
    const branches = await call('bankBranchOptionsGet', { countryCode: 'JP', bankCode: '0005' }, token);
    expect((branches.branches as Array<{ code: string }>).map((branch) => branch.code)).toEqual(['001', '010', '251']);
    expect((await call('bankBranchOptionsGet', { countryCode: 'JP', bankCode: '9999' }, token)).branches).toEqual([]);
    expect((await call('bankListGet', { countryCode: 'Japan' }, token)).responseCode).not.toBe('00');
  });

  it("words methods and the beneficiary's form in the request language", async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const ro = { 'accept-language': 'ro' };
    const wires = await call('externalTransferMethodsGet', { countryCode: 'DE', transferType: 'wire' }, token, ro);
    expect(wires.methods).toEqual([
      expect.objectContaining({
        paymentMethod: 'swift',
        name: 'Transfer internațional (SWIFT)',
        eta: '2–5 zile lucrătoare',
      }),
    ]);
    const params = (
      await call(
        'externalTransferExtraParamsGet',
        { countryCode: 'DE', paymentMethod: 'swift', currencyCode: 'EUR', customerType: '1' },
        token,
        ro,
      )
    ).params as Array<{ key: string; label: string; hint?: string; values?: Array<{ label: string }> }>;
    expect(params.find((param) => param.key === 'beneficiaryAddress')?.label).toBe('Adresa beneficiarului');
    expect(params.find((param) => param.key === 'iban')?.hint).toBe('IBAN-ul beneficiarului');
    expect(params.find((param) => param.key === 'paymentPurpose')?.values?.map((choice) => choice.label)).toEqual([
      'Plata unui furnizor',
      'Salariu',
      'Altul',
    ]);
  });

  it('words field errors and the Pix key refusal in the request language, English by default (issue 24)', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const badIban = { ...wire, paymentDetails: { ...wire.paymentDetails, iban: 'DE89370400440532013001' } };
    const romanian = await call('externalTransferSubmit', badIban, token, { 'accept-language': 'ro' });
    expect(romanian).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'iban', description: 'Nu este un IBAN valid: cifrele de control nu se potrivesc' }],
    });
    const english = await call('externalTransferSubmit', badIban, token);
    expect(english).toMatchObject({
      validationErrors: [{ field: 'iban', description: 'Not a valid IBAN: the check digits do not match' }],
    });
    const ru = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' };
    expect(
      await call(
        'instantKeyInfoGet',
        { instantKeyType: 'email', instantKey: 'nobody@recipient.test', taxId: '52998224725' },
        token,
        ru,
      ),
    ).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'Для этого ключа не зарегистрирован ни один счёт Pix',
    });
    expect(
      await call('instantKeyInfoGet', { instantKeyType: 'phone', instantKey: '12', taxId: '52998224725' }, token, ru),
    ).toMatchObject({
      responseCode: 'VF',
      validationErrors: [
        { field: 'instantKey', description: 'Бразильский номер телефона: 2 цифры кода региона и 8 или 9 цифр' },
      ],
    });
  });

  it('quotes and books a wire once per idempotency key, pending until settled', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const quote = await call(
      'externalTransferQuoteGet',
      { fromAccountId: usd, countryCode: 'DE', paymentMethod: 'swift', currencyCode: 'EUR', amount: '100.00' },
      token,
    );
    expect(quote).toMatchObject({
      amountReceived: '100.00',
      currencyCode: 'EUR',
      feeCurrencyCode: 'USD',
      fee: '15.00',
    });
    const before = balanceMinor(t.sandbox.db, usd);
    const first = await call('externalTransferSubmit', wire, token, { 'idempotency-key': 'wire-1' });
    const again = await call('externalTransferSubmit', wire, token, { 'idempotency-key': 'wire-1' });
    expect(first, JSON.stringify(first)).toMatchObject({ responseCode: '00', status: 'completed' });
    expect(again.transactionId).toBe(first.transactionId);
    const totalMinor = Math.round(Number(quote.totalDebit) * 100);
    expect(balanceMinor(t.sandbox.db, usd)).toBe(before - totalMinor);
    const settled = await send<{ settlement: string }>(
      t.sandbox,
      'POST',
      `/sandbox/external-transfers/${String(first.transactionId)}/settle`,
      {},
    );
    expect(settled.body.settlement).toBe('settled');
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('returns the money of a rejected transfer', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const before = balanceMinor(t.sandbox.db, usd);
    const sent = await call('externalTransferSubmit', wire, token, { 'idempotency-key': 'wire-2' });
    const rejected = await send<{ settlement: string }>(
      t.sandbox,
      'POST',
      `/sandbox/external-transfers/${String(sent.transactionId)}/reject`,
      { reason: 'account closed' },
    );
    expect(rejected.body.settlement).toBe('rejected');
    expect(balanceMinor(t.sandbox.db, usd)).toBe(before);

    // The notice carries what the client words in the customer's language; a reason typed by the bank is data.
    const again = await call('externalTransferSubmit', wire, token, { 'idempotency-key': 'wire-3' });
    await send(t.sandbox, 'POST', `/sandbox/external-transfers/${String(again.transactionId)}/reject`, {});
    const list = await call('notificationList', { pageNumber: 1, pageSize: 25 }, token);
    const notices = (list.notifications as Array<{ type: string; data: Record<string, unknown> }>).filter(
      (notice) => notice.type === 'externalTransferRejected',
    );
    expect(notices.map((notice) => notice.data)).toEqual(
      expect.arrayContaining([
        {
          transferId: sent.transactionId,
          amount: '100.00',
          currency: 'EUR',
          beneficiaryName: 'Hans Becker',
          reason: 'account closed',
        },
        {
          transferId: again.transactionId,
          amount: '100.00',
          currency: 'EUR',
          beneficiaryName: 'Hans Becker',
          reason: 'account closed at the receiving bank',
          reasonCode: 'accountClosed',
        },
      ]),
    );
  });

  it('refuses bad details and a card payout over its limit, booking nothing', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const before = balanceMinor(t.sandbox.db, usd);
    const badIban = await call(
      'externalTransferSubmit',
      { ...wire, paymentDetails: { ...wire.paymentDetails, iban: 'DE89370400440532013001' } },
      token,
    );
    expect(badIban.responseCode).toBe('VF');
    expect(badIban.validationErrors?.[0]?.field).toBe('iban');
    const card = {
      fromAccountId: usd,
      countryCode: 'US',
      paymentMethod: 'card',
      currencyCode: 'USD',
      amount: '6000.00',
      destination: 'own',
      paymentDetails: { cardNumber: '4111111111111111', accountHolderName: 'Erin External' },
    };
    const over = await call('externalTransferSubmit', card, token);
    expect(limitExceededOf(over.validationErrors?.[0])).toMatchObject({
      type: 'oct',
      period: 'single',
      amount: '5000.00',
    });
    const blocked = await call(
      'externalTransferSubmit',
      { ...card, amount: '10.00', paymentDetails: { ...card.paymentDetails, cardNumber: '5555555555554444' } },
      token,
    );
    expect(blocked.validationErrors?.[0]?.field).toBe('cardNumber');
    expect(balanceMinor(t.sandbox.db, usd)).toBe(before);
  });

  it('says which recent transfer can no longer be reused, and why', async () => {
    const token = (await signIn(t.sandbox, EXTERNAL_DEMO_USER.email)).accessToken;
    const third = await call('externalRecentTransfersGet', { permission: '3d' }, token);
    expect(
      (third.transfers as Array<{ beneficiaryName: string; isDisabled: boolean }>).map((row) => [
        row.beneficiaryName,
        row.isDisabled,
      ]),
    ).toEqual([
      ['Kenji Sato', true],
      ['John Miller', false],
    ]);
    const details = await call('externalRecentTransferDetailsGet', { transactionId: 900002 }, token);
    expect(details).toMatchObject({
      hasRequirements: true,
      isExtraParamsValid: false,
      isCustomerAddressDateValid: true,
      missingFields: ['address', 'city'],
    });
    const own = await call('externalRecentTransferDetailsGet', { transactionId: 900003 }, token);
    expect(own).toMatchObject({ isExtraParamsValid: true, isCustomerAddressMatchesActive: false });
  });

  it("makes an initiator's (access right 3) transfer a transaction request that books once a full-access user approves it", async () => {
    const northwind = 200001;
    const evan = (await signIn(t.sandbox, 'employee@demo.test')).accessToken;
    const before = balanceMinor(t.sandbox.db, 500013);
    const made = await call(
      'externalTransferSubmit',
      { ...wire, fromCustomerId: northwind, fromAccountId: 500013 },
      evan,
      { 'idempotency-key': 'evan-wire' },
    );
    expect(made).toMatchObject({
      responseCode: '00',
      status: 'approvalTransactionCreated',
      approvalTransactionCreated: true,
    });
    expect(balanceMinor(t.sandbox.db, 500013)).toBe(before);

    const bianca = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    const list = await call(
      'businessTransactionRequestList',
      { transactionType: 'wire', groupedTransactionType: 'external' },
      bianca,
    );
    const requestId = (list.requests as Array<{ transactionId: number }>)[0]?.transactionId;
    const decision = await call('businessTransactionApprove', { transactionIds: [requestId], declined: false }, bianca);
    const code = (await outbox(t.sandbox, 'business@demo.test'))[0]?.code ?? '';
    const confirmed = await call(
      'businessTransactionRequestConfirm',
      { approvalTransactionId: decision.approvalTransactionId, code },
      bianca,
    );
    expect(confirmed).toMatchObject({
      responseCode: '00',
      results: [{ transactionId: requestId, status: 'approved' }],
    });
    const fee = 1_500;
    expect(before - balanceMinor(t.sandbox.db, 500013)).toBe(Math.round((100 / 0.92) * 100) + fee);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });
});
