/**
 * A business registered through the wizard finds its financial and due-diligence answers on `/company` (spec 3
 * sections 2.2 and 3.2): the application is sent over the API with a solved bot check, activated from the outbox,
 * and the company page shows the industry, sources of funds and purposes by the wizard's dictionary ids.
 */
import { expect, test } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { apiSignIn } from './support/api-sign-in';
import { readOutbox, resetSandbox, solvedBotCheck } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const COMPANY_EMAIL = 'office@harbour-answers.test';
const PASSWORD = 'Company-start-42';
const address = { address1: '1 Harbour Road', city: 'Bristol', countryCode: 'GB', postalCode: 'BS1 4DJ' };

test('the answers given in the wizard are on the company page', async ({ page, request }) => {
  test.slow();
  const captcha = await solvedBotCheck(request);
  const created = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=businessAccountCreate`, {
    data: {
      method: 'businessAccountCreate',
      businessType: 'hosting-provider',
      company: {
        name: 'Harbour Answers Ltd',
        registrationCountryCode: 'GB',
        email: COMPANY_EMAIL,
        phone: { countryCode: '44', number: '1179460000' },
        registrationNumber: '09876544',
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
        monthlyWithdrawalCurrencyCode: 'GBP',
        sourceIds: [1],
        purposeIds: [1, 6],
        industry: 3,
        sourceSpecifications: [],
        purposeSpecifications: [{ id: 6, specification: 'Refunds to shoppers' }],
      },
      dueDiligence: {
        government: true,
        governmentDetails: 'A director sits on a city council',
        lawsuits: false,
        taxPayers: true,
      },
      authorizedCompanyRepresentative: 'p1',
      legalInformation: { terms: true, privacy: true, truthfulInformation: true, authorisedToAct: true },
      directors: ['p1'],
      ultimateBeneficiaryOwners: ['p1'],
      shareholders: [{ type: 1, share: 100, personId: 'p1', shareholders: [] }],
      users: ['p1'],
      personList: [
        {
          id: 'p1',
          firstName: 'Ada',
          lastName: 'Lovelace',
          birthday: '1980-02-03',
          email: 'ada@harbour-answers.test',
          phone: { countryCode: '44', number: '7700900123' },
          address,
          sourcesOfFunds: [],
          isUser: true,
          accessRights: 2,
        },
      ],
      companyList: [],
      captcha,
      language: 'en',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect(((await created.json()) as { responseCode: string }).responseCode).toBe('00');

  let link = '';
  await expect
    .poll(async () => {
      link = (await readOutbox(request, COMPANY_EMAIL)).find((message) => message.link)?.link ?? '';
      return link;
    })
    .not.toBe('');
  const activated = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=businessAccountActivate`, {
    data: {
      method: 'businessAccountActivate',
      email: COMPANY_EMAIL,
      activationCode: new URL(link).searchParams.get('code'),
    },
  });
  expect(((await activated.json()) as { responseCode: string }).responseCode).toBe('00');

  await apiSignIn(page, COMPANY_EMAIL, { password: PASSWORD, to: '/company' });
  await expect(page).toHaveURL(/\/company$/);
  const financial = page.getByRole('form', { name: 'Financial detail' });
  // The page reads the company, its answers and four dictionaries: on a slow machine that is more than 10 s.
  await expect(financial.getByLabel('Industry', { exact: true }).locator('option:checked')).toHaveText(/\S/, {
    timeout: 30_000,
  });
  await expect(financial.getByLabel('Expected monthly deposits', { exact: true })).toHaveValue('25000');
  await expect(financial.getByLabel('Deposit currency', { exact: true })).toHaveValue('EUR');
  await expect(financial.getByLabel('Expected monthly withdrawals', { exact: true })).toHaveValue('5000');
  await expect(financial.getByLabel('Withdrawal currency', { exact: true })).toHaveValue('GBP');
  const industry = financial.getByLabel('Industry', { exact: true });
  await expect(industry.locator('option:checked')).toHaveText('Web hosting');
  const sources = financial.getByRole('group', { name: 'Sources of funds' });
  await expect(sources.getByRole('checkbox', { name: 'Revenue from sales' })).toBeChecked();
  await expect(sources.getByRole('checkbox', { name: 'Loans' })).not.toBeChecked();
  const purposes = financial.getByRole('group', { name: 'Purposes of the account' });
  await expect(purposes.getByRole('checkbox', { name: 'Receiving payments from customers' })).toBeChecked();
  await expect(purposes.getByRole('checkbox', { name: 'Other' })).toBeChecked();
  await expect(purposes.getByLabel('Describe: Other', { exact: true })).toHaveValue('Refunds to shoppers');

  const dueDiligence = page.getByRole('form', { name: 'Due diligence' });
  await expect(
    dueDiligence
      .getByRole('group', { name: /linked to a government/ })
      .getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeChecked();
  await expect(dueDiligence.getByLabel('Details of the link', { exact: true })).toHaveValue(
    'A director sits on a city council',
  );

  // A change goes back by the same ids: a second source is saved and survives a reload.
  await sources.getByRole('checkbox', { name: 'Loans' }).check();
  await financial.getByRole('button', { name: 'Save the financial detail' }).click();
  await expect(financial.getByRole('status')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Financial detail' }).getByRole('checkbox', { name: 'Loans' }),
  ).toBeChecked({ timeout: 30_000 });
});
