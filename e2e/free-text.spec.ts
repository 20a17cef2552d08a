/**
 * Free text the other party sees (issue 30) on the p2p form: a pasted 5,000-character reference is kept, counted and
 * refused at the field, a reference with a right-to-left override is refused (and can be cleaned), and nothing is
 * sent or booked until both are right.
 */
import { expect, test } from '@playwright/test';
import { watchErrors } from './support/page-errors';
import { apiSignIn } from './support/api-sign-in';
import { resetSandbox, sandboxStats } from './support/sandbox';
import { balances } from './support/widget-sessions';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('p2p: a pasted 5,000-character reference and a U+202E reference are refused at the field and nothing is sent', async ({
  page,
  request,
}) => {
  watchErrors(page);
  const before = await balances(request, 'personal@demo.test');
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Transfers' }).getByRole('link', { name: 'Send to a person' }).click();
  await expect(page).toHaveURL(/\/transfer\/p2p$/);

  await page.getByLabel("Recipient's e-mail").fill('business@demo.test');
  await page.getByLabel('Pay from').selectOption({ index: 1 });
  await page.getByLabel('Amount', { exact: true }).fill('12');
  await expect(page.getByText('This person has a wallet account.')).toBeVisible();
  const sentBefore = (await sandboxStats(request)).p2pTransfer ?? 0;

  const reference = page.getByRole('textbox', { name: 'Reference' });
  await expect(reference).toHaveAccessibleDescription(/0 of 140 characters/);
  await reference.focus();
  // Inserted as a paste inserts it: a maxlength attribute would cut it here without a word.
  await page.keyboard.insertText('x'.repeat(5000));
  await expect(reference).toHaveValue('x'.repeat(5000));
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(reference).toHaveAccessibleDescription(
    /Use at most 140 characters; this text has 5,000\. Nothing was cut or sent: shorten it to continue\./,
  );
  await expect(page.getByText('5,000 / 140')).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(reference).toBeFocused();
  await expect(reference).toHaveValue('x'.repeat(5000));

  await reference.fill('');
  await reference.focus();
  await page.keyboard.insertText('Invoice \u202Egnp.exe');
  await expect(reference).toHaveAccessibleDescription(/This text has invisible formatting characters/);
  await expect(reference).toHaveAccessibleDescription(/Invisible characters found: 1\./);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(reference).toHaveValue('Invoice \u202Egnp.exe');

  expect((await sandboxStats(request)).p2pTransfer ?? 0).toBe(sentBefore);
  expect(await balances(request, 'personal@demo.test')).toEqual(before);

  await page.getByRole('button', { name: 'Remove the invisible characters (1)' }).click();
  await expect(reference).toHaveValue('Invoice gnp.exe');
  await expect(reference).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('15 / 140')).toBeVisible();
});
