import type { OverallStatus } from '../../core/kyc/overall-status';
import { isWarningStatus } from '../../core/kyc/overall-status';
import { Banner, type BannerTone } from '../../ui';
import { useKycText } from './kyc-text';

/** Tone of each state: warnings (spec's warning flag), success when checked, information while waiting. */
export function statusTone(status: OverallStatus): BannerTone {
  if (isWarningStatus(status)) return 'warning';
  return status === 'checked' ? 'success' : 'info';
}

export interface StatusBannerProps {
  status: OverallStatus;
  /** The number of required actions (the text of hasRequiredActions counts them). */
  actionCount: number;
}

/** The overall verification status as a banner with its text, for every state of the spec. */
export function StatusBanner({ status, actionCount }: StatusBannerProps) {
  const t = useKycText();
  const body =
    status === 'hasRequiredActions'
      ? t('status.hasRequiredActions.body', { count: actionCount })
      : t(`status.${status}.body`);
  return (
    <Banner
      tone={statusTone(status)}
      title={t(`status.${status}.title`)}
      className="wallet-kyc__status"
      data-status={status}
    >
      {body}
    </Banner>
  );
}
