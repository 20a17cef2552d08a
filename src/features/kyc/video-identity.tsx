import { useState } from 'react';
import type { Profile } from '../../core/api/contract/kyc';
import { identityVerificationStart } from '../../core/api/contract/kyc';
import { Banner, Button, Stack, useErrorText } from '../../ui';
import { useKycServices } from './kyc-context';
import { useKycText } from './kyc-text';
import { VerificationStatusText } from './section-card';

/**
 * The video identity check inside the identity part, once the customer has one (pending, refused or verified): its
 * status and, when it was refused (the `videoIdentity` required action), a new check with the provider in a new tab.
 * The outcome comes back as a notice, which reloads the verification.
 */
export function VideoIdentityPart({ profile }: { profile: Profile }) {
  const t = useKycText();
  const errorText = useErrorText();
  const { api } = useKycServices();
  const [providerUrl, setProviderUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const status = profile.videoIdentityStatus;
  if (status === null || status === 'none' || status === 'notRequired') return null;

  async function start() {
    setFailure(null);
    try {
      const run = await api.call(identityVerificationStart, {});
      setProviderUrl(run.providerUrl);
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <Stack gap="sm">
      <div className="wallet-kyc-forms__document-header">
        <h3 className="wallet-kyc__form-title">{t('videoIdentity.heading')}</h3>
        <VerificationStatusText status={status} />
      </div>
      {status === 'rejected' && (
        <>
          <p>{t('videoIdentity.rejected')}</p>
          {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
          {providerUrl ? (
            <p>
              <a className="wallet-button wallet-button--primary" href={providerUrl} target="_blank" rel="noopener">
                {t('videoIdentity.open')}
              </a>
            </p>
          ) : (
            <div>
              <Button onClick={start}>{t('videoIdentity.start')}</Button>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
