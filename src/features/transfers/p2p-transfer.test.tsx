// @vitest-environment happy-dom
/**
 * The p2p form's free text against the in-process sandbox (issue 30): a pasted 5,000-character reference is kept and
 * refused at the field with a counter, invisible characters are refused (and can be removed), a recipient with a
 * right-to-left override gets one message, and nothing is sent while a field is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { p2pTransfer } from '../../core/api/contract/p2p';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { P2pTransfer } from './p2p-transfer';
import { descriptionOf } from '../../ui/test-utils';

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('personal@demo.test');
});
afterEach(() => services.close());

function renderForm() {
  const { watchPush } = services;
  renderWithI18n(
    <P2pTransfer
      api={services.api}
      cache={services.cache}
      watchPush={watchPush}
      brandId="wallet"
      ownLogin="personal@demo.test"
    />,
    services.i18n,
  );
}

async function fillPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: "Recipient's e-mail" }), 'business@demo.test');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Pay from' }), '500001');
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
  await screen.findByText('This person has a wallet account.');
}

describe('p2p free text', () => {
  it('keeps a pasted 5,000-character reference, counts it against 140, refuses it at the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user);
    const reference = screen.getByRole('textbox', { name: 'Reference' });
    expect(descriptionOf(reference)).toContain('0 of 140 characters');
    await user.click(reference);
    await user.paste('x'.repeat(5000));
    expect((reference as HTMLInputElement).value).toHaveLength(5000);
    expect(reference.hasAttribute('maxlength')).toBe(false);
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(reference)).toContain(
      'Use at most 140 characters; this text has 5,000. Nothing was cut or sent: shorten it to continue.',
    );
    expect(screen.getByText('5,000 / 140')).toBeTruthy();
    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(document.activeElement).toBe(reference);
    expect((await services.harness.stats()).p2pTransfer ?? 0).toBe(0);

    await user.clear(reference);
    await user.type(reference, 'Rent March');
    expect(reference.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('10 / 140')).toBeTruthy();
  });

  it('refuses a note over 500 characters, and one on several lines within it goes through', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user);
    const note = screen.getByRole('textbox', { name: 'Note to the recipient' });
    expect(note.tagName).toBe('TEXTAREA');
    await user.click(note);
    await user.paste('n'.repeat(501));
    expect(descriptionOf(note)).toContain('Use at most 500 characters; this text has 501.');
    await user.clear(note);
    await user.type(note, 'Thanks{Enter}See you');
    expect(note.hasAttribute('aria-invalid')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send money' }));
    expect(await screen.findByText('Done: the money was sent.')).toBeTruthy();
    expect((await services.harness.stats()).p2pTransfer).toBe(1);
  });

  it('refuses a reference with a right-to-left override and removes it on request', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user);
    const reference = screen.getByRole('textbox', { name: 'Reference' });
    await user.click(reference);
    await user.paste('Invoice \u202Egnp.exe');
    expect(descriptionOf(reference)).toContain('This text has invisible formatting characters');
    expect(descriptionOf(reference)).toContain('Invisible characters found: 1.');
    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect((await services.harness.stats()).p2pTransfer ?? 0).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove the invisible characters (1)' }));
    expect((reference as HTMLInputElement).value).toBe('Invoice gnp.exe');
    expect(reference.hasAttribute('aria-invalid')).toBe(false);
  });

  it('gives a recipient with a right-to-left override one message, and does not look it up', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = await screen.findByRole('textbox', { name: "Recipient's e-mail" });
    await services.harness.clearStats();
    await user.click(email);
    await user.paste('business@demo.test\u202E');
    expect(descriptionOf(email)).toContain('This text has invisible formatting characters');
    await user.click(screen.getByRole('textbox', { name: 'Amount' }));
    await waitFor(async () => expect((await services.harness.stats()).checkPayee ?? 0).toBe(0));
    expect(screen.queryByText('The e-mail could not be checked now; you can still send.')).toBeNull();
    expect(screen.queryByText('Checking the e-mail…')).toBeNull();
  });
});

describe('p2p review and receipt', () => {
  it('reviews from, to, amount, fee and total before anything moves, edits, then sends and offers the PDF receipt', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user);
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'Walk test 1');
    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Check and confirm' });
    await within(review).findByText('Total charged');
    for (const label of ['From', 'To', 'Amount', 'Fee', 'Amount received', 'Arrives', 'Your reference'])
      expect(within(review).getByText(label)).toBeTruthy();
    expect(within(review).getByText('Walk test 1')).toBeTruthy();
    // Same currency on both sides: no exchange rate.
    expect(within(review).queryByText('Exchange rate')).toBeNull();
    expect(within(review).getByText('business@demo.test')).toBeTruthy();
    expect((await services.harness.stats()).p2pTransfer ?? 0).toBe(0);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).disabled).toBe(true);

    await user.click(within(review).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('region', { name: 'Check and confirm' })).toBeNull();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '6');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const again = await screen.findByRole('region', { name: 'Check and confirm' });
    await within(again).findByText('Total charged');
    await user.click(within(again).getByRole('button', { name: 'Send money' }));

    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect((await services.harness.stats()).p2pTransfer).toBe(1);
    // One bank reference, and the customer's own under its own name (not a second "Reference").
    expect(within(receipt).getAllByText('Reference')).toHaveLength(1);
    expect(within(receipt).getByText('Your reference')).toBeTruthy();
    await user.click(within(receipt).getByRole('button', { name: 'Download the receipt (PDF)' }));
    const link = await within(receipt).findByRole('link', { name: 'Open the receipt (PDF)' });
    expect(link.getAttribute('href')).toMatch(/\/files\/history\/receipts\/receipt-\d+\.pdf/);
    expect(within(receipt).queryByRole('button', { name: 'Download the receipt' })).toBeNull();
  });
});

describe('p2p saved recipients', () => {
  it('offers one way to pick a saved recipient: the payees list, where a template fills its amount and reference', async () => {
    // personal@ pays push@ once (a recent payee) and keeps the template "Rent share" to business@.
    await services.api.call(
      p2pTransfer,
      { accountId: 500001, amount: '5.00', currency: 'USD', toEmail: 'push@demo.test' },
      { idempotencyKey: 'payees-pick-test' },
    );
    const user = userEvent.setup();
    renderForm();
    const payees = await screen.findByRole('region', { name: 'Payees' });
    await within(payees).findByText('push@demo.test');
    // No second list of recent transfers and no template picker beside it.
    expect(screen.queryByRole('region', { name: 'Recent transfers' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Start from a template' })).toBeNull();
    expect(payees.textContent).not.toMatch(/p2p\./);

    await user.click(within(payees).getByRole('button', { name: 'Pay Rent share' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: "Recipient's e-mail" }).value).toBe(
      'business@demo.test',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe('150');

    await user.click(within(payees).getByRole('button', { name: /^Pay .*push/i }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: "Recipient's e-mail" }).value).toBe('push@demo.test');
  });
});

describe('p2p amount checks on leaving the field', () => {
  it('says an amount over the per-transfer limit at the field when it is left, keeps it as typed, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByRole('textbox', { name: "Recipient's e-mail" }), 'business@demo.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pay from' }), '500001');
    // personal@ may send at most USD 500.00 in one p2p transfer (the sandbox's demo limits).
    await screen.findByText(/per transfer/i);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '600');
    expect(amount.getAttribute('aria-invalid')).not.toBe('true');
    await user.tab();
    await waitFor(() => expect(descriptionOf(amount)).toContain('This is over your limit of $500.00 per transfer.'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect((amount as HTMLInputElement).value).toBe('600');

    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Check and confirm' })).toBeNull();
    expect((await services.harness.stats()).p2pTransfer ?? 0).toBe(0);

    await user.clear(amount);
    await user.type(amount, '50');
    await waitFor(() => expect(descriptionOf(amount)).not.toContain('over your limit'));
  });

  it('says a malformed amount on leaving the field, not only on submit', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '12.345');
    await user.tab();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect((amount as HTMLInputElement).value).toBe('12.345');
  });
});
