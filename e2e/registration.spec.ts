/**
 * Registration and activation (spec 1 sections 2 and 4, spec 3 sections 2.3 and 4.5): a new personal customer
 * registers with the sandbox bot check, activates from the outbox link and signs in; password reset end to end;
 * business and employee activation; registration hidden for the `bank` brand; wrong inputs; axe on every page.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PORTAL_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readOutbox, resetSandbox } from './support/sandbox';
import { signIn } from './support/portal';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const NEW_USER = 'nora.newcomer@example.test';
const NEW_PASSWORD = 'Fresh-start-42';

/** Another browser (its own session storage), as when a link is opened on another device. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: PORTAL_ORIGIN });
  return context.newPage();
}

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

async function activationLink(page: Page, to: string): Promise<string> {
  let link: string | null | undefined;
  await expect
    .poll(async () => {
      link = (await readOutbox(page.request, to)).find((message) => message.link?.includes('/activate?'))?.link;
      return link ?? null;
    })
    .not.toBeNull();
  return link as string;
}

test('a new personal customer registers, activates from the e-mailed link and signs in', async ({ page, browser }) => {
  // Many screens, each checked with axe.
  test.slow();
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Open an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open an account with Nimbus Wallet' })).toBeVisible();
  await expect(page.getByText(/Webcam model/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Open a personal account' }).click();
  await expect(page).toHaveURL(/\/register\/personal$/);
  const form = page.getByRole('region', { name: 'Open a personal account' });
  await expect(form.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Nothing filled in: every field says what is wrong, focus goes to the first one.
  await form.getByRole('button', { name: 'Open my account' }).click();
  await expect(form.getByText('Some fields need your attention. Please correct them below.')).toBeVisible();
  await expect(form.getByLabel('What describes you best?')).toBeFocused();
  await expect(form.getByText('Complete the check that you are a person.')).toBeVisible();
  await expect(form.getByText('You need to accept the terms and the privacy policy.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A registered e-mail is found when leaving the field.
  await form.getByLabel('E-mail').fill('personal@demo.test');
  await form.getByLabel('First name').focus();
  await expect(form.getByText('This e-mail address is already registered.')).toBeVisible();

  await form.getByLabel('What describes you best?').selectOption('freelancer');
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill('Newcomer');
  await form.getByLabel('E-mail').fill(NEW_USER);
  await form.getByLabel('Last name').focus();
  await expect(form.getByText('This e-mail address is available.')).toBeVisible();
  // The phone's country is found by typing its name; the list names every country with its code.
  await form.getByRole('searchbox', { name: 'Search for the country' }).fill('roman');
  await expect(form.getByLabel('Country code', { exact: true })).toHaveValue('RO');
  await expect(form.getByLabel('Country code', { exact: true }).locator('option:checked')).toHaveText('Romania (+40)');
  await form.getByLabel('Mobile phone number').fill('722 000 555');
  await form.getByLabel('Date of birth').fill('2012-05-01');
  await form.getByLabel('Country of residence').selectOption('RO');
  await form.getByLabel('Password', { exact: true }).fill('weak');
  await form.getByLabel('Repeat the password').fill('weak2');
  await form.getByLabel(/I accept the terms and conditions/).check();
  await form.getByRole('button', { name: 'Open my account' }).click();
  await expect(form.getByText('You must be at least 18 years old to open an account.')).toBeVisible();
  await expect(form.getByText('The password does not meet all the rules below.')).toBeVisible();
  await expect(form.getByText('The passwords do not match.')).toBeVisible();
  // What was typed is still there.
  await expect(form.getByLabel('First name')).toHaveValue('Nora');
  await expect(form.getByLabel('E-mail')).toHaveValue(NEW_USER);

  await form.getByLabel('Date of birth').fill('1991-03-04');
  await form.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await passBotCheck(page);
  await form.getByRole('button', { name: 'Open my account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused();
  await expect(page.getByText(`We sent an activation link to ${NEW_USER}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Before activation the password does not open the account.
  const early = await otherBrowser(browser);
  await signIn(early, NEW_USER, { password: NEW_PASSWORD });
  await expect(early.getByText(/not activated yet/)).toBeVisible();
  await early.context().close();

  const link = await activationLink(page, NEW_USER);
  expect(new URL(link).searchParams.get('action')).toBe('activation');
  await page.goto(link);
  // Activated and signed in: the start page sends a new, unverified customer to KYC, with the spec's message.
  await expect(page).toHaveURL(/\/kyc$/);
  const popup = page.getByRole('dialog', { name: 'Done' });
  await expect(popup.getByText('Your account has been activated.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await popup.getByRole('button', { name: 'Close' }).last().click();

  // The link works once; a fresh browser signs in with the chosen password.
  const fresh = await otherBrowser(browser);
  await signIn(fresh, NEW_USER, { password: NEW_PASSWORD });
  await expect(fresh).toHaveURL(/\/kyc$/);
  await fresh.goto(link);
  const failure = fresh.getByRole('alertdialog', { name: 'Account Activation' });
  await expect(failure.getByText('This account is already active. Sign in.')).toBeVisible();
  // One message, and the way on is signing in (the account needs no new link).
  await expect(fresh.getByText('This account is already active. Sign in.')).toHaveCount(1);
  await expect(fresh.getByRole('link', { name: 'Send a new activation link' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(fresh);
  await failure.getByRole('link', { name: 'Sign in' }).click();
  await expect(fresh).toHaveURL(/\/login/);
  await fresh.context().close();
});

test('password reset: code from the outbox, new password, then sign-in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('E-mail').fill('personal@demo');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await page.getByLabel('E-mail').fill('personal@demo.test');
  await page.getByRole('button', { name: 'Send the code' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  let code = '';
  await expect
    .poll(async () => {
      code =
        (await readOutbox(page.request, 'personal@demo.test')).find(
          (message) => message.subject === 'Reset your password',
        )?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The code is not right. Check the e-mail and try again.')).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeFocused();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill('Fresh-start-43');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signIn(page, 'personal@demo.test');
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await signIn(page, 'personal@demo.test', { password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/home$/);
});

test('business activation sends the employee a link; the employee chooses a password in the popup', async ({
  page,
  browser,
}) => {
  await page.goto('/activate?action=activationBusiness&user=newbusiness%40demo.test&code=demo-activation-business');
  const notice = page.getByRole('dialog', { name: 'Done' });
  await expect(
    notice.getByText(
      'Your account has been activated. Authorized users will now receive the activation links to access the account.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const employee = await otherBrowser(browser);
  await employee.goto(await activationLink(page, 'newemployee@demo.test'));
  const popup = employee.getByRole('dialog', { name: 'Account Activation' });
  await expect(popup.getByLabel('Your sign-in name')).toHaveValue('newemployee@demo.test');
  await expectNoSeriousA11yViolations(employee);
  await popup.getByRole('button', { name: 'Activate' }).click();
  await expect(popup.getByText('This field is required.').first()).toBeVisible();
  await popup.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await popup.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await popup.getByRole('button', { name: 'Activate' }).click();
  await expect(employee).not.toHaveURL(/\/activate/);
  await expect(
    employee.getByRole('dialog', { name: 'Done' }).getByText('Your account has been activated.'),
  ).toBeVisible();
  await employee.context().close();
});

test('a wrong activation link explains itself in the Account Activation popup', async ({ page }) => {
  await page.goto('/activate?action=activation&user=pending%40demo.test&code=not-the-code');
  const popup = page.getByRole('alertdialog', { name: 'Account Activation' });
  await expect(popup.getByText('This activation link is not valid. Ask for a new one.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('link', { name: 'Send a new activation link' }).click();
  await expect(page).toHaveURL(/\/activate\/resend\?email=pending%40demo.test$/);
  await expect(page.getByLabel('E-mail')).toHaveValue('pending@demo.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/a new link is on its way/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(await activationLink(page, 'pending@demo.test'));
  await expect(page.getByRole('dialog', { name: 'Done' }).getByText('Your account has been activated.')).toBeVisible();
});

test('the e-mail confirmation link shows its popup', async ({ page }) => {
  await page.goto('/login?emailConfirmation=1&emailId=300001&code=246810');
  const popup = page.getByRole('dialog', { name: 'E-mail confirmation' });
  await expect(popup.getByText('Your E-mail address has been confirmed!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await page.goto('/login?emailConfirmation=1&emailId=300001&code=135790');
  await expect(
    page
      .getByRole('alertdialog', { name: 'E-mail confirmation' })
      .getByText('An error has occurred. Please contact us.'),
  ).toBeVisible();
});

test('registration is hidden for the bank brand', async ({ page }) => {
  await page.goto('/login?brand=bank');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open an account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration is not available' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/register/personal');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration is not available' })).toBeVisible();
});
