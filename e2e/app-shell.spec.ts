/**
 * The app shell of issue 32: the phone's top bar and tab bar, the side navigation on a laptop, print without
 * navigation, each brand's icon and manifest, and the dark theme (system setting and the remembered switch).
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { resetSandbox } from './support/sandbox';
import { signIn } from './support/portal';

const BRANDS = ['wallet', 'pay', 'bank', 'lt-alpha', 'lt-beta', 'uk-emoney'] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('on a phone the top bar is at most 64 px and a tab bar holds four sections and More', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  // Measured once the signed-in shell is up (not the "Opening your account" step before it).
  const tabs = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(tabs.getByRole('link')).toHaveCount(4);
  const bar = page.locator('.portal-header__bar');
  const height = (await bar.boundingBox())?.height ?? Infinity;
  expect(height).toBeLessThanOrEqual(64);
  await expect(page.getByRole('button', { name: 'More' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.screenshot({ path: '/tmp/shell-390-light.png' });
  await expectNoSeriousA11yViolations(page);
});

test('at 1440 px the side navigation is beside the content, with each entry once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(main).toBeVisible();
  const box = await main.boundingBox();
  expect(box?.x ?? 1000).toBeLessThan(40);
  expect(box?.width ?? 1000).toBeLessThan(300);
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Your account' }).click();
  await expect(page.getByRole('link', { name: 'Pre-approved payments' })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/shell-1440-light.png' });
  await expectNoSeriousA11yViolations(page);
});

test('print media hides the navigation and shows the brand', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Transfers' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await expect(page.locator('.portal-print-brand')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
});

test('each brand has its own icon and manifest', async ({ page, request }) => {
  const icons = new Set<string>();
  for (const brand of BRANDS) {
    await page.goto(`/login?brand=${brand}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(icon).toBe(`/brand-assets/${brand}/icon.svg`);
    const iconBody = await (await request.get(new URL(icon ?? '', page.url()).href)).text();
    expect(iconBody).toContain('<svg');
    icons.add(iconBody);
    const manifest = (await (await request.get(new URL(manifestHref ?? '', page.url()).href)).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest.icons.length).toBeGreaterThan(0);
    // iOS's home screen icon is a PNG (it takes no SVG), and it is there.
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(touchIcon).toBe(`/brand-assets/${brand}/icon-180.png`);
    const touch = await request.get(new URL(touchIcon ?? '', page.url()).href);
    expect(touch.headers()['content-type']).toBe('image/png');
    for (const listed of manifest.icons) {
      const reply = await request.get(new URL(listed.src, new URL(manifestHref ?? '', page.url())).href);
      expect(reply.ok(), `${brand} manifest icon ${listed.src}`).toBe(true);
    }
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    await expect(page).toHaveTitle(new RegExp(manifest.name));
  }
  expect(icons.size).toBe(BRANDS.length);
});

test('the dark theme follows the system setting, and the switch is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: '/tmp/shell-1440-dark.png' });
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shell-390-dark.png' });
  await expectNoSeriousA11yViolations(page);
});
