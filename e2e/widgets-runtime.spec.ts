/**
 * The widget runtime in a real browser, on the partner demo pages (another origin than the portal and sandbox):
 * rendering, events reaching the host in order, runtime changes, a strict CSP, and accessibility.
 * Needs `dist/widgets` built and the partner server running (playwright.config.ts starts it).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './support/page-errors';

const PARTNER = `http://127.0.0.1:${process.env.PARTNER_PORT ?? 5174}`;
const SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4010}`;

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

test.describe('widget runtime on the partner page', () => {
  test('renders the brand footer in two languages inside open shadow roots', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${PARTNER}/`);

    const english = page.locator('#footer-en');
    const spanish = page.locator('#footer-es');
    await expect(english.getByText('Questions? Contact Nimbus Wallet support')).toBeVisible();
    await expect(english.getByRole('link', { name: 'support@nimbus-wallet.example' })).toHaveAttribute(
      'href',
      'mailto:support@nimbus-wallet.example',
    );
    await expect(spanish.getByText('¿Tienes preguntas? Contacta con el soporte de Quill Pay')).toBeVisible();
    await expect(spanish.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toBeVisible();

    const styling = await english.evaluate((element) => ({
      display: getComputedStyle(element).display,
      adopted: element.shadowRoot?.adoptedStyleSheets.length ?? 0,
      styleElements: element.shadowRoot?.querySelectorAll('style').length ?? 0,
      mode: element.shadowRoot?.mode,
    }));
    // The widgets' base styles, the runtime's sheet, the footer's component styles, the brand's colours.
    expect(styling).toEqual({ display: 'block', adopted: 4, styleElements: 0, mode: 'open' });
    expect(errors).toEqual([]);
  });

  test('lets the host restyle through --wallet-* variables and ::part()', async ({ page }) => {
    await page.goto(`${PARTNER}/`);
    const spanish = page.locator('#footer-es');
    // partner.css: --wallet-color-primary-strong: #084c37 on this element.
    await expect(spanish.getByRole('link', { name: /^Comisiones/ })).toHaveCSS('color', 'rgb(8, 76, 55)');
    await expect(spanish.locator('[part~="regulator"]')).toHaveCSS('font-style', 'italic');
    await expect(spanish.locator('[part~="stores"] a')).toHaveCount(2);
    await expect(page.locator('#footer-en [part~="stores"]')).toHaveCount(0);
    // The other footer keeps its brand's colour (Nimbus Wallet's primaryStrong #37208f).
    await expect(page.locator('#footer-en').getByRole('link', { name: /^Fees/ })).toHaveCSS(
      'color',
      'rgb(55, 32, 143)',
    );
  });

  test("keeps a hostile host page's inherited text styles out of the element", async ({ page }) => {
    await page.goto(`${PARTNER}/`);
    await page.addStyleTag({
      content:
        'body { text-align: center; letter-spacing: 3px; word-spacing: 7px; text-transform: uppercase; font-style: italic; line-height: 3; color: rgb(255, 0, 0) }',
    });
    const outside = page.locator('body');
    await expect(outside).toHaveCSS('text-align', 'center');
    await expect(outside).toHaveCSS('letter-spacing', '3px');
    const text = page.locator('#footer-en').getByText('Questions? Contact Nimbus Wallet support');
    await expect(text).toHaveCSS('text-align', 'start');
    await expect(text).toHaveCSS('letter-spacing', 'normal');
    await expect(text).toHaveCSS('word-spacing', '0px');
    await expect(text).toHaveCSS('text-transform', 'none');
    await expect(text).toHaveCSS('font-style', 'normal');
    await expect(text).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    // The element's own line height (the --wallet-line-height token, 1.5), not the page's 3.
    const lineHeight = await text.evaluate((element) => {
      const style = getComputedStyle(element);
      return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
    });
    expect(lineHeight).toBeLessThan(2);
  });

  test('delivers wallet-ready once per element, then link clicks, and the host can cancel them', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${PARTNER}/`);
    const log = page.locator('#event-log li');
    await expect(log).toHaveCount(2);
    await expect(
      log.filter({ hasText: 'wallet-ready from #footer-en {"brand":"wallet","language":"en"}' }),
    ).toHaveCount(1);
    await expect(log.filter({ hasText: 'wallet-ready from #footer-es {"brand":"pay","language":"es"}' })).toHaveCount(
      1,
    );

    // Cancelled by the host: no new tab opens.
    await page.getByLabel(/Cancel link clicks/).check();
    let popups = 0;
    context.on('page', () => (popups += 1));
    await page
      .locator('#footer-en')
      .getByRole('link', { name: /^Terms and conditions/ })
      .click();
    await expect(log.nth(2)).toHaveText(
      'wallet-link-click from #footer-en {"href":"https://www.nimbus-wallet.example/legal/terms","kind":"terms"} (cancelled by the page)',
    );
    expect(popups).toBe(0);

    // Not cancelled: the browser follows the link in a new tab (the brand's site is stubbed, it is fictional).
    await context.route('https://quill-pay.example/**', (route) =>
      route.fulfill({ body: 'fees', contentType: 'text/plain' }),
    );
    await page.getByLabel(/Cancel link clicks/).uncheck();
    const popup = context.waitForEvent('page');
    await page
      .locator('#footer-es')
      .getByRole('link', { name: /^Comisiones/ })
      .click();
    await popup;
    await expect(log.nth(3)).toHaveText(
      /^wallet-link-click from #footer-es \{"href":"https:\/\/[^"]+","kind":"fees"\}$/,
    );
    expect(errors).toEqual([]);
  });

  test('switches language and brand at runtime without remounting', async ({ page }) => {
    await page.goto(`${PARTNER}/`);
    const footer = page.locator('#footer-en');
    await expect(footer.getByRole('link', { name: /^Privacy policy/ })).toBeVisible();
    await footer.evaluate((element) => {
      (window as unknown as { firstBase: unknown }).firstBase = element.shadowRoot?.querySelector('[part~="base"]');
    });

    await page.getByRole('combobox', { name: /^Language/ }).selectOption('uk');
    await expect(footer.getByText('Маєте запитання? Зверніться до служби підтримки Nimbus Wallet')).toBeVisible();
    await page.getByRole('combobox', { name: /^Brand/ }).selectOption('bank');
    await expect(footer.getByText('Маєте запитання? Зверніться до служби підтримки Harbour Bank')).toBeVisible();

    const sameNode = await footer.evaluate(
      (element) =>
        (window as unknown as { firstBase: unknown }).firstBase === element.shadowRoot?.querySelector('[part~="base"]'),
    );
    expect(sameNode).toBe(true);
    await expect(page.locator('#event-log li').filter({ hasText: 'wallet-ready' })).toHaveCount(2);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto(`${PARTNER}/`);
    await expect(page.locator('#event-log li')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('widget runtime under a strict CSP', () => {
  test('works with no CSP violation and no console error', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const errors = watchErrors(page);
    const response = await page.goto(`${PARTNER}/strict-csp.html`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    const footer = page.locator('#footer-strict');
    await expect(footer.getByText('Aveți întrebări? Contactați asistența Harbour Bank')).toBeVisible();
    await expect(footer.getByRole('link', { name: /^Comisioane/ })).toHaveCSS('color', /^rgb/);
    expect(await footer.evaluate((element) => getComputedStyle(element).display)).toBe('block');

    await footer.getByRole('link', { name: /WhatsApp/ }).click();
    await expect(page.locator('#event-log li').last()).toContainText('wallet-link-click from #footer-strict');
    await expect(page.locator('#event-log li').last()).toContainText('(cancelled by the page)');

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await expect(page.locator('#csp-status')).toHaveText('None so far.');
    expect(errors).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the partner demo with the npm package in framework apps', () => {
  for (const app of ['vue', 'react'] as const) {
    test(`the ${app} example claims through the package: objects as properties, events in the app, any language`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(`${PARTNER}/`);
      const example = page.getByRole('link', { name: `the claim in a ${app === 'vue' ? 'Vue' : 'React'} app` });
      // The examples read the sandbox from the address, like the other partner pages: opened straight with this
      // stack's sandbox (opened without it, the element would call the default sandbox port, another stack's).
      const href = new URL((await example.getAttribute('href')) ?? '', page.url());
      href.searchParams.set('api-base', SANDBOX);
      await page.goto(href.toString());
      const claim = page.locator('wallet-global-claim');
      await expect(claim.getByRole('heading', { name: 'Northwind Trading Ltd sent you money' })).toBeVisible();
      expect(
        await claim.evaluate((element) => (element as HTMLElement & { fieldPolicy?: unknown }).fieldPolicy),
      ).toEqual({
        email: { prefill: 'customer@example.com', readonly: true },
      });
      const log = page.getByRole('region', { name: 'Events received by the app' }).getByRole('listitem');
      await expect(log.filter({ hasText: 'wallet-ready' }).first()).toBeVisible();
      await expect(log.filter({ hasText: 'wallet-step-change: {"step":"details"}' })).toHaveCount(1);

      await page.getByLabel('Language').selectOption('es');
      await expect(claim.getByRole('heading', { name: 'Northwind Trading Ltd te ha enviado dinero' })).toBeVisible();
      expect(errors).toEqual([]);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
