// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { AdminOverview } from './admin-overview';

let services: TestServices;

afterEach(() => services.close());

async function renderOverview(onActFor = vi.fn()) {
  services = createTestServices();
  await services.signIn('admin@demo.test');
  renderWithI18n(
    <AdminOverview api={services.api} cache={services.cache} onActFor={onActFor} renderForms={() => null} />,
    services.i18n,
  );
  return { onActFor, user: userEvent.setup() };
}

describe('admin overview against the sandbox', () => {
  it('says at the field that the search is too short on leaving it, then finds the customer', async () => {
    const { onActFor, user } = await renderOverview();
    const field = await screen.findByLabelText('Customer name, e-mail or id');
    await user.type(field, 'N');
    await user.tab();
    expect(screen.getByText('Enter at least 2 characters.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.type(field, 'orthwind');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('list', { name: 'Customers found' });
    expect(within(found).getByText('Northwind Trading Ltd')).toBeTruthy();
    await user.click(within(found).getByRole('button', { name: 'Act for Northwind Trading Ltd' }));
    expect(onActFor).toHaveBeenCalledWith(expect.objectContaining({ name: 'Northwind Trading Ltd' }));
  });

  it('assigns an uploaded file to a document and shows it moved, after asking for the document at the field', async () => {
    const { user } = await renderOverview();
    await user.type(await screen.findByLabelText('Customer name, e-mail or id'), 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'View the company of Northwind Trading Ltd' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Company: Northwind Trading Ltd' })).toBeTruthy();

    const file = screen.getByRole('form', { name: 'File scan-0193.pdf' });
    await user.click(within(file).getByRole('button', { name: 'Assign' }));
    expect(within(file).getByText('Choose the document.')).toBeTruthy();

    await user.selectOptions(
      within(file).getByLabelText('Assign to document'),
      within(file).getByRole('option', { name: 'Corporate · Memorandum and articles of association' }),
    );
    await user.click(within(file).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Every uploaded file belongs to a document.')).toBeTruthy();
    const moved = screen.getByRole('form', { name: 'File scan-0193.pdf' });
    expect(within(moved).getByLabelText('Move to document')).toBeTruthy();
  });

  it('shows the failure when the search cannot be done, and searches again on "Try again"', async () => {
    const { user } = await renderOverview();
    await services.harness.addFault({ match: { method: 'adminCustomerSearch' }, status: 500, times: 1 });
    await user.type(await screen.findByLabelText('Customer name, e-mail or id'), 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The search failed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Northwind Trading Ltd')).toBeTruthy();
  });
});
