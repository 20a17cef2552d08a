import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { TFunction } from '../../core/i18n/i18n';
import { formatMoney } from '../../core/money/money';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Dialog,
  LoadErrorBanner,
  Spinner,
  useCommonMessages,
  useLanguage,
  useResource,
  type ResourceView,
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
export function FirstLoad({ view, title }: { view: ResourceView<unknown>; title: string }) {
  const common = useCommonMessages();
  if (view.data !== undefined) return null;
  if (view.status === 'error') return <LoadErrorBanner title={title} error={view.error} onRetry={view.reload} />;
  return <Spinner label={common('status.loading')} showLabel />;
}

/** Dates and amounts in the user's language. */
export function useFormats() {
  const language = useLanguage();
  return {
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—',
    date: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—',
    money: (amount: string | number, currency: string) => formatMoney(amount, currency, language),
  };
}

/** Copies a text (a new key or secret) and says so; when the browser refuses, the text stays selectable to copy by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useToolsMessages();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <div className="wallet-tools__copy">
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </div>
  );
}

/** A table that scrolls sideways on a narrow screen rather than squeezing its columns. */
export function ToolsTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="wallet-tools__table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="wallet-tools__table">
        <caption className="wallet-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** Runs a change, reloads what it touched, and hands a failure to the host's popup; answers whether it worked. */
export function useChange({ cache, onError }: Pick<MerchantToolsProps, 'cache' | 'onError'>) {
  const [busy, setBusy] = useState(false);
  const run = async <T,>(work: () => Promise<T>, reload: readonly string[]): Promise<T | null> => {
    setBusy(true);
    try {
      const result = await work();
      for (const key of reload) cache.invalidate(key);
      return result;
    } catch (error) {
      onError(error);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The buttons of a dialog: the action (busy while it runs), then cancel. */
export function DialogButtons({
  action,
  busy,
  onAction,
  onCancel,
}: {
  action: string;
  busy: boolean;
  onAction: () => void;
  onCancel: () => void;
}) {
  const common = useCommonMessages();
  return (
    <>
      <Button loading={busy} onClick={onAction}>
        {action}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {common('actions.cancel')}
      </Button>
    </>
  );
}

/** Asks before something that cannot be undone (delete, cancel a subscription). */
export function ConfirmDialog({
  open,
  title,
  text,
  action,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={onClose}
      title={title}
      actions={<DialogButtons action={action} busy={busy} onAction={onConfirm} onCancel={onClose} />}
    >
      <p>{text}</p>
    </Dialog>
  );
}

/** Previous / next between numbered pages, with where the user is. */
export function Pager({
  label,
  page,
  count,
  onPage,
}: {
  label: string;
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const { t } = useToolsMessages();
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className="wallet-tools__actions">
      <Button variant="secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.pageOf', { page, count })}</span>
      <Button variant="secondary" disabled={page >= count} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
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
  const read = toolsReads.access(api);
  const access = useResource(cache, read.key, read.load);
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
