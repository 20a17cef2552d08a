// @vitest-environment happy-dom
/**
 * A card's history against the in-process sandbox (cards@, card 716101: a load, eleven purchases and twelve
 * authorizations): the booked transactions and the authorizations, each in pages of ten, read through useQuery.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { CardHistory } from './card-history';

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('cards@demo.test');
});
afterEach(() => services.close());

describe('card history against the sandbox', () => {
  it('pages through the booked transactions, then shows the authorizations with their status', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardHistory api={services.api} cache={services.cache} accountId={716101} />, services.i18n);

    const table = await screen.findByRole('table', { name: /12 transactions/i });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(table.textContent).toContain('TfL Travel');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const second = await screen.findByRole('table', { name: /12 transactions/i });
    await within(second).findByText('Card load');
    expect(within(second).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Authorizations' }));
    const authorizations = await screen.findByRole('table', { name: /12 authorizations/i });
    expect(authorizations.textContent).toContain('Hotel Riverside (hold)');
    expect(authorizations.textContent).toContain('Insufficient funds');
  });

  it('says so when a card has no authorizations', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CardHistory api={services.api} cache={services.cache} accountId={716115} />, services.i18n);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Authorizations' }));
    expect(await screen.findByText(/no authorizations/i)).toBeTruthy();
  });
});
