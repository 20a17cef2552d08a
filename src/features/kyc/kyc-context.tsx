import { createContext, useContext } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { UploadedDocument } from '../../core/api/contract/kyc';
import type { DocumentUploader } from '../../core/kyc/documents';
import type { ResourceCache } from '../../core/resource/resource-cache';

/** What every section of the verification shares. */
export interface KycServices {
  api: ApiClient;
  cache: ResourceCache;
  upload: DocumentUploader;
  /** Announces a result politely (one live region for the whole feature). */
  announce: (text: string) => void;
  /** Reloads the verification data after a change. */
  refresh: () => void;
  /** A document was stored (the widget turns this into `wallet-document-uploaded`). */
  onDocumentUploaded: (document: UploadedDocument) => void;
  /** Where the FATCA/CRS self-certification lives (a portal route); absent in a widget without one. */
  selfCertificationHref?: string | undefined;
  /** Opens the self-certification in place (a widget, which has no route for it). */
  openSelfCertification?: (() => void) | undefined;
  /** Where a personal info update is done (a portal route). */
  profileUpdateHref?: string | undefined;
  /** In-app navigation for the links above (the portal's router); without it they are plain links. */
  navigate?: ((path: string) => void) | undefined;
}

export const KycServicesContext = createContext<KycServices | null>(null);

export function useKycServices(): KycServices {
  const value = useContext(KycServicesContext);
  if (!value) throw new Error('useKycServices() must be called inside <KycFeature>.');
  return value;
}
