import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg' | undefined;
  /** What is loading; announced politely. Defaults to "Loading…". */
  label?: ReactNode | undefined;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean | undefined;
  className?: string | undefined;
}

/** A loading indicator announced as a status. */
export function Spinner({ size = 'md', label, showLabel = false, className }: SpinnerProps) {
  const t = useCommonMessages();
  return (
    <span role="status" className={classNames('wallet-spinner', `wallet-spinner--${size}`, className)}>
      <span className="wallet-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'wallet-spinner__label' : 'wallet-visually-hidden'}>
        {label ?? t('status.loading')}
      </span>
    </span>
  );
}
