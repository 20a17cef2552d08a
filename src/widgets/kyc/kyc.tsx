import { lazy, Suspense } from 'react';
import type { KycSectionName } from './kyc-sections';
import { Spinner, useCommonMessages } from '../../ui';
import { useWidget } from '../runtime/widget-context';
import type { WidgetComponentProps } from '../runtime/widget-root';
import { walletEvent } from '../runtime/widget-events';
import { WidgetSessionGate, type SessionAttributeValues, type SessionPropertyValues } from '../runtime/session';

export interface KycStatusChangeDetail {
  /** The overall status: checked, limited, processing, verificationProcessing, unverified, duplicateDocuments, duplicateDocumentsUploaded, hasRequiredActions, someCardDocumentRequired or finalReview. */
  status: string;
  /** The required actions that are open: fatca, address, proofOfResidence, identity, phone, videoIdentity. */
  requiredActions: string[];
}

export interface KycDocumentUploadedDetail {
  /** Document category (1 identity, 2 address, ...). */
  category: number;
  documentTypeId: number;
}

export interface KycErrorDetail {
  /** The API response code of the failed call (`AE` network, `UE` unknown ...). */
  code: string;
  /** English, for the host's logs. */
  message: string;
}

export const kycEvents = {
  /** The overall status or the open required actions changed (also when first known). */
  'wallet-status-change': walletEvent<KycStatusChangeDetail>(),
  /** A document was uploaded and stored (it now waits for review). */
  'wallet-document-uploaded': walletEvent<KycDocumentUploadedDetail>(),
  /** The verification could not be loaded; the element shows a retry. */
  'wallet-error': walletEvent<KycErrorDetail>(),
};

export interface KycAttributes extends SessionAttributeValues {
  section?: KycSectionName | undefined;
}

/** What the signed-in element shows: loaded on demand, so the first download is the sign-in and the runtime. */
const KycWidgetContent = lazy(() => import('./kyc-content').then((module) => ({ default: module.KycWidgetContent })));

/** `<wallet-kyc>`: the session gate, then the verification feature with its events. */
export function KycWidget({ attributes, properties }: WidgetComponentProps<KycAttributes, SessionPropertyValues>) {
  const common = useCommonMessages();
  useWidget<typeof kycEvents>();
  return (
    <div part="base" className="wallet-kyc-widget">
      <WidgetSessionGate attributes={attributes} properties={properties} purpose="kyc">
        <Suspense fallback={<Spinner label={common('status.loading')} showLabel />}>
          <KycWidgetContent section={attributes.section} />
        </Suspense>
      </WidgetSessionGate>
    </div>
  );
}
