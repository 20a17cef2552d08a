/**
 * <wallet-global-claim> in a real browser on the partner demo page (another origin than the sandbox and the
 * portal): full claims with the code from the outbox, the events the host page hears, refusal, the screens of
 * transfers that cannot be claimed, offline validation, a failed submit retried without a second payout, a strict
 * CSP, the portal's receive page, and axe on every screen. Needs `npm run build` (portal and widgets).
 */
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addFault, DEMO_PASSWORD, latestCode, readOutbox, resetSandbox, sandboxStats } from './support/sandbox';
import { watchErrors } from './support/page-errors';

const ANNA = 'anna.schmidt@recipient.test';
const MARIA = 'maria.santos@recipient.test';

function claimUrl(secret: string, page = 'claim.html', extra = ''): string {
  return `${PARTNER_ORIGIN}/${page}?api-base=${encodeURIComponent(SANDBOX_ORIGIN)}&secret=${encodeURIComponent(secret)}${extra}`;
}

async function clearStats(request: APIRequestContext): Promise<void> {
  expect((await request.delete(`${SANDBOX_ORIGIN}/sandbox/stats`)).ok()).toBe(true);
}

/** A named method of the sandbox, called as a second browser would (to check what the server holds). */
async function callMethod<T>(request: APIRequestContext, method: string, payload: Record<string, unknown>): Promise<T> {
  const response = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=${method}`, { data: { method, ...payload } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const heading = (claim: Locator, name: string | RegExp) => claim.getByRole('heading', { name });

async function toPayoutDetails(claim: Locator, country: string, method: string): Promise<void> {
  await claim.getByRole('button', { name: 'Choose how to get paid' }).click();
  await expect(heading(claim, 'How do you want to get paid?')).toBeFocused();
  await claim.getByRole('combobox', { name: 'Country' }).selectOption(country);
  await claim.getByRole('radio', { name: method }).check();
  await expect(claim.getByText('You receive', { exact: true })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('<wallet-global-claim> on the partner page', () => {
  test('claims demo-claim-eur to a German IBAN with the code from the outbox; the page hears every step in order', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.goto(claimUrl('demo-claim-eur'));
    const claim = page.locator('#claim');
    await expect(heading(claim, 'Northwind Trading Ltd sent you money')).toBeVisible();
    await expect(claim.getByText('€250.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await toPayoutDetails(claim, 'DE', 'SEPA credit transfer');
    await expect(claim.locator('[part~="amounts"]').getByText('€1.00, paid by the sender')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await claim.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(claim, 'Your payout details')).toBeFocused();

    await claim.getByRole('textbox', { name: 'Account holder name' }).fill('Anna Schmidt');
    await claim.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    await claim.getByRole('textbox', { name: 'IBAN' }).press('Tab');
    await expect(claim.getByText('Bank: Commerzbank AG, Köln')).toBeVisible();
    await expect(claim.getByRole('textbox', { name: 'BIC / SWIFT code (optional)' })).toHaveValue('COBADEFFXXX');
    await expectNoSeriousA11yViolations(page);

    await claim.getByRole('button', { name: 'Claim the money' }).click();
    await expect(heading(claim, 'Confirm your claim')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await claim.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(request, ANNA, 'email'));
    await claim.getByRole('button', { name: 'Confirm' }).click();
    await expect(heading(claim, 'Your money is on its way')).toBeFocused();
    await expect(claim.getByText('€250.00 is being paid out to you by SEPA credit transfer.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expect(page.locator('#event-log li')).toHaveText([
      'wallet-ready from #claim {"brand":"wallet","language":"en"}',
      'wallet-step-change from #claim {"step":"details"}',
      'wallet-step-change from #claim {"step":"payout-method"}',
      'wallet-step-change from #claim {"step":"payout-details"}',
      /^wallet-claim-submitted from #claim \{"operationId":"gto_[^"]+","approveType":"email"\}$/,
      'wallet-step-change from #claim {"step":"approval"}',
      'wallet-claim-completed from #claim {"paymentId":"880001","method":"sepa","amount":"250","currency":"EUR"}',
      'wallet-step-change from #claim {"step":"completed"}',
    ]);
    expect(errors).toEqual([]);
  });

  test('claims demo-claim-usd by Faster Payments in pounds, seeing the exchange rate first', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.goto(claimUrl('demo-claim-usd'));
    const claim = page.locator('#claim');
    await expect(heading(claim, 'Northwind Trading Ltd sent you money')).toBeVisible();
    await toPayoutDetails(claim, 'GB', 'Faster Payments');
    await expect(claim.getByText('1 USD = 0.79 GBP')).toBeVisible();
    await claim.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(claim, 'Your payout details')).toBeVisible();

    await claim.getByRole('textbox', { name: 'Account holder name' }).fill('Maria Santos');
    await claim.getByRole('textbox', { name: 'Sort code' }).fill('60-16-1');
    await claim.getByRole('textbox', { name: 'Sort code' }).press('Tab');
    await expect(claim.getByText('Enter a sort code of 6 digits, like 40-47-84.')).toBeVisible();
    await claim.getByRole('textbox', { name: 'Sort code' }).fill('60-16-13');
    await expect(claim.getByText('Enter a sort code of 6 digits, like 40-47-84.')).toHaveCount(0);
    await claim.getByRole('textbox', { name: 'Account number' }).fill('31926819');
    await claim.getByRole('button', { name: 'Claim the money' }).click();
    await expect(heading(claim, 'Confirm your claim')).toBeVisible();
    await claim.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(request, MARIA, 'email'));
    await claim.getByRole('button', { name: 'Confirm' }).click();
    await expect(heading(claim, 'Your money is on its way')).toBeVisible();
    await expect(page.locator('#event-log li').filter({ hasText: 'wallet-claim-completed' })).toHaveText(
      /"method":"faster_payments".*"currency":"GBP"/,
    );
    expect(errors).toEqual([]);
  });

  test('offers the earlier payouts of demo-claim-usd with buttons whose names start with their labels, and reuses one', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(claimUrl('demo-claim-usd'));
    const claim = page.locator('#claim');
    await claim.getByRole('button', { name: 'Choose how to get paid' }).click();
    const recent = claim.getByRole('region', { name: 'Use the details of an earlier payout' });
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    // Method, account and date each on a line of their own: no line starts with the separator.
    for (const item of await recent.getByRole('listitem').all()) {
      const text = await item.locator('.wallet-claim__recent-text').innerText();
      expect(text.split('\n').filter((line) => /^\s*·/.test(line))).toEqual([]);
    }
    const reuse = recent.getByRole('button', { name: /^Use these details: ACH bank transfer, / });
    await expect(reuse).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reuse.click();
    await expect(heading(claim, 'Your payout details')).toBeFocused();
    await expect(claim.getByRole('textbox', { name: 'Routing number (ABA)' })).toHaveValue('021000021');
    expect(errors).toEqual([]);
  });

  test('refuses a transfer after confirming, and the refusal sticks', async ({ page }) => {
    await page.goto(claimUrl('demo-claim-fee-ben'));
    const claim = page.locator('#claim');
    await expect(claim.getByText('Paid by you, taken from the amount')).toBeVisible();
    await claim.getByRole('button', { name: 'Refuse this transfer' }).click();
    const dialog = claim.getByRole('alertdialog', { name: 'Refuse this transfer?' });
    await expect(dialog.getByRole('button', { name: 'Keep the transfer' })).toBeFocused();
    // The dialog's styles arrive with it (ScopedStyles), not with the claim's first screen.
    await expect(dialog).toHaveCSS('max-width', '512px');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Refuse the transfer' }).click();
    await expect(heading(claim, 'You refused this transfer')).toBeVisible();
    await expect(page.locator('#event-log li').filter({ hasText: 'wallet-claim-refused' })).toHaveText(
      'wallet-claim-refused from #claim {"paymentId":"880003"}',
    );

    await page.reload();
    await expect(heading(claim, 'This transfer was refused')).toBeVisible();
  });

  test('hides the refusal with no-refuse', async ({ page }) => {
    await page.goto(claimUrl('demo-claim-eur', 'claim.html', '&no-refuse'));
    const claim = page.locator('#claim');
    await expect(heading(claim, 'Northwind Trading Ltd sent you money')).toBeVisible();
    await expect(claim.getByRole('button', { name: 'Refuse this transfer' })).toHaveCount(0);
  });

  for (const [secret, title, code] of [
    ['no-such-secret', 'We could not find this transfer', 'unknown-secret'],
    ['demo-claim-expired', 'This transfer has expired', 'expired'],
    ['demo-claim-refused', 'This transfer was refused', 'refused'],
    ['demo-claim-claimed', 'This transfer has already been claimed', 'claimed'],
  ] as const) {
    test(`gives ${secret} its own screen`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(claimUrl(secret));
      const claim = page.locator('#claim');
      await expect(heading(claim, title)).toBeVisible();
      await expect(claim.getByRole('button')).toHaveCount(0);
      await expect(page.locator('#event-log li')).toHaveCount(3);
      await expect(page.locator('#event-log li').last()).toHaveText(
        new RegExp(`^wallet-error from #claim \\{"code":"${code}","message":"[^"]+"\\}$`),
      );
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test("ends on its own screen when the sender's payout blacklist stops claims to the recipient", async ({
    page,
    request,
  }) => {
    // Northwind (business@) blocks global-transfer payouts to Anna, as its /payout-blacklist page would.
    const login = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
      data: { client: 'spa', username: 'business@demo.test', password: DEMO_PASSWORD, codeChallenge: 'x'.repeat(43) },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const blocked = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=blacklistAdd`, {
      data: { method: 'blacklistAdd', email: ANNA, blockType: 'globalTransfer' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(((await blocked.json()) as { responseCode: string }).responseCode).toBe('00');

    await page.goto(claimUrl('demo-claim-eur'));
    const claim = page.locator('#claim');
    await toPayoutDetails(claim, 'DE', 'SEPA credit transfer');
    await claim.getByRole('button', { name: 'Continue' }).click();
    await claim.getByRole('textbox', { name: 'Account holder name' }).fill('Anna Schmidt');
    await claim.getByRole('textbox', { name: 'IBAN' }).fill('DE89370400440532013000');
    await claim.getByRole('button', { name: 'Claim the money' }).click();
    await expect(heading(claim, 'This transfer cannot be paid out to you')).toBeVisible();
    await expect(
      claim.getByText('Northwind Trading Ltd does not allow payouts to your address', { exact: false }),
    ).toBeVisible();
    await expect(claim.getByRole('button')).toHaveCount(0);
    await expect(page.locator('#event-log li').last()).toHaveText(
      /^wallet-error from #claim \{"code":"blocked","message":"[^"]+"\}$/,
    );
    await expectNoSeriousA11yViolations(page);
    expect(await readOutbox(request, ANNA)).toEqual([]);
  });

  test('rejects an invalid IBAN next to the field before sending anything', async ({ page, request }) => {
    await page.goto(claimUrl('demo-claim-eur'));
    const claim = page.locator('#claim');
    await toPayoutDetails(claim, 'DE', 'SEPA credit transfer');
    await claim.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(claim, 'Your payout details')).toBeVisible();
    await clearStats(request);

    await claim.getByRole('textbox', { name: 'Account holder name' }).fill('Anna Schmidt');
    const iban = claim.getByRole('textbox', { name: 'IBAN' });
    await iban.fill('DE89 3704 0044 0532 0130 01');
    await iban.press('Tab');
    await expect(claim.getByText('This IBAN is not valid. Check it for typing mistakes.')).toBeVisible();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await claim.getByRole('button', { name: 'Claim the money' }).click();
    await expect(claim.getByText('Some details need your attention. Check the fields marked below.')).toBeVisible();
    await expect(iban).toBeFocused();
    await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
    await expectNoSeriousA11yViolations(page);

    const stats = await sandboxStats(request);
    expect(stats.globalTransferIbanLookup ?? 0).toBe(0);
    expect(stats.globalTransferSubmit ?? 0).toBe(0);
  });

  test('a submit that fails with a 500 is retried and makes exactly one payout', async ({ page, request }) => {
    const errors = watchErrors(page, [/status of 500/]);
    await page.goto(claimUrl('demo-claim-eur'));
    const claim = page.locator('#claim');
    await toPayoutDetails(claim, 'DE', 'SEPA credit transfer');
    await claim.getByRole('button', { name: 'Continue' }).click();
    await claim.getByRole('textbox', { name: 'Account holder name' }).fill('Anna Schmidt');
    await claim.getByRole('textbox', { name: 'IBAN' }).fill('DE89370400440532013000');
    await clearStats(request);
    await addFault(request, { match: { method: 'globalTransferSubmit' }, status: 500, times: 1 });

    // Pressed straight from the IBAN field, as a customer does: leaving the field looks the bank up, and its answer
    // (under the IBAN, and the BIC filled in) arrives before the button is released. The button must not move away
    // from under the pointer, or the click is lost.
    const submit = claim.getByRole('button', { name: 'Claim the money' });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    if (!box) throw new Error('the submit button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(claim.getByText('Bank: Commerzbank AG, Köln')).toBeVisible();
    await expect(claim.getByText('Filled in from your bank details. You can change it.')).toBeVisible();
    expect(await submit.boundingBox()).toEqual(box);
    await page.mouse.up();
    const failure = claim.getByRole('alert').filter({ hasText: 'Your claim was not sent' });
    await expect(failure).toContainText('Server is not available');
    await expectNoSeriousA11yViolations(page);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(claim, 'Confirm your claim')).toBeVisible();
    await claim.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(request, ANNA, 'email'));
    await claim.getByRole('button', { name: 'Confirm' }).click();
    await expect(heading(claim, 'Your money is on its way')).toBeVisible();

    const stats = await sandboxStats(request);
    expect(stats.globalTransferSubmit).toBe(2);
    expect(stats.globalTransferApprove).toBe(1);
    const { withdrawals } = await callMethod<{ withdrawals: Array<{ paymentId: number }> }>(
      request,
      'globalTransferLastWithdrawalsGet',
      {
        paymentSecret: 'demo-claim-eur',
      },
    );
    expect(withdrawals.map((withdrawal) => withdrawal.paymentId)).toEqual([880001]);
    const { details } = await callMethod<{ details: { status: string } }>(request, 'globalTransferDetailsGet', {
      paymentSecret: 'demo-claim-eur',
    });
    expect(details.status).toBe('claimed');
    expect(errors).toEqual([]);
  });

  test('the stepper never cuts a label: in a 480 px column it names the current step ("Step 1 of 4: Transfer"), wider its labels wrap', async ({
    page,
  }) => {
    // A wide page whose column is narrow: the stepper follows its own width (a container query), not the viewport's.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(claimUrl('demo-claim-eur'));
    const claim = page.locator('#claim');
    await expect(heading(claim, 'Northwind Trading Ltd sent you money')).toBeVisible();
    await claim.evaluate((element) => (element.style.width = '480px'));
    const stepper = claim.getByRole('navigation', { name: 'Claim progress' });
    await expect(stepper.locator('.wallet-stepper__summary')).toHaveText('Step 1 of 4: Transfer');
    await expect(stepper.locator('.wallet-stepper__summary-label')).toBeVisible();
    // Markers only: every label is visually hidden (still read by screen readers), none is half shown.
    for (const width of await stepper
      .locator('.wallet-stepper__label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().width)))
      expect(width).toBeLessThanOrEqual(1);
    await expect(stepper.getByRole('listitem')).toHaveCount(4);

    // Wider (and in Russian, the longest labels): the labels are shown whole, wrapped where needed, none cut.
    await page.goto(claimUrl('demo-claim-eur', 'claim.html', '&lang=ru'));
    await claim.evaluate((element) => (element.style.width = '720px'));
    const wide = claim.locator('[part~="stepper"] nav');
    await expect(wide.locator('.wallet-stepper__summary-label')).toBeHidden();
    await expect(wide.locator('.wallet-stepper__label').first()).toBeVisible();
    const cut = await wide.locator('.wallet-stepper__label').evaluateAll((labels) =>
      labels
        .filter((label) => {
          const item = label.closest('li')?.getBoundingClientRect();
          const box = label.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth + 1 || !item || box.right > item.right + 1 || box.width < 2;
        })
        .map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('lets the partner restyle it through --wallet-* variables and ::part()', async ({ page }) => {
    await page.goto(claimUrl('demo-claim-eur'));
    const claim = page.locator('#claim');
    await expect(heading(claim, 'Northwind Trading Ltd sent you money')).toHaveCSS('font-family', /Georgia/);
    await expect(claim.locator('[part~="base"]')).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
  });
});

test.describe('<wallet-global-claim> under a strict CSP', () => {
  test('works, in Romanian (its texts load on demand), with no policy violation', async ({ page }) => {
    const errors = watchErrors(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.goto(claimUrl('demo-claim-eur', 'claim-strict-csp.html', '&lang=ro'));
    const claim = page.locator('#claim');
    await expect(heading(claim, 'Northwind Trading Ltd v-a trimis bani')).toBeVisible();
    await claim.getByRole('button', { name: 'Alegeți cum încasați' }).click();
    await expect(heading(claim, 'Cum doriți să încasați?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.locator('#csp-status')).toHaveText('None so far.');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('the portal page receive/:id', () => {
  test('shows the claim of the payment secret in the address', async ({ page }) => {
    await page.goto(`${PORTAL_ORIGIN}/receive/demo-claim-usd`);
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Trading Ltd sent you money' })).toBeVisible();
    await expect(page.getByText('$1,200.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
