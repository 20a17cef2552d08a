/** Cards (spec 1 "Cards routes"; spec 2 sections 3-5, 7, 9) in the built portal against the sandbox's seeded cards. */
import { expect, test, type Page } from '@playwright/test';
import { CARD_PRODUCTS, SEEDED_CARDS } from '../sandbox/db/seed-cards';
import { allowedCardActions, CARD_STATUS, type CardAction } from '../src/core/cards/card-rules';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { balancesByAccount } from './support/widget-sessions';
import { apiSignIn } from './support/api-sign-in';
import { addFault, clearFaults, latestCode, readOutbox, resetSandbox } from './support/sandbox';

const USERS = {
  all: 'cards@demo.test',
  virtual: 'cards-virtual@demo.test',
  physical: 'cards-physical@demo.test',
} as const;
const ACTIVE_PREPAID = 716101;
const USD_WALLET = 716001;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await clearFaults(request);
});

async function signInTo(page: Page, login: string): Promise<void> {
  await apiSignIn(page, login);
  await expect(page).toHaveURL(/\/home$/);
}

/** The control each action shows as, in English. */
const ACTION_CONTROLS: Record<Exclude<CardAction, 'showPin' | 'changePin' | 'history'>, string> = {
  load: 'Load card',
  activate: 'Activate card',
  balance: 'Check balance',
  details: 'Show card details',
  pause: 'Pause card',
  unpause: 'Unpause card',
  enrol: 'Turn on secure online payments',
  rename: 'Rename card',
  reissue: 'Order a replacement',
  upgradeShipping: 'Upgrade to express shipping',
  block: 'Block card',
};

test('the cards routes follow the spec: lists, straight to the only card, detail only for own non-blocked prepaid cards', async ({
  page,
}) => {
  await signInTo(page, USERS.all);
  // A non-blocked prepaid physical card: /cards goes to the physical list, which stays (several cards of both kinds).
  await page.goto('/cards');
  await expect(page).toHaveURL(/\/cards\/physical$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Physical cards' })).toBeVisible();
  await expect(page.locator(`[data-card="${ACTIVE_PREPAID}"]`)).toContainText('•••• •••• •••• 9010');
  await expect(page.locator(`[data-card="${ACTIVE_PREPAID}"]`)).toContainText('08/28');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/cards/virtual');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual cards' })).toBeVisible();
  await expect(page.locator('[data-card="716102"]')).toContainText('Online shopping');
  // A blocked (canceled) card of one's own, with several cards: the cards list (which sends on to the physical list).
  await page.goto('/cards/716105');
  await expect(page).toHaveURL(/\/cards\/physical$/);
  await expect(page.locator('[data-card="716105"]').getByRole('link')).toHaveCount(0);
  // Someone else's card: the cards list too.
  await page.goto('/cards/716301');
  await expect(page).toHaveURL(/\/cards\/physical$/);
});

test('a single virtual card: the cards routes go straight to it', async ({ page }) => {
  await signInTo(page, USERS.virtual);
  // Only a virtual card: /cards -> virtual list -> straight to the card.
  await page.goto('/cards');
  await expect(page).toHaveURL(/\/cards\/716201$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a single physical card: its list goes straight to it; another customer's card sends home", async ({ page }) => {
  await signInTo(page, USERS.physical);
  await page.goto('/cards/physical');
  await expect(page).toHaveURL(/\/cards\/716301$/);
  // Not one's own card, and only one card account: home.
  await page.goto('/cards/716201');
  await expect(page).toHaveURL(/\/home$/);
});

test('every action is shown or hidden by the status table, for every seeded card status', async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, USERS.all);
  const cards = SEEDED_CARDS.filter((card) => card.customerId === 116001);
  expect(new Set(cards.map((card) => card.statusId))).toEqual(new Set(Object.values(CARD_STATUS)));
  await page.goto('/cards/physical');
  for (const card of cards) {
    const product = CARD_PRODUCTS.find((candidate) => candidate.id === card.productId);
    if (!product) throw new Error(`no product ${card.productId}`);
    const facts = {
      statusId: card.statusId,
      isVirtual: product.is_virtual === 1,
      subType: product.sub_type === 2 ? 'DEBIT' : 'PREPAID',
      pauseSupported: (product.pause_supported ?? 1) === 1,
      shippingType: product.is_virtual === 1 ? null : (card.shippingType ?? 'standard'),
      reissuedStatusId: null,
    };
    const expected = allowedCardActions(facts);
    // Move between the lists the way a customer does (client-side navigation).
    await page
      .getByRole('navigation', { name: 'Cards' })
      .getByRole('link', { name: facts.isVirtual ? 'Virtual cards' : 'Physical cards' })
      .click();
    const item = page.locator(`[data-card="${card.accountId}"]`);
    await expect(item).toBeVisible();
    if (card.statusId === CARD_STATUS.canceled || card.statusId === CARD_STATUS.closed) {
      // A blocked card never opens and offers nothing.
      await expect(item.getByRole('link')).toHaveCount(0);
      await expect(item.getByRole('button')).toHaveCount(0);
      continue;
    }
    let scope;
    if (facts.subType === 'DEBIT') {
      await item.getByRole('button', { name: 'Manage card' }).click();
      scope = item;
    } else {
      await item.getByRole('link', { name: /^Open card/ }).click();
      await expect(page).toHaveURL(new RegExp(`/cards/${card.accountId}$`));
      scope = page;
    }
    const actions = scope.getByRole('region', { name: 'What you can do' });
    await expect(actions.getByRole('heading', { name: 'What you can do' })).toBeVisible();
    for (const [action, label] of Object.entries(ACTION_CONTROLS)) {
      await expect(
        actions.getByRole('button', { name: label, exact: true }),
        `${action} on card ${card.accountId} (status ${card.statusId})`,
      ).toHaveCount(expected.includes(action as CardAction) ? 1 : 0);
    }
    await expect(
      actions.getByRole('link', { name: 'PIN: show or change' }),
      `PIN on card ${card.accountId}`,
    ).toHaveCount(expected.includes('showPin') ? 1 : 0);
    await expect(scope.getByRole('region', { name: 'History' }), `history of card ${card.accountId}`).toHaveCount(
      expected.includes('history') ? 1 : 0,
    );
    if (expected.length === 0)
      await expect(actions).toContainText('Nothing can be done with this card in its current status.');
    if (facts.subType !== 'DEBIT')
      await page
        .getByRole('link', { name: facts.isVirtual ? 'Back to virtual cards' : 'Back to physical cards' })
        .click();
  }
});

test('pause, unpause and block update the status; block asks first and is final', async ({ page }) => {
  await signInTo(page, USERS.all);
  await page.goto(`/cards/${ACTIVE_PREPAID}`);
  const actions = page.getByRole('region', { name: 'What you can do' });
  const status = page.locator('.wallet-cards__facts').first();
  await actions.getByRole('button', { name: 'Pause card' }).click();
  await expect(actions).toContainText('The card is paused.');
  await expect(status).toContainText('Paused');
  await expect(actions.getByRole('button', { name: 'Load card' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Unpause card' }).click();
  await expect(actions).toContainText('The card works again.');
  await expect(status).toContainText('Active');

  await actions.getByRole('button', { name: 'Block card' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('cannot be undone');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep the card' }).click();
  await expect(status).toContainText('Active');
  await actions.getByRole('button', { name: 'Block card' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block the card' }).click();
  await expect(actions).toContainText('The card is blocked for good.');
  await expect(status).toContainText('Blocked');
  await expect(actions.getByRole('button', { name: 'Unpause card' })).toHaveCount(0);
  // Entering its address again: a blocked card does not open.
  await page.goto(`/cards/${ACTIVE_PREPAID}`);
  await expect(page).toHaveURL(/\/cards\/physical$/);
});

test('the PIN shows on demand, hides itself after 30 s and on leaving; a mismatch and weak PINs are refused', async ({
  page,
}) => {
  await page.clock.install();
  await signInTo(page, USERS.all);
  await page.goto(`/cards/${ACTIVE_PREPAID}`);
  await page.getByRole('link', { name: 'PIN: show or change' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/${ACTIVE_PREPAID}/pin$`));
  const pin = page.getByLabel('PIN', { exact: true });
  await page.getByRole('button', { name: 'Show PIN' }).click();
  await expect(pin).toHaveText('4821');
  expect(page.url()).not.toContain('4821');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('4821');
  await expectNoSeriousA11yViolations(page);
  await page.clock.fastForward(30_000);
  await expect(pin).toHaveCount(0);

  await page.getByRole('button', { name: 'Show PIN' }).click();
  await expect(pin).toHaveText('4821');
  await page.getByRole('link', { name: 'Back to the card' }).click();
  await expect(page).toHaveURL(new RegExp(`/cards/${ACTIVE_PREPAID}$`));
  // The card's page is on screen (the address changes before a lazy page has rendered; going back before it has
  // would return to the PIN page that was never left).
  await expect(page.getByRole('link', { name: 'PIN: show or change' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/card/${ACTIVE_PREPAID}/pin$`));
  await expect(page.getByRole('button', { name: 'Show PIN' })).toBeVisible();
  await expect(pin).toHaveCount(0);

  const change = page.getByRole('region', { name: 'Change PIN' });
  await change.getByLabel('New PIN', { exact: true }).fill('4829');
  await change.getByLabel('Repeat the new PIN').fill('4828');
  await change.getByRole('button', { name: 'Change PIN' }).click();
  await expect(change).toContainText('The two PINs are different.');
  await change.getByLabel('New PIN', { exact: true }).fill('1111');
  await change.getByLabel('Repeat the new PIN').fill('1111');
  await change.getByRole('button', { name: 'Change PIN' }).click();
  await expect(change).toContainText('The PIN cannot be four equal digits.');
  await change.getByLabel('New PIN', { exact: true }).fill('1234');
  await change.getByLabel('Repeat the new PIN').fill('1234');
  await change.getByRole('button', { name: 'Change PIN' }).click();
  await expect(change).toContainText('The PIN cannot be a sequence such as 1234 or 9876.');
  await change.getByLabel('New PIN', { exact: true }).fill('4829');
  await change.getByLabel('Repeat the new PIN').fill('4829');
  await change.getByRole('button', { name: 'Change PIN' }).click();
  await expect(change).toContainText('Your PIN is changed.');
  await page.getByRole('button', { name: 'Show PIN' }).click();
  await expect(pin).toHaveText('4829');
});

test('get PIN sends the PIN by message and never shows it on the screen', async ({ page, request }) => {
  await signInTo(page, USERS.all);
  await page.goto(`/card/${ACTIVE_PREPAID}/pin`);
  const get = page.getByRole('region', { name: 'Get the PIN by message' });
  await get.getByRole('button', { name: 'Send me the PIN' }).click();
  await expect(get.getByText(/^We sent the PIN by (SMS|e-mail) to /)).toBeVisible();
  await expect(page.getByText('4821')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const messages = await readOutbox(request, USERS.all);
  expect(messages.some((message) => message.subject === 'Your card PIN' && message.body.includes('4821'))).toBe(true);
});

test('card details: number and CVV only after the e-mailed approval code, hidden again after 30 s (issue 33)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInTo(page, USERS.all);
  await page.goto(`/cards/${ACTIVE_PREPAID}`);
  await page.getByRole('button', { name: 'Show card details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Card details' });
  await expect(dialog).toContainText('We sent a code to c•••@demo.test.');
  await expect(dialog.getByText('Card number', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Approval code').fill(await latestCode(request, USERS.all, 'email'));
  await dialog.getByRole('button', { name: 'Show the details' }).click();
  await expect(dialog.getByText('Card number', { exact: true })).toBeVisible();
  const cvv = (await dialog.locator('dt:text-is("Security code (CVV)") + dd').textContent()) ?? '';
  expect(cvv).toMatch(/^\d{3}$/);
  await expectNoSeriousA11yViolations(page);
  await page.clock.fastForward(30_000);
  await expect(dialog.getByText('Card number', { exact: true })).toHaveCount(0);
  await expect(dialog).toContainText('The details were hidden after 30 seconds.');
  await expect(dialog.locator('dd')).toHaveCount(0);
});

test('loading a card moves money in the ledger once, through an injected failure and a double click', async ({
  page,
  request,
}) => {
  await signInTo(page, USERS.all);
  const before = await balancesByAccount(request, USERS.all);
  await page.goto(`/cards/${ACTIVE_PREPAID}`);
  await page.getByRole('button', { name: 'Load card' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (USD)').fill('0');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog).toContainText('Enter an amount greater than 0');
  await dialog.getByLabel('Amount (USD)').fill('25');
  await dialog.getByRole('button', { name: 'Review' }).click();
  let review = dialog.getByRole('region', { name: 'Check and confirm' });
  await expect(review).toContainText('Fee$1.00');
  await expect(review).toContainText('Loaded on the card$25.00');
  await expect(review).toContainText('Total charged$26.00');
  await expect(review).toContainText('ArrivesInstantly');
  await expect(review).not.toContainText('Exchange rate');
  await expectNoSeriousA11yViolations(page);
  // Edit goes back to the form with what was typed; nothing has moved.
  await review.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('25');
  expect((await balancesByAccount(request, USERS.all))[USD_WALLET]).toBe(before[USD_WALLET]);
  await dialog.getByRole('button', { name: 'Review' }).click();
  review = dialog.getByRole('region', { name: 'Check and confirm' });

  await addFault(request, { match: { method: 'cardLoad' }, status: 500, times: 1 });
  await dialog.getByRole('button', { name: 'Load card, $26.00 charged' }).click();
  await expect(dialog).toContainText('The card was not loaded');
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('25');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  const loaded = page.getByRole('dialog', { name: 'Card loaded' });
  await expect(loaded).toContainText(/Reference\s*TX-\d{8}/);
  const reference = /TX-\d{8}/.exec((await loaded.textContent()) ?? '')?.[0] ?? '';
  // The branded PDF of the history, found by the one reference on screen.
  await loaded.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  await expect(loaded.getByRole('link', { name: 'Open the receipt (PDF)' })).toHaveAttribute('href', /.+/);
  expect(reference).not.toBe('');
  await loaded.getByRole('button', { name: 'Close' }).last().click();
  let after = await balancesByAccount(request, USERS.all);
  expect((after[USD_WALLET] ?? 0) - (before[USD_WALLET] ?? 0)).toBe(-2_600);
  expect((after[ACTIVE_PREPAID] ?? 0) - (before[ACTIVE_PREPAID] ?? 0)).toBe(2_500);

  await page.getByRole('button', { name: 'Load card' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (USD)').fill('10');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByRole('region', { name: 'Check and confirm' })).toContainText('Total charged$11.00');
  await addFault(request, { match: { method: 'cardLoad' }, latencyMs: 1_000, times: 2 });
  await dialog.getByRole('button', { name: 'Load card, $11.00 charged' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Card loaded' })).toBeVisible();
  after = await balancesByAccount(request, USERS.all);
  expect((after[USD_WALLET] ?? 0) - (before[USD_WALLET] ?? 0)).toBe(-3_700);
  expect((after[ACTIVE_PREPAID] ?? 0) - (before[ACTIVE_PREPAID] ?? 0)).toBe(3_500);
});

test('the card history and authorizations come in pages of 10', async ({ page }) => {
  await signInTo(page, USERS.all);
  await page.goto(`/cards/${ACTIVE_PREPAID}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('table')).toContainText('12 transactions');
  await expect(history.getByRole('row')).toHaveCount(11);
  await history.getByRole('button', { name: 'Next' }).click();
  await expect(history.getByText('Page 2 of 2')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3);
  await history.getByRole('button', { name: 'Authorizations' }).click();
  await expect(history.getByRole('table')).toContainText('12 authorizations');
  await expect(history.getByRole('table')).toContainText('Declined (Insufficient funds)');
  await expectNoSeriousA11yViolations(page);
});

test('ordering a card: products, fees and shipping, then confirm-card with its documents, charged once', async ({
  page,
  request,
}) => {
  await signInTo(page, USERS.all);
  const before = await balancesByAccount(request, USERS.all);
  await page.goto('/cards/physical');
  await page.getByRole('link', { name: 'Order a card' }).click();
  await expect(page).toHaveURL(/\/add-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order a card' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a card.')).toBeVisible();
  const product = page.getByRole('radio', { name: /Visa Prepaid USD/ });
  await expect(page.locator('label', { has: product })).toContainText('Issue fee $5.00');
  await product.check();
  await expect(page.getByRole('radio', { name: /Courier/ })).toBeDisabled();
  await expect(page.getByText('Not available until your address is confirmed.')).toBeVisible();
  await page.getByRole('radio', { name: /Express/ }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/confirm-card\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your card order' })).toBeVisible();
  // confirm-card remembers where it was opened from.
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/add-card');
  await expect(page.getByText('Charged now')).toBeVisible();
  const toReview = page.getByRole('button', { name: 'Review', exact: true });
  await expect(toReview).toBeDisabled();
  await page
    .locator('#card-requirement-3')
    .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('bill.pdf uploaded, waiting for review')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await toReview.click();
  const review = page.getByRole('region', { name: 'Check and confirm' });
  await expect(review).toContainText('Total charged$20.00');
  const confirm = review.getByRole('button', { name: 'Confirm order, $20.00 charged' });
  await addFault(request, { match: { method: 'cardConfirm' }, drop: true, times: 1 });
  await confirm.click();
  // The dropped connection is retried with the same idempotency key (by the client, or by the customer's "Try again").
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(page.getByText('Your card is ordered.').or(retry)).toBeVisible();
  if (await retry.isVisible()) await retry.click();
  await expect(page.getByText('Your card is ordered.')).toBeVisible();
  await expect(page.getByText(/TX-\d{8}/)).toBeVisible();
  const after = await balancesByAccount(request, USERS.all);
  expect((after[USD_WALLET] ?? 0) - (before[USD_WALLET] ?? 0)).toBe(-2_000);
  // The new card is in the list, ordered.
  await page.getByRole('link', { name: 'Go to your cards' }).click();
  await expect(page).toHaveURL(/\/cards\/physical$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Ordered' })).toHaveCount(2);
});

test('the cards pages speak six languages', async ({ page }) => {
  await signInTo(page, USERS.all);
  const titles = {
    en: 'Physical cards',
    es: 'Tarjetas físicas',
    pt: 'Cartões físicos',
    ro: 'Carduri fizice',
    ru: 'Физические карты',
    uk: 'Фізичні картки',
  } as const;
  const status = { en: 'Active', es: 'Activa', pt: 'Ativo', ro: 'Activ', ru: 'Активна', uk: 'Активна' } as const;
  for (const [language, title] of Object.entries(titles)) {
    await page.goto(`/cards/physical?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator(`[data-card="${ACTIVE_PREPAID}"]`)).toContainText(
      status[language as keyof typeof status],
    );
  }
});
