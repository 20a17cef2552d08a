// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from '../../ui';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { createI18n } from '../../core/i18n/i18n';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { createMemoryStorage } from '../../core/session/token-store';
import { PortalContext } from '../portal-context';
import type { PortalServices } from '../services';
import { ErrorPopup, ResponsePopup, SuccessPopup } from './popups';

afterEach(cleanup);

/** Renders on a route of the given name; the popups read only the tab storage from the services. */
function renderAt(routeName: string, ui: ReactElement, storage = createMemoryStorage()) {
  const router = createMemoryRouter(
    [
      { path: '/here', element: ui, handle: { name: routeName } },
      { path: '/home', element: <h1>Home page</h1>, handle: { name: 'home' } },
    ],
    { initialEntries: ['/here'] },
  );
  const services = { storage } as PortalServices;
  render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <PortalContext.Provider value={services}>
        <RouterProvider router={router} />
      </PortalContext.Provider>
    </I18nextProvider>,
  );
  return { router, storage };
}

describe('ErrorPopup (spec 1 sections 5 and 8)', () => {
  it('makes a text of up to 50 characters the header, with no body', () => {
    renderAt(
      'home',
      <ErrorPopup error={new ApiError({ code: '13', message: 'Access denied' })} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Access denied' });
    expect(dialog.querySelector('.wallet-dialog__body p')).toBeNull();
  });

  it("puts a longer text in the body under the header 'Error'", () => {
    const message = 'The amount is above the daily limit of your account; try a smaller amount or ask support.';
    renderAt('home', <ErrorPopup error={new ApiError({ code: 'VF', message })} onClose={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'Error' }).textContent).toContain(message);
  });

  it('shows our own texts translated', () => {
    renderAt(
      'home',
      <ErrorPopup
        error={new ApiError({ code: 'UE', message: 'x', messageKey: 'errors.serverUnavailable' })}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Server is not available' })).toBeTruthy();
  });

  it('is closed without an error', () => {
    renderAt('home', <ErrorPopup error={null} onClose={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ResponsePopup', () => {
  it('goes home with the optional button', async () => {
    const onClose = vi.fn();
    const { router } = renderAt('history', <ResponsePopup open title="Saved" showGoHome onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the start page' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('has no go-home button unless asked', () => {
    renderAt('history', <ResponsePopup open title="Saved" onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Go to the start page' })).toBeNull();
  });

  it.each([
    ['oau', null],
    ['history', '/auth/sei?origin=x'],
  ])('closing it on the %s route leaves the oauth path %s', async (routeName, expected) => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.seiPath, '/auth/sei?origin=x');
    renderAt(routeName, <ResponsePopup open title="Approved" onClose={() => undefined} />, storage);
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.setup().click(buttons[buttons.length - 1] as HTMLElement);
    expect(storage.getItem(SESSION_KEYS.seiPath)).toBe(expected);
  });
});

describe('SuccessPopup', () => {
  it('titles the message Done', async () => {
    const onClose = vi.fn();
    renderAt(
      'home',
      <SuccessPopup open message="You are now working for Blue Harbor Studios SRL." onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Done' }).textContent).toContain('Blue Harbor Studios SRL');
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.setup().click(buttons[buttons.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
