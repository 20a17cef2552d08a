// @vitest-environment happy-dom
/**
 * Paying a merchant's button against the in-process sandbox: an open donation's amount (checked at the field,
 * nothing typed lost), a subscription's first payment, an SMS approval, a failed submit that is retried without
 * paying twice. No mocks: the real client, model and sandbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payButtonGet } from '../../core/api/contract/pay-button';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { PayButtonPayment, type PayButtonPaymentProps } from './pay-button-payment';

/** Seeded buttons of Pixel Goods LLC (README "Merchant buttons"). */
const BUTTONS = { buyNow: 710001, subscription: 710002, donationOpen: 710004 } as const;

let services: TestServices;

afterEach(() => services.close());

async function renderPayment(buttonId: number, extra: Partial<PayButtonPaymentProps> = {}) {
  const { button } = await services.api.call(payButtonGet, { buttonId });
  const { watchPush } = services;
  const props: PayButtonPaymentProps = {
    api: services.api,
    button: button,
    watchPush,
    onCompleted: vi.fn(),
    onError: vi.fn(),
    onBusyChange: vi.fn(),
    onFinished: vi.fn(),
    onSwitchAccount: vi.fn(),
    ...extra,
  };
  renderWithI18n(<PayButtonPayment {...props} />, services.i18n);
  return props;
}

describe('paying a button', () => {
  it('an open donation: the amount is checked at the field (what was typed stays), then the fee is asked and it pays', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const props = await renderPayment(BUTTONS.donationOpen);
    const user = userEvent.setup();
    expect(await screen.findByText('You choose the amount', {}, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('group', { name: 'Pay from' }, { timeout: 5000 });
    const amount = screen.getByRole('textbox', { name: 'Amount (EUR)' });
    await user.click(screen.getByRole('button', { name: 'Enter the amount first' }));
    expect(await screen.findByText('Enter the amount you want to give.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);

    await user.type(amount, '12.345');
    await user.tab();
    expect(await screen.findByText('Enter an amount such as 10 or 10.50, with at most two decimals.')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('12.345');
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '12,5');
    // The button says what is charged: the amount and the fee.
    const give = await screen.findByRole('button', { name: 'Give €13.00' });
    expect(screen.queryByText('Enter an amount such as 10 or 10.50, with at most two decimals.')).toBeNull();
    const total = await screen.findByText('Total charged to the account');
    expect(total.closest('div')?.textContent).toBe('Total charged to the account€13.00');
    await services.harness.clearStats();
    await user.dblClick(give);
    expect(await screen.findByRole('heading', { name: 'Payment sent' })).toBeTruthy();
    expect(screen.getByText('You paid €12.50 to Pixel Goods LLC.')).toBeTruthy();
    expect((await services.harness.stats()).p2pTransfer).toBe(1);
    expect(props.onCompleted).toHaveBeenCalledWith({
      transactionId: expect.any(String) as string,
      buttonId: BUTTONS.donationOpen,
      amount: '12.50',
      currency: 'EUR',
    });
  });

  it('a subscription: shows its period and number of payments and pays the first one', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const props = await renderPayment(BUTTONS.subscription);
    const summary = (await screen.findByText('Sprite pack club', {}, { timeout: 5000 })).closest('dl') as HTMLElement;
    expect(within(summary).getByText('€9.99 every month')).toBeTruthy();
    expect(within(summary).getByText('12 payments in total, the first one now')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subscribe and pay €10.49' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Subscription started' })).toBeTruthy();
    expect(
      screen.getByText('You paid the first €9.99 to Pixel Goods LLC. The next payments follow every month.'),
    ).toBeTruthy();
    expect(props.onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ buttonId: BUTTONS.subscription, amount: '9.99', currency: 'EUR' }),
    );
    const subscriptions = (await (await services.harness.fetch('/sandbox/subscriptions?format=json')).json()) as {
      subscriptions: { status: string; paymentsMade: number }[];
    };
    expect(subscriptions.subscriptions).toMatchObject([{ status: 'active', paymentsMade: 1 }]);
  });

  it('an SMS approver pays from another currency with the code from the outbox', async () => {
    services = createTestServices();
    const flow = services.createLoginFlow();
    await flow.start('sms@demo.test', 'Demo-pass-1');
    await flow.submitCode(await services.harness.latestCode('sms@demo.test'));
    const props = await renderPayment(BUTTONS.buyNow);
    const group = await screen.findByRole('group', { name: 'Pay from' }, { timeout: 5000 });
    expect(await within(group).findByText('1 USD = 0.92 EUR')).toBeTruthy();
    const user = userEvent.setup();
    // Paid from a EUR account: the button says the euros charged (converted amount and fee), the quote the rate.
    const pay = await screen.findByRole('button', { name: /^Pay €\d+\.\d\d$/ }, { timeout: 5000 });
    expect((await screen.findByText('Exchange rate')).closest('div')?.textContent).toBe(
      'Exchange rate1 USD = 0.92 EUR',
    );
    await user.click(pay);
    expect(await screen.findByRole('heading', { name: 'Approve the payment' })).toBeTruthy();
    expect(props.onBusyChange).toHaveBeenCalledWith(true);
    await user.type(
      screen.getByRole('textbox', { name: 'Approval code' }),
      await services.harness.latestCode('sms@demo.test'),
    );
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment sent' }, { timeout: 5000 })).toBeTruthy();
    expect(props.onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ buttonId: BUTTONS.buyNow, amount: '24.90', currency: 'USD' }),
    );
  });

  it('a dropped connection on submit: the error is shown, and trying again pays once (same idempotency key)', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const props = await renderPayment(BUTTONS.buyNow);
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Pay $25.40' }, { timeout: 5000 });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await services.harness.addFault({ match: { method: 'p2pTransfer' }, drop: true, times: 1 });
    await services.harness.clearStats();
    await user.click(pay);
    expect(await screen.findByText('The payment was not made.')).toBeTruthy();
    expect(props.onError).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay $25.40' }));
    expect(await screen.findByRole('heading', { name: 'Payment sent' }, { timeout: 5000 })).toBeTruthy();
    const transfers = (await services.harness
      .fetch('/sandbox/ipn-attempts?merchant=merchant@demo.test')
      .then((response) => response.json())) as { attempts: unknown[] };
    // The dropped request was booked by the server; the retry got its first answer: one payment, one notification.
    expect(transfers.attempts).toHaveLength(1);
  });
});
