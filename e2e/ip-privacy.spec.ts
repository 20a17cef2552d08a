/**
 * The IP privacy check before the payer's signer identifies (spec 3 section 7.3): personal@ proposes a contract whose
 * payer (Northwind) names a signer who is not business@, so business@ must have the signer identified. Coming through
 * a VPN address (X-Forwarded-For from the trusted loopback proxy, in BFF mode through the BFF), the contract page warns before the identification;
 * from a plain address it does not.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSession, apiSignIn } from './support/api-sign-in';
import { resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** A proposal from personal@ that Northwind pays, signed for Northwind by someone outside the portal. */
async function proposeToNorthwind(request: APIRequestContext): Promise<number> {
  const { accessToken } = await apiSession(request, 'personal@demo.test');
  const today = new Date().toISOString().slice(0, 10);
  const reply = await request.put(`${SANDBOX_ORIGIN}/contract`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      companyId: 301,
      senderId: 200001,
      senderSignerName: 'Oscar Outside',
      senderObligations: ['Pay the share monthly'],
      beneficiaryId: 100001,
      beneficiarySignerName: 'Paula Personal',
      beneficiaryObligations: ['Promote the shop'],
      activeFrom: today,
      percentage: '12.5',
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { id: number }).id;
}

/**
 * A browser whose calls to the sandbox come through the loopback proxy the sandbox trusts, from `address`. The header
 * is added on the way out (not as a page header), so the browser's CORS rules see the portal's own request.
 */
async function contextFrom(browser: Browser, address: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: PORTAL_ORIGIN });
  // Token mode calls the bank itself; BFF mode calls its BFF, which passes the proxy's address on to the bank.
  for (const calls of [`${SANDBOX_ORIGIN}/**`, `${PORTAL_ORIGIN}/bff/**`]) {
    await context.route(calls, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
  }
  return context;
}

test('a VPN address is warned about before the signer identification; a plain address is not', async ({
  browser,
  request,
}) => {
  const id = await proposeToNorthwind(request);

  const vpn = await contextFrom(browser, '198.51.100.7');
  const page = await vpn.newPage();
  await apiSignIn(page, 'business@demo.test', { to: `/revenue-split/${String(id)}` });
  const identification = page.getByRole('region', { name: 'Signer identification' });
  await expect(identification).toBeVisible({ timeout: 15_000 });
  const warning = identification.getByText('Your address 198.51.100.7 belongs to a VPN (Sandbox VPN).');
  await expect(warning).toBeVisible();
  await expect(identification.getByRole('button', { name: 'Identify the signer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await vpn.close();

  const plain = await contextFrom(browser, '93.184.216.34');
  const other = await plain.newPage();
  await apiSignIn(other, 'business@demo.test', { to: `/revenue-split/${String(id)}` });
  const section = other.getByRole('region', { name: 'Signer identification' });
  await expect(section).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('button', { name: 'Identify the signer' })).toBeVisible();
  await expect(section.getByText('Your connection looks private')).toHaveCount(0);
  await plain.close();
});
