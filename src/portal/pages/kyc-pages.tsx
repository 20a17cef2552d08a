import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { KycFeature, type KycSection } from '../../features/kyc/kyc-feature';
import kycCss from '../../features/kyc/kyc.css?inline';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';

adoptFeatureStyles('kyc', kycCss);

/** The verification feature on a portal page, with in-app links to the self-certification and the profile update. */
function Verification({ section, titleLevel = 1 }: { section?: KycSection; titleLevel?: 1 | 2 }) {
  const { api, cache } = usePortal();
  const navigate = useNavigate();
  const go = useCallback((path: string) => void navigate(path), [navigate]);
  return (
    <KycFeature
      api={api}
      cache={cache}
      section={section}
      titleLevel={titleLevel}
      selfCertificationHref={pathOf('self-certification')}
      profileUpdateHref={pathOf('profile-update')}
      navigate={go}
    />
  );
}

/** kyc and business-kyc: where a user who needs KYC is kept until everything is submitted. */
export function KycPage() {
  return <Verification />;
}

/** The verification as one section of the profile: the customer's verified data and what is missing. */
export function ProfileVerification() {
  return <Verification titleLevel={2} />;
}

/** unverified-account: an unverified customer's way to verification (verified users are sent home by the guard). */
export function UnverifiedAccountPage() {
  return <Verification />;
}

/** limited-account: why the account is limited and the documents each reason needs. */
export function LimitedAccountPage() {
  return <Verification section="limits" />;
}
