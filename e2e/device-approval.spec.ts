/**
 * Device approval (spec 1 section 7, auth devices) in the built portal: a device added by the code its app shows
 * waits for approval, is approved with the e-mailed code and becomes linked; an unknown one is declined.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { readOutbox, resetSandbox } from './support/sandbox';

const USER = 'security@demo.test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function openSecurity(page: Page): Promise<void> {
  await apiSignIn(page, USER, { to: '/setting' });
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
}

/** The code of the newest device-approval e-mail, waiting for it to arrive. */
async function approvalCode(request: APIRequestContext): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code =
        (await readOutbox(request, USER)).find((message) => message.subject === 'Approve a new device')?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function addDevice(page: Page, name: string, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a device by its code' }).click();
  const add = page.getByRole('dialog', { name: 'Add a device' });
  await add.getByLabel('Device name').fill(name);
  await add.getByLabel('Code shown in the app').fill(code);
  await add.getByLabel('Type').selectOption('android');
  await add.getByRole('button', { name: 'Add device' }).click();
}

test('a device added by its code is approved with the e-mailed code and becomes linked', async ({ page, request }) => {
  await openSecurity(page);
  const devices = page.getByRole('region', { name: 'Linked devices' });
  await expect(devices.getByText('No device is waiting for approval.')).toBeVisible();
  await addDevice(page, 'Work phone', 'WORK-2048');

  const approve = page.getByRole('dialog', { name: 'Approve the new device' });
  await expect(approve.getByText(/Work phone \(Android, code WORK-2048\) asks to be linked/)).toBeVisible();
  await approve.getByRole('button', { name: 'Send code' }).click();
  await expect(approve.getByText(/We sent a code to s•••@demo\.test/)).toBeVisible();
  await approve.getByRole('textbox', { name: 'Approval code' }).fill('000000');
  await approve.getByRole('button', { name: 'Approve device' }).click();
  await expect(approve.getByRole('alert')).toBeVisible();
  await approve.getByRole('textbox', { name: 'Approval code' }).fill(await approvalCode(request));
  await expectNoSeriousA11yViolations(page);
  await approve.getByRole('button', { name: 'Approve device' }).click();

  await expect(page.getByText('Work phone is approved and linked to your account.')).toBeVisible();
  await expect(devices.getByRole('rowheader', { name: 'Work phone' })).toBeVisible();
  await expect(devices.getByText('No device is waiting for approval.')).toBeVisible();

  // Linked now, it is removed like any linked device.
  await devices.getByRole('button', { name: 'Remove Work phone' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove device' }).click();
  await expect(devices.getByText('Work phone was removed.')).toBeVisible();
  await expect(devices.getByRole('rowheader', { name: 'Work phone' })).toHaveCount(0);
});

test('a device the customer does not know is declined and removed', async ({ page }) => {
  await openSecurity(page);
  await addDevice(page, 'Strange tablet', 'ODD-0001');
  await page.getByRole('dialog', { name: 'Approve the new device' }).getByRole('button', { name: 'Cancel' }).click();
  const pending = page.getByRole('list', { name: 'New devices waiting for approval' });
  await expect(pending.getByText('Strange tablet')).toBeVisible();
  await page.getByRole('button', { name: 'Decline Strange tablet' }).click();
  await page
    .getByRole('alertdialog', { name: 'Decline this device?' })
    .getByRole('button', { name: 'Decline device' })
    .click();
  await expect(page.getByText('Strange tablet was declined and removed.')).toBeVisible();
  await expect(page.getByText('No device is waiting for approval.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
