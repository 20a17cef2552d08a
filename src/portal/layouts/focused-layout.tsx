import { Outlet } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { Button, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { BrandHeader } from './brand-header';
import { PortalFrame } from './portal-frame';
import { IdleWarningDialog } from './idle-warning-dialog';
import { useSessionWatch } from './use-session-watch';

/**
 * Signed-in pages that come before any other (start page, company selection, terms) and the external authorize
 * page: the brand, sign-out and the language, no menus.
 */
export function FocusedLayout() {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const { signOut, idleDeadline, stayActive } = useSessionWatch();
  return (
    <PortalFrame
      header={
        <BrandHeader home={pathOf('home')}>
          <Button variant="secondary" onClick={signOut}>
            {t('signOut')}
          </Button>
        </BrandHeader>
      }
    >
      <div className="portal-focused">
        <Outlet />
      </div>
      <IdleWarningDialog deadline={idleDeadline} onStay={stayActive} onSignOut={() => void signOut()} />
    </PortalFrame>
  );
}
