// @vitest-environment happy-dom
/**
 * The payment components with the states the payment model produces: the account picker (masked numbers, rate,
 * not enough money), what stands in for it, the quote, the approval by mode with its resend notices, the banners of
 * an attempt that paid nothing, and the success as a popup or in place; the texts of another language load first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentModel } from '../../core/payments/payment-model';
import { renderWithI18n } from '../test-utils';
import { usePaymentMessages } from './messages';
import { maskAccountNumber, PaymentAccountPicker, PaymentAccountsNotice } from './payment-accounts';
import { PaymentApproval, PaymentOutcomeBanner } from './payment-approval';
import {
  ACCOUNTS,
  APPROVAL_TRANSACTION,
  CONVERTED_QUOTE,
  PAID,
  PUSH,
  SAME_CURRENCY_QUOTE,
  SERVER_DOWN,
  SMS_CODE,
  WRONG_CODE,
} from './payment-fixtures';
import { PaymentQuoteView } from './payment-quote';
import { PaymentSuccess } from './payment-success';
import { usePaymentModel } from './use-payment-model';

describe('the account to pay from', () => {
  it('masks account numbers to their last four digits', () => {
    expect(maskAccountNumber('GB57 SNDB 0400 0400 5000 01')).toBe('•••• 0001');
    expect(maskAccountNumber('0001')).toBe('0001');
  });

  it('lists the accounts with the rate of another currency and says when the chosen one is short', async () => {
    const onChange = vi.fn();
    const view = renderWithI18n(
      <PaymentAccountPicker
        accounts={ACCOUNTS}
        rates={{ '500002': { status: 'ready', rate: '0.92' } }}
        currency="USD"
        value="500001"
        onChange={onChange}
        insufficient={false}
      />,
    );
    const group = screen.getByRole('group', { name: 'Pay from' });
    expect(within(group).getByRole('radio', { name: /USD account •••• 0001/ })).toHaveProperty('checked', true);
    expect(within(group).getByText('1 USD = 0.92 EUR')).toBeTruthy();
    await userEvent.click(within(group).getByRole('radio', { name: /EUR account •••• 0002/ }));
    expect(onChange).toHaveBeenCalledWith('500002');

    view.rerender(
      <PaymentAccountPicker
        accounts={ACCOUNTS}
        rates={{ '500002': { status: 'failed', error: SERVER_DOWN } }}
        currency="USD"
        value="500001"
        onChange={onChange}
        insufficient
      />,
    );
    expect(screen.getByText('The exchange rate could not be loaded.')).toBeTruthy();
    expect(
      screen.getByText(
        'There is not enough money on this account for the payment and its fee. Choose another account.',
      ),
    ).toBeTruthy();
  });

  it('stands in for the picker while loading, after a failure (with a retry) and without accounts', async () => {
    const onRetry = vi.fn();
    const view = renderWithI18n(<PaymentAccountsNotice state={{ status: 'loading' }} onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    view.rerender(<PaymentAccountsNotice state={{ status: 'failed', error: SERVER_DOWN }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Your accounts could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('Server is not available')).toBeTruthy();
    expect(alert.getAttribute('part')).toBe('error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    const onSwitch = vi.fn();
    view.rerender(
      <PaymentAccountsNotice
        state={{ status: 'ready', accounts: [] }}
        onRetry={onRetry}
        emptyActions={
          <button type="button" onClick={onSwitch}>
            Use another account
          </button>
        }
      />,
    );
    expect(screen.getByText('You have no account to pay from.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(onSwitch).toHaveBeenCalled();

    view.rerender(<PaymentAccountsNotice state={{ status: 'ready', accounts: ACCOUNTS }} onRetry={onRetry} />);
    expect(view.container.textContent).toBe('');
  });
});

describe('the fee and total', () => {
  it('shows the amount, the converted amount only for another currency, the fee and the total', () => {
    const view = renderWithI18n(
      <PaymentQuoteView
        quote={{ status: 'ready', quote: SAME_CURRENCY_QUOTE }}
        amount="120.00"
        currency="USD"
        onRetry={vi.fn()}
      />,
    );
    const list = view.container.querySelector('dl[part="amounts"]') as HTMLElement;
    expect([...list.querySelectorAll('div')].map((row) => row.textContent)).toEqual([
      'Amount$120.00',
      'Fee$0.60',
      'Total charged to the account$120.60',
    ]);

    view.rerender(
      <PaymentQuoteView
        quote={{ status: 'ready', quote: CONVERTED_QUOTE }}
        amount="120.00"
        currency="USD"
        amountLabel="Invoice amount"
        onRetry={vi.fn()}
      />,
    );
    expect([...list.querySelectorAll('div')].map((row) => row.textContent)).toEqual([
      'Invoice amount$120.00',
      'Exchange rate1 USD = 0.92 EUR',
      "In your account's currency€110.40",
      'Fee€0.55',
      'Total charged to the account€110.95',
    ]);

    view.rerender(
      <PaymentQuoteView
        quote={{ status: 'ready', quote: SAME_CURRENCY_QUOTE }}
        amount={null}
        currency="USD"
        onRetry={vi.fn()}
      />,
    );
    expect(view.container.querySelector('dl')).toBeNull();
  });

  it('says it is working out the fee, and offers a retry when it could not', async () => {
    const onRetry = vi.fn();
    const view = renderWithI18n(
      <PaymentQuoteView quote={{ status: 'loading' }} amount="120.00" currency="USD" onRetry={onRetry} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Working out the fee…');
    view.rerender(
      <PaymentQuoteView
        quote={{ status: 'failed', error: SERVER_DOWN }}
        amount="120.00"
        currency="USD"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('The fee could not be worked out.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('the approval', () => {
  it('asks for the SMS code with its heading focused, shows a wrong code at the field and the resend outcome', async () => {
    const onSubmitCode = vi.fn();
    const onResend = vi.fn();
    const props = { amount: '$120.00', payee: 'Northwind Trading Ltd', onSubmitCode, onResend };
    const view = renderWithI18n(<PaymentApproval {...props} state={SMS_CODE} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Approve the payment' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest('[part="approval"]')).toBeTruthy();
    expect(
      screen.getByText('We sent a 6-digit code to +44 ••• ••• 1234. Enter it to approve the payment.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Approval code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(onSubmitCode).toHaveBeenCalledWith('123456');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onResend).toHaveBeenCalledTimes(1);

    view.rerender(
      <PaymentApproval
        {...props}
        state={{ ...SMS_CODE, error: WRONG_CODE, resend: { status: 'sent', to: '+44 ••• ••• 1234' } }}
      />,
    );
    expect(screen.getByText('Invalid approval code')).toBeTruthy();
    expect(screen.getByText('A new code is on its way to +44 ••• ••• 1234.')).toBeTruthy();

    view.rerender(
      <PaymentApproval
        {...props}
        state={{ ...SMS_CODE, mode: 'otp', sentTo: null, resend: { status: 'failed', error: SERVER_DOWN } }}
      />,
    );
    expect(screen.getByText('Enter the 6-digit code from your authenticator app to approve the payment.')).toBeTruthy();
    expect(screen.getByText('Server is not available')).toBeTruthy();
  });

  it('waits for the phone, naming the amount and payee, and says when it cannot hear from it', () => {
    const props = {
      amount: '$120.00',
      payee: 'Northwind Trading Ltd',
      onSubmitCode: vi.fn(),
      onResend: vi.fn(),
      headingLevel: 2 as const,
    };
    const view = renderWithI18n(<PaymentApproval {...props} state={PUSH} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Approve the payment' })).toBeTruthy();
    expect(
      screen.getByText('Open the app on your phone and approve the payment of $120.00 to Northwind Trading Ltd.'),
    ).toBeTruthy();
    view.rerender(
      <PaymentApproval {...props} state={{ ...PUSH, error: SERVER_DOWN, resend: { status: 'sent', to: null } }} />,
    );
    expect(screen.getByText('We cannot hear from your phone at the moment; we keep checking.')).toBeTruthy();
    expect(screen.getByText('We sent the request to your phone again.')).toBeTruthy();
  });

  it('says why an attempt paid nothing', () => {
    const view = renderWithI18n(<PaymentOutcomeBanner state={{ kind: 'failed', error: SERVER_DOWN }} />);
    expect(within(screen.getByRole('alert')).getByText('The payment was not made.')).toBeTruthy();
    expect(screen.getByRole('alert').getAttribute('part')).toBe('error');
    view.rerender(
      <PaymentOutcomeBanner state={{ kind: 'declined', reason: 'tooManyCodes', message: 'Too many codes' }} />,
    );
    expect(screen.getByText('Too many wrong codes. Nothing was paid.')).toBeTruthy();
    view.rerender(<PaymentOutcomeBanner state={{ kind: 'idle' }} />);
    expect(view.container.textContent).toBe('');
  });
});

describe('the success', () => {
  it('as a popup: "Payment sent" with what was paid to whom, closed by its button', async () => {
    const onClose = vi.fn();
    renderWithI18n(
      <PaymentSuccess
        variant="dialog"
        success={PAID}
        amount="$120.00"
        payee="Northwind Trading Ltd"
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Payment sent' });
    expect(within(dialog).getByText('You paid $120.00 to Northwind Trading Ltd.')).toBeTruthy();
    expect(within(dialog).getByText('This message closes in 3 seconds.')).toBeTruthy();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it('in place: an approval transaction is pending with its star; a booked payment can have its own words', async () => {
    const props = { variant: 'inline' as const, amount: '€9.99', payee: 'Pixel Goods LLC', onClose: vi.fn() };
    const view = renderWithI18n(<PaymentSuccess {...props} success={APPROVAL_TRANSACTION} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Approval transaction created' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest('[part="outcome"]')).toBeTruthy();
    expect(screen.getByText('Payment pending *')).toBeTruthy();
    expect(
      screen.getByText('The payment of €9.99 to Pixel Goods LLC waits for approval by another user of your business.'),
    ).toBeTruthy();
    expect(screen.getByText('* The payment is made once it has been approved.')).toBeTruthy();
    expect(screen.getByText('This window closes in 3 seconds.')).toBeTruthy();

    view.rerender(
      <PaymentSuccess
        {...props}
        success={PAID}
        bookedTitle="Subscription started"
        bookedText="You paid the first €9.99."
      />,
    );
    expect(screen.getByRole('heading', { name: 'Subscription started' })).toBeTruthy();
    expect(screen.getByText('You paid the first €9.99.')).toBeTruthy();
    view.rerender(<PaymentSuccess {...props} success={{ ...PAID, message: 'Paid, thank you.' }} />);
    expect(screen.getByText('Paid, thank you.')).toBeTruthy();
  });
});

describe('the texts', () => {
  function Gate() {
    const { ready } = usePaymentMessages();
    return ready ? (
      <PaymentOutcomeBanner state={{ kind: 'declined', reason: 'expired', message: 'Expired' }} />
    ) : (
      <p>waiting</p>
    );
  }

  it('are not ready in another language until its chunk has loaded, then speak it', async () => {
    renderWithI18n(<Gate />, { language: 'es' });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('La aprobación tardó demasiado y caducó. No se pagó nada.')).toBeTruthy();
  });
});

describe('usePaymentModel', () => {
  it('makes the model once, starts it on mount and disposes it on unmount', () => {
    const start = vi.fn();
    const dispose = vi.fn();
    const model = { start, dispose } as unknown as PaymentModel;
    const create = vi.fn(() => model);
    function Holder({ label }: { label: string }) {
      usePaymentModel(create);
      return <p>{label}</p>;
    }
    const view = renderWithI18n(<Holder label="first" />);
    view.rerender(<Holder label="second" />);
    expect(create).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(dispose).not.toHaveBeenCalled();
    view.unmount();
    expect(dispose).toHaveBeenCalledTimes(1);
  });
});
