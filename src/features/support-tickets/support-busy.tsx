import { useEffect, useState } from 'react';
import type { SupportDesk } from '../../core/support/support-desk';
import { Banner, useLanguage, useMessages } from '../../ui';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';

/** Longest single wait of a timer (browsers fire at once above about 24.8 days); the back-off is far shorter. */
const MAX_TIMER_MS = 2_000_000_000;

/**
 * When the support desk's back-off ends (ms since the epoch), or null while support calls go through. Read again on
 * every render (a failed call re-renders the screen); when the back-off is over `onEnded` runs, so the screen loads
 * again by itself at the time it announced.
 */
export function useSupportBackoff(desk: SupportDesk, onEnded: () => void): number | null {
  const [, setEnded] = useState(0);
  const until = desk.blockedUntil();
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setTimeout(
      () => {
        setEnded((count) => count + 1);
        onEnded();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, until - Date.now())),
    );
    return () => clearTimeout(timer);
  }, [until, onEnded]);
  return until;
}

export interface SupportBusyBannerProps {
  /** When support will be asked again (ms since the epoch). */
  until: number;
}

/** The desk answered 429: no support call is made until `until`, and the customer is told when that is. */
export function SupportBusyBanner({ until }: SupportBusyBannerProps) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const language = useLanguage();
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(until);
  return (
    <Banner tone="warning" title={t('busy.title')}>
      <p>{t('busy.body', { time })}</p>
    </Banner>
  );
}
