// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationCentre } from '../../core/notifications/notification-centre';
import { NOTIFICATION_NAVIGATION_DELAY_MS } from '../../core/notifications/notification-routing';
import { createToastQueue } from '../../core/notifications/toast-queue';
import { createRealtimeClient } from '../../core/realtime/realtime-client';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { useNoticeOpener } from './notice-opener';
import { NotificationCentreMenu } from './notification-centre-menu';
import { NotificationSettingsForm } from './notification-settings';
import { NotificationToasts } from './notification-toasts';

const NEWS_USER = 'news@demo.test';

let services: TestServices;

afterEach(() => services.close());

async function push(notice: Record<string, unknown>): Promise<void> {
  const response = await services.harness.fetch('/sandbox/notifications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ to: NEWS_USER, ...notice }),
  });
  expect(response.status).toBe(200);
}

function Host({
  navigate,
  withToasts,
}: {
  navigate: (path: string) => void;
  withToasts?: ReturnType<typeof createToastQueue>;
}) {
  const centre = hostCentre;
  const open = useNoticeOpener(centre, navigate);
  return (
    <>
      <NotificationCentreMenu centre={centre} onOpen={open} />
      {withToasts && <NotificationToasts queue={withToasts} onOpen={open} />}
    </>
  );
}

let hostCentre: ReturnType<typeof createNotificationCentre>;

describe('notification centre against the sandbox', () => {
  it('shows the unread count, pages by 25 with Load more, and routes a click after the notice delay', async () => {
    services = createTestServices();
    await services.signIn(NEWS_USER);
    for (let index = 1; index <= 30; index += 1)
      await push({ type: 'batchPartially', severity: 'warning', data: { batchId: index } });
    hostCentre = createNotificationCentre({ api: services.api });
    const navigate = vi.fn();
    renderWithI18n(<Host navigate={navigate} />, services.i18n);
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Notifications, 31 unread' });
    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(25));
    expect(within(panel).getByText('25 of 31')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')[0]?.textContent).toContain(
      'Some transfers of #30 could not be made.',
    );

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(31));
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(panel).getByText('Your account is ready to use.')).toBeTruthy();

    const started = Date.now();
    await user.click(within(panel).getByRole('button', { name: /Some transfers of #30/ }));
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/history/batch-transfers?batchId=30'), {
      timeout: 3000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(NOTIFICATION_NAVIGATION_DELAY_MS - 50);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 30 unread' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Notifications, 30 unread' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Notifications' })).getByRole('button', { name: 'Mark all as read' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(await hostCentre.load().then(() => hostCentre.unread.value)).toBe(0);
  });

  it('opens as a popover from its button: aria-expanded follows, Escape and a press elsewhere close it', async () => {
    services = createTestServices();
    await services.signIn(NEWS_USER);
    hostCentre = createNotificationCentre({ api: services.api });
    renderWithI18n(
      <>
        <Host navigate={vi.fn()} />
        <p>Elsewhere on the page</p>
      </>,
      services.i18n,
    );
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /^Notifications/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notifications' }));
    // Escape in the panel closes it and gives the button the focus.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(toggle);

    // The button closes it again; a press elsewhere on the page does too (light dismiss).
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    await user.click(screen.getByText('Elsewhere on the page'));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows a failed load with a retry that recovers', async () => {
    services = createTestServices();
    await services.signIn(NEWS_USER);
    await services.harness.addFault({ match: { method: 'notificationList' }, status: 500, times: 2 });
    hostCentre = createNotificationCentre({ api: services.api });
    renderWithI18n(<Host navigate={vi.fn()} />, services.i18n);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.getByText('Notifications could not be loaded.')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Your account is ready to use.')).toBeTruthy());
    expect(screen.queryByText('Notifications could not be loaded.')).toBeNull();
  });
});

describe('toasts from the realtime channel', () => {
  it('a pushed notice arrives as a translated toast and in the centre; Open routes it, Dismiss removes it', async () => {
    services = createTestServices({ language: 'es' });
    await services.signIn(NEWS_USER);
    hostCentre = createNotificationCentre({ api: services.api });
    const toasts = createToastQueue();
    const client = createRealtimeClient({
      url: services.harness.environment.websocketUrl,
      token: () => services.session.getAccessToken(),
      WebSocketImpl: services.harness.sandbox.WebSocket,
    });
    client.on('notification', ({ notification }) => {
      hostCentre.receive(notification);
      toasts.show(notification);
    });
    const navigate = vi.fn();
    renderWithI18n(<Host navigate={navigate} withToasts={toasts} />, services.i18n);
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    await waitFor(() => expect(client.status.value).toBe('open'));

    await act(() => push({ type: 'documentRejected', severity: 'error', data: { document: 'Pasaporte' } }));
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    const toast = await within(region).findByRole('alert');
    expect(toast.textContent).toContain('Documento rechazado');
    expect(toast.textContent).toContain('Pasaporte fue rechazado. Sube uno nuevo en tu perfil.');
    await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });

    const user = userEvent.setup();
    await user.click(within(toast).getByRole('button', { name: /^Abrir/ }));
    expect(within(region).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile'), { timeout: 3000 });

    await act(() => push({ type: 'PasswordChange', severity: 'error' }));
    const canceled = await within(region).findByText('Confirmación cancelada');
    expect(canceled).toBeTruthy();
    const card = canceled.closest('.wallet-toast');
    // Nothing to open for a password change: only Dismiss.
    expect(within(card as HTMLElement).queryByRole('button', { name: /^Abrir/ })).toBeNull();
    await user.click(within(card as HTMLElement).getByRole('button', { name: /^Descartar/ }));
    expect(within(region).queryByText('Confirmación cancelada')).toBeNull();
    client.close();
  });

  it("a returned external transfer reads in the reader's language with its amount and payee, and opens the history (issue 24)", async () => {
    services = createTestServices({ language: 'ro' });
    await services.signIn(NEWS_USER);
    hostCentre = createNotificationCentre({ api: services.api });
    const toasts = createToastQueue();
    const client = createRealtimeClient({
      url: services.harness.environment.websocketUrl,
      token: () => services.session.getAccessToken(),
      WebSocketImpl: services.harness.sandbox.WebSocket,
    });
    client.on('notification', ({ notification }) => toasts.show(notification));
    const navigate = vi.fn();
    renderWithI18n(<Host navigate={navigate} withToasts={toasts} />, services.i18n);
    await waitFor(() => expect(client.status.value).toBe('open'));

    await act(() =>
      push({
        type: 'externalTransferRejected',
        severity: 'error',
        title: 'Transfer returned',
        message:
          'Your transfer of EUR 100.00 to Hans Becker was rejected (account closed at the receiving bank). The money is back in your account.',
        data: {
          transferId: 7,
          amount: '100.00',
          currency: 'EUR',
          beneficiaryName: 'Hans Becker',
          reason: 'account closed at the receiving bank',
          reasonCode: 'accountClosed',
        },
      }),
    );
    const toast = await within(screen.getByRole('region', { name: 'Notificări' })).findByRole('alert');
    expect(toast.textContent).toContain('Transfer returnat');
    expect(toast.textContent).toMatch(
      /Transferul tău de 100,00\s(?:€|EUR) către Hans Becker \(nr\. 7\) a fost returnat de banca destinatarului\./,
    );
    expect(toast.textContent).toContain('Motiv: Contul este închis la banca destinatarului.');
    expect(toast.textContent).not.toMatch(/rejected|account closed/);
    await userEvent.setup().click(within(toast).getByRole('button', { name: /^Deschide/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/history?q=Hans%20Becker'), { timeout: 3000 });
    client.close();
  });
});

describe('notification settings', () => {
  it('loads, saves and keeps the choices when saving fails', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<NotificationSettingsForm api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    const sms = await screen.findByRole('checkbox', { name: 'SMS' });
    expect((sms as HTMLInputElement).checked).toBe(false);
    await user.click(sms);
    await user.click(screen.getByRole('checkbox', { name: 'News from us' }));

    await services.harness.addFault({ match: { method: 'notificationSettingsUpdate' }, status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your settings could not be saved. Your choices are still here; try again.');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'SMS' }).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your notification settings have been saved.');
    const response = await services.harness.fetch('/api/v4?method=notificationSettingsGet', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${(await services.session.getAccessToken()) ?? ''}`,
      },
      body: JSON.stringify({ method: 'notificationSettingsGet' }),
    });
    expect(await response.json()).toMatchObject({ settings: { channels: { sms: true }, groups: { news: false } } });
  });
});
