import { createContext, useContext } from 'react';
import type { PortalServices } from './services';

export const PortalContext = createContext<PortalServices | null>(null);

/** The portal's services; only pages and layouts inside <PortalApp> call this. */
export function usePortal(): PortalServices {
  const services = useContext(PortalContext);
  if (!services) throw new Error('usePortal() must be called inside <PortalApp>.');
  return services;
}
