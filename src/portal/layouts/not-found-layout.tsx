import { useSignals } from '@preact/signals-react/runtime';
import { usePortal } from '../portal-context';
import { AppLayout, PageLoading } from '../pages/lazy-pages';
import { PublicLayout } from './public-layout';

/**
 * The frame of a path the portal does not know: a signed-in customer keeps the app shell (navigation, account menu)
 * around the "page not found" message, so a mistyped address is one click from any section; a visitor gets the
 * public frame.
 */
export function NotFoundLayout() {
  useSignals();
  const { session } = usePortal();
  if (session.state.value.status !== 'active') return <PublicLayout />;
  return (
    <PageLoading>
      <AppLayout />
    </PageLoading>
  );
}
