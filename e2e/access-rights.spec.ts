/**
 * Access rights (issue 30): what the portal shows each demo user of a company is what its rights allow, and the
 * sandbox refuses the rest at the API whatever the portal shows (the calls below use the page's own session, through
 * the BFF in BFF mode: pageSession).
 * representative@: documents only, no balance information; merchant-viewer@: read only; employee@: initiate.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { resetSandbox } from './support/sandbox';
import { apiSignIn, pageSession, type PageSession } from './support/api-sign-in';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function callMethod(
  page: Page,
  session: PageSession,
  name: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await page.request.post(`${session.base}/api/v4?method=${name}`, {
    headers: { ...session.headers, ...headers },
    data: { method: name, ...payload },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test('representative@: company documents only, and the bank refuses its payments and balances', async ({ page }) => {
  await apiSignIn(page, 'representative@demo.test');
  await expect(page).toHaveURL(/\/company-documents$/);
  await expect(mainNavigation(page).getByRole('link')).toHaveText(['Company documents']);
  for (const path of ['/home', '/history', '/company']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/company-documents$/);
  }
  await expect(page.getByRole('region', { name: 'Rita Representative' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const session = await pageSession(page);
  const blueHarbor = { fromCustomerId: 200002 };
  expect(
    await callMethod(
      page,
      session,
      'p2pTransfer',
      { ...blueHarbor, accountId: 500017, amount: '1.00', currency: 'EUR', toEmail: 'personal@demo.test' },
      { 'idempotency-key': 'e2e-access-representative' },
    ),
  ).toMatchObject({ responseCode: 'ENOA', responseDescription: 'No access to transfers' });
  expect(await callMethod(page, session, 'balanceInquiry', blueHarbor)).toMatchObject({ responseCode: 'ENOA' });
  expect(await callMethod(page, session, 'transactionHistoryGet', blueHarbor)).toMatchObject({ responseCode: 'ENOA' });
  // Its documents are what it may reach.
  expect(await callMethod(page, session, 'businessRepresentativeList', blueHarbor)).toMatchObject({
    responseCode: '00',
  });
});

test('merchant-viewer@: read-only merchant pages, and the bank refuses its payment, new account and invoice', async ({
  page,
}) => {
  await apiSignIn(page, 'merchant-viewer@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/merchant/internal/api_key');
  await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons$/);
  await expect(page.getByText('You can view these settings but not change them')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a button' })).toHaveCount(0);
  const merchantMenu = page.getByRole('navigation', { name: 'Merchant services' });
  await expect(merchantMenu.getByRole('link', { name: 'API keys' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const session = await pageSession(page);
  const pixelGoods = { fromCustomerId: 200003 };
  expect(
    await callMethod(
      page,
      session,
      'p2pTransfer',
      { ...pixelGoods, accountId: 500018, amount: '1.00', currency: 'USD', toEmail: 'personal@demo.test' },
      { 'idempotency-key': 'e2e-access-viewer-pay' },
    ),
  ).toMatchObject({ responseCode: 'ENOA', responseDescription: 'Your access to transfers is read-only' });
  expect(await callMethod(page, session, 'currencyAccountAdd', { ...pixelGoods, currencyCode: 'EUR' })).toMatchObject({
    responseCode: 'ENOA',
    responseDescription: 'Your access to the accounts is read-only',
  });
  expect(
    await callMethod(
      page,
      session,
      'invoiceCreate',
      { ...pixelGoods, toEmail: 'personal@demo.test', amount: '3.00', currency: 'USD', dueDate: '2030-02-01' },
      { 'idempotency-key': 'e2e-access-viewer-invoice' },
    ),
  ).toMatchObject({ responseCode: 'ENOA', responseDescription: 'Your access to invoices is read-only' });
  const keys = await page.request.get(`${session.base}/public-api/apikey`, {
    headers: { ...session.headers, 'X-Customer-Id': '200003' },
  });
  expect(keys.status()).toBe(403);
  // Reading is what read rights are for.
  expect(await callMethod(page, session, 'balanceInquiry', pixelGoods)).toMatchObject({ responseCode: '00' });
});

test('employee@: sees the users without changing them; its payment becomes a request and it may not manage users', async ({
  page,
}) => {
  await apiSignIn(page, 'employee@demo.test');
  await page.getByRole('button', { name: /Northwind Trading Ltd/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/company-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  await expect(page.getByText('You can see the users. Only users with full access can change them.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a representative' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const session = await pageSession(page);
  const northwind = { fromCustomerId: 200001 };
  expect(
    await callMethod(
      page,
      session,
      'p2pTransfer',
      { ...northwind, accountId: 500013, amount: '1.00', currency: 'USD', toEmail: 'personal@demo.test' },
      { 'idempotency-key': 'e2e-access-employee-pay' },
    ),
  ).toMatchObject({ responseCode: '00', approvalTransactionCreated: true });
  expect(
    await callMethod(page, session, 'businessUserRightsUpdate', { ...northwind, userId: 9, accessRights: 1 }),
  ).toMatchObject({ responseCode: 'ENOA', responseDescription: 'No access to company users' });
  expect(
    await callMethod(page, session, 'businessTransactionApprove', {
      ...northwind,
      transactionIds: [1],
      declined: true,
    }),
  ).toMatchObject({ responseCode: 'ENOA', responseDescription: 'Your access to transfers does not allow this' });
});
