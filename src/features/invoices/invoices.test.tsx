// @vitest-environment happy-dom
/** The invoices page against the in-process sandbox: boxes, filters, creating an invoice with the payer lookup, funding. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { InvoicesManager } from './invoices-manager';

let services: TestServices;

afterEach(() => services.close());

function renderManager(extra: { onView?: () => void; onPay?: () => void; onReject?: () => void } = {}) {
  return renderWithI18n(
    <InvoicesManager
      api={services.api}
      cache={services.cache}
      ownLogin="business@demo.test"
      onView={extra.onView ?? vi.fn()}
      onPay={extra.onPay ?? vi.fn()}
      onReject={extra.onReject ?? vi.fn()}
    />,
    services.i18n,
  );
}

describe('invoices page', () => {
  it('lists received invoices with their actions and sent invoices with the payer; filters drop empty values', async () => {
    services = createTestServices();
    await services.signIn('business@demo.test');
    const onPay = vi.fn();
    renderManager({ onPay });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    const received = await screen.findByRole('table');
    expect(within(received).getByRole('rowheader', { name: '4010' })).toBeTruthy();
    await userEvent.click(within(received).getByRole('button', { name: 'Pay invoice 4010' }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 4010 }));

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('7 invoices')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'To' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    await user.type(screen.getByRole('textbox', { name: 'Amount up to' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Enter an amount such as 120 or 45.50.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Amount up to' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1 invoice')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: '4006' })).toBeTruthy();
  });

  it('checks a filter at the field when it is left and sends nothing while one is wrong; Clear shows every invoice again', async () => {
    services = createTestServices();
    await services.signIn('business@demo.test');
    renderManager();
    const user = userEvent.setup();
    expect(await screen.findByRole('table')).toBeTruthy();
    await services.harness.clearStats();
    await user.type(screen.getByRole('textbox', { name: 'Amount from' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Amount up to' }), '100');
    await user.tab();
    expect(await screen.findByText('This must not be below the amount from.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount up to' }));
    expect((await services.harness.stats()).invoiceListReceived).toBeUndefined();

    await user.clear(screen.getByRole('textbox', { name: 'Amount up to' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount up to' }), '100000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect((await services.harness.stats()).invoiceListReceived).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount from' }).value).toBe('');
  });

  it('creates an invoice: the e-mail is checked by the spec rule before the lookup, unknown payers are refused, nothing typed is lost', async () => {
    services = createTestServices();
    await services.signIn('business@demo.test');
    renderManager();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Create invoice' });
    const email = within(dialog).getByRole('textbox', { name: "Payer's e-mail" });
    await services.harness.clearStats();
    await user.type(email, 'a@b.c');
    await user.tab();
    expect(await within(dialog).findByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect((await services.harness.stats()).checkPayee).toBeUndefined();

    await user.clear(email);
    await user.type(email, 'nobody@demo.test');
    await user.tab();
    expect(await within(dialog).findByText('No wallet account uses this e-mail.')).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'personal@demo.test');
    await user.tab();
    expect(await within(dialog).findByText('A wallet user with this e-mail can pay your invoice.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '99,90');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Currency' }), 'EUR');
    const due = within(dialog).getByLabelText('Due date');
    await user.type(due, '2030-02-01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the payer (optional)' }), 'Workshop seats');
    await services.harness.addFault({ match: { method: 'invoiceCreate' }, status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(await within(dialog).findByText('Server is not available')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe('99,90');
    await user.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByText('Invoice 4011 for €99.90 was sent to personal@demo.test.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sent' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByRole('rowheader', { name: '4011' })).toBeTruthy();
  });

  it("shows the spec's text when a funding invoice cannot be made, and the PDF when it can", async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderManager();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add funds by invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Add funds by invoice' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '500');
    await services.harness.addFault({ match: { method: 'fundingInvoiceCreate' }, status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Get invoice' }));
    expect(await within(dialog).findByText('Failed to generate invoice. Please, try again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Get invoice' }));
    expect(await within(dialog).findByRole('link', { name: 'Open the invoice PDF (new tab)' })).toBeTruthy();
  });
});
