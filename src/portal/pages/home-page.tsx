import { AccountsOverview } from '../../features/accounts-overview/accounts-overview';
import { usePortal } from '../portal-context';

/** The signed-in start page (route home). */
export function HomePage() {
  const { api, cache } = usePortal();
  return <AccountsOverview api={api} cache={cache} />;
}
