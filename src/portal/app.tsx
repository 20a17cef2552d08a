import { useMemo } from 'react';
import { I18nextProvider } from '../ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PortalContext } from './portal-context';
import { routes } from './routes';
import type { PortalServices } from './services';

export function PortalApp({ services }: { services: PortalServices }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <I18nextProvider i18n={services.i18n}>
      <PortalContext.Provider value={services}>
        <RouterProvider router={router} />
      </PortalContext.Provider>
    </I18nextProvider>
  );
}
