/**
 * The support desk finished (issues 33 and 34) in the built portal against the sandbox: one ticket number in the
 * address, heading and list; the desk's own token on every desk call; a business writing straight to its account
 * manager (POST /tickets), whose answer comes back signed by the manager; a long message opened whole (GET thread).
 */
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn, bankPathOf, PORTAL_IN_BFF_MODE } from './support/api-sign-in';
import { resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/**
 * The Authorization header the page sends with every call to the support desk, by the desk's path: straight to the
 * sandbox in token mode, through the portal's BFF in BFF mode.
 */
function deskAuthorizations(page: Page): { path: string; authorization: string | undefined }[] {
  const seen: { path: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    const path = bankPathOf(request.url());
    if (request.method() !== 'OPTIONS' && path?.startsWith('/support-desk/'))
      seen.push({ path, authorization: request.headers().authorization });
  });
  return seen;
}

test('a business writes to its account manager: one ticket number everywhere, the desk on its own token', async ({
  page,
  request,
}) => {
  const calls = deskAuthorizations(page);
  const session = await apiSignIn(page, 'business@demo.test', { to: '/messages' });
  await expect(page.getByRole('heading', { level: 1, name: 'Support messages' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Your account manager' });
  await card.getByRole('link', { name: 'Write to Mara Ionescu here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write to your account manager' })).toBeVisible();
  await expect(page).toHaveURL(/\/messages\?compose=manager$/);
  await page.getByRole('button', { name: 'Send to Mara Ionescu' }).click();
  await expect(page.getByText('Enter a subject.')).toBeVisible();
  await page.getByLabel('Subject').fill('Our credit line');
  await page.getByLabel('Message', { exact: true }).fill('Could we talk about our credit line on Monday?');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send to Mara Ionescu' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Our credit line' })).toBeVisible();
  const number = /\?ticket=(\d+)$/.exec(page.url())?.[1];
  expect(number).toBeTruthy();
  await expect(page.getByText(`Ticket #${number}`)).toBeVisible();

  // The desk's token, never the bank's: one exchange on the bank session (its bearer in token mode; in BFF mode none
  // leaves the browser, the BFF adds it), then only the desk's token.
  const exchanges = calls.filter((call) => call.path === '/support-desk/auth/token');
  expect(exchanges.length).toBeGreaterThanOrEqual(1);
  const bankBearer = PORTAL_IN_BFF_MODE ? undefined : `Bearer ${session.accessToken}`;
  expect(exchanges.map((call) => call.authorization)).toEqual(exchanges.map(() => bankBearer));
  const deskCalls = calls.filter((call) => call.path !== '/support-desk/auth/token');
  expect(deskCalls.length).toBeGreaterThan(0);
  expect(deskCalls.every((call) => call.authorization?.startsWith('Bearer sdt_'))).toBe(true);

  // The manager answers from the sandbox's desk page; the answer is signed by the manager.
  const desk = (await (
    await request.get(`${SANDBOX_ORIGIN}/sandbox/support`, { headers: { accept: 'application/json' } })
  ).json()) as { tickets: { id: number; ticketNumber: string }[] };
  const ticket = desk.tickets.find((item) => item.ticketNumber === number);
  expect(ticket).toBeTruthy();
  const reply = await request.post(`${SANDBOX_ORIGIN}/sandbox/support/tickets/${ticket?.id}/reply`, {
    headers: { accept: 'application/json' },
    form: { content: 'Monday at ten suits me.' },
  });
  expect(reply.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('article', { name: /^Mara Ionescu \(support\)/ })).toContainText(
    'Monday at ten suits me.',
  );

  // The list shows and links the same number.
  await page.getByRole('link', { name: 'All messages' }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Our credit line/ }) });
  await expect(item).toContainText(`Ticket #${number}`);
  await expect(item.getByRole('link', { name: /Our credit line/ })).toHaveAttribute(
    'href',
    `/messages?ticket=${number}`,
  );
});

test('a long message shows its start and opens whole', async ({ page }) => {
  await apiSignIn(page, 'support@demo.test', { to: '/messages?ticket=1001' });
  await expect(page.getByRole('heading', { level: 1, name: 'Card payment declined abroad' })).toBeVisible();
  await expect(page.getByText('Ticket #1001')).toBeVisible();
  const long = `${'I was in Lisbon and the card was declined at the hotel. '.repeat(25)}Thank you, Sam.`;
  await page.getByLabel('Message', { exact: true }).fill(long);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();

  const show = page.getByRole('button', { name: 'Show the whole message' });
  await expect(show).toBeVisible();
  const message = page.getByRole('article').filter({ has: show });
  await expect(message).not.toContainText('Thank you, Sam.');
  await expectNoSeriousA11yViolations(page);
  const whole = page.waitForRequest((call) => /\/support-desk\/tickets\/\d+\/threads\/\d+$/.test(call.url()));
  await show.click();
  await whole;
  await expect(page.getByText(/Thank you, Sam\.$/)).toBeVisible();
  await expect(show).toHaveCount(0);
});
