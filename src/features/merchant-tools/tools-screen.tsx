import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { TFunction } from '../../core/i18n/i18n';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  DataTable,
  LoadErrorBanner,
  Spinner,
  useCommonMessages,
  useQuery,
  type DataTableColumn,
  type QueryView,
} from '../../ui';
import { useToolsMessages } from './messages';
import { toolsReads } from './tools-data';

/** What every merchant tools screen gets from its host. */
export interface MerchantToolsProps {
  api: ApiClient;
  cache: ResourceCache;
  /** A call failed: the host opens its error popup (spec 3 section 8). */
  onError: (error: unknown) => void;
}

/**
 * A screen: its heading (the page's h1, focused when the screen opens so screen readers hear where they are), an
 * introduction and the content, once the texts of the current language are there.
 */
export function ToolsScreen({
  title,
  intro,
  children,
}: {
  title: (t: TFunction) => string;
  intro?: (t: TFunction) => ReactNode;
  children: (t: TFunction) => ReactNode;
}) {
  const { t, ready } = useToolsMessages();
  const common = useCommonMessages();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  if (!ready) return <Spinner label={common('status.loading')} showLabel />;
  return (
    <section aria-labelledby={headingId} className="wallet-tools">
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {title(t)}
      </h1>
      {intro && <p>{intro(t)}</p>}
      {children(t)}
    </section>
  );
}

/** Before a list's first data: a spinner while loading, the error with a retry when it failed. */
export function FirstLoad({ view, title }: { view: QueryView<unknown>; title: string }) {
  const common = useCommonMessages();
  if (view.data !== undefined) return null;
  if (view.status === 'error') return <LoadErrorBanner title={title} error={view.error} onRetry={view.reload} />;
  return <Spinner label={common('status.loading')} showLabel />;
}

/**
 * A list of a tools screen: its first load (spinner, or the error with a retry), then the empty text or the table.
 * `announceEmpty` makes the empty text a status (a filter that found nothing is read out).
 */
export function ToolsList<Row>({
  view,
  loadError,
  rows,
  emptyText,
  announceEmpty = false,
  caption,
  rowKey,
  columns,
}: {
  view: QueryView<unknown>;
  loadError: string;
  /** The rows, once read. */
  rows: readonly Row[] | undefined;
  emptyText: string;
  announceEmpty?: boolean;
  caption: string;
  rowKey: (row: Row) => string | number;
  columns: readonly (DataTableColumn<Row> | false | null | undefined)[];
}) {
  return (
    <>
      <FirstLoad view={view} title={loadError} />
      {rows &&
        (rows.length === 0 ? (
          <p role={announceEmpty ? 'status' : undefined}>{emptyText}</p>
        ) : (
          <DataTable caption={caption} rows={rows} rowKey={rowKey} columns={columns} />
        ))}
    </>
  );
}

/**
 * Shows a screen only to a business with merchant services; users with read rights get a note on screens that
 * change things (`needsEdit`), instead of buttons that would be refused.
 */
export function MerchantGate({
  api,
  cache,
  needsEdit = false,
  children,
}: Pick<MerchantToolsProps, 'api' | 'cache'> & { needsEdit?: boolean; children: ReactNode }) {
  const { t, ready } = useToolsMessages();
  const access = useQuery(cache, toolsReads.access(api));
  if (!ready || !access.data) return ready ? <FirstLoad view={access} title={t('access.loadError')} /> : null;
  if (!access.data.enabled) {
    return (
      <Banner tone="info" title={t('access.notEnabledTitle')}>
        {t('access.notEnabled')}
      </Banner>
    );
  }
  if (needsEdit && !access.data.canEdit) {
    return (
      <Banner tone="info" title={t('access.readOnlyTitle')}>
        {t('access.readOnly')}
      </Banner>
    );
  }
  return <>{children}</>;
}
