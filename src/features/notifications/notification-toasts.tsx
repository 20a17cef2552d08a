import { useSignals } from '@preact/signals-react/runtime';
import type { FocusEvent } from 'react';
import type { RealtimeNotification } from '../../core/api/contract/realtime';
import { notificationTarget } from '../../core/notifications/notification-routing';
import type { ToastQueue } from '../../core/notifications/toast-queue';
import { Button, classNames, useLanguage, useMessages, VisuallyHidden } from '../../ui';
import { NOTIFICATIONS_NAMESPACE, notificationsMessages } from './messages';
import { noticeText } from './notification-text';

export interface NotificationToastsProps {
  queue: ToastQueue;
  /** A click on "Open": the host marks it read and navigates after the notice delay. */
  onOpen: (notice: RealtimeNotification) => void;
}

/**
 * Incoming notices as toasts in a polite live region (an error interrupts as an alert). Each toast stays 10 s;
 * pointing at it or moving focus into it stops its clock until the pointer or focus leaves.
 */
export function NotificationToasts({ queue, onOpen }: NotificationToastsProps) {
  useSignals();
  const t = useMessages(NOTIFICATIONS_NAMESPACE, notificationsMessages);
  const language = useLanguage();
  const toasts = queue.toasts.value;

  return (
    <section aria-label={t('toasts.region')} className="wallet-toasts">
      <div aria-live="polite" aria-relevant="additions" className="wallet-toasts__list">
        {toasts.map(({ key, notice }) => {
          const shown = noticeText(notice, t, language);
          const target = notificationTarget(notice);
          const leave = (event: FocusEvent<HTMLDivElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) queue.resume(key);
          };
          const enter = (event: FocusEvent<HTMLDivElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) queue.pause(key);
          };
          return (
            <div
              key={key}
              role={notice.severity === 'error' ? 'alert' : undefined}
              className={classNames('wallet-toast', `wallet-toast--${notice.severity}`)}
              data-notification-type={notice.type}
              onMouseEnter={() => queue.pause(key)}
              onMouseLeave={() => queue.resume(key)}
              onFocus={enter}
              onBlur={leave}
            >
              <p className="wallet-toast__title">
                <VisuallyHidden>{shown.severity}: </VisuallyHidden>
                {shown.title}
              </p>
              {shown.body && <p className="wallet-toast__body">{shown.body}</p>}
              <div className="wallet-toast__actions">
                {target && (
                  <Button
                    variant="secondary"
                    aria-label={`${t('toasts.open')}: ${shown.title}`}
                    onClick={() => {
                      queue.dismiss(key);
                      onOpen(notice);
                    }}
                  >
                    {t('toasts.open')}
                  </Button>
                )}
                <Button
                  variant="link"
                  aria-label={`${t('toasts.dismiss')}: ${shown.title}`}
                  onClick={() => queue.dismiss(key)}
                >
                  {t('toasts.dismiss')}
                </Button>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
