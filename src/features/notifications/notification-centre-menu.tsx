import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ToggleEvent } from 'react';
import type { StoredNotification } from '../../core/api/contract/news-notifications';
import type { NotificationCentre } from '../../core/notifications/notification-centre';
import { notificationTarget } from '../../core/notifications/notification-routing';
import { Button, classNames, LoadErrorBanner, Spinner, useLanguage, useMessages, VisuallyHidden } from '../../ui';
import { NOTIFICATIONS_NAMESPACE, notificationsMessages } from './messages';
import { noticeText } from './notification-text';

export interface NotificationCentreMenuProps {
  centre: NotificationCentre;
  /** A click on a notice: the host marks it read and navigates after the notice delay. */
  onOpen: (notice: StoredNotification) => void;
}

/**
 * The notification centre behind a header button that says how many notices are unread: the notices newest
 * first, 25 at a time with "Load more" while the server has more, and "Mark all as read". The panel is a popover the
 * button opens (`popovertarget`): in the top layer, closed by the button, Escape or a press elsewhere (light dismiss);
 * its `toggle` event keeps `aria-expanded` and the focus in step.
 */
export function NotificationCentreMenu({ centre, onOpen }: NotificationCentreMenuProps) {
  useSignals();
  const t = useMessages(NOTIFICATIONS_NAMESPACE, notificationsMessages);
  const language = useLanguage();
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (centre.status.peek() === 'idle') void centre.load();
  }, [centre]);
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const unread = centre.unread.value;
  const items = centre.items.value;
  const status = centre.status.value;
  const hidePanel = () => {
    if (open) panelRef.current?.hidePopover();
  };
  const close = () => {
    hidePanel();
    toggleRef.current?.focus();
  };
  // Escape from the button or the panel: closed here, the focus on the button. From elsewhere on the page the
  // browser's own close request hides the panel and leaves the focus where it is.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      event.preventDefault();
      close();
    }
  };
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="wallet-centre" onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        type="button"
        className="wallet-centre__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        popoverTarget={panelId}
        onClick={() => {
          if (!open && centre.status.peek() !== 'loading') void centre.load();
        }}
      >
        <svg className="wallet-centre__bell" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          />
        </svg>
        <span className="wallet-centre__label">
          {unread > 0 ? t('centre.buttonUnread', { count: unread }) : t('centre.button')}
        </span>
        {unread > 0 && (
          <span className="wallet-centre__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section
        ref={panelRef}
        id={panelId}
        popover="auto"
        aria-labelledby={titleId}
        className="wallet-centre__panel"
        onToggle={(event: ToggleEvent<HTMLElement>) => setOpen(event.newState === 'open')}
      >
        <div className="wallet-centre__header">
          <h2 id={titleId} ref={headingRef} tabIndex={-1}>
            {t('centre.title')}
          </h2>
          {unread > 0 && (
            <Button
              variant="link"
              onClick={() =>
                centre.markAllRead().catch((error: unknown) => console.warn('Marking all read failed', error))
              }
            >
              {t('centre.markAllRead')}
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            {t('centre.close')}
          </Button>
        </div>
        {status === 'loading' && <Spinner label={t('centre.loading')} showLabel />}
        {centre.error.value !== null && (
          <LoadErrorBanner
            title={t('centre.loadError')}
            error={centre.error.value}
            onRetry={() => (items.length > 0 ? centre.loadMore() : centre.load())}
          />
        )}
        {status === 'ready' && items.length === 0 && <p>{t('centre.empty')}</p>}
        {items.length > 0 && (
          <ul className="wallet-centre__list">
            {items.map((notice) => {
              const shown = noticeText(notice, t, language);
              const target = notificationTarget(notice);
              const content = (
                <>
                  <span className="wallet-centre__item-title">
                    <VisuallyHidden>{shown.severity}: </VisuallyHidden>
                    {!notice.read && <VisuallyHidden>{t('centre.unread')}: </VisuallyHidden>}
                    {shown.title}
                  </span>
                  {shown.body && <span className="wallet-centre__item-body">{shown.body}</span>}
                  <time className="wallet-centre__item-time" dateTime={notice.createdAt}>
                    {dateFormat.format(new Date(notice.createdAt))}
                  </time>
                </>
              );
              const className = classNames(
                'wallet-centre__item',
                `wallet-centre__item--${notice.severity}`,
                !notice.read && 'wallet-centre__item--unread',
              );
              return (
                <li key={String(notice.id)} data-notification-type={notice.type}>
                  {target || !notice.read ? (
                    <button
                      type="button"
                      className={className}
                      onClick={() => {
                        onOpen(notice);
                        if (target) hidePanel();
                      }}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className={className}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {items.length > 0 && (
          <p className="wallet-centre__footer">
            <span>{t('centre.shown', { shown: items.length, total: centre.total.value })}</span>
            {centre.hasMore.value && (
              <Button variant="secondary" loading={centre.loadingMore.value} onClick={() => centre.loadMore()}>
                {centre.loadingMore.value ? t('centre.loadingMore') : t('centre.loadMore')}
              </Button>
            )}
          </p>
        )}
      </section>
    </div>
  );
}
