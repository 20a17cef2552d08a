import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import { IdentityVerification, VideoIdentityJob } from '../../features/kyc/forms/identity-check';
import { ProfileUpdate } from '../../features/kyc/forms/profile-update';
import { SelfCertification } from '../../features/kyc/forms/self-certification';
import { SelfCertificationBusiness, SelfCertificationSplash } from '../../features/kyc/forms/self-certification-intro';
import kycCss from '../../features/kyc/kyc.css?inline';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';

adoptFeatureStyles('kyc', kycCss);

/** Spec 1 section 9: the navigation delay after a notice, so the confirmation is seen before the page changes. */
const NAVIGATION_DELAY_AFTER_NOTICE_MS = 1000;

/** Goes on by the start-page rules (the next required step, the remembered path, or home). */
function useContinue(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate(pathOf('start'), { replace: true }), [navigate]);
}

function useInAppNavigate(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback((path: string) => void navigate(path), [navigate]);
}

/** self-certification: the FATCA/CRS self-certification; once every form is done the user continues (start rules). */
export function SelfCertificationPage() {
  const { api, cache } = usePortal();
  return (
    <SelfCertification
      api={api}
      cache={cache}
      onContinue={useContinue()}
      homeHref={pathOf('home')}
      navigate={useInAppNavigate()}
    />
  );
}

/** self-certification-business: the FATCA section does not apply to businesses (docs/decisions.md). */
export function SelfCertificationBusinessPage() {
  const { api, cache } = usePortal();
  return (
    <SelfCertificationBusiness
      api={api}
      cache={cache}
      homeHref={pathOf('home')}
      personalHref={pathOf('self-certification')}
      navigate={useInAppNavigate()}
    />
  );
}

/** self-certification-splash: the introduction (the birth countries are preloaded for the form that follows). */
export function SelfCertificationSplashPage() {
  const navigate = useInAppNavigate();
  return (
    <SelfCertificationSplash
      onStart={() => navigate(pathOf('self-certification'))}
      onLater={() => navigate(pathOf('home'))}
    />
  );
}

/** profile-update: the personal info update; after saving, the user continues by the start-page rules. */
export function ProfileUpdatePage() {
  const { api, cache } = usePortal();
  const continueOn = useContinue();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <ProfileUpdate
      api={api}
      cache={cache}
      onSaved={() => {
        timer.current = setTimeout(continueOn, NAVIGATION_DELAY_AFTER_NOTICE_MS);
      }}
    />
  );
}

/** identity-verification/{workflowRunId}/{token}: opened without a session (the route signs out any first). */
export function IdentityVerificationPage() {
  const { api } = usePortal();
  const navigate = useNavigate();
  const { workflowRunId = '', token = '' } = useParams();
  return (
    <IdentityVerification
      api={api}
      workflowRunId={workflowRunId}
      token={token}
      onRetried={(next) => void navigate(pathWith('identity-verification', next), { replace: true })}
    />
  );
}

/** video-identity-job/{id}: the video identity check compliance asked for (no session either). */
export function VideoIdentityJobPage() {
  const { api } = usePortal();
  const { id = '' } = useParams();
  return <VideoIdentityJob api={api} jobId={id} />;
}
