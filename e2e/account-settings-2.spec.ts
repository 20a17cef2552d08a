/**
 * Profile completeness (issue 18) and company e-mails (issue 19) in the built portal: e-mail addresses, addresses with
 * states, username change, notification settings that take effect.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { signIn } from './support/portal';
import { readOutbox, resetSandbox } from './support/sandbox';

const USER = 'contacts@demo.test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function openProfile(page: Page, login = USER): Promise<void> {
  await apiSignIn(page, login, { to: '/profile' });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'E-mail addresses' })).toBeVisible();
}

/** The code of the newest outbox e-mail to `to` with `subject`, waiting for it to arrive. */
async function mailedCode(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = (await readOutbox(request, to)).find((message) => message.subject === subject)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('an e-mail address is added, confirmed with the code from the outbox, made primary, and the old one deleted', async ({
  page,
  request,
}) => {
  await openProfile(page);
  const emails = page.getByRole('list', { name: 'E-mail addresses' });
  await expect(emails.getByRole('listitem')).toHaveCount(2);

  await page.getByLabel('New e-mail address').fill('cora.work@example.test');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('This address is already on the list.')).toBeVisible();
  await expect(page.getByLabel('New e-mail address')).toHaveValue('cora.work@example.test');

  await page.getByLabel('New e-mail address').fill('cora.new@example.test');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(
    page.getByText('cora.new@example.test was added. We sent a confirmation link and code to it.'),
  ).toBeVisible();
  await expect(emails.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Make primary: cora.new@example.test' })).toHaveCount(0);

  const code = await mailedCode(request, 'cora.new@example.test', 'Confirm your e-mail address');
  await page.getByRole('button', { name: 'Enter code: cora.new@example.test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
  await dialog.getByLabel('Confirmation code').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This code is not right or has expired. Ask for a new one.')).toBeVisible();
  await dialog.getByLabel('Confirmation code').fill(code);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('cora.new@example.test is confirmed.')).toBeVisible();

  await page.getByRole('button', { name: 'Make primary: cora.new@example.test' }).click();
  await expect(page.getByText('cora.new@example.test is now your primary address.')).toBeVisible();
  await expect(emails.getByRole('listitem').first()).toContainText('cora.new@example.test');
  await expect(emails.getByRole('listitem').first()).toContainText('Primary');

  await page.getByRole('button', { name: `Delete: ${USER}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${USER} was deleted.`)).toBeVisible();
  await expect(emails.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('the login address is confirmed through the link it receives (the e-mail confirmation popup)', async ({
  page,
  request,
}) => {
  await openProfile(page);
  const own = page.getByRole('list', { name: 'E-mail addresses' }).getByRole('listitem').first();
  await expect(own).toContainText('Waiting for confirmation');
  await page.getByRole('button', { name: `Send a confirmation code: ${USER}` }).click();
  await expect(page.getByText(`We sent a new confirmation link and code to ${USER}.`)).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      link =
        (await readOutbox(request, USER)).find((message) => message.subject === 'Confirm your e-mail address')?.link ??
        '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByText('Your E-mail address has been confirmed!')).toBeVisible();
  await page.goto('/profile');
  await expect(own).toContainText('Confirmed');
  await expect(own).not.toContainText('Waiting for confirmation');
});

test('an address is replaced (a home abroad is refused first), the new one confirmed; states follow the country', async ({
  page,
}) => {
  await openProfile(page);
  const addresses = page.getByRole('list', { name: 'Addresses', exact: true });
  await expect(addresses).toContainText('350 Fifth Avenue, New York, New York, 10118, US');
  await page.getByRole('button', { name: /^Replace: 350 Fifth Avenue/ }).click();
  const form = page.getByRole('form', { name: /^Replace 350 Fifth Avenue/ });
  await form.getByLabel('Street and number').fill('1 Infinite Loop');
  await form.getByLabel('City').fill('Cupertino');
  await form.getByLabel('Postal code').fill('95014');
  await form.getByLabel('Country').selectOption('GB');
  await expect(form.getByLabel('State or province')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(
    form.getByText('An address you live at must be in your country of residence. To move abroad, contact support.'),
  ).toBeVisible();

  await form.getByLabel('Country').selectOption('US');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Choose the state or province.')).toBeVisible();
  await form.getByLabel('State or province').selectOption('CA');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The address was replaced. Please confirm the new one.')).toBeVisible();
  await expect(addresses).toContainText('1 Infinite Loop, Cupertino, California, 95014, US');
  await expect(addresses).not.toContainText('350 Fifth Avenue');
  await expect(addresses).toContainText('Not confirmed by you yet');

  await page.getByRole('button', { name: /^Confirm address: 1 Infinite Loop/ }).click();
  await expect(page.getByText('Thank you, the address is confirmed.')).toBeVisible();
  await expect(addresses).toContainText('Confirmed by you on');

  await page.getByRole('button', { name: /^Delete: 1 Infinite Loop/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your only home address cannot be deleted. Replace it instead.')).toBeVisible();
});

test('the username changes with the code sent to the new address, and the new username signs in', async ({
  page,
  browser,
  request,
}) => {
  await openProfile(page);
  const section = page.getByRole('form', { name: 'Username' });
  await expect(page.getByText(`You sign in as ${USER}.`)).toBeVisible();
  await section.getByLabel('New username').fill('personal@demo.test');
  await section.getByRole('button', { name: 'Change username' }).click();
  await expect(section.getByText('This username belongs to another account.')).toBeVisible();

  await section.getByLabel('New username').fill('cora@newmail.test');
  await section.getByRole('button', { name: 'Change username' }).click();
  await expect(page.getByText('We sent a code to cora@newmail.test. Enter it below to finish.')).toBeVisible();
  const code = await mailedCode(request, 'cora@newmail.test', 'Confirm your new username');
  const confirm = page.getByRole('form', { name: 'Confirm your new username' });
  await confirm.getByLabel('Code sent to cora@newmail.test').fill(code);
  await confirm.getByRole('button', { name: 'Confirm new username' }).click();
  await expect(page.getByText('Done. From now on you sign in as cora@newmail.test.')).toBeVisible();

  const old = await browser.newPage();
  await signIn(old, USER);
  await expect(old.getByRole('alert')).toBeVisible();
  await expect(old).toHaveURL(/\/login/);
  await old.close();
  const fresh = await browser.newPage();
  await signIn(fresh, 'cora@newmail.test');
  await expect(fresh).toHaveURL(/\/home$/);
  await fresh.close();
});

test('a notification channel switched off receives nothing; switched on again it does', async ({ page, request }) => {
  const notice = {
    to: USER,
    type: 'documentRejected',
    severity: 'warning',
    title: 'Document rejected',
    message: 'Your proof of address was rejected.',
  };
  const copies = async () =>
    (await readOutbox(request, USER))
      .filter((message) => message.subject === 'Document rejected')
      .map((message) => message.channel);

  await apiSignIn(page, USER, { to: '/profile/notifications' });
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await page.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  expect((await request.post(`${SANDBOX_ORIGIN}/sandbox/notifications`, { data: notice })).ok()).toBe(true);
  // Delivery is done when the control call answers: the notice is in the centre, but no e-mail copy went out.
  expect(await copies()).toEqual([]);

  await page.getByRole('checkbox', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  await request.post(`${SANDBOX_ORIGIN}/sandbox/notifications`, { data: notice });
  await expect.poll(copies).toEqual(['email']);
});

test('company e-mails for Northwind: the owner adds and confirms an address for the company', async ({
  page,
  request,
}) => {
  await apiSignIn(page, 'business@demo.test', { to: '/company-emails' });
  await expect(page).toHaveURL(/\/company-emails$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment e-mails' })).toBeVisible();
  const emails = page.getByRole('list', { name: 'E-mail addresses' });
  await expect(emails.getByRole('listitem')).toHaveCount(1);
  await expect(emails).toContainText('business@demo.test');
  await page.getByLabel('New e-mail address').fill('finance@northwind.test');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(emails.getByRole('listitem')).toHaveCount(2);
  const code = await mailedCode(request, 'finance@northwind.test', 'Confirm your e-mail address');
  await page.getByRole('button', { name: 'Enter code: finance@northwind.test' }).click();
  await page.getByRole('dialog').getByLabel('Confirmation code').fill(code);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('finance@northwind.test is confirmed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make primary: finance@northwind.test' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the profile contacts read in Spanish and fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openProfile(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/profile?lang=es');
  await expect(page.getByRole('heading', { level: 2, name: 'Direcciones de correo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nombre de usuario' })).toBeVisible();
  await expect(page.getByText('Pendiente de confirmación').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
