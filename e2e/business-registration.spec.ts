/**
 * Business registration wizard (spec 3 sections 2.3, 2.4, 4.4, 5.1, 5.2): a business registered through all nine
 * forms with a two-level shareholder tree (a company shareholder with its own director), a bad share sum and a bad
 * user caught before sending, the draft restored after a reload, activation from the outbox and sign-in; axe on
 * every step; the wizard's texts in six languages and its fit at 375 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PORTAL_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readOutbox, resetSandbox } from './support/sandbox';
import { signIn } from './support/portal';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const COMPANY_EMAIL = 'office@harbour-hosting.test';
const PASSWORD = 'Company-start-42';

async function passBotCheck(page: Page): Promise<void> {
  const check = page.getByRole('group', { name: 'Confirm you are a person' });
  const question = check.getByLabel(/What is \d+ plus \d+\?/);
  await expect(question).toBeVisible();
  const label = (await check.locator('label').first().textContent()) ?? '';
  const [, a, b] = /What is (\d+) plus (\d+)\?/.exec(label) ?? [];
  await question.fill(String(Number(a) + Number(b)));
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Thank you, check passed.')).toBeVisible();
}

async function fillAddress(
  scope: Locator | Page,
  street: string,
  city: string,
  postalCode: string,
  country = 'United Kingdom',
): Promise<void> {
  await scope.getByLabel('Country', { exact: true }).selectOption({ label: country });
  await scope.getByLabel('Street and number', { exact: true }).fill(street);
  await scope.getByLabel('City', { exact: true }).fill(city);
  await scope.getByLabel('Postal code', { exact: true }).fill(postalCode);
}

async function fillPerson(
  page: Page,
  person: { first: string; last: string; email: string; phone: string },
): Promise<void> {
  const form = page.locator('form.wallet-business-registration__editor');
  await form.getByLabel('First name', { exact: true }).fill(person.first);
  await form.getByLabel('Last name', { exact: true }).fill(person.last);
  await form.getByLabel('Date of birth', { exact: true }).fill('1980-02-03');
  await form.getByLabel('E-mail', { exact: true }).fill(person.email);
  await form.getByLabel('Country code', { exact: true }).selectOption('GB');
  await form.getByLabel('Phone number', { exact: true }).fill(person.phone);
  await fillAddress(form, '5 Quay Lane', 'Bristol', 'BS1 5AA');
}

async function stepHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('a business registers through the wizard, activates from the outbox and signs in', async ({ page, browser }) => {
  test.slow();
  await page.goto('/register');
  await page.getByRole('link', { name: 'Open a business account' }).click();
  await expect(page).toHaveURL(/\/register\/business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open a business account' })).toBeVisible();

  // generalForm: webcam studios are offered by the first brand.
  await stepHeading(page, 'Company');
  await expect(
    page.getByLabel('Type of business', { exact: true }).locator('option', { hasText: 'Webcam studio' }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Type of business', { exact: true })).toBeFocused();
  await page.getByLabel('Type of business', { exact: true }).selectOption({ label: 'Hosting provider' });
  await page.getByLabel('Registered company name', { exact: true }).fill('Harbour Hosting Ltd');
  await page.getByLabel('Country of registration', { exact: true }).selectOption({ label: 'United Kingdom' });
  await expect(
    page.getByLabel('Unique Taxpayer Reference / Company Registration Number (UTR/CRN)', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Registration number', { exact: true }).fill('09876543');
  await page.getByLabel('Date of registration', { exact: true }).fill('2019-05-01');
  await page.getByLabel('Company e-mail', { exact: true }).fill(COMPANY_EMAIL);
  // Countries by name with their calling code, searchable (issue 24): typing the name picks the only match.
  await page.getByLabel('Search for the country', { exact: true }).fill('United Kingdom');
  await expect(page.getByLabel('Country code', { exact: true }).locator('option:checked')).toHaveText(
    'United Kingdom (+44)',
  );
  await page.getByLabel('Phone number', { exact: true }).fill('1179460000');
  await page.getByLabel('What the company does', { exact: true }).fill('Managed hosting for small shops');
  await fillAddress(page, '1 Harbour Road', 'Bristol', 'BS1 4DJ');
  await page.getByRole('button', { name: 'Continue' }).click();

  // financialInfoForm with the additional questions.
  await stepHeading(page, 'Financial information');
  await page.getByLabel('Expected deposits per month', { exact: true }).selectOption({ label: '5,000 to 25,000' });
  await page.getByLabel('Expected withdrawals per month', { exact: true }).selectOption({ label: 'Up to 5,000' });
  await page.getByRole('checkbox', { name: 'Revenue from sales' }).check();
  await page.getByRole('checkbox', { name: 'Receiving payments from customers' }).check();
  await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Web hosting' });
  for (const question of await page.getByRole('group', { name: 'Additional questions' }).getByRole('combobox').all())
    await question.selectOption('no');
  await page.getByRole('button', { name: 'Continue' }).click();

  // dueDilligenceForm.
  await stepHeading(page, 'Due diligence');
  await page.getByLabel(/owned or run by a government body/).selectOption('no');
  await page.getByLabel(/party to a lawsuit/).selectOption('no');
  await page.getByLabel(/pay its taxes/).selectOption('yes');
  await page.getByRole('button', { name: 'Continue' }).click();

  // directorsHub with the personForm.
  await stepHeading(page, 'Directors');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Add at least one director.')).toBeVisible();
  await page.getByRole('button', { name: 'Add director' }).click();
  await expect(page.getByRole('heading', { name: 'New director' })).toBeVisible();
  await fillPerson(page, { first: 'Ada', last: 'Lovelace', email: 'ada@harbour-hosting.test', phone: '7700900123' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Directors' }).getByText('Ada Lovelace', { exact: true })).toBeVisible();

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByText('We restored the application you started earlier on this device.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Directors' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Directors' }).getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // shareholdersHub: a person and a company shareholder with its own director and shareholder.
  await stepHeading(page, 'Shareholders');
  const root = page.getByRole('group', { name: 'Add a shareholder of Harbour Hosting Ltd' });
  await root.getByLabel('Person', { exact: true }).selectOption({ label: 'Ada Lovelace' });
  await root.getByLabel('Share (%)', { exact: true }).fill('70');
  await root.getByRole('button', { name: 'Add person' }).click();
  await root.getByLabel('Share of a new company shareholder (%)', { exact: true }).fill('40');
  await root.getByRole('button', { name: 'Add a company' }).click();
  await expect(page.getByRole('heading', { name: 'New company shareholder' })).toBeVisible();
  const companyForm = page.locator('form.wallet-business-registration__editor');
  await companyForm.getByLabel('Company name', { exact: true }).fill('Holdco SA');
  await companyForm.getByLabel('Country of registration', { exact: true }).selectOption({ label: 'Portugal' });
  await companyForm.getByLabel('Registration number', { exact: true }).fill('PT-55');
  await companyForm.getByLabel('Date of registration', { exact: true }).fill('2010-01-01');
  await fillAddress(companyForm, 'Rua Augusta 10', 'Lisboa', '1100-048', 'Portugal');
  await companyForm.getByRole('button', { name: 'Save' }).click();
  await expect(companyForm.getByText('A company shareholder needs at least one director.')).toBeVisible();
  await companyForm.getByRole('button', { name: 'Add a new person as director' }).click();
  await expect(page.getByRole('heading', { name: 'New director of the company shareholder' })).toBeVisible();
  await fillPerson(page, { first: 'Ben', last: 'Bennett', email: 'ben@holdco.test', phone: '7700900124' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('checkbox', { name: 'Ben Bennett' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  const nested = page.getByRole('group', { name: 'Add a shareholder of Holdco SA' });
  await nested.getByLabel('Person', { exact: true }).selectOption({ label: 'Ben Bennett' });
  await nested.getByLabel('Share (%)', { exact: true }).fill('100');
  await nested.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText('Effective share in the applying company: 40 %')).toBeVisible();

  // The bad share sum is caught before anything is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('These shares add up to 110 %; together they must be between 10 % and 100 %.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Share of Ada Lovelace (%)', { exact: true }).fill('60');
  await page.getByRole('button', { name: 'Continue' }).click();

  // usersHub: the first user gets full access; a user whose e-mail has its own account is refused.
  await stepHeading(page, 'Users');
  await page.getByLabel('Add a user', { exact: true }).selectOption({ label: 'Ada Lovelace' });
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByLabel('Access rights of Ada Lovelace', { exact: true })).toHaveValue('2');
  await expect(page.getByText('New address: an activation link will be sent.')).toBeVisible();
  await expect(page.getByLabel('Access rights of Ada Lovelace', { exact: true }).locator('option')).toHaveText([
    'Choose…',
    'Read only',
    'Full access',
    'Can initiate payments',
    'Can confirm payments',
  ]);
  await page.getByLabel('Add a user', { exact: true }).selectOption({ label: 'A new person' });
  await page.getByRole('button', { name: 'Add user' }).click();
  await fillPerson(page, { first: 'Cy', last: 'Cyrus', email: 'personal@demo.test', phone: '7700900125' });
  await page.getByLabel('Access rights', { exact: true }).selectOption({ label: 'Read only' });
  await expect(page.getByText('This address already has its own account.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This address already has its own account. Use another address.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('E-mail', { exact: true }).fill('cy@harbour-hosting.test');
  await page.getByLabel('E-mail', { exact: true }).blur();
  await expect(page.getByText('New address: an activation link will be sent.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Users' }).getByText('Cy Cyrus', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // legalForm, bot check, send.
  await stepHeading(page, 'Legal and sending');
  await page.getByLabel('Authorised company representative', { exact: true }).selectOption({ label: 'Ada Lovelace' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password', { exact: true }).fill(PASSWORD);
  for (const term of [
    'I accept the terms and conditions.',
    'I have read the privacy policy.',
    'The information in this application is true and complete.',
    'I am authorised to open this account for the company.',
  ]) {
    await page.getByRole('checkbox', { name: term }).check();
  }
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Send the application' }).click();
  // Spec 3 section 4.4: the wizard goes home (without a session, the sign-in page) with the completion message.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Application received')).toBeVisible();
  await expect(page.getByText(`We have e-mailed an activation link to ${COMPANY_EMAIL}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => window.localStorage.getItem('wallet.businessRegistrationDraft'))).toBeNull();

  // Activation from the outbox, then the company's own sign-in.
  let link: string | undefined;
  await expect
    .poll(async () => {
      link =
        (await readOutbox(page.request, COMPANY_EMAIL)).find((message) =>
          message.link?.includes('action=activationBusiness'),
        )?.link ?? undefined;
      return link ?? null;
    })
    .not.toBeNull();
  const other = await (await browser.newContext({ baseURL: PORTAL_ORIGIN })).newPage();
  await other.goto(link as string);
  await expect(
    other.getByRole('dialog', { name: 'Done' }).getByText(/Authorized users will now receive the activation links/),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await readOutbox(page.request, 'cy@harbour-hosting.test')).some((message) =>
        message.link?.includes('activationEmployee'),
      ),
    )
    .toBe(true);
  await other.context().close();

  const fresh = await (await browser.newContext({ baseURL: PORTAL_ORIGIN })).newPage();
  await signIn(fresh, COMPANY_EMAIL, { password: PASSWORD });
  await expect(fresh).toHaveURL(/\/home$/);
  await fresh.context().close();
});

test('clearing the draft asks first', async ({ page }) => {
  await page.goto('/register/business');
  await page.getByLabel('Registered company name', { exact: true }).fill('Draft Co');
  await page.getByRole('button', { name: 'Clear the form' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear the whole application?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Registered company name', { exact: true })).toHaveValue('Draft Co');
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear everything' }).click();
  await expect(page.getByLabel('Registered company name', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Registered company name', { exact: true })).toHaveValue('');
  await expect(page.getByText('We restored the application you started earlier on this device.')).toHaveCount(0);
});

const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'uk'] as const;

for (const language of LANGUAGES) {
  test(`the wizard speaks ${language} and fits 375 px`, async ({ page }) => {
    const texts = JSON.parse(
      readFileSync(new URL(`../src/features/business-registration/locales/${language}.json`, import.meta.url), 'utf8'),
    ) as {
      title: string;
      steps: { general: string };
      general: { name: string };
      actions: { next: string };
    };
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/register/business?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.steps.general })).toBeVisible();
    await expect(page.getByLabel(texts.general.name ?? '')).toBeVisible();
    await expect(page.getByRole('button', { name: texts.actions.next })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
}
