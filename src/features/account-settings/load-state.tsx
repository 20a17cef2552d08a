import { LoadErrorBanner, Spinner, useMessages, type QueryView } from '../../ui';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';

/** What a settings list shows before its first data: a spinner while loading, the error with a retry when it failed. */
export function LoadState({ view, title }: { view: QueryView<unknown>; title: string }) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  if (view.data !== undefined) return null;
  if (view.status === 'error') return <LoadErrorBanner title={title} error={view.error} onRetry={view.reload} />;
  if (view.status === 'loading') return <Spinner label={t('common.loading')} showLabel />;
  return null;
}
