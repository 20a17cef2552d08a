import { createServer, type Server } from 'node:http';
import { expect, test, type Page, type Response } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { resetSandbox, sandboxStats } from './support/sandbox';
import { expectShown, forgetShown, recordShown } from './support/shown';
import { balances, confirmHandedOverSession, handOverCode, signInThroughPopup } from './support/widget-sessions';

/**
 * Isolation mode (issue 26): on a partner page whose own script wraps fetch, XMLHttpRequest and WebSocket, the payer
 * pays invoice 4001 through <wallet-pay-invoice> in the bank's frame (the default on a partner's page): the wrappers
 * see no token, the element's events reach the page, the frame takes its content's height, and axe runs inside it.
 * The pay button's checkout keeps its frame, and the payer's session, between the dialog's openings, until the
 * brand's idle time. A page on an origin that is not a registered partner cannot frame /embed/*, and forged bridge
 * messages are ignored.
 */

/** A page on an origin the portal does not know (not a registered partner). */
const FOREIGN_PORT = Number(process.env.FOREIGN_PORT ?? 5175);
const FOREIGN_ORIGIN = `http://127.0.0.1:${FOREIGN_PORT}`;
const BRAND = 'Nimbus Wallet';

let foreign: Server;

test.beforeAll(async () => {
  foreign = createServer((request, response) => {
    const url = new URL(request.url ?? '/', FOREIGN_ORIGIN);
    if (url.pathname !== '/frame.html') {
      response.writeHead(404).end();
      return;
    }
    const src = `${PORTAL_ORIGIN}/embed/pay-invoice?brand=wallet#host=${encodeURIComponent(FOREIGN_ORIGIN)}&nonce=${'0'.repeat(32)}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Another site</title></head>
<body><h1>Another site</h1><iframe title="wallet" src="${src}"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => foreign.listen(FOREIGN_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => foreign.close(resolve));
});

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  // The success closes by itself after 3 seconds: the tests read what it said from the record.
  await recordShown(context, ['Payment sent']);
});

function pageUrl(extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ 'api-base': SANDBOX_ORIGIN, 'portal-origin': PORTAL_ORIGIN, ...extra });
  return `${PARTNER_ORIGIN}/isolation.html?${query.toString()}`;
}

const frameOf = (page: Page) => page.frameLocator('wallet-pay-invoice iframe');

/** Every access and refresh token the sandbox hands out, and every bearer the browser sends, while the page is open. */
function collectTokens(page: Page): Set<string> {
  const tokens = new Set<string>();
  page.context().on('request', (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? '');
    if (bearer?.[1]) tokens.add(bearer[1]);
  });
  page.context().on('response', (response: Response) => {
    if (!response.url().startsWith(`${SANDBOX_ORIGIN}/auth/token`)) return;
    response
      .json()
      .then((body: { accessToken?: string; refreshToken?: string }) => {
        if (body.accessToken) tokens.add(body.accessToken);
        if (body.refreshToken) tokens.add(body.refreshToken);
      })
      .catch(() => undefined);
  });
  return tokens;
}

/** What the page's fetch / XMLHttpRequest / WebSocket wrappers kept, plus everything the page shows. */
async function whatThePageSaw(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...(window as unknown as { __seen: string[] }).__seen, document.documentElement.outerHTML].join('\n'),
  );
}

async function frameHeight(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelector('wallet-pay-invoice')?.shadowRoot?.querySelector('iframe')?.getBoundingClientRect()
        .height ?? 0,
  );
}

test("pays invoice 4001 in the bank's frame: the page's fetch, XHR and WebSocket wrappers see no token, its events reach the page", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const tokens = collectTokens(page);
  const before = await balances(request, 'personal@demo.test');
  const paidBefore = (await sandboxStats(request)).p2pTransfer ?? 0;
  await page.goto(pageUrl());
  const frame = frameOf(page);
  await expect(page.locator('wallet-pay-invoice iframe')).toHaveAttribute('title', `${BRAND}: invoice payment`);

  // The sign-in screen, then the frame follows its content as it grows.
  await expect(frame.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  await expect.poll(() => frameHeight(page)).toBeGreaterThan(100);
  const signInHeight = await frameHeight(page);
  await expectNoSeriousA11yViolations(page);
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND, scope: frame });

  await expect(frame.getByRole('heading', { level: 2, name: 'Invoice from Northwind Trading Ltd' })).toBeVisible();
  await expect(frame.getByText('Total charged to the account').locator('..')).toContainText('$120.60');
  // Sized to the content: the frame is as tall as the element inside it, and taller than the sign-in was.
  await expect
    .poll(async () => {
      const inner = await frame.locator('wallet-pay-invoice').boundingBox();
      return Math.abs((inner?.height ?? 0) - (await frameHeight(page)));
    })
    .toBeLessThanOrEqual(1);
  expect(await frameHeight(page)).toBeGreaterThan(signInHeight);
  // axe inside the frame (the page's scan covers its frames), with the invoice and the payment form showing.
  await expectNoSeriousA11yViolations(page);

  await frame.getByRole('button', { name: 'Pay $120.60' }).dblclick();
  await expectShown(page, 'dialog', 'Payment sent', 'You paid $120.00 to Northwind Trading Ltd.');
  await expect(frame.getByText('This invoice is paid.')).toBeVisible({ timeout: 10_000 });

  // The element's events came out of the element on the page.
  const log = await page.locator('#event-log li').allTextContents();
  expect(log.some((line) => line.startsWith('wallet-invoice-paid {"invoiceId":"4001","transactionId":'))).toBe(true);
  expect(log.some((line) => line.includes('wallet-invoice-loaded {"id":4001,"status":"paid"}'))).toBe(true);

  // Booked once, by amount + fee.
  expect((await sandboxStats(request)).p2pTransfer ?? 0).toBe(paidBefore + 1);
  const after = await balances(request, 'personal@demo.test');
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(12_060);

  // The frame did call the API with the payer's tokens; none of them ever reached the page.
  expect(tokens.size).toBeGreaterThanOrEqual(2);
  const seen = await whatThePageSaw(page);
  for (const token of tokens) expect(seen).not.toContain(token);
  expect(seen).not.toMatch(/Bearer|accessToken|refreshToken/);
  // Nor can the page's script look into the frame.
  expect(
    await page.evaluate(
      () => document.querySelector('wallet-pay-invoice')?.shadowRoot?.querySelector('iframe')?.contentDocument ?? null,
    ),
  ).toBeNull();
});

test('the same wrappers see the tokens when the element is in the page (isolation="none"): what the frame protects', async ({
  page,
  request,
}) => {
  const tokens = collectTokens(page);
  const { code, verifier } = await handOverCode(request, 'personal@demo.test');
  await page.goto(pageUrl({ isolation: 'none', code, 'code-verifier': verifier }));
  await expect(page.getByRole('heading', { level: 2, name: 'Invoice from Northwind Trading Ltd' })).toBeVisible();
  await expect.poll(() => tokens.size).toBeGreaterThanOrEqual(2);
  const seen = await whatThePageSaw(page);
  expect([...tokens].some((token) => seen.includes(token))).toBe(true);
});

test("<wallet-pay-button>'s checkout in the bank's frame: the page's fetch, XHR and WebSocket wrappers see no token, the payment's events reach the page", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const tokens = collectTokens(page);
  const before = await balances(request, 'personal@demo.test');
  const paidBefore = (await sandboxStats(request)).p2pTransfer ?? 0;
  const query = new URLSearchParams({ 'api-base': SANDBOX_ORIGIN, 'portal-origin': PORTAL_ORIGIN });
  await page.goto(`${PARTNER_ORIGIN}/isolation-pay-button.html?${query.toString()}`);
  // The button is drawn in the page (it holds no session); the click opens the page's dialog around the bank's frame.
  const element = page.locator('article').filter({ hasText: 'Pixel art poster (A2)' }).locator('wallet-pay-button');
  const payButton = element.getByRole('button', { name: `Buy now $24.90 with ${BRAND}` });
  await payButton.click();
  const dialog = element.getByRole('dialog', { name: 'Pay Pixel Goods LLC' });
  await expect(dialog.locator('iframe')).toHaveAttribute('title', `${BRAND}: payment`);
  const frame = dialog.frameLocator('iframe');
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND, scope: frame });

  await expect(frame.getByText('Pixel art poster (A2)')).toBeVisible();
  await expect(frame.getByText('Total charged to the account').locator('..')).toContainText('$25.40');
  await expectNoSeriousA11yViolations(page);
  await frame.getByRole('button', { name: 'Pay $25.40' }).dblclick();
  await expectShown(page, 'heading', 'Payment sent', 'You paid $24.90 to Pixel Goods LLC.');
  // The success closes the page's dialog by itself; focus is back on the button, the receipt under it.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(payButton).toBeFocused();
  await expect(element.getByRole('link', { name: 'Open the receipt (PDF)' })).toBeVisible();

  // The element's events came out of the element on the page.
  const log = page.locator('#event-log');
  await expect(log).toContainText('wallet-auth-required from wallet-pay-button');
  await expect(log).toContainText('wallet-payment-completed {"transactionId":"');
  const text = (await log.textContent()) ?? '';
  expect(text).toContain('"buttonId":710001,"amount":"24.90","currency":"USD"}');
  expect(text).not.toContain('wallet-payment-cancelled');
  expect(text).not.toContain('wallet-checkout-');

  // Paid once (a double click), price + fee.
  expect((await sandboxStats(request)).p2pTransfer ?? 0).toBe(paidBefore + 1);
  const after = await balances(request, 'personal@demo.test');
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(2_540);

  // The frame called the API with the payer's tokens; none of them reached the page.
  expect(tokens.size).toBeGreaterThanOrEqual(2);
  const seen = await whatThePageSaw(page);
  for (const token of tokens) expect(seen).not.toContain(token);
  expect(seen).not.toMatch(/Bearer|accessToken|refreshToken/);
});

/** The shop's page with the pay buttons in their default mode (the checkout in the bank's frame). */
function payButtonPageUrl(): string {
  const query = new URLSearchParams({ 'api-base': SANDBOX_ORIGIN, 'portal-origin': PORTAL_ORIGIN });
  return `${PARTNER_ORIGIN}/isolation-pay-button.html?${query.toString()}`;
}

const posterOf = (page: Page) =>
  page.locator('article').filter({ hasText: 'Pixel art poster (A2)' }).locator('wallet-pay-button');

test("<wallet-pay-button> in the bank's frame: one sign-in for the element; closed and opened again, a second purchase needs none", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const tokens = collectTokens(page);
  let popups = 0;
  page.on('popup', () => {
    popups += 1;
  });
  const before = await balances(request, 'personal@demo.test');
  const paidBefore = (await sandboxStats(request)).p2pTransfer ?? 0;
  await page.goto(payButtonPageUrl());
  const element = posterOf(page);
  const payButton = element.getByRole('button', { name: `Buy now $24.90 with ${BRAND}` });
  const dialog = element.getByRole('dialog', { name: 'Pay Pixel Goods LLC' });
  const frame = dialog.frameLocator('iframe');

  // First purchase: sign in in the frame, pay; the success closes the dialog.
  await payButton.click();
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND, scope: frame });
  await frame.getByRole('button', { name: 'Pay $25.40' }).click();
  await expectShown(page, 'heading', 'Payment sent', 'You paid $24.90 to Pixel Goods LLC.');
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(payButton).toBeFocused();
  // The frame stays with the element, hidden and inert (not reachable by Tab, not in the accessibility tree).
  await expect(element.locator('iframe')).toHaveCount(1);
  await expect(element.locator('iframe')).toBeHidden();

  // Opened again: a new payment straight away, no sign-in; closed without paying.
  await payButton.click();
  await expect(frame.getByRole('button', { name: 'Pay $25.40' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Sign in to pay' })).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Payment sent' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(payButton).toBeFocused();
  const log = page.locator('#event-log');
  await expect(log).toContainText('wallet-payment-cancelled {"buttonId":710001}');

  // And again: the second purchase (a double click pays once), still without a sign-in.
  await payButton.click();
  await forgetShown(page);
  await frame.getByRole('button', { name: 'Pay $25.40' }).dblclick();
  await expectShown(page, 'heading', 'Payment sent', 'You paid $24.90 to Pixel Goods LLC.');
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(element.getByRole('link', { name: 'Open the receipt (PDF)' })).toBeVisible();

  // Exactly two payments in the ledger, each with its own transaction; one sign-in for the three openings.
  expect((await sandboxStats(request)).p2pTransfer ?? 0).toBe(paidBefore + 2);
  const after = await balances(request, 'personal@demo.test');
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(2 * 2_540);
  const lines = await log.locator('li').allTextContents();
  const completed = lines.filter((line) => line.startsWith('wallet-payment-completed '));
  expect(completed).toHaveLength(2);
  expect(new Set(completed.map((line) => /"transactionId":"(\d+)"/.exec(line)?.[1])).size).toBe(2);
  expect(lines.filter((line) => line.startsWith('wallet-auth-required '))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith('wallet-payment-cancelled '))).toHaveLength(1);
  expect(popups).toBe(1);

  // The session lived in the frame all along: none of its tokens reached the page.
  expect(tokens.size).toBeGreaterThanOrEqual(2);
  const seen = await whatThePageSaw(page);
  for (const token of tokens) expect(seen).not.toContain(token);
  expect(seen).not.toMatch(/Bearer|accessToken|refreshToken/);
});

test("<wallet-pay-button> in the bank's frame: the brand's idle time ends the session while the dialog is closed; the page's activity does not count", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // The page's clock and the frame's (Playwright installs it in every frame of the context).
  await page.clock.install();
  await page.goto(payButtonPageUrl());
  const element = posterOf(page);
  const payButton = element.getByRole('button', { name: `Buy now $24.90 with ${BRAND}` });
  const dialog = element.getByRole('dialog', { name: 'Pay Pixel Goods LLC' });
  const frame = dialog.frameLocator('iframe');
  await payButton.click();
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND, scope: frame });
  await expect(frame.getByRole('button', { name: 'Pay $25.40' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The shopper stays busy on the page, outside the element, for longer than the brand's 15 minutes.
  const log = page.locator('#event-log');
  await page.getByRole('heading', { level: 1, name: 'Pixel Goods' }).click();
  for (let minute = 0; minute < 16; minute += 2) {
    await page.mouse.move(20 + minute, 20);
    await page.mouse.wheel(0, 40);
    await page.keyboard.press('ArrowDown');
    await page.clock.fastForward('02:00');
  }
  await expect(log).toContainText('wallet-session-expired from wallet-pay-button {"reason":"idle"}');

  // The next opening asks for a sign-in again.
  await payButton.click();
  await expect(frame.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Pay $25.40' })).toHaveCount(0);
});

test('a page on an origin that is not a registered partner cannot frame /embed/*', async ({ page, request }) => {
  const answer = await request.get(`${PORTAL_ORIGIN}/embed/pay-invoice?brand=wallet`, {
    headers: { accept: 'text/html' },
  });
  const csp = answer.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`frame-ancestors ${PARTNER_ORIGIN}`);
  expect(csp).not.toContain(FOREIGN_ORIGIN);
  // An embed page that names no brand has no registered partners.
  const noBrand = await request.get(`${PORTAL_ORIGIN}/embed/pay-invoice`, { headers: { accept: 'text/html' } });
  expect(noBrand.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The portal's other pages stay unframeable.
  const home = await request.get(`${PORTAL_ORIGIN}/`, { headers: { accept: 'text/html' } });
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
  await page.goto(`${FOREIGN_ORIGIN}/frame.html`);
  await refused;
  await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="wallet"]').locator('wallet-pay-invoice')).toHaveCount(0);
});

test("the registry is per brand: the demo shop, registered with wallet but not lt-alpha, cannot frame lt-alpha's embed pages", async ({
  page,
  request,
}) => {
  const answer = await request.get(`${PORTAL_ORIGIN}/embed/pay-invoice?brand=lt-alpha`, {
    headers: { accept: 'text/html' },
  });
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await page.goto(pageUrl());
  await expect(frameOf(page).getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  // The same partner page switches the element to a brand it is not registered with: the browser refuses the frame.
  const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
  const explained = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && /is not a registered partner site/.test(message.text()),
  });
  const switched = await page.evaluate(() => {
    document.querySelector('wallet-pay-invoice')?.setAttribute('brand', 'lt-alpha');
    return performance.now();
  });
  await refused;
  await expect(frameOf(page).locator('wallet-pay-invoice')).toHaveCount(0);

  // The element says so itself, soon (not after the 20 s of a frame that never answers): a translated error naming
  // this page's origin and how to register it in the sandbox, the same in English in the console, and a
  // `wallet-error` for the page.
  const element = page.locator('wallet-pay-invoice');
  await expect(
    element.getByText(`cannot be shown on ${PARTNER_ORIGIN}: the sandbox does not know this site`),
  ).toBeVisible();
  await expect(element.getByText(`SANDBOX_SEI_PARTNERS="${PARTNER_ORIGIN}=Your site@lt-alpha"`)).toBeVisible();
  await expect(element.locator('iframe')).toBeHidden();
  const shownAfter = (await page.evaluate(() => performance.now())) - switched;
  // About 2 s after the refused frame's load; the bound leaves room for a slow machine and stays far from 20 s.
  expect(shownAfter).toBeLessThan(12_000);
  expect((await explained).text()).toContain(`SANDBOX_SEI_PARTNERS="${PARTNER_ORIGIN}=Your site@lt-alpha"`);
  const log = await page.locator('#event-log li').allTextContents();
  expect(log.some((line) => /^wallet-error from \S+ \{"code":"frame-refused"/.test(line))).toBe(true);

  // Back to a brand the page is registered with: the frame shows again, without the error.
  await page.evaluate(() => document.querySelector('wallet-pay-invoice')?.setAttribute('brand', 'wallet'));
  await expect(frameOf(page).getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  await expect(element.getByText('the sandbox does not know this site', { exact: false })).toHaveCount(0);
});

test('forged bridge messages (wrong origin, wrong nonce, bad shape) are ignored; the real bridge keeps working', async ({
  page,
}) => {
  await page.goto(pageUrl());
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  const nonce = await page.evaluate(
    () =>
      new URL(document.querySelector('wallet-pay-invoice')?.shadowRoot?.querySelector('iframe')?.src ?? '').hash.match(
        /nonce=([0-9a-f]+)/,
      )?.[1] ?? '',
  );
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);

  // From the partner page (the right origin and window): a wrong nonce, a bad shape, no port. A frame that took one of
  // these would talk to the forged port from then on.
  const forgedFromPage = page.evaluate((realNonce) => {
    const heard: string[] = [];
    const target = document.querySelector('wallet-pay-invoice')?.shadowRoot?.querySelector('iframe')?.contentWindow;
    const attempts: Array<[unknown, boolean]> = [
      [{ type: 'wallet-embed-connect', nonce: 'f'.repeat(32) }, true],
      [{ type: 'wallet-embed-connect', nonce: realNonce, extra: 'x' }, true],
      [{ type: 'wallet-embed-connect', nonce: realNonce.toUpperCase() }, true],
      [{ type: 'wallet-embed-connect', nonce: realNonce }, false],
      ['wallet-embed-connect', true],
    ];
    for (const [data, withPort] of attempts) {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => heard.push(JSON.stringify(event.data));
      target?.postMessage(data, '*', withPort ? [channel.port2] : []);
    }
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(heard), 3000));
  }, nonce);

  // From inside the portal's origin itself (not the host's origin, not the parent window), with the right nonce.
  const embed = page.frames().find((candidate) => candidate.url().startsWith(`${PORTAL_ORIGIN}/embed/`));
  expect(embed).toBeDefined();
  const forgedFromElsewhere = embed?.evaluate((realNonce) => {
    const heard: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => heard.push(JSON.stringify(event.data));
    window.postMessage({ type: 'wallet-embed-connect', nonce: realNonce }, '*', [channel.port2]);
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(heard), 3000));
  }, nonce);

  // A forged hello to the page, from the frame's window with the wrong nonce: the element opens no second channel.
  await embed?.evaluate(
    (origin) => window.parent.postMessage({ type: 'wallet-embed-hello', nonce: 'e'.repeat(32) }, origin),
    PARTNER_ORIGIN,
  );

  expect(await forgedFromPage).toEqual([]);
  expect(await forgedFromElsewhere).toEqual([]);

  // The element's own bridge still carries changes: a new language reaches the frame.
  await page.evaluate(() => document.querySelector('wallet-pay-invoice')?.setAttribute('lang', 'es'));
  await expect(frame.getByRole('button', { name: `Iniciar sesión con ${BRAND}` })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
});

test("<wallet-kyc> in the bank's frame: a mobile shell's code is handed into the frame, the status events reach the page", async ({
  page,
  request,
}) => {
  const tokens = collectTokens(page);
  const { code, verifier } = await handOverCode(request, 'in-review@demo.test');
  const query = new URLSearchParams({
    isolation: 'frame',
    code,
    'code-verifier': verifier,
    'api-base': SANDBOX_ORIGIN,
    'portal-origin': PORTAL_ORIGIN,
  });
  await page.goto(`${PARTNER_ORIGIN}/kyc.html?${query.toString()}`);
  const frame = page.frameLocator('wallet-kyc iframe');
  await expect(page.locator('wallet-kyc iframe')).toHaveAttribute('title', `${BRAND}: verification`);
  await confirmHandedOverSession(frame, 'Signed in as Iris Review (in-review@demo.test)');
  await expect(frame.getByRole('heading', { level: 2, name: 'Verification' })).toBeVisible();
  await expect(frame.getByText('Your documents are being reviewed')).toBeVisible();
  const events = page.locator('#event-log');
  await expect(events).toContainText('wallet-status-change {"status":"verificationProcessing","requiredActions":[]}');
  await expect(events).not.toContainText('wallet-auth-required');
  await expectNoSeriousA11yViolations(page);
  expect(tokens.size).toBeGreaterThanOrEqual(1);
  const html = await page.content();
  for (const token of tokens) expect(html).not.toContain(token);
});

/** The partner page with `<wallet-kyc>` in the bank's frame, handed `code` and `code-verifier` in its address. */
function framedKycUrl(code: string, verifier: string): string {
  const query = new URLSearchParams({
    isolation: 'frame',
    code,
    'code-verifier': verifier,
    'api-base': SANDBOX_ORIGIN,
    'portal-origin': PORTAL_ORIGIN,
  });
  return `${PARTNER_ORIGIN}/kyc.html?${query.toString()}`;
}

test('a session a page hands to the bank\'s frame says whose it is and waits for the person: "Not you?" signs it out', async ({
  page,
  request,
}) => {
  // A script on the partner page signed in as its own account (rejected@) and hands the code to the frame.
  const { code, verifier } = await handOverCode(request, 'rejected@demo.test');
  await page.goto(framedKycUrl(code, verifier));
  const frame = page.frameLocator('wallet-kyc iframe');
  await expect(frame.getByRole('heading', { name: 'Is this your account?' })).toBeVisible();
  await expect(frame.getByText('Signed in as Rosa Rejected (rejected@demo.test)')).toBeVisible();
  await expect(
    frame.getByText(/signed you in to Nimbus Wallet\. Continue only if this is your own account/),
  ).toBeVisible();
  // Nothing of the account is shown, and nothing can be uploaded, before the person answers.
  await expect(frame.getByRole('heading', { level: 2, name: 'Verification' })).toHaveCount(0);
  await expect(frame.locator('input[type=file]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await frame.getByRole('button', { name: 'Not you? Sign out' }).click();
  await expect(frame.getByRole('heading', { name: 'Sign in to verify your identity' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Sign in with Nimbus Wallet' })).toBeVisible();
  const events = page.locator('#event-log');
  await expect(events).toContainText('wallet-session-expired {"reason":"loggedOut"}');
  await expect(events).toContainText('wallet-auth-required');
  await expect(frame.getByRole('heading', { level: 2, name: 'Verification' })).toHaveCount(0);
});

test("the bank's frame refuses a handed-over code issued for no page, and offers the person's own sign-in", async ({
  page,
  request,
}) => {
  const { code, verifier } = await handOverCode(request, 'rejected@demo.test', { origin: null });
  const refused = page.waitForEvent('console', (message) => message.text().includes('could not be exchanged'));
  await page.goto(framedKycUrl(code, verifier));
  await refused;
  const frame = page.frameLocator('wallet-kyc iframe');
  await expect(frame.getByRole('heading', { name: 'Sign in to verify your identity' })).toBeVisible();
  await expect(frame.getByText('Signing in did not work. Please try again.')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Is this your account?' })).toHaveCount(0);
});

test("a host's texts replace the element's texts in the bank's frame and in the page; an unknown key is warned about once", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const texts = {
    en: { 'widget-session.title.pay': 'Log in to settle your bill', 'widget-session.titel': 'typo' },
  };

  // Framed (the default on a partner's page): the property travels into the frame over the bridge.
  await page.goto(pageUrl());
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  await page.locator('wallet-pay-invoice').evaluate((element, value) => {
    (element as HTMLElement & { texts?: unknown }).texts = value;
  }, texts);
  await expect(frame.getByRole('heading', { name: 'Log in to settle your bill' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Sign in to pay' })).toHaveCount(0);

  // In the page (plain HTML's spelling: the JSON attribute), set before the element renders.
  await page.goto(pageUrl({ isolation: 'none' }));
  const element = page.locator('wallet-pay-invoice');
  await expect(element.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  // The frame's element warned in its own console on the first page; from here on only this page's count.
  warnings.length = 0;
  await element.evaluate((node, value) => node.setAttribute('texts', value), JSON.stringify(texts));
  await expect(element.getByRole('heading', { name: 'Log in to settle your bill' })).toBeVisible();
  await expect(element.locator('iframe')).toHaveCount(0);
  await expect
    .poll(() => warnings.filter((text) => text.includes('unknown text key "widget-session.titel"')).length)
    .toBe(1);
  // The bank's texts come back when the host takes its own away.
  await element.evaluate((node) => node.removeAttribute('texts'));
  await expect(element.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
});
