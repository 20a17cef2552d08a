import { useEffect, useState } from 'react';
import { isApiError } from '../../core/api/errors';
import { createRealtimeClient } from '../../core/realtime/realtime-client';
import { createResourceCache } from '../../core/resource/resource-cache';
import { invalidateVerification, isVerificationNotice } from '../../features/kyc/kyc-data';
import kycCss from '../../features/kyc/kyc.css?inline';
import { KycFeature } from '../../features/kyc/kyc-feature';
import { fieldStyles, fileDropStyles, ScopedStyles } from '../../ui';
import { useWidgetSession } from '../runtime/session';
import { useWidget } from '../runtime/widget-context';
import type { kycEvents } from './kyc';
import type { KycSectionName } from './kyc-sections';

/** What the verification renders beyond the sign-in gate's layout, spinner and buttons (they come with this chunk). */
const VERIFICATION_STYLES = [fieldStyles, fileDropStyles, kycCss];

/**
 * The verification of the signed-in user inside the element: its own data cache, a realtime channel for review
 * notices (so the status changes without a reload), and the feature's callbacks as the element's events.
 */
export function KycWidgetContent({ section }: { section?: KycSectionName | undefined }) {
  const { api, session } = useWidgetSession();
  const { environment, emit } = useWidget<typeof kycEvents>();
  const [cache] = useState(createResourceCache);

  useEffect(() => {
    const client = createRealtimeClient({ url: environment.websocketUrl, token: () => session.getAccessToken() });
    const stop = client.on('notification', ({ notification }) => {
      if (isVerificationNotice(notification)) invalidateVerification(cache);
    });
    return () => {
      stop();
      client.close();
    };
  }, [environment.websocketUrl, session, cache]);

  // Another user (a new session) must not see the previous one's data.
  useEffect(() => () => cache.clear(), [cache, session]);

  return (
    <>
      <ScopedStyles styles={VERIFICATION_STYLES} />
      <KycFeature
        api={api}
        cache={cache}
        section={section}
        titleLevel={2}
        onStatusChange={(status, requiredActions) => emit('wallet-status-change', { status, requiredActions })}
        onDocumentUploaded={(document) =>
          emit('wallet-document-uploaded', { category: document.category, documentTypeId: document.documentTypeId })
        }
        onError={(error) =>
          emit('wallet-error', {
            code: isApiError(error) ? String(error.code) : 'error',
            message: error instanceof Error ? error.message : String(error),
          })
        }
      />
    </>
  );
}
