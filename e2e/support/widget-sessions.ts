import { createHash, randomBytes } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { PARTNER_ORIGIN, SANDBOX_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, latestCode } from './sandbox';

/**
 * A one-time sign-in code for `login` bound to a fresh PKCE pair, as a mobile shell would hand it over: its native
 * sign-in names the page the code is for (the partner demo page by default), as the sandbox requires for the bank's
 * frame there; `origin: null` asks for a code bound to no page.
 */
export async function handOverCode(
  request: APIRequestContext,
  login: string,
  { origin = PARTNER_ORIGIN }: { origin?: string | null } = {},
): Promise<{ code: string; verifier: string }> {
  const verifier = randomBytes(64).toString('base64url');
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  const response = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
    data: { client: 'sei', username: login, password: DEMO_PASSWORD, codeChallenge, ...(origin ? { origin } : {}) },
  });
  expect(response.ok()).toBe(true);
  const { code } = (await response.json()) as { code: string };
  return { code, verifier };
}

/**
 * The bank's frame asks whose account a handed-over session is before showing anything of it: checks the name shown
 * and clicks Continue.
 */
export async function confirmHandedOverSession(frame: FrameLocator, signedInAs: string | RegExp): Promise<void> {
  await expect(frame.getByRole('heading', { name: 'Is this your account?' })).toBeVisible();
  await expect(frame.getByText(signedInAs)).toBeVisible();
  await frame.getByRole('button', { name: 'Continue' }).click();
}

/** The sandbox's view of a user's balances, by currency (the user's own API session, outside the browser). */
/** The user's accounts as the sandbox answers balanceInquiry, with the user's own API session (outside the browser). */
async function accountsOf(
  request: APIRequestContext,
  email: string,
): Promise<Array<{ accountId: number; currencyCode: string; balance: string }>> {
  const login = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
    data: { client: 'spa', username: email, password: DEMO_PASSWORD, codeChallenge: 'x'.repeat(43) },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const reply = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=balanceInquiry`, {
    data: { method: 'balanceInquiry' },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await reply.json()) as { accounts: Array<{ accountId: number; currencyCode: string; balance: string }> })
    .accounts;
}

export async function balances(request: APIRequestContext, email: string): Promise<Record<string, number>> {
  const accounts = await accountsOf(request, email);
  return Object.fromEntries(accounts.map((account) => [account.currencyCode, Number(account.balance)]));
}

/** Balances by account id, in cents. */
export async function balancesByAccount(request: APIRequestContext, email: string): Promise<Record<number, number>> {
  const accounts = await accountsOf(request, email);
  return Object.fromEntries(accounts.map((account) => [account.accountId, Math.round(Number(account.balance) * 100)]));
}

/**
 * Clicks the element's sign-in button (inside `scope`: the page, the element's dialog or its frame) and completes the portal's
 * popup: credentials, the user's second step (the SMS code from the outbox, or the push approved on the sandbox's
 * device page), then approving the site. The popup closes itself once it has handed the code over.
 */
export async function signInThroughPopup(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  email: string,
  { brand, scope = page }: { brand: string; scope?: Page | Locator | FrameLocator },
): Promise<void> {
  await expect(scope.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  const opened = page.waitForEvent('popup');
  await scope.getByRole('button', { name: `Sign in with ${brand}` }).click();
  const popup = await opened;
  // In BFF mode the portal's session is the browser's (one cookie for all its tabs): a user who signed in through an
  // earlier popup is still signed in, and the popup asks only to approve the site, as a signed-in bank would.
  const approve = popup.getByRole('button', { name: 'Approve' });
  const emailField = popup.getByLabel('E-mail');
  await expect(emailField.or(approve)).toBeVisible();
  if (await approve.isVisible()) {
    const closedAtOnce = popup.waitForEvent('close');
    await approve.click();
    await closedAtOnce;
    await page.bringToFront();
    return;
  }
  await expect(popup).toHaveURL(/\/login/);
  await emailField.fill(email);
  await popup.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  if (email.startsWith('sms')) {
    await expect(popup.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
    await popup.getByLabel('Code', { exact: true }).fill(await latestCode(request, email, 'sms'));
    await popup.getByRole('button', { name: 'Verify' }).click();
  }
  if (email.startsWith('push')) {
    await expect(popup.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();
    const device = await context.newPage();
    await device.goto(`${SANDBOX_ORIGIN}/sandbox/device`);
    await device.getByRole('button', { name: `Approve sign-in of ${email}` }).click();
    await popup.bringToFront();
  }
  await expect(popup).toHaveURL(/\/auth\/sei\?origin=/);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Approve' }).click();
  await closed;
  await page.bringToFront();
}
