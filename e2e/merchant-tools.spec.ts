/**
 * Merchant tools in the portal (issue 21) as merchant@demo.test (full access) and merchant-viewer@demo.test (read
 * rights): an API key made on screen calls the sandbox's API-key API and is refused from outside the allowed IPs;
 * webhooks receive signed calls for a payment (a receiver started by the test on 127.0.0.1; the test turns on the
 * sandbox's `allowPrivateUrls` through POST /sandbox/config, and the reset turns it off again), a failing one is
 * retried (forced through POST /sandbox/webhook-retries); subscribers cancel; reputation search; notification history
 * and confirm; identity verification books its fee once, even after a dropped answer; axe on every screen; 375 px;
 * Spanish. Needs `npm run build`.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-sign-in';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addFault, clearFaults, DEMO_PASSWORD, readOutbox, resetSandbox } from './support/sandbox';
import { balances } from './support/widget-sessions';

const MERCHANT = 'merchant@demo.test';
const VIEWER = 'merchant-viewer@demo.test';
/** Receivers of this spec listen on 4142-4149 (the worktree's port range). */
const RECEIVER_PORTS = { good: 4142, failing: 4143 } as const;
const BUTTONS = { buyNow: 710001, subscription: 710002 } as const;

const servers: Server[] = [];

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

async function startReceiver(port: number, status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: incoming.headers });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'broken');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/hooks`, received };
}

async function allowLoopbackUrls(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${SANDBOX_ORIGIN}/sandbox/config`, { data: { allowPrivateUrls: true } })).ok()).toBe(
    true,
  );
}

/** personal@demo.test pays a button through the API (the storefront flow has its own spec). */
async function payButton(request: APIRequestContext, payment: Record<string, unknown>): Promise<number> {
  const login = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
    data: { client: 'spa', username: 'personal@demo.test', password: DEMO_PASSWORD, codeChallenge: 'x'.repeat(43) },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const reply = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=p2pTransfer`, {
    data: { method: 'p2pTransfer', ...payment },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await reply.json()) as { responseCode: string; transactionId: number };
  expect(body.responseCode).toBe('00');
  return body.transactionId;
}

async function signInAs(page: Page, login: string): Promise<void> {
  await apiSignIn(page, login);
  await expect(page).toHaveURL(/\/(home|company-selection)/);
  if (/company-selection/.test(page.url())) {
    await page.getByRole('button', { name: /Pixel Goods LLC/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  }
}

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('merchant@: an API key made on screen calls the sandbox API; an allowed-IP list without 127.0.0.1 refuses it; the API log shows both', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, MERCHANT);
  await open(page, '/merchant/internal/api_key', 'API keys');
  const menu = page.getByRole('navigation', { name: 'Merchant services' });
  await expect(menu.getByRole('link', { name: 'API keys' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create an API key' }).click();
  const create = page.getByRole('dialog', { name: 'New API key' });
  await create.getByRole('button', { name: 'Create the key' }).click();
  await expect(create.getByText('Enter a name')).toBeVisible();
  await create.getByLabel('Name of the key').fill('Shop server');
  await create.getByRole('button', { name: 'Create the key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new key: Shop server' });
  const secret = (await shown.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^mk_[0-9a-f]{40}$/);
  await shown.getByRole('button', { name: 'Copy the key' }).click();
  await expect(shown.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoSeriousA11yViolations(page);
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByRole('row', { name: /Shop server/ })).toContainText(secret.slice(0, 11));

  const withKey = { 'X-Api-Key': secret };
  const payments = await request.get(`${SANDBOX_ORIGIN}/public-api/v1/payments`, { headers: withKey });
  expect(payments.status()).toBe(200);
  const made = await request.post(`${SANDBOX_ORIGIN}/public-api/v1/buttons`, {
    headers: withKey,
    data: { itemName: 'Sticker sheet', amount: '3.50', currencyCode: 'USD' },
  });
  expect(await made.json()).toMatchObject({ itemName: 'Sticker sheet', amount: '3.50', currencyCode: 'USD' });

  // An allowed-IP list that leaves 127.0.0.1 out.
  await page.getByRole('button', { name: 'Add an address' }).click();
  const add = page.getByRole('dialog', { name: 'Add an allowed address' });
  await add.getByLabel('Name').fill('Office');
  await add.getByLabel('IP address (or start of a range)').fill('203.0.113.300');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Enter an IPv4 or IPv6 address')).toBeVisible();
  await add.getByLabel('IP address (or start of a range)').fill('203.0.113.10');
  await add.getByLabel('End of the range (optional)').fill('203.0.113.20');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Office/ })).toContainText('203.0.113.10 to 203.0.113.20');
  const refused = await request.get(`${SANDBOX_ORIGIN}/public-api/v1/payments`, { headers: withKey });
  expect(refused.status()).toBe(403);

  // Turning the key off also refuses it; the list shows it off.
  await page.getByRole('button', { name: 'Turn off Shop server' }).click();
  await expect(page.getByRole('row', { name: /Shop server/ })).toContainText('Off');

  await menu.getByRole('link', { name: 'API log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API log' })).toBeFocused();
  await expect(page.getByRole('row', { name: /Refused \(HTTP 403\)/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Answered \(HTTP 200\)/ })).toHaveCount(2);
  await page.getByLabel('API key').selectOption({ label: 'Shop server' });
  await page.getByLabel('From', { exact: true }).fill('2001-01-02');
  await page.getByLabel('To', { exact: true }).fill('2001-01-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('merchant@: webhooks get a signed call for a payment, a failing one is retried, the log shows both, ping and paging', async ({
  page,
  request,
}) => {
  // One journey over two receivers, a payment, its retry, the log and its pages.
  test.slow();
  await allowLoopbackUrls(request);
  const good = await startReceiver(RECEIVER_PORTS.good, 200);
  const failing = await startReceiver(RECEIVER_PORTS.failing, 500);
  await signInAs(page, MERCHANT);
  await open(page, '/merchant/internal/webhook_log', 'Webhooks');
  await expectNoSeriousA11yViolations(page);

  const addHook = async (name: string, url: string): Promise<string> => {
    await page.getByRole('button', { name: 'Add a webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Address (URL)').fill('ftp://example.com');
    await dialog.getByRole('button', { name: 'Save the webhook' }).click();
    await expect(dialog.getByText('The address must start with https:// or http://')).toBeVisible();
    await dialog.getByLabel('Address (URL)').fill(url);
    await dialog.getByRole('button', { name: 'Save the webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: "Your webhook's signing secret" });
    const secret = (await secretDialog.locator('code').textContent()) ?? '';
    await secretDialog.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(url);
    return secret;
  };
  const secret = await addHook('Orders', good.url);
  await addHook('Broken', `http://127.0.0.1:${RECEIVER_PORTS.failing}/fail`);

  const transactionId = await payButton(request, {
    accountId: 500001,
    amount: '24.90',
    currency: 'USD',
    buttonId: BUTTONS.buyNow,
  });
  await expect.poll(() => good.received.length, { timeout: 15_000 }).toBe(1);
  const call = good.received[0] as Received;
  expect(call.headers['x-wallet-signature']).toBe(
    `sha256=${createHmac('sha256', secret).update(call.body).digest('hex')}`,
  );
  expect(JSON.parse(call.body)).toMatchObject({ event: 'payment.completed', transactionId, buttonId: BUTTONS.buyNow });
  await expect.poll(() => failing.received.length, { timeout: 15_000 }).toBe(1);

  const calls = page.getByRole('region', { name: 'Webhook calls' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(calls.getByRole('row', { name: /Orders/ })).toContainText('Delivered');
  await expect(calls.getByRole('row', { name: /Broken/ })).toContainText('Failed, will retry');

  // Back-off: the retries are due later; the sandbox runs them now.
  for (let run = 0; run < 2; run += 1) {
    expect((await request.post(`${SANDBOX_ORIGIN}/sandbox/webhook-retries`, { data: { force: true } })).ok()).toBe(
      true,
    );
  }
  expect(failing.received).toHaveLength(3);
  await page.getByLabel('Search').fill('Broken');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(calls.getByRole('row')).toHaveCount(2);
  const brokenRow = calls.getByRole('row', { name: /Broken/ });
  await expect(brokenRow.getByRole('cell').nth(4)).toHaveText('3');
  await brokenRow.getByRole('button', { name: /View call/ }).click();
  const details = page.getByRole('dialog', { name: /Webhook call/ });
  await expect(details).toContainText('HTTP 500');
  await expect(details).toContainText('sha256=');
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Close' }).last().click();

  // A test call, then 20 a page by cursor.
  for (let index = 0; index < 21; index += 1) {
    await page.getByLabel('Address to try').fill(good.url);
    await page.getByRole('button', { name: 'Send a test call' }).click();
    await expect(page.getByText('Delivered: the server answered HTTP 200.')).toBeVisible();
    if (index === 0) await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Address to try').fill('');
  }
  await page.getByLabel('Search').fill('');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(calls.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(calls.getByRole('row', { name: /Orders/ })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(calls.getByRole('row', { name: /Orders/ })).toHaveCount(0);
});

test('merchant@: subscribers cancel, installments, reputation search and payment notifications', async ({
  page,
  request,
}) => {
  await payButton(request, {
    accountId: 500002,
    amount: '9.99',
    currency: 'EUR',
    buttonId: BUTTONS.subscription,
    subscriptionFrequency: 'month',
    subscriptionTransactions: 12,
  });
  await signInAs(page, MERCHANT);
  await open(page, '/merchant/accounts/subscribers', 'Subscribers');
  const row = page.getByRole('row', { name: /Sprite pack club/ }).first();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('1 of 12');
  await expect(
    page.getByRole('region', { name: 'Installments' }).getByRole('row', { name: /Sprite pack club/ }),
  ).toContainText('Paid');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: /Cancel the subscription of .* to Sprite pack club/ }).click();
  const confirm = page.getByRole('alertdialog', { name: /Cancel the subscription of/ });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel the subscription' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Merchant services' })
    .getByRole('link', { name: 'Payer reputation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payer reputation' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^(Error: )?Enter an e-mail address$/)).toBeVisible();
  await page.getByLabel("Payer's e-mail").fill('  PERSONAL@demo.test  ');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 paid, 0 declined, 1 cancelled subscriptions.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sprite pack club/ })).toContainText('€9.99');
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Merchant services' })
    .getByRole('link', { name: 'Notification history' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment notifications' })).toBeVisible();
  await expect(page.getByText('1 of 1 shown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.getByRole('button', { name: /View notification/ }).click();
  const message = page.getByRole('dialog', { name: /Notification \d+/ });
  await expect(message).toContainText('payment.completed');
  await expect(message).toContainText('"itemName":"Sprite pack club"');
  await expectNoSeriousA11yViolations(page);
  await message.getByRole('button', { name: 'Confirm as handled' }).click();
  await expect(message.getByRole('button', { name: 'Confirm as handled' })).toHaveCount(0);
  await message.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('row', { name: /payment\.completed/ })).not.toContainText('Not yet');

  await page
    .getByRole('navigation', { name: 'Merchant services' })
    .getByRole('link', { name: 'Notification settings' })
    .click();
  await expect(page).toHaveURL(/\/merchant\/ipn\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment notifications' })).toBeVisible();
});

test('merchant@: identity verification shows the fee, books it once after a dropped answer, gives a receipt and lists the request', async ({
  page,
  request,
}) => {
  const before = await balances(request, MERCHANT);
  await signInAs(page, MERCHANT);
  await page.goto('/merchant');
  await expect(page).toHaveURL(/\/merchant\/security\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Choose an account')).toBeVisible();
  await page.getByLabel("Person's full name").fill('Ana Pop');
  await page.getByLabel("Person's e-mail").fill('ana.pop@example.com');
  await page.getByRole('radio', { name: /0018/ }).check();
  await expect(page.getByRole('definition').filter({ hasText: '$2.50' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();

  // A server failure: the error is told, what was typed stays, nothing is booked.
  await addFault(request, { match: { method: 'merchantIdentityCreate' }, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.locator('.wallet-banner--error')).toBeVisible();
  await expect(page.getByLabel("Person's e-mail")).toHaveValue('ana.pop@example.com');
  expect((await balances(request, MERCHANT)).USD).toBe(before.USD);
  // A dropped connection after the booking: retried with the same idempotency key (by the client or by the customer).
  await addFault(request, { match: { method: 'merchantIdentityCreate' }, drop: true, times: 1 });
  const confirmButton = page.getByRole('button', { name: 'Confirm and pay' });
  await confirmButton.dblclick();
  await expect(page.getByText('Request sent').or(page.locator('.wallet-banner--error'))).toBeVisible();
  if (await confirmButton.isVisible()) await confirmButton.click();
  await expect(page.getByText('Request sent')).toBeVisible();
  await expect(page.getByText(/IDV-\d+/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the receipt' })).toHaveAttribute(
    'download',
    /^receipt-IDV-\d+\.txt$/,
  );
  await expectNoSeriousA11yViolations(page);
  const after = await balances(request, MERCHANT);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(250);
  expect(await readOutbox(request, 'ana.pop@example.com')).toHaveLength(1);

  await page
    .getByRole('navigation', { name: 'Merchant services' })
    .getByRole('link', { name: 'Verification requests' })
    .click();
  await expect(page.getByRole('row', { name: /Ana Pop/ })).toContainText('Sent');
  await expectNoSeriousA11yViolations(page);
});

test('merchant-viewer@: the internal pages send it to the saved buttons; the menu offers what read rights allow; no cancel', async ({
  page,
  request,
}) => {
  await payButton(request, {
    accountId: 500002,
    amount: '9.99',
    currency: 'EUR',
    buttonId: BUTTONS.subscription,
    subscriptionFrequency: 'month',
    subscriptionTransactions: 12,
  });
  await signInAs(page, VIEWER);
  for (const path of ['/merchant/internal/api_key', '/merchant/internal/api_log', '/merchant/internal/webhook_log']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons$/);
  }
  const menu = page.getByRole('navigation', { name: 'Merchant services' });
  await expect(menu.getByRole('link', { name: 'Subscribers' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'API keys' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('row', { name: /Sprite pack club/ }).first()).toContainText('Active');
  await expect(page.getByRole('button', { name: /Cancel the subscription/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Identity verification' }).click();
  await expect(page.getByText('You can only view')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('375 px wide and in Spanish: the tools fit the screen and speak the language', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login?lang=es');
  await page.locator('input[name="username"]').fill(MERCHANT);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/home$/);
  for (const [path, heading] of [
    ['/merchant/internal/api_key', 'Claves API'],
    ['/merchant/internal/webhook_log', 'Webhooks'],
    ['/merchant/accounts/subscribers', 'Suscriptores'],
    ['/merchant/security/reputation', 'Reputación del pagador'],
    ['/merchant/ipn/history', 'Notificaciones de pago'],
    ['/merchant/security/verification', 'Verificación de identidad'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  }
});
