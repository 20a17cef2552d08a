// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsConfirmationList, newsList } from '../../core/api/contract/news-notifications';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ConfirmationNewsDialog } from './confirmation-news-dialog';
import { NewsDetail } from './news-detail';
import { NewsList } from './news-list';

let services: TestServices;

afterEach(() => services.close());

describe('news against the sandbox', () => {
  it('lists news with the unread ones marked; opening an item marks it read', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const navigate = vi.fn();
    const view = renderWithI18n(
      <NewsList api={services.api} cache={services.cache} itemHref={(id) => `/news/${id}`} navigate={navigate} />,
      services.i18n,
    );
    expect(await screen.findByText('2 unread')).toBeTruthy();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'New:Fee schedule from 1 March',
      'New:New mobile app with push approvals',
      'Planned maintenance on Sunday night',
    ]);
    await userEvent.setup().click(screen.getByRole('link', { name: /New mobile app/ }));
    expect(navigate).toHaveBeenCalledWith('/news/1');
    view.unmount();

    renderWithI18n(
      <NewsDetail api={services.api} cache={services.cache} newsId={1} listHref="/news" navigate={navigate} />,
      services.i18n,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New mobile app with push approvals' })).toBeTruthy();
    expect(screen.getByText(/Download it from your app store/)).toBeTruthy();
    await waitFor(async () =>
      expect((await services.api.call(newsList, { pageNumber: 1, pageSize: 10 })).unread).toBe(1),
    );
  });

  it('shows an unknown item as an error with a retry, not a blank page', async () => {
    services = createTestServices({ language: 'ro' });
    await services.signIn('personal@demo.test');
    renderWithI18n(
      <NewsDetail api={services.api} cache={services.cache} newsId={4} listHref="/news" navigate={vi.fn()} />,
      services.i18n,
    );
    expect(await screen.findByText('Această știre nu a putut fi încărcată.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Încearcă din nou' })).toBeTruthy();
  });
});

describe('confirmation news', () => {
  it('cannot be dismissed, keeps the item after a failed save, and stores the decision', async () => {
    services = createTestServices();
    await services.signIn('news@demo.test');
    const { news } = await services.api.call(newsConfirmationList, {});
    const onDecided = vi.fn();
    renderWithI18n(<ConfirmationNewsDialog api={services.api} items={news} onDecided={onDecided} />, services.i18n);
    const dialog = await screen.findByRole('dialog', {
      name: 'Please review: Please confirm the updated fee schedule',
    });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();

    await services.harness.addFault({ match: { method: 'newsConfirmationDecide' }, status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('Your answer could not be saved. Please try again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ decision: 'accepted' }));
    expect((await services.api.call(newsConfirmationList, {})).news).toEqual([]);
  });
});
