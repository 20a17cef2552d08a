/** Business registration over the wire: dictionaries, validation by the shared contract, storage, activation of the new company and its users. */
import { describe, expect, it } from 'vitest';
import { REGISTRATION_DEMO } from '../db/seed-registration';
import { DEMO_USERS } from '../db/seed';
import { readBusinessApplication } from '../domain/business-registration';
import { companyView, representativesOf } from '../domain/company';
import type { CustomerRow } from '../domain/users';
import { callMethod, login, outbox, useTestSandbox, solvedBotCheck } from '../test-support';

const t = useTestSandbox();

const PASSWORD = 'Company-start-42';

const botToken = () => solvedBotCheck(t.sandbox);

const address = { address1: '1 Harbour Road', city: 'Bristol', countryCode: 'GB', postalCode: 'BS1 4DJ' };
const person = (id: string, email: string, extra: Record<string, unknown> = {}) => ({
  id,
  firstName: 'Ada',
  lastName: { p1: 'Lovelace', p2: 'Bennett', p3: 'Cyrus' }[id] ?? 'Other',
  birthday: '1980-02-03',
  email,
  phone: { countryCode: '44', number: '7700900123' },
  address,
  sourcesOfFunds: [],
  isUser: false,
  accessRights: 0,
  ...extra,
});

function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    businessType: 'hosting-provider',
    company: {
      name: 'Harbour Hosting Ltd',
      registrationCountryCode: 'GB',
      email: 'office@harbour.test',
      phone: { countryCode: '44', number: '1179460000' },
      registrationNumber: '09876543',
      registrationDate: '2019-05-01',
      description: 'Managed hosting for small shops',
      address,
      place: { ...address, address1: '2 Dock Street' },
    },
    password: PASSWORD,
    additionalQuestionAnswers: [{ questionId: 1, answer: false }],
    financialDetail: {
      monthlyDepositAmount: 25000,
      monthlyDepositCurrencyCode: 'EUR',
      monthlyWithdrawalAmount: 5000,
      monthlyWithdrawalCurrencyCode: 'EUR',
      sourceIds: [1],
      purposeIds: [1, 6],
      industry: 3,
      sourceSpecifications: [],
      purposeSpecifications: [{ id: 6, specification: 'Refunds' }],
    },
    dueDiligence: { government: false, lawsuits: false, taxPayers: true },
    authorizedCompanyRepresentative: 'p1',
    legalInformation: { terms: true, privacy: true, truthfulInformation: true, authorisedToAct: true },
    directors: ['p1'],
    ultimateBeneficiaryOwners: ['p1'],
    shareholders: [
      { type: 1, share: 60, personId: 'p1', shareholders: [] },
      {
        type: 2,
        share: 40,
        companyId: 'c1',
        shareholders: [{ type: 1, share: 100, personId: 'p2', shareholders: [] }],
      },
    ],
    users: ['p1', 'p3'],
    personList: [
      person('p1', 'ada@harbour.test', { isUser: true, accessRights: 2 }),
      person('p2', 'ben@holdco.test'),
      person('p3', 'cy@harbour.test', { isUser: true, accessRights: 1 }),
    ],
    companyList: [
      {
        id: 'c1',
        name: 'Holdco SA',
        registrationCountryCode: 'PT',
        registrationNumber: 'PT-55',
        registrationDate: '2010-01-01',
        address: { ...address, countryCode: 'PT' },
        directors: ['p2'],
      },
    ],
    ...overrides,
  };
}

function fields(body: Record<string, unknown>): string[] {
  return ((body.validationErrors as { field: string }[] | undefined) ?? []).map((error) => error.field);
}

describe('dictionaries', () => {
  it("answers the brand's agreements from the database, with the brand's own documents", async () => {
    const wallet = await callMethod(t.sandbox, 'agreementsGet', { brand: 'wallet', language: 'es' });
    const agreements = wallet.body.agreements as { id: string; statement: string; url: string | null }[];
    expect(agreements.map((term) => term.id)).toEqual(['terms', 'privacy', 'truthfulInformation', 'authorisedToAct']);
    expect(agreements[0]?.statement).toBe('Acepto los términos y condiciones.');
    const bank = await callMethod(t.sandbox, 'agreementsGet', { brand: 'bank' });
    const bankTerms = (bank.body.agreements as { url: string | null }[])[0]?.url;
    expect(bankTerms).toMatch(/^https:\/\//);
    expect(bankTerms).not.toBe(agreements[0]?.url);
    expect(agreements[2]?.url).toBeNull();
  });

  it('refuses an application that does not accept every agreement of its brand', async () => {
    const reply = await callMethod(
      t.sandbox,
      'businessAccountCreate',
      application({
        captcha: await botToken(),
        legalInformation: { terms: true, privacy: true, truthfulInformation: true, madeUp: true },
      }),
    );
    expect(reply.body.responseCode).not.toBe('00');
    expect(fields(reply.body)).toEqual(
      expect.arrayContaining(['legalInformation.authorisedToAct', 'legalInformation.madeUp']),
    );
  });

  it('answers the wizard lists in the request language, states for countries that need them', async () => {
    const purposes = await callMethod(t.sandbox, 'purposesGet', { language: 'es' });
    expect(purposes.body.purposes).toContainEqual({ id: 6, name: 'Otro', specify: true });
    const industries = (await callMethod(t.sandbox, 'industriesGet', {})).body.industries as { adult: boolean }[];
    expect(industries.some((industry) => industry.adult)).toBe(true);
    const countries = (await callMethod(t.sandbox, 'countriesGet', { language: 'en' })).body.countries as {
      code: string;
      hasStates: boolean;
    }[];
    expect(countries.find((country) => country.code === 'US')?.hasStates).toBe(true);
    expect(countries.find((country) => country.code === 'GB')?.hasStates).toBe(false);
    expect(countries.some((country) => country.code === 'EU')).toBe(false);
    const states = (await callMethod(t.sandbox, 'statesGet', { countryCode: 'CA' })).body.states as { code: string }[];
    expect(states.map((state) => state.code)).toContain('QC');
    for (const name of ['sourcesOfFundsGet', 'additionalQuestionsGet', 'estimatedMonthlyDepositsGet']) {
      expect((await callMethod(t.sandbox, name, { language: 'uk' })).body.responseCode).toBe('00');
    }
  });
});

describe('businessAccountCreate', () => {
  it('refuses broken share, director and user rules with the field path, before the bot check is spent', async () => {
    const captcha = await botToken();
    const bad = application({
      captcha,
      shareholders: [
        { type: 1, share: 60, personId: 'p1', shareholders: [] },
        {
          type: 2,
          share: 50,
          companyId: 'c1',
          shareholders: [{ type: 1, share: 5, personId: 'p2', shareholders: [] }],
        },
      ],
      companyList: [{ ...(application().companyList as Record<string, unknown>[])[0], directors: [] }],
      personList: [
        person('p1', 'ada@harbour.test', { isUser: true, accessRights: 1 }),
        person('p2', 'ben@holdco.test'),
        person('p3', 'cy@harbour.test', { isUser: true, accessRights: 0 }),
      ],
    });
    const reply = await callMethod(t.sandbox, 'businessAccountCreate', bad);
    expect(reply.body.responseCode).toBe('VF');
    expect(fields(reply.body)).toEqual(
      expect.arrayContaining([
        'shareholders',
        'shareholders.1',
        'shareholders.1.shareholders',
        'users.1.accessRights',
        'users',
      ]),
    );
    const good = await callMethod(t.sandbox, 'businessAccountCreate', application({ captcha }));
    expect(good.body.responseCode).toBe('00');
  });

  it('refuses a user whose e-mail has an account of its own, and a taken company e-mail', async () => {
    const reply = await callMethod(
      t.sandbox,
      'businessAccountCreate',
      application({
        captcha: await botToken(),
        company: { ...(application().company as Record<string, unknown>), email: DEMO_USERS.business },
        personList: [
          person('p1', 'ada@harbour.test', { isUser: true, accessRights: 2 }),
          person('p2', 'ben@holdco.test'),
          person('p3', DEMO_USERS.personal, { isUser: true, accessRights: 1 }),
        ],
      }),
    );
    expect(fields(reply.body)).toEqual(['company.email', 'users.1.email']);
  });

  it('stores the application, e-mails the company link; activation sends the users theirs and the company signs in', async () => {
    const reply = await callMethod(
      t.sandbox,
      'businessAccountCreate',
      application({ captcha: await botToken(), language: 'en' }),
    );
    expect(reply.body.responseCode).toBe('00');
    const customerId = reply.body.customerId as number;

    const stored = readBusinessApplication(t.sandbox.db, customerId);
    expect(stored?.company).toMatchObject({
      name: 'Harbour Hosting Ltd',
      email: 'office@harbour.test',
      registrationNumber: '09876543',
    });
    expect(stored?.addresses.map((entry) => [entry.type, entry.address1])).toEqual([
      ['registered', '1 Harbour Road'],
      ['place', '2 Dock Street'],
    ]);
    expect(stored?.persons.map((entry) => [entry.key, entry.positionIds, entry.isUser])).toEqual([
      ['p1', [2, 6, 8], true],
      ['p2', [6], false],
      ['p3', [], true],
    ]);
    expect(stored?.companies[0]).toMatchObject({ key: 'c1', name: 'Holdco SA', directorKeys: ['p2'] });
    expect(stored?.shareholders).toMatchObject([
      { type: 1, share: 60, personKey: 'p1', shareholders: [] },
      { type: 2, share: 40, companyKey: 'c1', shareholders: [{ type: 1, share: 100, personKey: 'p2' }] },
    ]);
    expect(readBusinessApplication(t.sandbox.db, 1)).toBeNull();

    expect(await outbox(t.sandbox, 'ada@harbour.test')).toEqual([]);
    const [mail] = await outbox(t.sandbox, 'office@harbour.test');
    const link = new URL(mail?.link ?? '');
    expect(link.searchParams.get('action')).toBe('activationBusiness');
    const activated = await callMethod(t.sandbox, 'businessAccountActivate', {
      email: 'office@harbour.test',
      activationCode: link.searchParams.get('code'),
    });
    expect(activated.body.responseCode).toBe('00');
    for (const user of ['ada@harbour.test', 'cy@harbour.test']) {
      const [userMail] = await outbox(t.sandbox, user);
      expect(new URL(userMail?.link ?? '').searchParams.get('action')).toBe('activationEmployee');
    }
    const signedIn = await login(t.sandbox, 'office@harbour.test', { password: PASSWORD });
    expect(signedIn.status).toBe(200);

    // The company pages start from the application: details, addresses, and the representatives with their shares.
    const customer = t.sandbox.db.prepare('SELECT * FROM customers WHERE id = ?').get(customerId) as CustomerRow;
    const view = JSON.stringify(companyView(t.sandbox.db, customer));
    for (const text of ['09876543', 'office@harbour.test', '1 Harbour Road', '2 Dock Street'])
      expect(view).toContain(text);
    expect(
      representativesOf(t.sandbox.db, customer).map((rep) => [rep.email, rep.positionIds, rep.share, rep.isUser]),
    ).toEqual([
      ['ada@harbour.test', [2, 6, 8], 60, true],
      [expect.any(String), [6], null, false],
    ]);
  });

  it("copies the wizard's financial and due-diligence answers into the company's records", async () => {
    const reply = await callMethod(
      t.sandbox,
      'businessAccountCreate',
      application({
        captcha: await botToken(),
        dueDiligence: {
          government: true,
          governmentDetails: 'A director sits on a city council',
          lawsuits: false,
          taxPayers: true,
        },
      }),
    );
    expect(reply.body.responseCode).toBe('00');
    const customer = t.sandbox.db
      .prepare('SELECT * FROM customers WHERE id = ?')
      .get(reply.body.customerId) as CustomerRow;
    const company = companyView(t.sandbox.db, customer);
    expect(company.financialDetail).toMatchObject({
      monthlyDepositAmount: 25000,
      monthlyDepositCurrencyCode: 'EUR',
      monthlyWithdrawalAmount: 5000,
      monthlyWithdrawalCurrencyCode: 'EUR',
      industry: 3,
      industrySpecification: null,
      sourceIds: [1],
      purposeIds: [1, 6],
      sourceSpecifications: [],
      purposeSpecifications: [{ id: 6, specification: 'Refunds' }],
    });
    expect(company.financialDetail?.updatedAt).not.toBeNull();
    expect(company.dueDiligenceQuestionnaire).toMatchObject({
      government: true,
      governmentDetails: 'A director sits on a city council',
      lawsuits: false,
      lawsuitsDetails: null,
      taxPayers: true,
    });
  });

  it('gives an employee of another company access instead of a new account', async () => {
    const employee = REGISTRATION_DEMO.pendingEmployee.email;
    const reply = await callMethod(
      t.sandbox,
      'businessAccountCreate',
      application({
        captcha: await botToken(),
        personList: [
          person('p1', 'ada@harbour.test', { isUser: true, accessRights: 2 }),
          person('p2', 'ben@holdco.test'),
          person('p3', employee, { isUser: true, accessRights: 3 }),
        ],
      }),
    );
    expect(reply.body.responseCode).toBe('00');
    const stored = readBusinessApplication(t.sandbox.db, reply.body.customerId as number);
    const employeeRow = t.sandbox.db.prepare('SELECT id FROM users WHERE email = ?').get(employee) as { id: number };
    expect(stored?.persons.find((entry) => entry.key === 'p3')?.userId).toBe(employeeRow.id);
  });
});
