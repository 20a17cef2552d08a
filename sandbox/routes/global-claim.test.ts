/** The global transfer claim over the wire: seeded transfers, catalogue, lookups, submit/approve and the ledger. */
import { describe, expect, it } from 'vitest';
import {
  globalTransferApprove,
  globalTransferCountriesGet,
  globalTransferDetailsGet,
  globalTransferExtraParamsGet,
  globalTransferLastWithdrawalsGet,
  globalTransferMethodsGet,
  globalTransferSubmit,
} from '../../src/core/api/contract/global-claim';
import type { ExtraParam } from '../../src/core/api/contract/global-claim';
import { DEMO_USERS } from '../db/seed';
import {
  DEMO_CLAIM_BENEFICIARIES,
  DEMO_CLAIM_IDS,
  DEMO_CLAIMS,
  DEMO_EARLIER_ACH_PAYOUT,
} from '../db/seed-global-transfers';
import { DAY_MS } from '../domain/global-transfers';
import { ledgerViolations } from '../domain/ledger';
import type { JsonReply } from '../test-support';
import { callMethod, outbox, send, signIn, useTestSandbox, balanceDelta, balancesOf, expectOk } from '../test-support';

const t = useTestSandbox();

/** Ledger accounts the claim flow moves money between. */
const ACCOUNTS = {
  northwindUsd: 500013,
  northwindEur: 500014,
  feesUsd: 4,
  feesEur: 5,
  escrowUsd: 21,
  escrowEur: 22,
  networkUsd: 23,
  networkEur: 24,
} as const;

type Reply = JsonReply<Record<string, unknown> & { responseCode: string; responseDescription?: string }>;

function claim(name: string, payload: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Reply> {
  return send<Reply['body']>(t.sandbox, 'POST', `/api/v4?method=${name}`, { method: name, ...payload }, headers);
}

async function ok(
  name: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  return expectOk((await claim(name, payload, headers)).body);
}

const balances = () => balancesOf(t.sandbox, ACCOUNTS);
const delta = balanceDelta;

async function details(secret: string) {
  return globalTransferDetailsGet.response.parse(await ok('globalTransferDetailsGet', { paymentSecret: secret }))
    .details;
}

/** The answer to approving the operation with this code. */
async function approval(paymentSecret: string, operationId: unknown, approvalCode: string) {
  return (await claim('globalTransferApprove', { paymentSecret, operationId, approvalCode })).body;
}

async function latestCode(to: string): Promise<string> {
  const code = (await outbox(t.sandbox, to))[0]?.code;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

const SEPA_DE = {
  paymentMethod: 'sepa',
  countryCode: 'DE',
  currencyCode: 'EUR',
  paymentDetails: { accountHolderName: 'Anna Schmidt', iban: 'de89 3704 0044 0532 0130 00' },
};

/** Payout choices each with a detail the submit refuses (the field-error tests, in English and translated). */
const REFUSED = {
  /** Too short a holder name and an IBAN whose check digits are wrong. */
  sepa: { ...SEPA_DE, paymentDetails: { accountHolderName: 'A', iban: 'DE89370400440532013001' } },
  /** A blacklisted BIN. */
  card: {
    paymentMethod: 'card',
    countryCode: 'US',
    currencyCode: 'USD',
    paymentDetails: { cardNumber: '5555 5555 5555 4444', accountHolderName: 'Maria Santos' },
  },
  /** A bank code of two digits where Japan's has four. */
  japan: {
    paymentMethod: 'bank_transfer',
    countryCode: 'JP',
    currencyCode: 'JPY',
    paymentDetails: {
      accountHolderName: 'Maria Santos',
      bankCode: '05',
      branchCode: '001',
      accountNumber: '1234567',
      accountType: 'futsu',
    },
  },
};

const payoutsOf = (transferId: number) =>
  (
    t.sandbox.db.prepare('SELECT COUNT(*) AS count FROM global_payouts WHERE transfer_id = ?').get(transferId) as {
      count: number;
    }
  ).count;

describe('seeded transfers', () => {
  it('shows each seeded secret with its status, amounts and countries', async () => {
    const eur = await details(DEMO_CLAIMS.eur);
    expect(eur).toMatchObject({
      paymentId: DEMO_CLAIM_IDS.eur,
      beneficiaryName: 'Anna Schmidt',
      senderName: 'Northwind Trading Ltd',
      amount: '250.00',
      currencyCode: 'EUR',
      feeIsBen: false,
      status: 'waiting',
      expireDays: 28,
    });
    expect(eur.allowedCountries).toHaveLength(54);
    expect(eur.allowedCountries).toEqual(
      expect.arrayContaining(['DE', 'FR', 'GB', 'CH', 'RS', 'AX', 'RE', 'GI', 'JE']) as unknown,
    );
    expect(Date.parse(eur.submittedDate)).toBe(t.now() - 2 * DAY_MS);

    expect(await details(DEMO_CLAIMS.usd)).toMatchObject({
      amount: '1200.00',
      currencyCode: 'USD',
      status: 'waiting',
      expireDays: 13,
      allowedCountries: ['US', 'GB', 'CA', 'BR', 'JP', 'HK', 'LK', 'DE', 'RO'],
    });
    expect(await details(DEMO_CLAIMS.feeBen)).toMatchObject({
      amount: '500.00',
      currencyCode: 'USD',
      feeIsBen: true,
      status: 'waiting',
    });
    expect(await details(DEMO_CLAIMS.expired)).toMatchObject({ status: 'expired', expireDays: 0 });
    expect(await details(DEMO_CLAIMS.refused)).toMatchObject({ status: 'refused' });
    expect(await details(DEMO_CLAIMS.claimed)).toMatchObject({
      status: 'claimed',
      amount: '480.00',
      currencyCode: 'EUR',
      submittedDate: '2025-06-02T10:00:00.000Z',
    });
  });

  it("answers an unknown secret with 'TA1' and a description", async () => {
    const reply = await claim('globalTransferDetailsGet', { paymentSecret: 'no-such-secret' });
    expect(reply.body).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringMatching(/Unknown payment secret/) as unknown,
    });
    expect((await claim('globalTransferCountriesGet', { paymentSecret: 'no-such-secret' })).body.responseCode).toBe(
      'TA1',
    );
  });

  it('holds the seeded amounts in escrow and keeps the ledger sound', () => {
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
    // Open transfers only: demo-claim-usd 1200.00 + demo-claim-fee-ben 500.00; demo-claim-eur 250.00.
    expect(balances()).toMatchObject({ escrowUsd: 170_000, escrowEur: 25_000 });
  });

  it('expires a transfer when its time is up and returns the money to the sender', async () => {
    await details(DEMO_CLAIMS.eur);
    const before = balances();
    t.advance(28 * DAY_MS);
    expect(await details(DEMO_CLAIMS.eur)).toMatchObject({ status: 'expired', expireDays: 0 });
    expect(delta(before, balances())).toEqual({ northwindEur: 25_000, escrowEur: -25_000 });
    const submit = await claim('globalTransferSubmit', { paymentSecret: DEMO_CLAIMS.eur, ...SEPA_DE });
    expect(submit.body).toMatchObject({
      responseCode: 'TA1',
      status: 'expired',
      responseDescription: expect.stringMatching(/expired/) as unknown,
    });
  });
});

describe('catalogue', () => {
  it('lists the allowed countries with names in the request language, sorted by name', async () => {
    const english = globalTransferCountriesGet.response.parse(
      await ok('globalTransferCountriesGet', { paymentSecret: DEMO_CLAIMS.usd }),
    ).countries;
    expect(english.map((country) => country.name)).toEqual([
      'Brazil',
      'Canada',
      'Germany',
      'Hong Kong SAR China',
      'Japan',
      'Romania',
      'Sri Lanka',
      'United Kingdom',
      'United States',
    ]);
    const romanian = await ok(
      'globalTransferCountriesGet',
      { paymentSecret: DEMO_CLAIMS.usd },
      { 'accept-language': 'ro-RO,ro;q=0.9' },
    );
    expect(romanian.countries).toContainEqual({ code: 'DE', name: 'Germania' });
  });

  it('words method names, delivery times, field labels, hints, choices and earlier payouts in the request language', async () => {
    const ro = { 'accept-language': 'ro-RO,ro;q=0.9' };
    const methods = globalTransferMethodsGet.response.parse(
      await ok('globalTransferMethodsGet', { paymentSecret: DEMO_CLAIMS.usd, countryCode: 'US' }, ro),
    ).methods;
    expect(methods.find((method) => method.paymentMethod === 'ach')).toMatchObject({
      name: 'Transfer bancar ACH',
      eta: '1–3 zile lucrătoare',
    });
    expect(methods.find((method) => method.paymentMethod === 'card')).toMatchObject({
      name: 'Card Visa sau Mastercard',
      eta: 'În cel mult 30 de minute',
    });
    const params = globalTransferExtraParamsGet.response.parse(
      await ok(
        'globalTransferExtraParamsGet',
        { paymentSecret: DEMO_CLAIMS.usd, paymentMethod: 'ach', countryCode: 'US', currencyCode: 'USD' },
        { 'accept-language': 'uk' },
      ),
    ).params;
    expect(params.map((param) => param.label)).toEqual([
      'Ім’я власника рахунку',
      'Маршрутний номер (ABA)',
      'Номер рахунку',
      'Тип рахунку',
    ]);
    expect(params[1]?.hint).toBe('Цифр: 9, наприклад 021000021');
    expect(params[3]?.values?.map((choice) => choice.label)).toEqual(['Поточний рахунок', 'Ощадний рахунок']);
    const recent = globalTransferLastWithdrawalsGet.response.parse(
      await ok('globalTransferLastWithdrawalsGet', { paymentSecret: DEMO_CLAIMS.usd }, ro),
    ).withdrawals;
    expect(recent.length).toBeGreaterThan(0);
    for (const withdrawal of recent)
      expect(`${withdrawal.methodName} ${withdrawal.summary}`).not.toMatch(
        /\b(bank transfer|Checking|Savings|Bank|Card)\b/,
      );
    // English stays the default.
    const english = globalTransferMethodsGet.response.parse(
      await ok('globalTransferMethodsGet', { paymentSecret: DEMO_CLAIMS.usd, countryCode: 'US' }),
    ).methods;
    expect(english.find((method) => method.paymentMethod === 'ach')).toMatchObject({
      name: 'ACH bank transfer',
      eta: '1-3 business days',
    });
  });

  it('offers methods per country, with transfer types and currencies', async () => {
    const methodsOf = async (secret: string, countryCode: string) =>
      globalTransferMethodsGet.response.parse(
        await ok('globalTransferMethodsGet', { paymentSecret: secret, countryCode }),
      ).methods;
    expect(
      (await methodsOf(DEMO_CLAIMS.usd, 'US')).map((method) => [
        method.paymentMethod,
        method.transferType,
        method.currencies,
      ]),
    ).toEqual([
      ['ach', 'eft', ['USD']],
      ['card', 'oct', ['USD']],
      ['swift', 'wire', ['USD']],
    ]);
    expect((await methodsOf(DEMO_CLAIMS.usd, 'BR')).map((method) => method.paymentMethod)).toEqual([
      'pix',
      'bank_transfer',
      'swift',
    ]);
    expect((await methodsOf(DEMO_CLAIMS.usd, 'GB')).map((method) => method.paymentMethod)).toEqual([
      'faster_payments',
      'sepa',
      'card',
      'swift',
    ]);
    expect((await methodsOf(DEMO_CLAIMS.usd, 'CA')).map((method) => method.paymentMethod)).toEqual([
      'interac',
      'bank_transfer',
      'card',
      'swift',
    ]);
    expect((await methodsOf(DEMO_CLAIMS.eur, 'RE')).map((method) => method.paymentMethod)).toEqual(['sepa', 'swift']);
    // A country the transfer does not allow.
    expect(
      (await claim('globalTransferMethodsGet', { paymentSecret: DEMO_CLAIMS.usd, countryCode: 'FR' })).body,
    ).toMatchObject({ responseCode: 'TA1' });
  });

  it('quotes rate, amount received and fee as decimal strings', async () => {
    // The sender pays the fee: the recipient gets the whole amount, converted.
    expect(
      await ok('globalTransferMetaGet', {
        paymentSecret: DEMO_CLAIMS.usd,
        paymentMethod: 'sepa',
        toCurrencyCode: 'EUR',
        countryCode: 'DE',
      }),
    ).toMatchObject({
      exchangeRate: '0.92',
      toAmount: '1104.00',
      fee: '1.50',
      feeCurrencyCode: 'USD',
    });
    expect(
      await ok('globalTransferMetaGet', {
        paymentSecret: DEMO_CLAIMS.usd,
        paymentMethod: 'ach',
        toCurrencyCode: 'USD',
        countryCode: 'US',
      }),
    ).toMatchObject({
      exchangeRate: '1',
      toAmount: '1200.00',
      fee: '2.00',
    });
    // The recipient pays: 3.00 + 0.5% of 500.00 = 5.50 comes off before conversion; yen have no decimals.
    expect(
      await ok('globalTransferMetaGet', {
        paymentSecret: DEMO_CLAIMS.feeBen,
        paymentMethod: 'bank_transfer',
        toCurrencyCode: 'JPY',
        countryCode: 'JP',
      }),
    ).toMatchObject({
      exchangeRate: '151.2',
      toAmount: '74768',
      fee: '5.50',
      feeCurrencyCode: 'USD',
    });
    expect(
      (
        await claim('globalTransferMetaGet', {
          paymentSecret: DEMO_CLAIMS.usd,
          paymentMethod: 'ach',
          toCurrencyCode: 'EUR',
          countryCode: 'US',
        })
      ).body,
    ).toMatchObject({
      responseCode: 'TA1',
    });
  });

  it('describes the details each method needs, with validators, lookups, selects and groups', async () => {
    const paramsOf = async (secret: string, paymentMethod: string, countryCode: string, currencyCode: string) =>
      globalTransferExtraParamsGet.response.parse(
        await ok('globalTransferExtraParamsGet', { paymentSecret: secret, paymentMethod, countryCode, currencyCode }),
      ).params;
    const byKey = (params: ExtraParam[]) => Object.fromEntries(params.map((param) => [param.key, param]));

    const sepa = byKey(await paramsOf(DEMO_CLAIMS.eur, 'sepa', 'DE', 'EUR'));
    expect(sepa.iban).toMatchObject({ required: true, validator: 'iban', lookup: 'iban' });
    expect(sepa.bic).toMatchObject({ required: false, validator: 'bic', lookup: 'swift' });

    const ach = byKey(await paramsOf(DEMO_CLAIMS.usd, 'ach', 'US', 'USD'));
    expect(ach.routingNumber).toMatchObject({ validator: 'aba' });
    expect(ach.accountType).toMatchObject({
      type: 'select',
      values: [
        { value: 'checking', label: 'Checking' },
        { value: 'savings', label: 'Savings' },
      ],
    });

    expect(byKey(await paramsOf(DEMO_CLAIMS.usd, 'faster_payments', 'GB', 'GBP')).sortCode).toMatchObject({
      validator: 'sortCode',
    });

    for (const country of ['BR', 'JP', 'HK', 'LK']) {
      const currency = { BR: 'BRL', JP: 'JPY', HK: 'HKD', LK: 'LKR' }[country] as string;
      const group = byKey(await paramsOf(DEMO_CLAIMS.usd, 'bank_transfer', country, currency)).bankDetails;
      expect(group?.options?.map((option) => [option.key, option.validator, option.required])).toEqual([
        ['bankCode', 'bankCode', true],
        ['branchCode', 'branchCode', true],
      ]);
    }

    const card = byKey(await paramsOf(DEMO_CLAIMS.usd, 'card', 'US', 'USD'));
    expect(card.cardNumber).toMatchObject({ validator: 'luhn', lookup: 'bin' });

    const pix = byKey(await paramsOf(DEMO_CLAIMS.usd, 'pix', 'BR', 'BRL'));
    expect(pix.instantKeyType?.values?.map((choice) => choice.value)).toEqual(['cpf', 'email', 'phone', 'random']);
    expect(pix.instantKey).toMatchObject({ lookup: 'instantKey' });
    expect(pix.taxId).toMatchObject({ validator: 'taxId' });

    // A wire to a country without IBANs asks for an account number, and groups the address.
    const wire = byKey(await paramsOf(DEMO_CLAIMS.usd, 'swift', 'US', 'USD'));
    expect(wire.iban).toBeUndefined();
    expect(wire.accountNumber).toMatchObject({ required: true });
    expect(wire.beneficiaryAddress?.options?.map((option) => option.key)).toEqual(['address', 'city', 'postalCode']);
    expect(byKey(await paramsOf(DEMO_CLAIMS.usd, 'swift', 'DE', 'EUR')).iban).toMatchObject({ validator: 'iban' });

    expect(
      (
        await claim('globalTransferExtraParamsGet', {
          paymentSecret: DEMO_CLAIMS.usd,
          paymentMethod: 'ach',
          countryCode: 'DE',
          currencyCode: 'EUR',
        })
      ).body.responseCode,
    ).toBe('TA1');
  });
});

describe('lookups', () => {
  const secret = DEMO_CLAIMS.usd;

  it('finds banks by SWIFT code; unknown values come back as arrays', async () => {
    expect(await ok('globalTransferSwiftLookup', { paymentSecret: secret, swift: 'COBADEFF' })).toMatchObject({
      bankName: 'Commerzbank AG',
      city: 'Köln',
      zipCode: '50667',
      countryIsoCode: 'DE',
      code: 'COBADEFFXXX',
    });
    expect(await ok('globalTransferSwiftLookup', { paymentSecret: secret, swift: 'HSBCHKHHHKH' })).toMatchObject({
      bankName: expect.stringMatching(/Hongkong/) as unknown,
      zipCode: [],
    });
    expect(await ok('globalTransferSwiftLookup', { paymentSecret: secret, swift: 'ABCDGB2L' })).toMatchObject({
      bankName: [],
      address: [],
      countryIsoCode: 'GB',
    });
  });

  it('finds banks by IBAN through the national bank code', async () => {
    expect(
      await ok('globalTransferIbanLookup', { paymentSecret: secret, iban: 'DE89370400440532013000' }),
    ).toMatchObject({
      bankName: 'Commerzbank AG',
      city: 'Köln',
      branch: 'Filiale Köln',
      countryIsoCode: 'DE',
      country: 'Germany',
      swift: 'COBADEFFXXX',
    });
    expect(
      await ok('globalTransferIbanLookup', { paymentSecret: secret, iban: 'GB29NWBK60161331926819' }),
    ).toMatchObject({ swift: 'NWBKGB2LXXX' });
    expect(
      await ok('globalTransferIbanLookup', { paymentSecret: secret, iban: 'DE94500700100123456789' }),
    ).toMatchObject({ bankName: 'Deutsche Bank AG', branch: [] });
    // A valid IBAN of a bank the sandbox does not know.
    expect(
      await ok('globalTransferIbanLookup', { paymentSecret: secret, iban: 'IT60X0542811101000000123456' }),
    ).toMatchObject({
      bankName: [],
      swift: [],
      countryIsoCode: 'IT',
      country: 'Italy',
    });
    expect(
      (await claim('globalTransferIbanLookup', { paymentSecret: secret, iban: 'DE89370400440532013001' })).body,
    ).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'iban' }],
    });
  });

  it('describes card BINs and lists the blacklist', async () => {
    expect(await ok('globalTransferBinLookup', { paymentSecret: secret, binNumber: '411111' })).toMatchObject({
      cardBrand: 'VISA',
      countryCode: 'US',
      valid: true,
    });
    expect(await ok('globalTransferBinLookup', { paymentSecret: secret, binNumber: '400000' })).toMatchObject({
      issuer: [],
      valid: true,
    });
    expect(await ok('globalTransferBinLookup', { paymentSecret: secret, binNumber: '555555' })).toMatchObject({
      cardBrand: 'MASTERCARD',
      valid: false,
    });
    expect(await ok('globalTransferBinLookup', { paymentSecret: secret, binNumber: '537000' })).toMatchObject({
      cardBrand: 'MASTERCARD',
      issuer: [],
      valid: true,
    });
    expect((await ok('globalTransferCardBinBlacklistGet', { paymentSecret: secret })).bins).toEqual(
      expect.arrayContaining(['555555', '378282']) as unknown,
    );
  });

  it('resolves Pix keys and lists instant-payment banks', async () => {
    expect(
      await ok('globalTransferInstantDetailsGet', {
        paymentSecret: secret,
        instantKeyType: 'cpf',
        instantKey: '529.982.247-25',
        taxId: '529.982.247-25',
      }),
    ).toMatchObject({
      holderName: 'Maria Santos',
      bankName: 'Itaú Unibanco S.A.',
    });
    expect(
      await ok('globalTransferInstantDetailsGet', {
        paymentSecret: secret,
        instantKeyType: 'phone',
        instantKey: '+55 11 99876-5432',
        taxId: '52998224725',
      }),
    ).toMatchObject({
      holderName: 'Maria Santos',
    });
    expect(
      (
        await claim('globalTransferInstantDetailsGet', {
          paymentSecret: secret,
          instantKeyType: 'email',
          instantKey: 'nobody@recipient.test',
          taxId: '52998224725',
        })
      ).body,
    ).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'No Pix account is registered for this key',
    });
    expect(
      (
        await claim('globalTransferInstantDetailsGet', {
          paymentSecret: secret,
          instantKeyType: 'cpf',
          instantKey: '52998224725',
          taxId: '11144477735',
        })
      ).body,
    ).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'taxId' }],
    });
    expect(
      (await ok('globalTransferInstantBanksGet', { paymentSecret: secret, countryCode: 'BR' })).banks,
    ).toContainEqual({ code: '341', name: 'Itaú Unibanco S.A.' });
    expect((await ok('globalTransferInstantBanksGet', { paymentSecret: secret, countryCode: 'US' })).banks).toEqual([]);
  });
});

describe('recent withdrawals', () => {
  it("lists the recipient's earlier payouts, newest first, masked", async () => {
    const { withdrawals } = globalTransferLastWithdrawalsGet.response.parse(
      await ok('globalTransferLastWithdrawalsGet', { paymentSecret: DEMO_CLAIMS.usd, limit: 5 }),
    );
    expect(withdrawals).toEqual([
      {
        paymentId: DEMO_CLAIM_IDS.usdEarlierPix,
        paymentMethod: 'pix',
        methodName: 'Pix',
        countryCode: 'BR',
        currencyCode: 'BRL',
        createdAt: '2025-05-20T11:45:00.000Z',
        summary: 'Pix m•••@recipient.test',
      },
      {
        paymentId: DEMO_CLAIM_IDS.usdEarlierAch,
        paymentMethod: 'ach',
        methodName: 'ACH bank transfer',
        countryCode: 'US',
        currencyCode: 'USD',
        createdAt: '2025-03-10T14:30:00.000Z',
        summary: 'Checking ••••6789',
      },
    ]);
    expect((await ok('globalTransferLastWithdrawalsGet', { paymentSecret: DEMO_CLAIMS.eur })).withdrawals).toEqual([]);
  });

  it('returns the stored details of an earlier payout of the same recipient only', async () => {
    expect(
      await ok('globalTransferWithdrawalDetailsGet', {
        paymentSecret: DEMO_CLAIMS.usd,
        paymentId: DEMO_CLAIM_IDS.usdEarlierAch,
      }),
    ).toMatchObject(DEMO_EARLIER_ACH_PAYOUT);
    expect(
      (
        await claim('globalTransferWithdrawalDetailsGet', {
          paymentSecret: DEMO_CLAIMS.usd,
          paymentId: DEMO_CLAIM_IDS.claimed,
        })
      ).body.responseCode,
    ).toBe('TA1');
  });

  it('can be submitted again as they are', async () => {
    const earlier = await ok('globalTransferWithdrawalDetailsGet', {
      paymentSecret: DEMO_CLAIMS.usd,
      paymentId: String(DEMO_CLAIM_IDS.usdEarlierPix),
    });
    const { paymentMethod, countryCode, currencyCode, paymentDetails } = earlier;
    await ok('globalTransferSubmit', {
      paymentSecret: DEMO_CLAIMS.usd,
      paymentMethod,
      countryCode,
      currencyCode,
      paymentDetails,
    });
  });
});

describe('claiming', () => {
  async function submit(secret: string, choice: Record<string, unknown>, key?: string) {
    const reply = await claim(
      'globalTransferSubmit',
      { paymentSecret: secret, ...choice },
      key ? { 'idempotency-key': key } : {},
    );
    expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ responseCode: '00' });
    return globalTransferSubmit.response.parse(reply.body);
  }

  it('submits, sends a code to the recipient, and books the payout on approval (sender pays the fee)', async () => {
    await details(DEMO_CLAIMS.eur);
    const before = balances();
    const submitted = await submit(DEMO_CLAIMS.eur, SEPA_DE, 'key-1');
    expect(submitted).toMatchObject({
      approveType: 'email',
      approvalSentTo: 'a•••@recipient.test',
      availableApprovalMethods: ['email'],
    });

    const [message] = await outbox(t.sandbox, DEMO_CLAIM_BENEFICIARIES.anna);
    expect(message).toMatchObject({
      channel: 'email',
      to: DEMO_CLAIM_BENEFICIARIES.anna,
      code: expect.stringMatching(/^\d{6}$/) as unknown,
    });
    expect(message?.body).toContain('DE89 •••• 3000');
    expect(delta(before, balances())).toEqual({});

    const wrong = await claim('globalTransferApprove', {
      paymentSecret: DEMO_CLAIMS.eur,
      operationId: submitted.operationId,
      approvalCode: message?.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({ responseCode: 'VF', responseDescription: 'Invalid approval code' });

    const approved = globalTransferApprove.response.parse(
      await ok('globalTransferApprove', {
        paymentSecret: DEMO_CLAIMS.eur,
        operationId: submitted.operationId,
        approvalCode: message?.code,
      }),
    );
    expect(approved).toMatchObject({
      paymentId: DEMO_CLAIM_IDS.eur,
      status: 'claimed',
      paymentMethod: 'sepa',
      amount: '250.00',
      currencyCode: 'EUR',
    });
    // Escrow -> payout network; the EUR 1.00 SEPA fee from the sender's account to fee income.
    expect(delta(before, balances())).toEqual({
      escrowEur: -25_000,
      networkEur: 25_000,
      northwindEur: -100,
      feesEur: 100,
    });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
    expect(await details(DEMO_CLAIMS.eur)).toMatchObject({ status: 'claimed' });

    const { withdrawals } = await ok('globalTransferLastWithdrawalsGet', { paymentSecret: DEMO_CLAIMS.eur });
    expect(withdrawals).toEqual([
      expect.objectContaining({
        paymentId: DEMO_CLAIM_IDS.eur,
        summary: 'DE89 •••• 3000',
        countryCode: 'DE',
      }) as unknown,
    ]);
    expect(
      await ok('globalTransferWithdrawalDetailsGet', { paymentSecret: DEMO_CLAIMS.eur, paymentId: DEMO_CLAIM_IDS.eur }),
    ).toMatchObject({
      paymentDetails: { accountHolderName: 'Anna Schmidt', iban: 'DE89370400440532013000' },
    });

    expect((await claim('globalTransferSubmit', { paymentSecret: DEMO_CLAIMS.eur, ...SEPA_DE })).body).toMatchObject({
      responseCode: 'TA1',
      status: 'claimed',
    });
  });

  it('takes the fee from the amount when the recipient pays it', async () => {
    await details(DEMO_CLAIMS.feeBen);
    const before = balances();
    const submitted = await submit(DEMO_CLAIMS.feeBen, {
      paymentMethod: 'card',
      countryCode: 'US',
      currencyCode: 'USD',
      paymentDetails: { cardNumber: '4111 1111 1111 1111', accountHolderName: 'Kenji Watanabe' },
    });
    const code = await latestCode(DEMO_CLAIM_BENEFICIARIES.kenji);
    const approved = await ok('globalTransferApprove', {
      paymentSecret: DEMO_CLAIMS.feeBen,
      operationId: submitted.operationId,
      approvalCode: code,
    });
    // 1.00 + 1.5% of 500.00 = 8.50, out of the 500.00.
    expect(approved).toMatchObject({ amount: '491.50', currencyCode: 'USD', paymentMethod: 'card' });
    expect(delta(before, balances())).toEqual({ escrowUsd: -50_000, networkUsd: 49_150, feesUsd: 850 });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
    expect((await ok('globalTransferLastWithdrawalsGet', { paymentSecret: DEMO_CLAIMS.feeBen })).withdrawals).toEqual([
      expect.objectContaining({ summary: 'Visa •••• 1111', paymentMethod: 'card' }) as unknown,
    ]);
  });

  it('answers a repeated submit with the same Idempotency-Key with the first answer, and a changed body with an error', async () => {
    const first = await submit(DEMO_CLAIMS.eur, SEPA_DE, 'double-click');
    const second = await submit(DEMO_CLAIMS.eur, SEPA_DE, 'double-click');
    expect(second).toEqual(first);
    expect(await outbox(t.sandbox, DEMO_CLAIM_BENEFICIARIES.anna)).toHaveLength(1);
    const operations = t.sandbox.db
      .prepare('SELECT COUNT(*) AS count FROM global_transfer_operations WHERE transfer_id = ?')
      .get(DEMO_CLAIM_IDS.eur) as { count: number };
    expect(operations.count).toBe(1);

    const changed = await claim(
      'globalTransferSubmit',
      {
        paymentSecret: DEMO_CLAIMS.eur,
        ...SEPA_DE,
        paymentDetails: { ...SEPA_DE.paymentDetails, iban: 'FR7630004000031234567890143' },
      },
      { 'idempotency-key': 'double-click' },
    );
    expect(changed.body).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringMatching(/Idempotency-Key/) as unknown,
    });
  });

  it('creates exactly one payout when a submit fails with a 500 and is retried', async () => {
    await t.sandbox.fetch('/sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: { method: 'globalTransferSubmit' }, status: 500, times: 1 }),
    });
    const failed = await claim(
      'globalTransferSubmit',
      { paymentSecret: DEMO_CLAIMS.usd, ...SEPA_DE },
      { 'idempotency-key': 'retry-me' },
    );
    expect(failed.status).toBe(500);
    const first = await submit(DEMO_CLAIMS.usd, SEPA_DE, 'retry-me');
    // The answer of the retry got lost too: the client retries again with the same key.
    const again = await submit(DEMO_CLAIMS.usd, SEPA_DE, 'retry-me');
    expect(again.operationId).toBe(first.operationId);
    const code = await latestCode(DEMO_CLAIM_BENEFICIARIES.maria);
    const approve = () =>
      claim('globalTransferApprove', {
        paymentSecret: DEMO_CLAIMS.usd,
        operationId: first.operationId,
        approvalCode: code,
      });
    const [a, b] = await Promise.all([approve(), approve()]);
    expect(a.body).toMatchObject({ responseCode: '00', amount: '1104.00', currencyCode: 'EUR' });
    expect(b.body).toEqual(a.body);
    expect(payoutsOf(DEMO_CLAIM_IDS.usd)).toBe(1);
    const stats = (await send<Record<string, number>>(t.sandbox, 'GET', '/sandbox/stats')).body;
    expect(stats.globalTransferSubmit).toBe(3);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('needs a new code for changed details: the earlier code stops working', async () => {
    const first = await submit(DEMO_CLAIMS.eur, SEPA_DE);
    const firstCode = await latestCode(DEMO_CLAIM_BENEFICIARIES.anna);
    const changedDetails = {
      ...SEPA_DE,
      paymentDetails: { accountHolderName: 'Anna Schmidt', iban: 'FR76 3000 4000 0312 3456 7890 143' },
    };
    const second = await submit(DEMO_CLAIMS.eur, changedDetails);
    expect(second.operationId).not.toBe(first.operationId);
    const secondCode = await latestCode(DEMO_CLAIM_BENEFICIARIES.anna);

    expect(await approval(DEMO_CLAIMS.eur, first.operationId, firstCode)).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringMatching(/earlier request/) as unknown,
    });
    if (firstCode !== secondCode) {
      expect(await approval(DEMO_CLAIMS.eur, second.operationId, firstCode)).toMatchObject({
        responseDescription: 'Invalid approval code',
      });
    }
    await ok('globalTransferApprove', {
      paymentSecret: DEMO_CLAIMS.eur,
      operationId: second.operationId,
      approvalCode: secondCode,
    });
    expect(
      await ok('globalTransferWithdrawalDetailsGet', { paymentSecret: DEMO_CLAIMS.eur, paymentId: DEMO_CLAIM_IDS.eur }),
    ).toMatchObject({
      paymentDetails: { iban: 'FR7630004000031234567890143' },
    });
  });

  it('resends a new code (by e-mail or SMS) and the old one stops working', async () => {
    const submitted = await submit(DEMO_CLAIMS.usd, {
      paymentMethod: 'ach',
      countryCode: 'US',
      currencyCode: 'USD',
      paymentDetails: {
        accountHolderName: 'Maria Santos',
        routingNumber: '026009593',
        accountNumber: '4830012345',
        accountType: 'savings',
      },
    });
    expect(submitted.availableApprovalMethods).toEqual(['email', 'sms']);
    const oldCode = await latestCode(DEMO_CLAIM_BENEFICIARIES.maria);
    expect(
      await ok('globalTransferApprovalResend', {
        paymentSecret: DEMO_CLAIMS.usd,
        operationId: submitted.operationId,
        approveType: 'sms',
      }),
    ).toMatchObject({
      approvalSentTo: '+55 ••• ••• 5432',
    });
    const [sms] = await outbox(t.sandbox, DEMO_CLAIM_BENEFICIARIES.maria);
    expect(sms).toMatchObject({ channel: 'sms', to: '+5511998765432' });
    if (sms?.code !== oldCode) {
      expect(await approval(DEMO_CLAIMS.usd, submitted.operationId, oldCode)).toMatchObject({
        responseDescription: 'Invalid approval code',
      });
    }
    expect(
      (
        await claim('globalTransferApprovalResend', {
          paymentSecret: DEMO_CLAIMS.usd,
          operationId: submitted.operationId,
          approveType: 'push',
        })
      ).body.responseCode,
    ).toBe('TA1');
    await ok('globalTransferApprove', {
      paymentSecret: DEMO_CLAIMS.usd,
      operationId: submitted.operationId,
      approvalCode: sms?.code,
    });
  });

  it('locks the operation after 5 wrong codes, and lets codes expire after 10 minutes', async () => {
    const submitted = await submit(DEMO_CLAIMS.eur, SEPA_DE);
    const code = await latestCode(DEMO_CLAIM_BENEFICIARIES.anna);
    const wrong = code === '999999' ? '999998' : '999999';
    const attempt = (approvalCode: string) =>
      claim('globalTransferApprove', {
        paymentSecret: DEMO_CLAIMS.eur,
        operationId: submitted.operationId,
        approvalCode,
      });
    for (let index = 0; index < 4; index++)
      expect((await attempt(wrong)).body).toMatchObject({ responseDescription: 'Invalid approval code' });
    expect((await attempt(wrong)).body).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringMatching(/Too many wrong codes/) as unknown,
    });
    expect((await attempt(code)).body).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringMatching(/Too many wrong codes/) as unknown,
    });

    const again = await submit(DEMO_CLAIMS.eur, SEPA_DE);
    const newCode = await latestCode(DEMO_CLAIM_BENEFICIARIES.anna);
    t.advance(11 * 60_000);
    expect(await approval(DEMO_CLAIMS.eur, again.operationId, newCode)).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringMatching(/expired/) as unknown,
    });
    await ok('globalTransferApprovalResend', {
      paymentSecret: DEMO_CLAIMS.eur,
      operationId: again.operationId,
      approveType: 'email',
    });
    await ok('globalTransferApprove', {
      paymentSecret: DEMO_CLAIMS.eur,
      operationId: again.operationId,
      approvalCode: await latestCode(DEMO_CLAIM_BENEFICIARIES.anna),
    });
    expect(payoutsOf(DEMO_CLAIM_IDS.eur)).toBe(1);
  });

  it("refuses a transfer: 'refused', the money back to the sender, no submit afterwards", async () => {
    await details(DEMO_CLAIMS.usd);
    const submitted = await submit(DEMO_CLAIMS.usd, SEPA_DE);
    const before = balances();
    expect(
      await ok('globalTransferCancel', { paymentSecret: DEMO_CLAIMS.usd, paymentId: DEMO_CLAIM_IDS.usd }),
    ).toMatchObject({ status: 'refused' });
    expect(delta(before, balances())).toEqual({ escrowUsd: -120_000, northwindUsd: 120_000 });
    expect(await details(DEMO_CLAIMS.usd)).toMatchObject({ status: 'refused' });
    expect(
      await ok('globalTransferCancel', { paymentSecret: DEMO_CLAIMS.usd, paymentId: String(DEMO_CLAIM_IDS.usd) }),
    ).toMatchObject({ status: 'refused' });
    expect((await claim('globalTransferSubmit', { paymentSecret: DEMO_CLAIMS.usd, ...SEPA_DE })).body).toMatchObject({
      responseCode: 'TA1',
      status: 'refused',
    });
    const code = await latestCode(DEMO_CLAIM_BENEFICIARIES.maria);
    expect(await approval(DEMO_CLAIMS.usd, submitted.operationId, code)).toMatchObject({ responseCode: 'TA1' });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('refuses submits and refusals of transfers that can no longer be claimed', async () => {
    for (const [secret, status] of [
      [DEMO_CLAIMS.expired, 'expired'],
      [DEMO_CLAIMS.refused, 'refused'],
      [DEMO_CLAIMS.claimed, 'claimed'],
    ] as const) {
      const reply = await claim('globalTransferSubmit', { paymentSecret: secret, ...SEPA_DE });
      expect(reply.body).toMatchObject({
        responseCode: 'TA1',
        status,
        responseDescription: expect.any(String) as unknown,
      });
    }
    expect(
      (await claim('globalTransferCancel', { paymentSecret: DEMO_CLAIMS.claimed, paymentId: DEMO_CLAIM_IDS.claimed }))
        .body,
    ).toMatchObject({ responseCode: 'TA1', status: 'claimed' });
    expect(
      (await claim('globalTransferCancel', { paymentSecret: DEMO_CLAIMS.expired, paymentId: DEMO_CLAIM_IDS.expired }))
        .body,
    ).toMatchObject({ responseCode: 'TA1', status: 'expired' });
    expect(
      (await claim('globalTransferCancel', { paymentSecret: DEMO_CLAIMS.eur, paymentId: DEMO_CLAIM_IDS.usd })).body
        .responseCode,
    ).toBe('TA1');
  });

  it("refuses a payout to an address on the sender's payout blacklist (claims or all payments) with '13'", async () => {
    const sender = await signIn(t.sandbox, DEMO_USERS.business);
    const block = async (blockType: string) =>
      expect(
        (
          await callMethod(
            t.sandbox,
            'blacklistAdd',
            { email: DEMO_CLAIM_BENEFICIARIES.anna.toUpperCase(), blockType },
            sender.accessToken,
          )
        ).body,
      ).toMatchObject({ responseCode: '00' });
    const unblock = async () =>
      expect(
        (await callMethod(t.sandbox, 'blacklistDelete', { email: DEMO_CLAIM_BENEFICIARIES.anna }, sender.accessToken))
          .body,
      ).toMatchObject({ responseCode: '00' });

    // A p2p-only entry does not stop a claim: the code is sent.
    await block('p2p');
    const submitted = await submit(DEMO_CLAIMS.eur, SEPA_DE);
    const code = await latestCode(DEMO_CLAIM_BENEFICIARIES.anna);
    await unblock();

    // Blocked after the code was sent: the approval books nothing.
    await block('globalTransfer');
    const before = balances();
    const approve = await claim('globalTransferApprove', {
      paymentSecret: DEMO_CLAIMS.eur,
      operationId: submitted.operationId,
      approvalCode: code,
    });
    expect(approve.body).toMatchObject({
      responseCode: '13',
      responseDescription: 'The sender does not allow payouts to this recipient',
    });
    const resubmit = await claim('globalTransferSubmit', { paymentSecret: DEMO_CLAIMS.eur, ...SEPA_DE });
    expect(resubmit.body).toMatchObject({ responseCode: '13' });
    expect(delta(before, balances())).toEqual({});
    expect(payoutsOf(DEMO_CLAIM_IDS.eur)).toBe(0);
    await unblock();

    await block('all');
    expect((await claim('globalTransferSubmit', { paymentSecret: DEMO_CLAIMS.eur, ...SEPA_DE })).body).toMatchObject({
      responseCode: '13',
    });
    await unblock();

    // Off the list again, the pending code still pays out.
    await ok('globalTransferApprove', {
      paymentSecret: DEMO_CLAIMS.eur,
      operationId: submitted.operationId,
      approvalCode: code,
    });
    expect(payoutsOf(DEMO_CLAIM_IDS.eur)).toBe(1);
  });

  it("answers invalid details with 'VF' and one validation error per field", async () => {
    const invalid = async (choice: Record<string, unknown>) =>
      (await claim('globalTransferSubmit', { paymentSecret: DEMO_CLAIMS.usd, ...choice })).body;
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'holder name and IBAN',
        REFUSED.sepa,
        {
          responseCode: 'VF',
          validationErrors: [
            { field: 'accountHolderName', description: 'Must be at least 2 characters' },
            { field: 'iban', description: 'Not a valid IBAN: the check digits do not match' },
          ],
        },
      ],
      [
        'blacklisted BIN',
        REFUSED.card,
        {
          responseCode: 'VF',
          validationErrors: [{ field: 'cardNumber', description: 'Cards with BIN 555555 cannot receive payouts' }],
        },
      ],
      [
        'card number check digit',
        { ...REFUSED.card, paymentDetails: { cardNumber: '4111 1111 1111 1112', accountHolderName: 'Maria Santos' } },
        { validationErrors: [{ field: 'cardNumber' }] },
      ],
      [
        'ACH routing number and account type',
        {
          paymentMethod: 'ach',
          countryCode: 'US',
          currencyCode: 'USD',
          paymentDetails: {
            accountHolderName: 'Maria Santos',
            routingNumber: '021000022',
            accountNumber: '123456',
            accountType: 'business',
          },
        },
        { validationErrors: [{ field: 'routingNumber' }, { field: 'accountType' }] },
      ],
      ['Japanese bank code', REFUSED.japan, { validationErrors: [{ field: 'bankCode' }] }],
      [
        'sort code',
        {
          paymentMethod: 'faster_payments',
          countryCode: 'GB',
          currencyCode: 'GBP',
          paymentDetails: { accountHolderName: 'Maria Santos', sortCode: '60-16-1', accountNumber: '31926819' },
        },
        { validationErrors: [{ field: 'sortCode' }] },
      ],
      [
        'Pix tax id',
        {
          paymentMethod: 'pix',
          countryCode: 'BR',
          currencyCode: 'BRL',
          paymentDetails: {
            instantKeyType: 'random',
            instantKey: '1f0e4f0c-8b1a-4c37-9d5e-2a9b7c3d4e5f',
            taxId: '52998224725',
          },
        },
        { validationErrors: [{ field: 'taxId' }] },
      ],
    ];
    for (const [refused, choice, expected] of cases) expect(await invalid(choice), refused).toMatchObject(expected);
    // Every method of the catalogue takes its own valid details.
    const valid: Record<string, unknown>[] = [
      { ...REFUSED.japan, paymentDetails: { ...REFUSED.japan.paymentDetails, bankCode: '0005' } },
      {
        paymentMethod: 'bank_transfer',
        countryCode: 'BR',
        currencyCode: 'BRL',
        paymentDetails: {
          accountHolderName: 'Maria Santos',
          bankCode: '341',
          branchCode: '0001',
          accountNumber: '12345-6',
          accountType: 'checking',
          taxId: '529.982.247-25',
        },
      },
      {
        paymentMethod: 'bank_transfer',
        countryCode: 'CA',
        currencyCode: 'CAD',
        paymentDetails: {
          accountHolderName: 'Maria Santos',
          bankCode: '003',
          branchCode: '00002',
          accountNumber: '1234567',
        },
      },
      {
        paymentMethod: 'bank_transfer',
        countryCode: 'RO',
        currencyCode: 'RON',
        paymentDetails: { accountHolderName: 'Maria Santos', iban: 'RO65BTRLRONCRT0123456789' },
      },
      {
        paymentMethod: 'faster_payments',
        countryCode: 'GB',
        currencyCode: 'GBP',
        paymentDetails: { accountHolderName: 'Maria Santos', sortCode: '60-16-13', accountNumber: '31926819' },
      },
      {
        paymentMethod: 'interac',
        countryCode: 'CA',
        currencyCode: 'CAD',
        paymentDetails: { accountHolderName: 'Maria Santos', email: DEMO_CLAIM_BENEFICIARIES.maria },
      },
      {
        paymentMethod: 'swift',
        countryCode: 'HK',
        currencyCode: 'HKD',
        paymentDetails: {
          accountHolderName: 'Maria Santos',
          bic: 'HSBCHKHHHKH',
          accountNumber: '123456789001',
          address: "1 Queen's Road Central",
          city: 'Hong Kong',
        },
      },
    ];
    for (const choice of valid) await ok('globalTransferSubmit', { paymentSecret: DEMO_CLAIMS.usd, ...choice });
  });

  it('words field errors and the Pix key refusal in the request language, English by default (issue 24)', async () => {
    const invalid = async (choice: Record<string, unknown>, language: string) =>
      (
        await claim(
          'globalTransferSubmit',
          { paymentSecret: DEMO_CLAIMS.usd, ...choice },
          { 'accept-language': language },
        )
      ).body;
    expect(await invalid(REFUSED.sepa, 'ro-RO,ro;q=0.9')).toMatchObject({
      responseCode: 'VF',
      validationErrors: [
        { field: 'accountHolderName', description: 'Numărul minim de caractere: 2' },
        { field: 'iban', description: 'Nu este un IBAN valid: cifrele de control nu se potrivesc' },
      ],
    });
    expect(await invalid(REFUSED.sepa, 'en')).toMatchObject({
      validationErrors: [
        { description: 'Must be at least 2 characters' },
        { description: 'Not a valid IBAN: the check digits do not match' },
      ],
    });
    expect(await invalid(REFUSED.japan, 'uk')).toMatchObject({
      validationErrors: [{ field: 'bankCode', description: 'Неправильний формат: Цифр: 4, наприклад 0005' }],
    });
    expect(await invalid(REFUSED.card, 'es')).toMatchObject({
      validationErrors: [{ field: 'cardNumber', description: 'Las tarjetas con BIN 555555 no pueden recibir pagos' }],
    });

    const pix = (payload: Record<string, unknown>) =>
      claim(
        'globalTransferInstantDetailsGet',
        { paymentSecret: DEMO_CLAIMS.usd, ...payload },
        { 'accept-language': 'pt-BR' },
      );
    expect(
      (await pix({ instantKeyType: 'email', instantKey: 'nobody@recipient.test', taxId: '52998224725' })).body,
    ).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'Nenhuma conta Pix está registrada para esta chave',
    });
    expect((await pix({ instantKeyType: 'cpf', instantKey: '52998224725', taxId: '11144477735' })).body).toMatchObject({
      responseCode: 'VF',
      responseDescription: 'taxId: O número fiscal não corresponde ao titular desta chave Pix',
      validationErrors: [{ field: 'taxId', description: 'O número fiscal não corresponde ao titular desta chave Pix' }],
    });
  });
});
