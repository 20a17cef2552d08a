import { Outlet } from 'react-router';
import { PortalFrame } from './portal-frame';
import { BrandHeader } from './brand-header';

/** Pages for visitors who are not signed in: login, registration, activation, claim. */
export function PublicLayout() {
  return (
    <PortalFrame header={<BrandHeader home="/login" />}>
      <div className="portal-public">
        <Outlet />
      </div>
    </PortalFrame>
  );
}
