// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_HISTORY_FILTER } from '../../core/history/history-filter';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ActivityHistory } from './activity-history';
import { RecentActivity } from './recent-activity';

let services: TestServices;

afterEach(() => services.close());

describe('recent activity against the sandbox', () => {
  it('shows the latest transactions by day, without fee entries or fee amounts', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<RecentActivity api={services.api} cache={services.cache} allHref="/history" />, services.i18n);
    const region = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(region).findByText('To Baker Street Lettings Ltd')).toBeTruthy();
    expect(within(region).queryByText('Monthly account fee')).toBeNull();
    expect(within(region).queryByText(/^Fee/)).toBeNull();
    expect(within(region).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(within(region).getByRole('link', { name: 'All activity' }).getAttribute('href')).toBe('/history');
  });
});

describe('transaction titles in the reader’s language', () => {
  it('titles every row in Ukrainian from its type and other party, with no English description left', async () => {
    services = createTestServices({ language: 'uk' });
    await services.signIn('personal@demo.test');
    renderWithI18n(<RecentActivity api={services.api} cache={services.cache} allHref="/history" />, services.i18n);
    const region = await screen.findByRole('region', { name: 'Останні операції' });
    expect(await within(region).findByText('Кому: Baker Street Lettings Ltd')).toBeTruthy();
    const titles = [...region.querySelectorAll('.wallet-history__row-title')].map((title) => title.textContent ?? '');
    expect(titles.length).toBeGreaterThan(3);
    for (const title of titles) expect(title).not.toMatch(/\b(Card purchase|Wire|Transfer|Payment|Monthly|Salary)\b/);
    const metas = [...region.querySelectorAll('.wallet-history__row-meta')].map((meta) => meta.textContent ?? '');
    for (const meta of metas) expect(meta).not.toMatch(/\b(Card purchase|Wire|Transfer|Payment)\b/);
  });
});

describe('activity history against the sandbox', () => {
  it('checks the filter before any call and keeps what was typed', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const onFilterChange = vi.fn();
    renderWithI18n(
      <ActivityHistory
        api={services.api}
        cache={services.cache}
        brandId="wallet"
        filter={EMPTY_HISTORY_FILTER}
        onFilterChange={onFilterChange}
      />,
      services.i18n,
    );
    expect(await screen.findByText(/^Transactions found: \d+$/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount from'), '100');
    await user.type(screen.getByLabelText('Amount to'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Enter an amount such as 25 or 25.50.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Amount to').value).toBe('12,5');
    expect(onFilterChange).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Amount to'));
    await user.type(screen.getByLabelText('Amount to'), '500');
    await user.selectOptions(screen.getByLabelText('Type'), 'wire');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(onFilterChange).toHaveBeenCalledWith({
      ...EMPTY_HISTORY_FILTER,
      transactionType: 'wire',
      fromAmount: '100',
      toAmount: '500',
    });
  });
});
