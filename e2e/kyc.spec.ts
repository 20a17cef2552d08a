/**
 * Verification (issue 6): the kyc page in the built portal, the review queue of the sandbox, realtime status changes,
 * file checks before upload, and <wallet-kyc> on the partner page signed in with a code handed over in the query.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PARTNER_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { latestCode, resetSandbox, sandboxStats } from './support/sandbox';
import { apiSignIn } from './support/api-sign-in';
import { handOverCode } from './support/widget-sessions';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.4\n%sandbox test\n');

function jpeg(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: JPEG };
}

/** The queue's documents of one customer, decided through the review page's JSON API. */
async function decideAll(
  request: APIRequestContext,
  email: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<void> {
  const queue = (await (await request.get(`${SANDBOX_ORIGIN}/sandbox/review?format=json`)).json()) as {
    documents: { documentId: number; email: string }[];
  };
  const mine = queue.documents.filter((item) => item.email === email);
  expect(mine.length).toBeGreaterThan(0);
  for (const item of mine) {
    const response = await request.post(
      `${SANDBOX_ORIGIN}/sandbox/review/documents/${String(item.documentId)}/${decision}`,
      { data: reason ? { reason } : {} },
    );
    expect(response.ok()).toBe(true);
  }
}

test('unverified@demo.test sends identity, proof of address and phone, and follows the review without reloading', async ({
  page,
  context,
  request,
}) => {
  await apiSignIn(page, 'unverified@demo.test');
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByText('Action needed to verify your account')).toBeVisible();
  await expect(page.getByText('4 things are still missing. Complete them below.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const identity = page.getByRole('region', { name: 'Identity document' });
  await identity.getByLabel('Type of document').selectOption({ label: 'National identity card' });

  // Refused in the browser, before any upload: the wrong type and a file over 10 MB.
  await page.setInputFiles('#kyc-identity-main', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(identity.getByRole('alert')).toContainText(
    'This type of file cannot be uploaded here. Choose a JPG, PNG, or PDF file.',
  );
  const huge = Buffer.alloc(10_500_000);
  JPEG.copy(huge);
  await page.setInputFiles('#kyc-identity-main', { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
  await expect(identity.getByRole('alert')).toContainText('The file is 10.5 MB, more than the 10 MB allowed.');
  expect((await sandboxStats(request)).customerDocumentUpload).toBeUndefined();
  await expectNoSeriousA11yViolations(page);

  await page.setInputFiles('#kyc-identity-main', jpeg('id-front.jpg'));
  await page.setInputFiles('#kyc-identity-back', jpeg('id-back.jpg'));
  await identity.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Thank you. Your National identity card was sent for review.')).toBeAttached();
  await expect(identity.getByText('Being reviewed')).toBeVisible();

  const address = page.getByRole('region', { name: 'Address' });
  await address.getByLabel('Type of proof').selectOption({ label: 'Utility bill' });
  await page.setInputFiles('#kyc-proof-100009-main', {
    name: 'electricity-bill.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await address.getByRole('button', { name: 'Upload proof of address' }).click();
  await expect(address.getByText('Proof being reviewed')).toBeVisible();

  const phone = page.getByRole('region', { name: 'Phone number' });
  await phone.getByRole('button', { name: 'Send a confirmation code' }).click();
  await expect(phone.getByText('We sent a 6-digit code by SMS to +40 712000113.', { exact: true })).toBeVisible();
  const code = await latestCode(request, 'unverified@demo.test', 'sms');
  await phone.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await phone.getByRole('button', { name: 'Confirm phone' }).click();

  await expect(page.getByText('Your documents are being reviewed')).toBeVisible();
  await expect(phone.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The profile shows the same verification; the review happens in another tab.
  await page.goto('/profile');
  await expect(page.getByText('Your documents are being reviewed')).toBeVisible();
  const reviewer = await context.newPage();
  await reviewer.goto(`${SANDBOX_ORIGIN}/sandbox/review`);
  await expect(reviewer.getByRole('heading', { name: 'Review: uploaded documents' })).toBeVisible();
  await expectNoSeriousA11yViolations(reviewer);
  await reviewer.getByRole('button', { name: 'Approve National identity card of Ulla Unverified' }).click();
  await expect(reviewer.getByRole('status')).toHaveText('Approved: the customer was notified.');
  await reviewer.getByRole('button', { name: 'Approve Utility bill of Ulla Unverified' }).click();
  await expect(reviewer.getByRole('status')).toHaveText('Approved: the customer was notified.');

  // No reload: the realtime notices bring the new status.
  await expect(page.locator('.wallet-kyc').getByText('Your account is verified', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Identity document' }).getByText('Approved', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.wallet-toast').filter({ hasText: 'Your account is verified' })).toBeVisible();
});

test('a rejected document shows its reason, arrives live, and can be replaced', async ({ page, request }) => {
  await apiSignIn(page, 'rejected@demo.test');
  await expect(page).toHaveURL(/\/kyc$/);
  const identity = page.getByRole('region', { name: 'Identity document' });
  await expect(identity.getByText('Reason: The photo is blurred: the document number cannot be read.')).toBeVisible();

  await identity.getByLabel('Type of document').selectOption({ label: 'Passport' });
  await page.setInputFiles('#kyc-identity-main', jpeg('passport.jpg'));
  await identity.getByRole('button', { name: 'Upload document' }).click();
  await expect(identity.getByText('Being reviewed')).toBeVisible();

  await decideAll(request, 'rejected@demo.test', 'reject', 'Glare covers the photo.');
  await expect(identity.getByText('Reason: Glare covers the photo.')).toBeVisible();
  await expect(page.locator('.wallet-toast').filter({ hasText: 'Document rejected' })).toBeVisible();
  await expect(page.getByText('Action needed to verify your account')).toBeVisible();

  await identity.getByLabel('Type of document').selectOption({ label: 'Passport' });
  await page.setInputFiles('#kyc-identity-main', jpeg('passport-sharp.jpg'));
  await identity.getByRole('button', { name: 'Upload document' }).click();
  await expect(identity.getByText('Being reviewed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('<wallet-kyc> on the partner page signs in with the code handed over in the query and updates live', async ({
  page,
  request,
}) => {
  const { code, verifier } = await handOverCode(request, 'in-review@demo.test');
  const query = new URLSearchParams({ code, 'code-verifier': verifier, 'api-base': SANDBOX_ORIGIN });
  await page.goto(`${PARTNER_ORIGIN}/kyc.html?${query.toString()}`);

  const element = page.locator('wallet-kyc');
  await expect(element.getByRole('heading', { level: 2, name: 'Verification' })).toBeVisible();
  await expect(element.getByText('Your documents are being reviewed')).toBeVisible();
  const events = page.locator('#event-log');
  await expect(events).toContainText('wallet-ready');
  await expect(events).toContainText('wallet-status-change {"status":"verificationProcessing","requiredActions":[]}');
  // The spent code left the address.
  await expect(page).toHaveURL(/kyc\.html\?api-base=/);

  // A file check inside the element, before any upload.
  await element.getByRole('button', { name: 'Upload a new document' }).click();
  await page.setInputFiles('#kyc-identity-main', {
    name: 'scan.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(element.getByRole('alert')).toContainText('Choose a JPG, PNG, or PDF file.');
  await expectNoSeriousA11yViolations(page);

  await decideAll(request, 'in-review@demo.test', 'approve');
  await expect(element.getByText('Your account is verified')).toBeVisible();
  await expect(events).toContainText('wallet-status-change {"status":"checked","requiredActions":[]}');
});
