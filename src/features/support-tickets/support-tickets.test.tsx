// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../core/session/token-store';
import { createSupportDesk } from '../../core/support/support-desk';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ComposeTicket } from './compose-ticket';
import { TicketInbox } from './ticket-inbox';
import { TicketView } from './ticket-view';

let services: TestServices;

afterEach(() => services.close());

async function setUp(language: 'en' | 'ro' = 'en') {
  services = createTestServices({ language });
  await services.signIn('support@demo.test');
  return createSupportDesk({ api: services.api, storage: createMemoryStorage() });
}

describe('TicketInbox', () => {
  it('lists the tickets with their state and unread marker, and filters them', async () => {
    const desk = await setUp();
    renderWithI18n(
      <TicketInbox
        desk={desk}
        cache={services.cache}
        ticketHref={(number) => `/messages?ticket=${number}`}
        composeHref="/messages?compose=1"
        navigate={vi.fn()}
      />,
      services.i18n,
    );
    const list = await screen.findByRole('list', { name: 'All' });
    await waitFor(() => expect(within(list).queryByText('Checking…')).toBeNull(), { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const card = within(list).getByRole('link', { name: /Card payment declined abroad/ });
    expect(card.textContent).toContain('Unread');
    expect(card.getAttribute('href')).toBe('/messages?ticket=1001');
    expect(within(card.closest('li') as HTMLElement).getByText(/Ticket #1001/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^New/ }));
    const fresh = await screen.findByRole('list', { name: 'New' });
    expect(
      within(fresh)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace('● Unread: ', '')),
    ).toEqual(['Card payment declined abroad', 'Transfer on hold']);

    fireEvent.click(screen.getByRole('button', { name: /^Open/ }));
    const open = await screen.findByRole('list', { name: 'Open' });
    expect(
      within(open)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Statement for October']);

    fireEvent.click(screen.getByRole('button', { name: /^All/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(
      () => expect(within(screen.getByRole('list', { name: 'All' })).getAllByRole('listitem')).toHaveLength(24),
      { timeout: 10_000 },
    );
  });
});

describe('TicketView', () => {
  it('shows the conversation, marks the answer read and refuses an empty reply before any call', async () => {
    const desk = await setUp('ro');
    renderWithI18n(
      <TicketView desk={desk} cache={services.cache} ticketNumber="1001" listHref="/messages" navigate={vi.fn()} />,
      services.i18n,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Card payment declined abroad' })).toBeTruthy();
    expect(screen.getByText(/Solicitarea nr\. 1001/)).toBeTruthy();
    expect(await screen.findByRole('article', { name: /^Alex Morgan \(asistență\)/ })).toBeTruthy();
    await waitFor(() =>
      expect(
        services.harness.sandbox.db.prepare('SELECT customer_read_at FROM support_tickets WHERE id = 14001').get(),
      ).toMatchObject({ customer_read_at: expect.any(Number) as number }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Trimiteți răspunsul' }));
    expect(await screen.findByText('Scrieți mesajul.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mesaj'), { target: { value: 'Thank you, I raised the limit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trimiteți răspunsul' }));
    expect(await screen.findByText('Răspunsul dvs. a fost trimis.')).toBeTruthy();
    expect(await screen.findByText('Thank you, I raised the limit.')).toBeTruthy();
  });
});

describe('TicketView of a number the customer has no ticket of', () => {
  it('says so, with the way back, and opens nothing', async () => {
    const desk = await setUp();
    renderWithI18n(
      <TicketView desk={desk} cache={services.cache} ticketNumber="14001" listHref="/messages" navigate={vi.fn()} />,
      services.i18n,
    );
    expect(await screen.findByText('There is no ticket #14001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All messages' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('ComposeTicket', () => {
  it('asks for the ticket fields, subject and message, then opens the ticket', async () => {
    const desk = await setUp();
    const onCreated = vi.fn();
    renderWithI18n(
      <ComposeTicket
        desk={desk}
        cache={services.cache}
        listHref="/messages"
        navigate={vi.fn()}
        onCreated={onCreated}
        fromEmail="support@demo.test"
      />,
      services.i18n,
    );
    const send = await screen.findByRole('button', { name: 'Send message' });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'A card question' } });
    fireEvent.click(send);
    expect(await screen.findByText('Choose an option.')).toBeTruthy();
    expect(screen.getByText('Write your message.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Cards' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Can I order a second card?' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 14011, ticketNumber: '1011' })),
    );
    expect(
      services.harness.sandbox.db.prepare('SELECT subject, custom_fields FROM support_tickets WHERE id = 14011').get(),
    ).toEqual({
      subject: 'A card question',
      custom_fields: '{"cf_topic":"Cards"}',
    });
  });
});
