/**
 * <wallet-pay-button> on a storefront (another origin than the sandbox and the portal, under a strict CSP): the
 * merchant makes a subscription button in <wallet-merchant-buttons> and copies its code; the storefront embeds that
 * code; a payer pays through the portal's sign-in popup; the merchant's balance, the subscription and the payment
 * notification (IPN) are checked through the sandbox. Also: buy now by an SMS approver with the code from the outbox,
 * a double click that pays once, unknown and deleted buttons that show nothing, the page's own re-renders, Escape,
 * axe on every screen. Needs `npm run build` (portal and widgets).
 */
import { expect, test, type Page } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { latestCode, resetSandbox, sandboxStats } from './support/sandbox';
import { watchErrors } from './support/page-errors';
import { expectShown, recordShown } from './support/shown';
import { balances, handOverCode, signInThroughPopup } from './support/widget-sessions';

const MERCHANT = 'merchant@demo.test';
const BRAND = 'Nimbus Wallet';

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  // The success closes by itself after 3 seconds: the tests read what it said from the record.
  await recordShown(context, ['Payment sent', 'Subscription started']);
});

/** The checkout in the page (`isolation="none"`): these tests look into it; e2e/isolation.spec.ts pays in the frame. */
function storefrontUrl(extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    'api-base': SANDBOX_ORIGIN,
    'portal-origin': PORTAL_ORIGIN,
    isolation: 'none',
    ...extra,
  });
  return `${PARTNER_ORIGIN}/storefront.html?${query.toString()}`;
}

const eventLog = (page: Page) => page.locator('#event-log');

async function expectNoCspViolations(page: Page): Promise<void> {
  await expect(page.locator('#csp-status')).toHaveText('None so far.');
  await expect(page.locator('#csp-violations li')).toHaveCount(0);
}

test('the merchant makes a subscription button and copies its code; personal@demo.test subscribes on the storefront; money, subscription and IPN are recorded', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PARTNER_ORIGIN });

  // The merchant, in their dashboard on the partner's site.
  const { code, verifier } = await handOverCode(request, MERCHANT);
  await page.goto(
    `${PARTNER_ORIGIN}/merchant-buttons.html?api-base=${encodeURIComponent(SANDBOX_ORIGIN)}&portal-origin=${encodeURIComponent(PORTAL_ORIGIN)}&code=${encodeURIComponent(code)}&code-verifier=${verifier}`,
  );
  const manager = page.locator('wallet-merchant-buttons');
  await manager.getByRole('button', { name: 'Create a button' }).click();
  await manager.getByRole('radio', { name: 'Subscription' }).check();
  await manager.getByLabel('Item name').fill('Pixel club');
  await manager.getByLabel('Price').fill('7.50');
  await manager.getByLabel('Currency').selectOption('EUR');
  await manager.getByLabel('The subscriber pays').selectOption('week');
  await manager.getByLabel('Number of payments (optional)').fill('6');
  await manager.getByRole('radio', { name: 'Black' }).check();
  await manager.getByRole('button', { name: 'Save the button' }).click();
  await expect(manager.getByText('Your button is saved.')).toBeVisible();
  const log = (await eventLog(page).textContent()) ?? '';
  const buttonId =
    /wallet-button-saved from #merchant-buttons \{"buttonId":(\d+),"created":true\}/.exec(log)?.[1] ?? '';
  expect(buttonId).not.toBe('');
  await manager.getByRole('button', { name: 'Copy the code' }).click();
  await expect(manager.getByText('Copied to the clipboard.')).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain(`<wallet-pay-button button-id="${buttonId}"`);

  // The storefront embeds that code as it is.
  const merchantBefore = await balances(request, MERCHANT);
  const payerBefore = await balances(request, 'personal@demo.test');
  const errors = watchErrors(page);
  await page.goto(storefrontUrl({ snippet, product: 'Pixel club' }));
  const element = page.locator('wallet-pay-button');
  const payButton = element.getByRole('button', { name: `Subscribe €7.50 / week with ${BRAND}` });
  await expect(payButton).toBeVisible();
  await expect(payButton).toHaveClass(/wallet-pay-button--black/);
  await expect(eventLog(page)).not.toContainText('wallet-auth-required');
  await expectNoSeriousA11yViolations(page);

  await payButton.click();
  const dialog = element.getByRole('dialog', { name: 'Pay Pixel Goods LLC' });
  await expect(dialog).toBeVisible();
  await expect(eventLog(page)).toContainText('wallet-auth-required');
  await expectNoSeriousA11yViolations(page);
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND, scope: dialog });

  await expect(dialog.getByText('Pixel club')).toBeVisible();
  await expect(dialog.getByText('€7.50 every week')).toBeVisible();
  await expect(dialog.getByText('6 payments in total, the first one now')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Pay from' })).toBeVisible();
  await expect(dialog.getByText('Total charged to the account').locator('..')).toContainText('€8.00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Subscribe and pay €8.00' }).click();
  await expectShown(
    page,
    'heading',
    'Subscription started',
    'You paid the first €7.50 to Pixel Goods LLC. The next payments follow every week.',
  );
  // Scanned while it shows (on a machine slow enough to have closed it, the scan sees the page under it).
  await expectNoSeriousA11yViolations(page);
  // The success closes the dialog by itself after 3 seconds; focus is back on the button.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(payButton).toBeFocused();

  await expect(eventLog(page)).toContainText(`wallet-payment-completed {"transactionId":`);
  const completed = (await eventLog(page).textContent()) ?? '';
  expect(completed).toContain(`"buttonId":${buttonId},"amount":"7.50","currency":"EUR"}`);
  expect(completed).not.toContain('wallet-payment-cancelled');
  const transactionId = /wallet-payment-completed \{"transactionId":"(\d+)"/.exec(completed)?.[1] ?? '';

  const merchantAfter = await balances(request, MERCHANT);
  expect(Math.round(((merchantAfter.EUR ?? 0) - (merchantBefore.EUR ?? 0)) * 100)).toBe(750);
  const payerAfter = await balances(request, 'personal@demo.test');
  expect(Math.round(((payerBefore.EUR ?? 0) - (payerAfter.EUR ?? 0)) * 100)).toBe(800);

  const subscriptions = (await (
    await request.get(`${SANDBOX_ORIGIN}/sandbox/subscriptions?transaction=${transactionId}`)
  ).json()) as { subscriptions: Record<string, unknown>[] };
  expect(subscriptions.subscriptions).toMatchObject([
    {
      buttonId: Number(buttonId),
      amount: '7.50',
      currency: 'EUR',
      period: 'week',
      paymentsTotal: 6,
      paymentsMade: 1,
      status: 'active',
    },
  ]);
  // The notification: recorded at once, its delivery to the merchant's notify URL tried and its result recorded.
  let attempts: Array<{ status: string; event: string; notifyUrl: string; signature: string | null; payload: string }> =
    [];
  await expect
    .poll(
      async () => {
        attempts = (
          (await (await request.get(`${SANDBOX_ORIGIN}/sandbox/ipn-attempts?transaction=${transactionId}`)).json()) as {
            attempts: typeof attempts;
          }
        ).attempts;
        return attempts.map((attempt) => attempt.status);
      },
      { timeout: 15_000 },
    )
    .toEqual([expect.stringMatching(/^(delivered|failed)$/)]);
  expect(attempts[0]).toMatchObject({ event: 'payment.completed', notifyUrl: 'https://pixelgoods.example.com/pbn' });
  expect(attempts[0]?.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
  expect(JSON.parse(attempts[0]?.payload ?? '{}')).toMatchObject({
    buttonId: Number(buttonId),
    itemName: 'Pixel club',
    amount: '7.50',
    currency: 'EUR',
    payerName: 'Paula Personal',
  });
  await expectNoCspViolations(page);
  expect(errors).toEqual([]);
});

test('sms@demo.test buys now with the SMS code from the outbox; a double click pays once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.goto(storefrontUrl());
  const poster = page.locator('article').filter({ hasText: 'Pixel art poster (A2)' }).locator('wallet-pay-button');
  await poster.getByRole('button', { name: `Buy now $24.90 with ${BRAND}` }).click();
  const dialog = poster.getByRole('dialog', { name: 'Pay Pixel Goods LLC' });
  await signInThroughPopup(page, context, request, 'sms@demo.test', { brand: BRAND, scope: dialog });
  await expect(dialog.getByRole('group', { name: 'Pay from' }).getByText('1 USD = 0.92 EUR')).toBeVisible();
  // Paid from a EUR account: the quote gives the rate, and the button the euros charged (converted price + fee).
  await expect(dialog.getByText('Exchange rate', { exact: true }).locator('..')).toContainText('1 USD = 0.92 EUR');
  const total = (
    (await dialog.getByText('Total charged to the account').locator('..').locator('dd').textContent()) ?? ''
  ).trim();
  expect(total).toMatch(/^€\d+\.\d\d$/);
  const pay = dialog.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled();
  const before = (await sandboxStats(request)).p2pTransfer ?? 0;
  await pay.dblclick();
  await expect(
    dialog.getByText('We sent a 6-digit code to +44 ••• ••• 1234. Enter it to approve the payment.'),
  ).toBeVisible();
  expect((await sandboxStats(request)).p2pTransfer ?? 0).toBe(before + 1);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(request, 'sms@demo.test', 'sms'));
  await dialog.getByRole('button', { name: 'Approve payment' }).click();
  await expectShown(page, 'heading', 'Payment sent', 'You paid $24.90 to Pixel Goods LLC.');
  await expect(eventLog(page)).toContainText('"buttonId":710001,"amount":"24.90","currency":"USD"}');
  // Once the window closes by itself, what was charged and the receipt stay under the button.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(poster.getByText(`Paid ${total} to Pixel Goods LLC.`)).toBeVisible();
  // The bank's branded PDF (history's generator), made in the frame where the payer is signed in.
  const pdfLink = poster.getByRole('link', { name: 'Open the receipt (PDF)' });
  await expect(pdfLink).toHaveAttribute('href', /\/files\/history\/receipts\/receipt-\d+\.pdf/);
  const pdf = await request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoSeriousA11yViolations(page);
  await expectNoCspViolations(page);
});

test('an unknown or deleted button shows nothing and tells the page; the rest of the page is unaffected', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(
    storefrontUrl({
      snippet: `<script type="module" src="${PARTNER_ORIGIN}/widgets/wallet-pay-button.js"></script>\n<wallet-pay-button button-id="799999" brand="wallet" env="sandbox" api-base="${SANDBOX_ORIGIN}"></wallet-pay-button>`,
    }),
  );
  await expect(eventLog(page)).toContainText('wallet-error from wallet-pay-button {"code":"not-found"');
  const unknown = page.locator('wallet-pay-button');
  expect((await unknown.boundingBox())?.height ?? 0).toBe(0);
  await expect(unknown.getByRole('button')).toHaveCount(0);

  await page.goto(storefrontUrl());
  const retired = page.locator('article').filter({ hasText: 'Retired sticker sheet' }).locator('wallet-pay-button');
  await expect(page.getByRole('button', { name: /^Donate / }).first()).toBeVisible();
  await expect(eventLog(page)).toContainText('{"code":"not-found","message":"Button 710005 not found');
  expect((await retired.boundingBox())?.height ?? 0).toBe(0);
  await expect(page.locator('wallet-pay-button').getByRole('button')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await expectNoCspViolations(page);
  // The failed reads are the page's expected 'not found' answers, not errors of the page.
  expect(errors).toEqual([]);
});

test("the page's own re-renders keep the buttons working; Escape cancels and gives focus back", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.goto(storefrontUrl());
  const buttons = page.locator('wallet-pay-button').getByRole('button');
  await expect(buttons).toHaveCount(4);
  const reads = (await sandboxStats(request)).payButtonGet ?? 0;

  await page.getByRole('button', { name: 'Set the same attributes again' }).click();
  await expect(page.locator('#host-status')).toHaveText('Set the same attributes again on 5 buttons.');
  await page.getByRole('button', { name: 'Move the first product to the end' }).click();
  await expect(page.locator('article').last()).toContainText('Pixel art poster (A2)');
  await page.getByRole('button', { name: 'Replace the products with the same markup' }).click();
  await expect(page.locator('#host-status')).toContainText('5 new buttons');
  await page.getByRole('button', { name: 'Remove the products and add them back' }).click();
  await expect(page.locator('#host-status')).toHaveText('Removed the products and added them back.');
  await expect(buttons).toHaveCount(4);
  // New elements drew from the page's cache of buttons; only the deleted one is asked again.
  expect(((await sandboxStats(request)).payButtonGet ?? 0) - reads).toBeLessThanOrEqual(2);

  const poster = page.locator('article').filter({ hasText: 'Pixel art poster (A2)' }).locator('wallet-pay-button');
  const payButton = poster.getByRole('button', { name: `Buy now $24.90 with ${BRAND}` });
  await payButton.click();
  const dialog = poster.getByRole('dialog', { name: 'Pay Pixel Goods LLC' });
  await expect(dialog.getByRole('button', { name: `Sign in with ${BRAND}` })).toBeVisible();
  // Focus stays in the dialog: Tab goes round its controls (a modal <dialog> makes the page behind inert), with one
  // stop in the browser's own UI, where nothing in the page has focus, between the last control and the first.
  const stops: string[] = [];
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await dialog.evaluate((node) => {
        const inShadow = (node.getRootNode() as ShadowRoot).activeElement;
        if (inShadow) return node.contains(inShadow) ? 'dialog' : 'page';
        return document.activeElement === document.body ? 'browser' : 'page';
      }),
    );
  }
  expect(stops).not.toContain('page');
  expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThanOrEqual(6);
  expect(stops.slice(stops.indexOf('browser') + 1)).toContain('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(payButton).toBeFocused();
  await expect(eventLog(page)).toContainText('wallet-payment-cancelled {"buttonId":710001}');
  // A press on the backdrop (the page around the dialog) cancels as well.
  await payButton.click();
  await expect(dialog.getByRole('button', { name: `Sign in with ${BRAND}` })).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(payButton).toBeFocused();
  await expect(eventLog(page).locator('li', { hasText: 'wallet-payment-cancelled {"buttonId":710001}' })).toHaveCount(
    2,
  );
  await expectNoCspViolations(page);
  expect(errors).toEqual([]);
});
