/**
 * The portal shell: start page after login, guards, routes, menus and the responsive layout (spec 1 sections 2,
 * 8 and 9; spec 3 section 2.1), against the sandbox's demo users. Users sign in over the API (apiSignIn: the start
 * page then decides where they land, as after the form); the tests about what the login form itself keeps (a deep
 * link opened signed out, the authorize popup) fill the form.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, resetSandbox } from './support/sandbox';
import { apiSignIn } from './support/api-sign-in';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('start page after login', () => {
  test('rule 2: an admin goes to the admin overview', async ({ page }) => {
    await apiSignIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin-overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
    await expect(page).toHaveTitle('Admin overview · Nimbus Wallet');
    await expectNoSeriousA11yViolations(page);
  });

  test('rule 3: a business user with several companies chooses one, then goes home acting for it', async ({ page }) => {
    await apiSignIn(page, 'employee@demo.test');
    await expect(page).toHaveURL(/\/select-company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a company' })).toBeVisible();
    const companies = page.getByRole('list', { name: 'Companies you can work for' });
    await expect(companies.getByRole('button')).toHaveCount(2);
    await expect(companies.getByRole('button', { name: /Northwind Trading Ltd as Evan Employee/ })).toBeVisible();
    await expect(companies.getByRole('button', { name: /Blue Harbor Studios SRL as Evan Employee/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const balances = page.waitForRequest((request) => request.url().includes('method=balanceInquiry'));
    await companies.getByRole('button', { name: /Blue Harbor Studios SRL/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect((await balances).postDataJSON()).toMatchObject({ fromCustomerId: '200002' });
    await expect(page.getByText('Company: Blue Harbor Studios SRL')).toBeVisible();
    const accounts = page.getByRole('region', { name: 'Your accounts' });
    await expect(accounts.getByText('RON').first()).toBeVisible();
    await expect(accounts.getByText('USD')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('rule 3: a business user with one company goes straight home acting for it', async ({ page }) => {
    await apiSignIn(page, 'business@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Company: Northwind Trading Ltd')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Switch company' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('rule 4: a user who must update personal details goes to profile-update', async ({ page }) => {
    await apiSignIn(page, 'profile-update@demo.test');
    await expect(page).toHaveURL(/\/profile-update$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal details' })).toBeVisible();
    await expect(page.getByText('We ask you to review your details')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('rule 5: a user who needs KYC goes to kyc, and is kept there', async ({ page }) => {
    await apiSignIn(page, 'unverified@demo.test');
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/kyc$/);
    await page.goto('/transfer/p2p');
    await expect(page).toHaveURL(/\/kyc$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('rule 6: a user with a FATCA action goes to self-certification', async ({ page }) => {
    await apiSignIn(page, 'fatca@demo.test');
    await expect(page).toHaveURL(/\/self-certification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tax residency self-certification' })).toBeVisible();
    await expect(page.getByLabel('Town or city of birth')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('rule 7: a deep link opened while signed out is used once after the login', async ({ page }) => {
    await page.goto('/history?page=2#latest');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill('personal@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/history\?page=2#latest$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Used once: the start page now goes home.
    await page.goto('/start');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('rule 8: otherwise home', async ({ page }) => {
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello, Paula');
    await expect(page.getByRole('region', { name: 'Your accounts' }).getByText('USD').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('rule 1: a user on the old web version is sent to the old web address', async ({ page }) => {
    await apiSignIn(page, 'oldweb@demo.test');
    await expect(page).toHaveURL(`${SANDBOX_ORIGIN}/sandbox?oldWeb=1`);
  });

  test('a terms error on customer info shows the terms to accept', async ({ page }) => {
    await apiSignIn(page, 'terms@demo.test');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accept the updated terms' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Terms to accept' }).getByRole('link', { name: /Terms and conditions/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Any other page leads back to the terms while they are pending.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(
      page.getByRole('list', { name: 'Terms to accept' }).getByRole('link', { name: /Terms and conditions/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('no balance-info access: a representative is confined to company documents', async ({ page }) => {
    await apiSignIn(page, 'representative@demo.test');
    await expect(page).toHaveURL(/\/company-documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/company-documents$/);
    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('guards', () => {
  test('fromCustomerId sets the acting customer, is sent on the marked operations and leaves the address', async ({
    page,
  }) => {
    await apiSignIn(page, 'employee@demo.test');
    await page.getByRole('button', { name: /Northwind Trading Ltd/ }).click();
    await expect(page.getByText('Company: Northwind Trading Ltd')).toBeVisible();

    // A balance request of the company chosen before may still be on its way; wait for the one of the new customer.
    const balances = page.waitForRequest(
      (request) =>
        request.url().includes('method=balanceInquiry') &&
        (request.postDataJSON() as { fromCustomerId?: string }).fromCustomerId === '200002',
    );
    await page.goto('/home?fromCustomerId=200002&tab=accounts');
    await expect(page).toHaveURL(/\/home\?tab=accounts$/);
    await balances;
    await expect(page.getByText('Company: Blue Harbor Studios SRL')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your accounts' }).getByText('RON').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin acts for a customer with fromCustomerId', async ({ page }) => {
    await apiSignIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin-overview$/);
    await page.goto('/home?fromCustomerId=200003');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Company: Pixel Goods LLC')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a fromCustomerId the user may not act for is refused and dropped', async ({ page }) => {
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/home?fromCustomerId=200001');
    const popup = page.getByRole('alertdialog', { name: 'Access denied' });
    await expect(popup).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your accounts' }).getByText('USD').first()).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('wallet.portal.actingCustomerId'))).toBeNull();
  });

  test('a signed-out deep link with fromCustomerId acts for that customer after the login', async ({ page }) => {
    await page.goto('/home?fromCustomerId=200002');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill('employee@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Several companies: the selection comes first, then the remembered path.
    await page.getByRole('button', { name: /Northwind Trading Ltd/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Company: Blue Harbor Studios SRL')).toBeVisible();
  });

  test('code and codeVerifier in the query sign the user in by code exchange', async ({ page, request }) => {
    const codeVerifier = randomBytes(64).toString('base64url');
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    const login = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
      data: { client: 'sei', username: 'personal@demo.test', password: DEMO_PASSWORD, codeChallenge },
    });
    const { code } = (await login.json()) as { code: string };
    await page.goto(`/home?code=${encodeURIComponent(code)}&codeVerifier=${codeVerifier}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello, Paula');
  });

  test('a failed code exchange says why on the login page', async ({ page }) => {
    await page.goto('/login?code=not-a-code&codeVerifier=' + 'v'.repeat(64));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the api parameter is consumed and lang sets the locale', async ({ page }) => {
    await page.goto('/login?api=staging3&lang=ro');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Autentificare' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await page.goto('/login?lang=ua');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });

  test('page views are tracked through one event, with route name and path only', async ({ page }) => {
    await page.addInitScript(() => {
      const views: unknown[] = [];
      Object.assign(window, { pageViews: views });
      window.addEventListener('wallet-page-view', (event) => views.push((event as CustomEvent).detail));
    });
    await apiSignIn(page, 'personal@demo.test', { query: 'lang=en' });
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/cards?x=1');
    await expect(page).toHaveURL(/\/cards\?x=1$/);
    // The address changes when the new document commits; the view is told once the portal has rendered the route.
    const views = () =>
      page.evaluate(() => (window as unknown as { pageViews: { name: string; path: string }[] }).pageViews);
    await expect.poll(views).toContainEqual({ name: 'cards', path: '/cards' });
    for (const view of await views()) expect(view.path).not.toContain('?');
  });

  test('the claim, video identity and identity verification pages sign out any session first', async ({ page }) => {
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/video-identity-job/job-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Video identity check' })).toBeVisible();
    await expect(page.getByText(/This link is not valid/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('scp needs a prior login result', async ({ page }) => {
    await page.goto('/scp');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/scp-mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your secure device' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('cards routes follow the card rules; merchant routes their access rules', async ({ page }) => {
    await apiSignIn(page, 'employee@demo.test');
    await page.getByRole('button', { name: /Northwind Trading Ltd/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    // No card accounts: the cards list stays, a card detail that is not the user's goes home.
    await page.goto('/cards');
    await expect(page).toHaveURL(/\/cards$/);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/cards/500013');
    await expect(page).toHaveURL(/\/home$/);
    // merchant leads to security/verification (spec 3 section 2.5).
    await page.goto('/merchant');
    await expect(page).toHaveURL(/\/merchant\/security\/verification$/);
    // Initiate rights (3), not full access: the API key page sends the user to the saved buttons.
    await page.goto('/merchant/internal/api_key');
    await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons$/);
    // Northwind is no merchant: the page says so.
    await expect(page.getByText('Merchant services are not enabled')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the external authorize flow signs in, asks to approve, and hands a code to the requesting page only', async ({
    page,
    request,
  }) => {
    // A partner page (another origin) opens the portal's auth/sei page as a popup, as a widget's sign-in does.
    await page.goto(`${PARTNER_ORIGIN}/`);
    const verifier = randomBytes(64).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(24).toString('hex');
    const url = `${PORTAL_ORIGIN}/auth/sei?origin=${encodeURIComponent(PARTNER_ORIGIN)}&codeChallenge=${challenge}&state=${state}`;
    await page.evaluate((target) => {
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      window.addEventListener('message', (event) =>
        received.push({ origin: event.origin, data: event.data as unknown }),
      );
      const button = document.createElement('button');
      button.textContent = 'Open sign-in';
      button.addEventListener('click', () => window.open(target, 'wallet-sei', 'popup,width=480,height=720'));
      document.body.prepend(button);
    }, url);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open sign-in' }).click();
    const popup = await popupOpened;

    await expect(popup).toHaveURL(/\/login$/);
    await popup.getByLabel('E-mail').fill('personal@demo.test');
    await popup.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup).toHaveURL(/\/auth\/sei\?origin=/);
    // The registered partner is named as the bank knows it, with the address it comes from.
    const site = `Demo Shop (${new URL(PARTNER_ORIGIN).host})`;
    await expect(popup.getByRole('heading', { level: 1, name: `Allow ${site} to use your account?` })).toBeVisible();
    expect(await popup.evaluate(() => window.sessionStorage.getItem('wallet.session.seiPath'))).toContain('/auth/sei');
    await expectNoSeriousA11yViolations(popup);
    // A reload resumes the authorization it started (GET /auth/sei/authorize) instead of starting another.
    await expect(popup).toHaveURL(/[?&]authorizationId=/);
    const started = new URL(popup.url()).searchParams.get('authorizationId');
    await popup.reload();
    await expect(popup.getByRole('heading', { level: 1, name: `Allow ${site} to use your account?` })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(new URL(popup.url()).searchParams.get('authorizationId')).toBe(started);

    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(popup.getByRole('dialog', { name: 'Approved' })).toContainText(`You are signed in on ${site}`);
    await closed; // the window closes by itself once the code is handed over

    const messages = (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)) as {
      origin: string;
      data: { type: string; state: string; outcome: string; code?: string };
    }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      origin: PORTAL_ORIGIN,
      data: { type: 'wallet-sei', state, outcome: 'approved' },
    });
    const code = messages[0]?.data.code ?? '';
    // Only the holder of the verifier can use the code, only from the partner's page (its Origin), and only once.
    const fromPartner = { origin: PARTNER_ORIGIN };
    const wrong = await request.post(`${SANDBOX_ORIGIN}/auth/token`, {
      data: { code, codeVerifier: randomBytes(64).toString('base64url') },
      headers: fromPartner,
    });
    expect(wrong.status()).toBe(400);
    const exchanged = await request.post(`${SANDBOX_ORIGIN}/auth/token`, {
      data: { code, codeVerifier: verifier },
      headers: fromPartner,
    });
    expect(exchanged.status()).toBe(200);
    expect(await exchanged.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  test('the authorize page refuses incomplete requests and pages it cannot answer', async ({ page }) => {
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/auth/sei?origin=https%3A%2F%2Fshop.example.test');
    await expect(page.getByText('This request is incomplete')).toBeVisible();
    const challenge = createHash('sha256').update(randomBytes(64).toString('base64url')).digest('base64url');
    await page.goto(
      `/auth/sei?origin=https%3A%2F%2Fshop.example.test&codeChallenge=${challenge}&state=${'a'.repeat(32)}`,
    );
    await expect(page.getByText('This page was not opened by shop.example.test')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('routes', () => {
  test('an unknown path shows the 404 page, signed out and signed in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Nimbus Wallet');
    await expectNoSeriousA11yViolations(page);
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/transfer/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Signed in, the 404 keeps the app shell: the navigation and the account menu stay, in the chosen language.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('banner').getByLabel('Language').selectOption('uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Сторінку не знайдено' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Основна навігація' })).toBeVisible();
    await page.getByRole('link', { name: 'На початкову сторінку' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('support messages: the page and its menu link', async ({ page }) => {
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Support messages' })).toBeVisible();
    await expect(page.locator('header a[href="/messages"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('menus per user type', () => {
  test('personal: the built sections only, no company controls', async ({ page }) => {
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    // The side navigation's groups in issue 32's order: the overview, money (the transfers), cards, history and
    // statements, support.
    await expect(mainNavigation(page).getByRole('link')).toHaveText([
      'Home',
      'Between my accounts',
      'Send to a person',
      'Global pay to a person',
      'Mass payments',
      'Global pay batches',
      'Batch history',
      'Bank and card payouts',
      'Pre-approved payments',
      'Cards',
      'History',
      'Statements',
      'Support',
      /^News/,
    ]);
    await expect(page.getByText(/^Company:/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Switch company' })).toHaveCount(0);
    // The personal menu with the invoices (requestMoney) inserted at position 5; smart contracts (wallet's sandbox has
    // them, personal@ is verified) with the red badge of its one request.
    const account = page.getByRole('navigation', { name: 'Your account' });
    await account.getByRole('button', { name: 'Your account' }).click();
    await expect(account.getByRole('link')).toHaveText([
      'Profile',
      'Notification settings',
      'Account security',
      'Login history',
      'Invoices',
      /^Smart contracts\s*1/,
      'Payout blacklist',
      'Legal info',
    ]);
    await expect(page.locator('header a[href="/revenue-split"]')).toHaveCount(1);
  });

  test('business user with several companies: the company and its switch', async ({ page }) => {
    await apiSignIn(page, 'employee@demo.test');
    await page.getByRole('button', { name: /Northwind Trading Ltd/ }).click();
    await expect(mainNavigation(page).getByRole('link')).toHaveText([
      'Home',
      'Between my accounts',
      'Send to a person',
      'Global pay to a person',
      'Mass payments',
      'Global pay batches',
      'Batch history',
      'Bank and card payouts',
      'Pre-approved payments',
      /^Approvals/,
      'Cards',
      'History',
      'Statements',
      'Support',
      /^News/,
    ]);
    await expect(page.getByText('Company: Northwind Trading Ltd')).toBeVisible();
    await page.getByRole('link', { name: 'Switch company' }).click();
    await expect(page).toHaveURL(/\/select-company$/);
    await expect(page.getByRole('button', { name: /Northwind Trading Ltd .*Current company/ })).toBeVisible();
    await page.getByRole('button', { name: /Blue Harbor Studios SRL/ }).click();
    const confirmation = page.getByRole('dialog', { name: 'Done' });
    await expect(confirmation).toContainText('You are now working for Blue Harbor Studios SRL.');
    await expectNoSeriousA11yViolations(page);
    await confirmation.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByText('Company: Blue Harbor Studios SRL')).toBeVisible();
  });

  test('representative-only: company documents only, no switch', async ({ page }) => {
    await apiSignIn(page, 'representative@demo.test');
    await expect(page).toHaveURL(/\/company-documents$/);
    await expect(mainNavigation(page).getByRole('link')).toHaveText(['Company documents']);
    await expect(page.getByText('Company: Blue Harbor Studios SRL')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Switch company' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('admin: the built sections with the admin overview after home', async ({ page }) => {
    await apiSignIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin-overview$/);
    await expect(mainNavigation(page).getByRole('link')).toHaveText([
      'Home',
      'Admin overview',
      'Between my accounts',
      'Send to a person',
      'Global pay to a person',
      'Mass payments',
      'Global pay batches',
      'Batch history',
      'Bank and card payouts',
      'Pre-approved payments',
      'Cards',
      'History',
      'Statements',
      'Support',
      /^News/,
    ]);
  });
});

test.describe('layout at the breakpoints', () => {
  const WIDTHS = [476, 768, 871, 1024, 1280] as const;

  test('the signed-in layout fits every breakpoint and keeps the menu reachable', async ({ page }, testInfo) => {
    // A walk over every breakpoint (timed out at 60 s on a loaded machine).
    test.slow();
    await apiSignIn(page, 'business@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region', { name: 'Your accounts' }).getByText('USD').first()).toBeVisible();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);

      const toggle = page.getByRole('button', { name: 'More' });
      const home = mainNavigation(page).getByRole('link', { name: 'Home' });
      if (width <= 871) {
        await expect(toggle).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(home).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(home).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`home-${width}-menu-open.png`), fullPage: true });
        await toggle.click();
      } else {
        await expect(toggle).toBeHidden();
        await expect(home).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      }
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the public layout fits every breakpoint', async ({ page }, testInfo) => {
    await page.goto('/login');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Nimbus Wallet is a fictional payments wallet');
      await page.screenshot({ path: testInfo.outputPath(`login-${width}.png`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    }
  });
});
