import { useSignals } from '@preact/signals-react/runtime';
import { Navigate, Outlet } from 'react-router';
import { publicRedirect } from '../../core/navigation/guards';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { useRouteName } from '../navigation/use-route';
import { usePortal } from '../portal-context';
import { BrandHeader } from './brand-header';
import { PortalFrame } from './portal-frame';

/** Pages for visitors who are not signed in: login, registration, activation, claim. */
export function PublicLayout() {
  useSignals();
  const { session, storage } = usePortal();
  const name = useRouteName();
  // scp needs the result of a prior login: a session, or the flags a login left.
  const hasLoginResult = session.state.value.status === 'active' || storage.getItem(SESSION_KEYS.authFlow) !== null;
  const redirect = publicRedirect({ name }, { hasLoginResult });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PortalFrame header={<BrandHeader home="/login" />}>
      <div className="portal-public">
        <Outlet />
      </div>
    </PortalFrame>
  );
}
