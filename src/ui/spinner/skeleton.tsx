import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';

export interface SkeletonProps {
  /** How many grey lines stand in for the content. */
  lines?: number | undefined;
  /** What is loading; announced politely. Defaults to "Loading…". */
  label?: ReactNode | undefined;
  className?: string | undefined;
}

/** A first load: grey lines in the shape of the content, announced as a status for screen readers. */
export function Skeleton({ lines = 3, label, className }: SkeletonProps) {
  const t = useCommonMessages();
  return (
    <div role="status" aria-busy="true" className={classNames('wallet-skeleton', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="wallet-skeleton__line" aria-hidden="true" />
      ))}
      <span className="wallet-visually-hidden">{label ?? t('status.loading')}</span>
    </div>
  );
}
