/**
 * <wallet-merchant-buttons> in a real browser on the partner demo page (another origin than the sandbox and the
 * portal), signed in with a code handed over in the address (as a mobile shell or the host's back end would) or
 * through the portal's sign-in popup: saved buttons with the live preview, the embed code and the clipboard, edit,
 * duplicate, delete; PBN settings and a new secret; logos (a wrong type refused before any upload, upload, default);
 * the read-only view; the portal's merchant pages; axe on every screen. Needs `npm run build` (portal and widgets).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, resetSandbox, sandboxStats } from './support/sandbox';
import { watchErrors } from './support/page-errors';
import { handOverCode } from './support/widget-sessions';

const MERCHANT = 'merchant@demo.test';
const VIEWER = 'merchant-viewer@demo.test';

function pageUrl(extra = ''): string {
  return `${PARTNER_ORIGIN}/merchant-buttons.html?api-base=${encodeURIComponent(SANDBOX_ORIGIN)}&portal-origin=${encodeURIComponent(PORTAL_ORIGIN)}${extra}`;
}

async function openSignedIn(page: Page, request: APIRequestContext, login = MERCHANT): Promise<Locator> {
  const { code, verifier } = await handOverCode(request, login);
  await page.goto(pageUrl(`&code=${encodeURIComponent(code)}&code-verifier=${verifier}`));
  const widget = page.locator('wallet-merchant-buttons');
  await expect(widget.getByRole('heading', { name: 'Saved buttons' })).toBeVisible();
  return widget;
}

const eventLog = (page: Page) => page.locator('#event-log');

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('<wallet-merchant-buttons> on a partner page', () => {
  test('signs in with the portal popup', async ({ page }) => {
    await page.goto(pageUrl());
    const widget = page.locator('wallet-merchant-buttons');
    await expect(widget.getByRole('heading', { name: 'Sign in to manage your payment buttons' })).toBeVisible();
    await expect(eventLog(page)).toContainText('wallet-auth-required');
    await expectNoSeriousA11yViolations(page);

    const popupOpened = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Sign in with Nimbus Wallet' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('E-mail').fill(MERCHANT);
    await popup.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await closed;
    await expect(widget.getByRole('heading', { name: 'Pixel art poster (A2)' })).toBeVisible();
  });

  test('creates a subscription button with a live preview, copies its code, edits, duplicates and deletes', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PARTNER_ORIGIN });
    const errors = watchErrors(page);
    const widget = await openSignedIn(page, request);
    await expect(widget.getByRole('heading', { name: 'Sprite pack club' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await widget.getByRole('button', { name: 'Create a button' }).click();
    await expect(widget.getByRole('heading', { name: 'Create a button' })).toBeFocused();
    await widget.getByRole('radio', { name: 'Subscription' }).check();
    await widget.getByLabel('Item name').fill('Pixel club');
    await widget.getByLabel('Price').fill('7.50');
    await widget.getByLabel('Currency').selectOption('EUR');
    await widget.getByLabel('The subscriber pays').selectOption('week');
    await widget.getByLabel('Number of payments (optional)').fill('6');
    await widget.getByRole('radio', { name: 'Black' }).check();
    await widget.getByLabel('Logo').selectOption({ label: 'Pixel Goods icon' });
    const preview = widget
      .getByRole('figure')
      .getByRole('img', { name: 'Subscribe, €7.50 / week, with Nimbus Wallet' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveClass(/wallet-pay-button--black/);
    await expect(preview.locator('img')).toHaveAttribute('src', /\/files\/logos\//);

    // The server's URL check refuses a private host, next to the field.
    await widget.getByLabel('Return address (optional)').fill('http://localhost:3000/thanks');
    await widget.getByLabel('Cancel address (optional)').focus();
    await expect(
      widget.getByText('The address must be on the public internet, not localhost or a private network.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await widget.getByLabel('Return address (optional)').fill('https://pixelgoods.example.com/club/thanks');
    await widget.getByRole('button', { name: 'Save the button' }).click();

    await expect(widget.getByText('Your button is saved.')).toBeVisible();
    await expect(eventLog(page)).toContainText('wallet-button-saved');
    const log = (await eventLog(page).textContent()) ?? '';
    const buttonId =
      /wallet-button-saved from #merchant-buttons \{"buttonId":(\d+),"created":true\}/.exec(log)?.[1] ?? '';
    expect(buttonId).not.toBe('');
    const code = widget.getByLabel(`Code for button ${buttonId}`);
    await expect(code).toHaveValue(
      `<script type="module" src="${PARTNER_ORIGIN}/widgets/wallet-pay-button.js"></script>\n` +
        `<wallet-pay-button button-id="${buttonId}" brand="wallet" env="sandbox" api-base="${SANDBOX_ORIGIN}"></wallet-pay-button>`,
    );
    await widget.getByRole('button', { name: 'Copy the code' }).click();
    await expect(widget.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
    await expectNoSeriousA11yViolations(page);

    await widget.getByRole('button', { name: 'Edit Pixel club' }).click();
    await widget.getByLabel('Price').fill('8');
    await widget.getByRole('button', { name: 'Save the button' }).click();
    await expect(widget.getByText('Your changes are saved.')).toBeVisible();
    const item = widget
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Pixel club', exact: true }) });
    await expect(item.getByText('Subscription · €8.00 every week · 6 payments')).toBeVisible();

    await widget.getByRole('button', { name: 'Duplicate Pixel club' }).click();
    await expect(widget.getByLabel('Item name')).toHaveValue('Pixel club (copy)');
    await widget.getByRole('button', { name: 'Save the button' }).click();
    await expect(widget.getByRole('heading', { name: 'Pixel club (copy)' })).toBeVisible();
    await expect(widget.getByRole('article')).toHaveCount(6);

    await widget.getByRole('button', { name: 'Delete Pixel club (copy)' }).click();
    const dialog = widget.getByRole('alertdialog', { name: 'Delete this button?' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete the button' }).click();
    await expect(widget.getByRole('article')).toHaveCount(5);
    await expect(eventLog(page)).toContainText('wallet-button-deleted');
    expect(errors).toEqual([]);
  });

  test('PBN settings: a new secret is shown once', async ({ page, request }) => {
    const widget = await openSignedIn(page, request);
    await widget.getByRole('tab', { name: 'Payment notifications' }).click();
    await expect(widget.getByLabel('Notification address')).toHaveValue('https://pixelgoods.example.com/pbn');
    await expectNoSeriousA11yViolations(page);
    await widget.getByRole('button', { name: 'Make a new secret' }).click();
    await widget
      .getByRole('alertdialog', { name: 'Make a new secret?' })
      .getByRole('button', { name: 'Make the secret' })
      .click();
    const secret = widget.getByLabel('New signing secret');
    await expect(secret).toHaveValue(/^pbn_[A-Za-z0-9_-]{32}$/);
    const value = await secret.inputValue();
    await expect(widget.getByText(`Your current secret ends in ${value.slice(-4)}`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await widget.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secret).toHaveCount(0);
    // Gone for good: the page never shows it again.
    await page.reload();
    await expect(page.getByText(value)).toHaveCount(0);
  });

  test('logos: a wrong type is refused before upload; upload one and make it the default', async ({
    page,
    request,
  }) => {
    const widget = await openSignedIn(page, request);
    await widget.getByRole('tab', { name: 'Business logos' }).click();
    await expect(widget.getByRole('img', { name: 'Pixel Goods wordmark' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const before = (await sandboxStats(request)).merchantLogoCreate ?? 0;

    const file = widget.locator('input[type="file"]').first();
    await file.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(widget.getByText(/This type of file cannot be uploaded here/)).toBeVisible();
    expect((await sandboxStats(request)).merchantLogoCreate ?? 0).toBe(before);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGNgYPiPBeMQHbQSAHwVP8H1aqJ5AAAAAElFTkSuQmCC',
      'base64',
    );
    await widget.getByLabel('Logo name').fill('Square badge');
    await file.setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: png });
    await widget.getByRole('button', { name: 'Upload the logo' }).click();
    await expect(widget.getByText('“Square badge” was uploaded.')).toBeVisible();
    await expect(widget.getByRole('img', { name: 'Square badge' })).toBeVisible();
    await widget.getByRole('button', { name: 'Make default Square badge' }).click();
    await expect(widget.getByText('“Square badge” is now the default logo.')).toBeVisible();
    await expect(widget.getByRole('listitem').filter({ hasText: 'Square badge' })).toContainText('(default)');
    await expectNoSeriousA11yViolations(page);
  });

  test('is read-only for a user without full access', async ({ page, request }) => {
    const widget = await openSignedIn(page, request, VIEWER);
    await expect(widget.getByText('You can view these settings but not change them')).toBeVisible();
    await expect(widget.getByRole('heading', { name: 'Pixel art poster (A2)' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Create a button' })).toHaveCount(0);
    await expect(widget.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await widget.getByRole('tab', { name: 'Payment notifications' }).click();
    await expect(widget.getByRole('button', { name: 'Make a new secret' })).toHaveCount(0);
    await expect(widget.getByText('https://pixelgoods.example.com/pbn')).toBeVisible();
  });
});

test.describe('portal merchant pages', () => {
  test('the company menu leads to merchant services; saved buttons, PBN settings and logos are pages of their own', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(MERCHANT);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('navigation', { name: 'Company' }).getByRole('button', { name: 'Company' }).click();
    await page.getByRole('link', { name: 'Merchant services' }).click();
    await expect(page).toHaveURL(/\/merchant\/security\/verification$/);
    await page
      .getByRole('navigation', { name: 'Merchant services' })
      .getByRole('link', { name: 'Payment buttons' })
      .click();
    await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved buttons' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sprite pack club' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Payment notifications' }).click();
    await expect(page).toHaveURL(/\/merchant\/buttons\/pbn_settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment notifications' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Business logos' }).click();
    await expect(page).toHaveURL(/\/merchant\/buttons\/business_logos$/);
    await expect(page.getByRole('img', { name: 'Pixel Goods wordmark' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
