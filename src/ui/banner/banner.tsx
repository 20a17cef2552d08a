import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: BannerTone | undefined;
  title?: ReactNode | undefined;
  children?: ReactNode | undefined;
  /** Shows a dismiss button. */
  onDismiss?: (() => void) | undefined;
  /** Extra controls (a retry button, a link). */
  actions?: ReactNode | undefined;
}

const ICONS: Record<BannerTone, ReactNode> = {
  info: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z" />,
  success: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z" />,
  warning: <path d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />,
  error: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />,
};

/**
 * A message about the page or the last action. Errors and warnings are alerts (announced at once); information
 * and success are polite status messages.
 */
export function Banner({ tone = 'info', title, children, onDismiss, actions, className, ...rest }: BannerProps) {
  const t = useCommonMessages();
  return (
    <div
      {...rest}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={classNames('wallet-banner', `wallet-banner--${tone}`, className)}
    >
      <svg className="wallet-banner__icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        {ICONS[tone]}
      </svg>
      <div className="wallet-banner__body">
        {title && <p className="wallet-banner__title">{title}</p>}
        {children && <div className="wallet-banner__content">{children}</div>}
        {actions && <div className="wallet-banner__actions">{actions}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="wallet-banner__dismiss" onClick={onDismiss}>
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
          <span className="wallet-visually-hidden">{t('actions.dismiss')}</span>
        </button>
      )}
    </div>
  );
}
