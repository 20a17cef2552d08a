import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { BrandFooter, classNames, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';

/**
 * Skip link, header, main landmark and the brand footer shared by every layout. The footer stays away while a
 * footer lock holds (embedded in a mobile shell, on-screen keyboard up); with the keyboard up the layout also
 * drops its bottom spacing so the focused field stays visible.
 */
export function PortalFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  useSignals();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const { brand, shell } = usePortal();
  return (
    <div
      className={classNames(
        'portal',
        shell.embedded && 'portal--embedded',
        shell.keyboardVisible.value && 'portal--keyboard',
      )}
    >
      <a href="#main" className="portal__skip-link">
        {t('skipToContent')}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="portal__main">
        {children}
      </main>
      {!shell.footerLocks.locked.value && <BrandFooter brand={brand} showStoreLinks />}
    </div>
  );
}
