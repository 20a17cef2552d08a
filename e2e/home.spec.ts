/** The home (issue 32 "Home that works like a bank's") in the built portal at a desktop size. */
import { expect, test } from '@playwright/test';
import { signIn } from './support/portal';
import { resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.use({ viewport: { width: 1440, height: 900 } });

test('quick actions and the recent activity are in the first screen at 1440x900; the chart has a text alternative', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);

  await expect(page.getByRole('region', { name: /^Total balance in [A-Z]{3}$/ })).toBeVisible();
  await expect(page.getByText(/converted into [A-Z]{3} at today's exchange rates/)).toBeVisible();

  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  for (const name of ['Send to a person', 'Between my accounts', 'Bank transfer', 'Card payout', 'Pay an invoice'])
    await expect(actions.getByRole('link', { name })).toBeInViewport();
  await expect(actions.getByRole('button', { name: 'Account details' })).toBeInViewport();

  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByText('To Baker Street Lettings Ltd')).toBeInViewport();
  const rows = recent.locator('.wallet-history__row');
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toBeInViewport();

  const chart = page.getByRole('img', {
    name: /^Total balance over the last 30 days: from .+ to .+; lowest .+, highest .+\.$/,
  });
  await expect(chart).toBeAttached();
  await expect(page.getByRole('table', { name: 'Total balance by day, last 30 days' }).getByRole('row')).toHaveCount(
    31,
  );
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('img', { name: /^Total balance over the last 90 days/ })).toBeAttached();

  await actions.getByRole('link', { name: 'Send to a person' }).click();
  await expect(page).toHaveURL(/\/transfer\/p2p$/);
});
