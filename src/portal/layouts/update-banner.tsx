import { useSignals } from '@preact/signals-react/runtime';
import { Banner, Button, Inline, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';

/** Offers a reload when a newer build is deployed (checked every 60 s); never interrupts what the user is doing. */
export function UpdateBanner() {
  useSignals();
  const { shell } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  if (shell.updateAvailable.value === null) return null;
  return (
    <Banner
      tone="info"
      className="portal-update-banner"
      title={t('update.title')}
      onDismiss={() => shell.dismissUpdate()}
      actions={
        <Inline gap="sm">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('update.reload')}
          </Button>
        </Inline>
      }
    >
      {t('update.body')}
    </Banner>
  );
}
