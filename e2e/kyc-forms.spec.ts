/**
 * Verification, part two (issue 6): the FATCA/CRS self-certification with a W-9 signed on the sandbox's signing page,
 * the personal info update, and identity checks by link and video identity job on the sandbox's provider page. Each
 * ends where the start-page rules lead, and every screen is checked with axe.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readOutbox, resetSandbox } from './support/sandbox';
import { apiSignIn } from './support/api-sign-in';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Compliance asks a customer for an identity check (the review page's control); the link also lands in the outbox. */
async function requestIdentityCheck(request: APIRequestContext, to: string, kind: 'link' | 'video-job') {
  const response = await request.post(`${SANDBOX_ORIGIN}/sandbox/identity-checks`, { data: { to, kind } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { workflowRunId: string; token: string; jobId: string; link: string };
}

test('fatca@demo.test signs the self-certification and a W-9 on the signing page, then goes home', async ({
  page,
  context,
}) => {
  await apiSignIn(page, 'fatca@demo.test');
  await expect(page).toHaveURL(/\/self-certification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax residency self-certification' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Bad input is refused next to its field, and nothing typed is lost.
  await page.getByLabel('Town or city of birth').fill('Boston');
  await page.getByLabel('Country of birth').selectOption('US');
  const taxId = page.getByLabel(/^Tax number in United States/);
  await taxId.fill('12345');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('checkbox', { name: /I confirm that these answers are true/ }).check();
  await page.getByRole('button', { name: 'Sign the self-certification' }).click();
  await expect(page.getByText('Tax ID not valid: this is not a valid SSN/ITIN. Check the number.')).toBeVisible();
  await expect(taxId).toBeFocused();
  await expect(page.getByLabel('Town or city of birth')).toHaveValue('Boston');
  await expectNoSeriousA11yViolations(page);

  await taxId.fill('123-45-6789');
  await page.getByRole('button', { name: 'Sign the self-certification' }).click();
  const documents = page.getByRole('region', { name: 'Your tax documents' });
  const w9 = documents.getByRole('listitem').filter({ hasText: 'Form W-9 (US taxpayers)' });
  await expect(w9.getByText('Not provided')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await w9.getByRole('button', { name: 'Sign Form W-9 online' }).click();
  const [signing] = await Promise.all([
    context.waitForEvent('page'),
    w9.getByRole('link', { name: 'Open Form W-9 to sign (opens in a new tab)' }).click(),
  ]);
  await expect(
    signing.getByRole('heading', { name: /Form W-9: Request for Taxpayer Identification Number/ }),
  ).toBeVisible();
  await expect(signing.getByText('123-45-6789')).toBeVisible();
  await expectNoSeriousA11yViolations(signing);
  await signing.getByLabel('I certify the statements above').check();
  await signing.getByLabel(/Type your full name to sign/).fill('Someone Else');
  await signing.getByRole('button', { name: 'Sign Form W-9' }).click();
  await expect(signing.getByRole('alert')).toContainText('Type your full name exactly as on your account (Fay Fatca)');
  await signing.getByLabel(/Type your full name to sign/).fill('Fay Fatca');
  await signing.getByRole('button', { name: 'Sign Form W-9' }).click();
  await expect(signing.getByRole('status')).toContainText('Signed. Thank you');

  // The signature reaches the portal in real time.
  await expect(page.getByText('Your self-certification is complete')).toBeVisible();
  await expect(w9.getByText('Being reviewed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('profile-update@demo.test reviews their details and goes home', async ({ page }) => {
  await apiSignIn(page, 'profile-update@demo.test');
  await expect(page).toHaveURL(/\/profile-update$/);
  await expect(page.getByText('We ask you to review your details')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Piotr');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Choose one.')).toHaveCount(4);
  await expect(page.getByLabel('Occupation')).toBeFocused();
  await page.getByLabel('Occupation').selectOption({ label: 'Employee' });
  await page.getByLabel('Main source of the money on your account').selectOption({ label: 'Salary' });
  await page.getByLabel('Main use of the account').selectOption({ label: 'Receiving payments for my work' });
  await page.getByLabel('Money you expect to receive per month').selectOption({ label: 'USD 1,000 to 5,000' });
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('an identity verification link completes on the provider page; another fails and is retried', async ({
  page,
  context,
  request,
}) => {
  const first = await requestIdentityCheck(request, 'in-review@demo.test', 'link');
  expect(
    (await readOutbox(request, 'in-review@demo.test')).some((message) => message.subject === 'Verify your identity'),
  ).toBe(true);
  await page.goto(`/identity-verification/${first.workflowRunId}/${first.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [provider] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Start the check (opens in a new tab)' }).click(),
  ]);
  await expect(page.getByText('Waiting for the check to finish. This page updates by itself.')).toBeVisible();
  await expectNoSeriousA11yViolations(provider);
  await provider.getByRole('button', { name: 'Complete the check' }).click();
  await expect(provider.getByRole('status')).toContainText('completed');
  // Provider tabs stay open: closing a page right after its form post can cancel the post in headless Chromium.
  await expect(page.getByText('Your identity is verified')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const second = await requestIdentityCheck(request, 'in-review@demo.test', 'link');
  await page.goto(`/identity-verification/${second.workflowRunId}/${second.token}`);
  const [failing] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Start the check (opens in a new tab)' }).click(),
  ]);
  await failing.getByLabel('Reason').fill('The face did not match the document');
  await failing.getByRole('button', { name: 'Fail the check' }).click();
  await expect(failing.getByRole('status')).toContainText('failed');
  await expect(page.getByText('The check did not succeed')).toBeVisible();
  await expect(page.getByText('Reason: The face did not match the document')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).not.toHaveURL(new RegExp(second.workflowRunId));
  const [retry] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Start the check (opens in a new tab)' }).click(),
  ]);
  await retry.getByRole('button', { name: 'Complete the check' }).click();
  await expect(retry.getByRole('status')).toContainText('completed');
  await expect(page.getByText('Your identity is verified')).toBeVisible();
});

test('a video identity job from the e-mail greets the customer and completes', async ({ page, context, request }) => {
  const job = await requestIdentityCheck(request, 'in-review@demo.test', 'video-job');
  await page.goto(`/video-identity-job/${job.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Video identity check' })).toBeVisible();
  await expect(page.getByText('Hello Iris, we need a short video check to confirm your identity.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [provider] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Start the check (opens in a new tab)' }).click(),
  ]);
  await provider.getByRole('button', { name: 'Complete the check' }).click();
  await expect(provider.getByRole('status')).toContainText('completed');
  await expect(page.getByText('Your identity is verified')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
