import { NavLink, Outlet } from 'react-router';
import { Button, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { BrandHeader } from './brand-header';
import { PortalFrame } from './portal-frame';
import { useSessionWatch } from './use-session-watch';

/** Pages of a signed-in customer: navigation, sign-out, and the idle and session-expiry watch. */
export function AppLayout() {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const { signOut } = useSessionWatch();
  return (
    <PortalFrame
      header={
        <BrandHeader home="/home">
          <Button variant="secondary" onClick={signOut}>
            {t('signOut')}
          </Button>
        </BrandHeader>
      }
    >
      <nav aria-label={t('mainNavigation')} className="portal-nav">
        <ul>
          <li>
            <NavLink to="/home">{t('home')}</NavLink>
          </li>
        </ul>
      </nav>
      <div className="portal-content">
        <Outlet />
      </div>
    </PortalFrame>
  );
}
