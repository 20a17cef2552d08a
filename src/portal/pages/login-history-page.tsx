import loginHistoryCss from '../../features/login-history/login-history.css?inline';
import { LoginHistory } from '../../features/login-history/login-history';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';

adoptFeatureStyles('login-history', loginHistoryCss);

/** login-history: the user's sign-ins, newest first. */
export function LoginHistoryPage() {
  const { api, cache } = usePortal();
  return <LoginHistory api={api} cache={cache} />;
}
