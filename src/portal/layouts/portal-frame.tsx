import type { ReactNode } from 'react';
import { BrandFooter, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';

/** Skip link, header, main landmark and the brand footer shared by every layout. */
export function PortalFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const { brand } = usePortal();
  return (
    <div className="portal">
      <a href="#main" className="portal__skip-link">
        {t('skipToContent')}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="portal__main">
        {children}
      </main>
      <BrandFooter brand={brand} showStoreLinks />
    </div>
  );
}
