// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBrand } from '../../core/brand/brands';
import { createTestServices, type TestServices } from '../../testing/test-services';
import { I18nextProvider } from '../../ui';
import { PortalContext } from '../portal-context';
import type { PortalServices } from '../services';
import { SeiPage } from './sei-page';

const PARTNER = 'https://shop.example.test';
/** A partner site registered for the wallet brand in the sandbox's environment. */
const REGISTERED_PARTNER = 'https://shop.example';
const CHALLENGE = 'c'.repeat(43);

let services: TestServices;

beforeEach(() => {
  // The page asks the server only when a window opened it (a widget's sign-in popup).
  Object.defineProperty(window, 'opener', { configurable: true, value: { closed: false, postMessage: () => {} } });
});

afterEach(() => {
  cleanup();
  services.close();
  Object.defineProperty(window, 'opener', { configurable: true, value: null });
});

function renderSei(partner = PARTNER) {
  const router = createMemoryRouter(
    [
      { path: '/auth/sei', element: <SeiPage />, handle: { name: 'oau' } },
      { path: '/', element: <h1>Root page</h1>, handle: { name: 'auth' } },
    ],
    {
      initialEntries: [
        `/auth/sei?origin=${encodeURIComponent(partner)}&codeChallenge=${CHALLENGE}&state=${'s'.repeat(32)}`,
      ],
    },
  );
  const portal = {
    api: services.api,
    cache: services.cache,
    brand: getBrand('wallet'),
    brandId: 'wallet',
    storage: services.storage,
  } as PortalServices;
  render(
    <I18nextProvider i18n={services.i18n}>
      <PortalContext.Provider value={portal}>
        <RouterProvider router={router} />
      </PortalContext.Provider>
    </I18nextProvider>,
  );
  return router;
}

describe('SeiPage (spec 1 section 8)', () => {
  it('redirects to the root when the authorization answers 404', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    await services.harness.addFault({ match: { path: '/auth/sei/authorize' }, status: 404, times: 1 });
    const router = renderSei();
    expect(await screen.findByRole('heading', { name: 'Root page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects to the root when deciding answers 404 (the authorization is gone)', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    // A registered partner: the authorization really starts and the consent buttons appear.
    const router = renderSei(REGISTERED_PARTNER);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(router.state.location.pathname).toBe('/auth/sei');
    await services.harness.addFault({ match: { path: '/auth/sei/authorize/' }, status: 404, times: 1 });
    await userEvent.setup().click(approve);
    expect(await screen.findByRole('heading', { name: 'Root page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a 403 still shows the refusal page', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    await services.harness.addFault({ match: { path: '/auth/sei/authorize' }, status: 403, times: 1 });
    const router = renderSei();
    expect(await screen.findByRole('heading', { name: 'This site is not a partner' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/sei');
  });
});
