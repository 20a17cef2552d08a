// @vitest-environment happy-dom
/**
 * The external transfer against the in-process sandbox: the kinds the customer may use, a wire to Germany whose IBAN
 * is refused at the field when it leaves it (offline), kept as typed, and accepted once corrected; the review lists the
 * payment before anything is sent, and a double click on send books one transfer, whose receipt reference is the one
 * the history keeps and searches, with the branded PDF receipt.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerInfoGet } from '../../core/api/contract/customer';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { transactionHistoryGet } from '../../core/api/contract/history';
import { receiptPdfLinkByReference } from '../../core/receipts/receipt-pdf';
import { createExternalTransferModel } from '../../core/external-transfers/external-transfer-model';
import { userStateFromCustomer } from '../../core/user-state/user-state';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ExternalTransfer } from './external-transfer';

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('external@demo.test');
});
afterEach(() => services.close());

async function renderTransfer() {
  const { customer } = await services.api.call(customerInfoGet, {});
  const state = userStateFromCustomer(customer);
  const { watchPush } = services;
  const model = createExternalTransferModel({
    api: services.api,
    cache: services.cache,
    permissions: state.permissions,
    customerType: state.customerType,
    watchPush,
    language: () => 'en',
  });
  renderWithI18n(
    <ExternalTransfer
      model={model}
      onNewTransfer={() => undefined}
      receiptPdf={(reference) =>
        receiptPdfLinkByReference(services.api, { brand: 'wallet', reference, language: 'en' })
      }
    />,
    services.i18n,
  );
  return model;
}

describe('external transfer against the sandbox', () => {
  it('checks the IBAN at the field on leaving it, keeps what was typed, and reviews before a double click books once', async () => {
    const user = userEvent.setup();
    const balanceOf = async (accountId: string) =>
      Number(
        (await services.api.call(balanceInquiry, {})).accounts.find(
          (account) => String(account.accountId) === accountId,
        )?.balance,
      );
    await renderTransfer();
    await user.selectOptions(await screen.findByLabelText('Kind of transfer'), 'Wire transfer');
    await user.selectOptions(await screen.findByLabelText('Destination country'), 'Germany');
    await user.selectOptions(await screen.findByLabelText('Currency the beneficiary receives'), 'EUR');
    const from = await screen.findByLabelText('Send from');
    await waitFor(() => expect(from.querySelectorAll('option').length).toBeGreaterThan(1));
    const fromAccount = from.querySelectorAll('option')[1]!.getAttribute('value') ?? '';
    await user.selectOptions(from, fromAccount);
    const before = await balanceOf(fromAccount);
    await user.type(screen.getByLabelText(/^Amount/), '100');

    const iban = await screen.findByLabelText('IBAN', {}, { timeout: 10_000 });
    await user.type(iban, 'DE89 3704 0044 0532 0130 01');
    await user.tab();
    expect(await screen.findByText('This IBAN is not valid. Check it for typing mistakes.')).toBeTruthy();
    expect((iban as HTMLInputElement).value).toBe('DE89 3704 0044 0532 0130 01');
    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130 00');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('This IBAN is not valid. Check it for typing mistakes.')).toBeNull());

    await user.type(screen.getByLabelText('Account holder name'), 'Hans Becker');
    await user.type(screen.getByLabelText('BIC / SWIFT code'), 'COBADEFFXXX');
    await user.tab();
    await user.type(screen.getByLabelText('Street and number'), 'Hauptstraße 5');
    await user.type(screen.getByLabelText('City'), 'Köln');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('What you pay').textContent).toContain('Total charged'), {
      timeout: 15_000,
    });
    await user.click(screen.getByRole('button', { name: 'Review' }));
    // The review is on screen and nothing has been sent yet.
    const send = await screen.findByRole('button', { name: 'Send money' });
    expect(screen.queryByRole('heading', { name: 'Transfer sent' })).toBeNull();
    await user.dblClick(send);
    expect(await screen.findByRole('heading', { name: 'Transfer sent' }, { timeout: 15_000 })).toBeTruthy();
    // One debit: the account went down by the total charged the review showed, not twice that.
    const charged = before - (await balanceOf(fromAccount));
    expect(charged).toBeGreaterThan(100);
    expect(charged).toBeLessThan(200);

    // One reference: the receipt's is the history row's, and history's search finds the transfer by it.
    const reference = screen.getByText('Reference', { selector: 'dt' }).nextElementSibling?.textContent ?? '';
    expect(reference).toMatch(/^\d+$/);
    const found = await services.api.call(transactionHistoryGet, {
      keyword: reference,
      transactionDirection: 'out',
      pageNumber: 1,
      pageSize: 20,
    });
    const rows = [found.transactions.transaction ?? []].flat();
    expect(rows.some((row) => row.reference === reference)).toBe(true);
    // The branded PDF receipt of history's generator, not a text file.
    await user.click(screen.getByRole('button', { name: 'Download the receipt (PDF)' }));
    const link = await screen.findByRole('link', { name: 'Open the receipt (PDF)' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toMatch(/\/files\/history\/receipts\/receipt-\d+\.pdf/);
  }, 90_000);
});
