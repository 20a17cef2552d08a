// @vitest-environment happy-dom
/**
 * The invoice payment against the in-process sandbox: paying by approval mode none and by SMS code, the success popup,
 * a double click, the fee and rate of another currency, rejection with a note, and the screens of invoices that
 * cannot be paid. No mocks: the real client, model and sandbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { receiptPdfLinkByReference } from '../../core/receipts/receipt-pdf';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { PayInvoice, type PayInvoiceProps } from './pay-invoice';

let services: TestServices;

afterEach(() => services.close());

function renderPay(invoiceId: string, extra: Partial<PayInvoiceProps> = {}) {
  const { watchPush } = services;
  return renderWithI18n(
    <PayInvoice api={services.api} invoiceId={invoiceId} watchPush={watchPush} {...extra} />,
    services.i18n,
  );
}

async function usdBalance(): Promise<number | string | undefined> {
  const { accounts } = await services.api.call(balanceInquiry, {});
  return accounts.find((account) => account.currencyCode === 'USD')?.balance;
}

describe('paying an invoice', () => {
  it('shows the invoice and pays it at once for approval mode none; a double click pays once; the success closes', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const onPaid = vi.fn();
    const onLoaded = vi.fn();
    renderPay('4001', { onPaid, onLoaded });
    expect(await screen.findByRole('heading', { level: 2, name: 'Invoice from Northwind Trading Ltd' })).toBeTruthy();
    const details = screen.getByText('Consulting, February 2025').closest('dl') as HTMLElement;
    expect(within(details).getByText('Consulting, February 2025')).toBeTruthy();
    expect(within(details).getByText('(overdue)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: /invoice-4001\.pdf/ }).getAttribute('target')).toBe('_blank');
    expect(onLoaded).toHaveBeenCalledWith(expect.objectContaining({ id: 4001, status: 'unpaid' }));

    const group = await screen.findByRole('group', { name: 'Pay from' });
    expect(within(group).getByRole('radio', { name: /USD account •••• / })).toHaveProperty('checked', true);
    expect(within(group).getByText('1 USD = 0.92 EUR')).toBeTruthy();
    const total = await screen.findByText('Total charged to the account');
    expect(total.closest('div')?.textContent).toBe('Total charged to the account$120.60');

    await services.harness.clearStats();
    // The button says what is charged (amount and fee), never less.
    const pay = screen.getByRole('button', { name: 'Pay $120.60' });
    const user = userEvent.setup();
    await user.dblClick(pay);
    const success = await screen.findByRole('dialog', { name: 'Payment sent' });
    expect(within(success).getByText('You paid $120.00 to Northwind Trading Ltd.')).toBeTruthy();
    expect(within(success).getByText('Total charged').nextElementSibling?.textContent).toBe('$120.60');
    expect(within(success).getByText('Fee').nextElementSibling?.textContent).toBe('$0.60');
    const download = within(success).getByRole('link', { name: 'Download the receipt' });
    expect(download.getAttribute('download')).toMatch(/^receipt-\d+\.txt$/);
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain('Total charged: $120.60');
    expect((await services.harness.stats()).p2pTransfer).toBe(1);
    expect(onPaid).toHaveBeenCalledWith({ invoiceId: '4001', transactionId: expect.any(String) as string });
    expect(await usdBalance()).toBe(1399.9);

    await user.click(within(success).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(await screen.findByText('This invoice is paid.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Invoice from Northwind Trading Ltd'));
    // The receipt stays once the success popup is gone.
    expect(screen.getByRole('link', { name: 'Download the receipt' })).toBeTruthy();
  });

  it('offers the branded PDF receipt of the payment (the history generator, one reference) where the host makes one', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const onPaid = vi.fn();
    renderPay('4001', {
      onPaid,
      receiptPdf: (reference) =>
        receiptPdfLinkByReference(services.api, { brand: 'wallet', reference, language: 'en' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $120.60' }));
    const success = await screen.findByRole('dialog', { name: 'Payment sent' });
    // No text file beside the PDF: one receipt, the bank's.
    expect(within(success).queryByRole('link', { name: 'Download the receipt' })).toBeNull();
    await user.click(within(success).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(await screen.findByText('This invoice is paid.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download the receipt (PDF)' }));
    const link = await screen.findByRole('link', { name: 'Open the receipt (PDF)' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toMatch(/\/files\/history\/receipts\/receipt-\d+\.pdf/);
    const pdf = Buffer.from(
      await (await services.harness.fetch(link.getAttribute('href') ?? '')).arrayBuffer(),
    ).toString('latin1');
    expect(pdf).toContain('(Transaction receipt) Tj');
    const { transactionId } = onPaid.mock.calls[0]?.[0] as { transactionId: string };
    expect(screen.getByText('Reference').nextElementSibling?.textContent).toBe(transactionId);
  }, 60_000);

  it('asks for the SMS code of an sms user; a wrong code shows the error; the right one pays', async () => {
    services = createTestServices();
    const flow = services.createLoginFlow();
    await flow.start('sms@demo.test', 'Demo-pass-1');
    await flow.submitCode(await services.harness.latestCode('sms@demo.test'));
    renderPay('4008');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay €40.50' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Approve the payment' })).toBeTruthy();
    expect(
      screen.getByText('We sent a 6-digit code to +44 ••• ••• 1234. Enter it to approve the payment.'),
    ).toBeTruthy();
    const code = await services.harness.latestCode('sms@demo.test');
    const input = screen.getByRole('textbox', { name: 'Approval code' });
    await user.type(input, code === '111111' ? '222222' : '111111');
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('Invalid approval code')).toBeTruthy();
    await user.clear(input);
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByRole('dialog', { name: 'Payment sent' })).toBeTruthy();
  });

  it('rejects with a note that reaches the payee; the invoice then shows as rejected', async () => {
    services = createTestServices({ language: 'es' });
    await services.signIn('personal@demo.test');
    const onRejected = vi.fn();
    renderPay('4005', { onRejected });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rechazar factura' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Rechazar esta factura?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nota para el beneficiario (opcional)' }),
      'No lo pedí',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar factura' }));
    expect(await screen.findByText('Rechazaste esta factura.')).toBeTruthy();
    expect(screen.getByText('No lo pedí')).toBeTruthy();
    expect(onRejected).toHaveBeenCalledWith({ invoiceId: '4005' });
  });

  it("gives paid, rejected, own and other accounts' invoices their own screens", async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const onError = vi.fn();
    const view = renderPay('4006');
    expect(await screen.findByText('You rejected this invoice.')).toBeTruthy();
    expect(screen.getByText('Already paid by card at the desk')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    view.unmount();

    const own = renderPay('4010');
    expect(await screen.findByRole('heading', { name: 'Your invoice to Northwind Trading Ltd' })).toBeTruthy();
    expect(screen.getByText('You sent this invoice; it is paid by Northwind Trading Ltd.')).toBeTruthy();
    own.unmount();

    const onSwitchAccount = vi.fn();
    renderPay('4007', { onError, onSwitchAccount });
    expect(await screen.findByRole('heading', { name: 'Invoice not found for this account' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith({ code: 'not-found', message: 'Invoice not found' });
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(onSwitchAccount).toHaveBeenCalled();
  });

  it('offers a retry when the invoice cannot be loaded, and loses nothing', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    await services.harness.addFault({ match: { method: 'invoiceGet' }, status: 500, times: 1 });
    renderPay('4001');
    expect(await screen.findByRole('heading', { name: 'The invoice could not be loaded.' })).toBeTruthy();
    expect(screen.getByText('Server is not available')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Invoice from Northwind Trading Ltd' })).toBeTruthy();
  });
});
