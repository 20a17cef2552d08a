// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportThreadSend } from '../../core/api/contract/support-tickets';
import { createMemoryStorage } from '../../core/session/token-store';
import { createSupportDesk } from '../../core/support/support-desk';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ComposeTicket } from './compose-ticket';
import { TicketInbox } from './ticket-inbox';
import { TicketView } from './ticket-view';
import { WriteToManager } from './write-to-manager';

let services: TestServices;

afterEach(() => services.close());

async function setUp(language: 'en' | 'ro' = 'en', email = 'support@demo.test', actingCustomerId?: string) {
  services = createTestServices({ language, ...(actingCustomerId ? { actingCustomerId } : {}) });
  await services.signIn(email);
  return createSupportDesk({
    api: services.api,
    storage: createMemoryStorage(),
    actingCustomerId: () => actingCustomerId ?? null,
  });
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

describe('TicketView of a long message', () => {
  it('shows the start of a long message and reads it whole on request', async () => {
    const desk = await setUp();
    const long = `${'Here is everything that happened with the card. '.repeat(30)}Signed, Sam.`;
    await desk.call(supportThreadSend, { ticketId: 14001, content: long, uploadIds: [] });
    renderWithI18n(
      <TicketView desk={desk} cache={services.cache} ticketNumber="1001" listHref="/messages" navigate={vi.fn()} />,
      services.i18n,
    );
    const show = await screen.findByRole('button', { name: 'Show the whole message' });
    const message = show.closest('article') as HTMLElement;
    expect(within(message).queryByText(/Signed, Sam\./)).toBeNull();
    await services.harness.clearStats();
    fireEvent.click(show);
    expect(await within(message).findByText(/Signed, Sam\.$/)).toBeTruthy();
    expect(within(message).queryByRole('button', { name: 'Show the whole message' })).toBeNull();
    expect(await services.harness.stats()).toMatchObject({ supportThreadGet: 1 });
  });
});

describe('WriteToManager', () => {
  it("writes to the company's account manager and hands back the new ticket", async () => {
    const desk = await setUp('en', 'employee@demo.test', '200001');
    const onCreated = vi.fn();
    renderWithI18n(
      <WriteToManager
        desk={desk}
        cache={services.cache}
        agent={{ id: 1, name: 'Mara Ionescu', email: 'mara.ionescu@support.sandbox.test', phone: null }}
        listHref="/messages"
        composeHref="/messages?compose=1"
        navigate={vi.fn()}
        onCreated={onCreated}
      />,
      services.i18n,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Write to your account manager' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send to Mara Ionescu' });
    fireEvent.click(send);
    expect(await screen.findByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Write your message.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Our credit line' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Could we talk on Monday?' } });
    fireEvent.click(send);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ assigneeId: 1 })));
    expect(
      services.harness.sandbox.db
        .prepare("SELECT customer_id, assignee_id FROM support_tickets WHERE subject = 'Our credit line'")
        .get(),
    ).toEqual({ customer_id: 200001, assignee_id: 1 });
  });

  it('offers the support form to a customer without an account manager', async () => {
    const desk = await setUp();
    renderWithI18n(
      <WriteToManager
        desk={desk}
        cache={services.cache}
        agent={null}
        listHref="/messages"
        composeHref="/messages?compose=1"
        navigate={vi.fn()}
        onCreated={vi.fn()}
      />,
      services.i18n,
    );
    expect(screen.getByText('You have no account manager. Write to our support team instead.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe('/messages?compose=1');
    expect(screen.queryByRole('button', { name: /^Send/ })).toBeNull();
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
