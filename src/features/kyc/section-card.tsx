import type { ReactNode } from 'react';
import { classNames } from '../../ui';
import { useKycText } from './kyc-text';

export interface SectionCardProps {
  /** Anchor of the section (`identity`, `address` ...): required actions link here and the `section` option opens it. */
  id: string;
  title: string;
  status?: ReactNode;
  needsAction?: boolean;
  children: ReactNode;
}

/** One part of the verification with its heading and status. */
export function SectionCard({ id, title, status, needsAction = false, children }: SectionCardProps) {
  return (
    <section
      id={`kyc-${id}`}
      className={classNames('wallet-kyc__section', needsAction && 'wallet-kyc__section--action')}
      aria-labelledby={`kyc-${id}-heading`}
    >
      <header className="wallet-kyc__section-header">
        <h2 id={`kyc-${id}-heading`} className="wallet-kyc__section-title" tabIndex={-1}>
          {title}
        </h2>
        {status}
      </header>
      {children}
    </section>
  );
}

/** A verification status (validated, pending, ...) as text with its colour. */
export function VerificationStatusText({ status }: { status: string | null }) {
  const t = useKycText();
  const key = status ?? 'missing';
  const tone = key === 'validated' || key === 'notRequired' ? 'ok' : key === 'pending' ? 'pending' : 'problem';
  return (
    <span className={classNames('wallet-kyc__badge', `wallet-kyc__badge--${tone}`)}>
      {t(`verificationStatus.${key}`)}
    </span>
  );
}
