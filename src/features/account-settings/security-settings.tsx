import type { ApiClient } from '../../core/api/client';
import type { TwoStepMode } from '../../core/api/contract/customer';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { SessionTokens } from '../../core/session/token-store';
import { Stack, useMessages, useQuery } from '../../ui';
import { IpWhitelist } from './ip-whitelist';
import { LinkedDevices } from './linked-devices';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { PasswordChange } from './password-change';
import { settingsReads } from './settings-data';
import { TwoStepModeSettings } from './two-step-mode';

export interface SecuritySettingsProps {
  api: ApiClient;
  cache: ResourceCache;
  currentMode: TwoStepMode;
  /** The brand lets a customer turn two-step verification off again (brand.json `twoStepOffAllowed`). */
  twoStepOffAllowed?: boolean | undefined;
  replaceTokens: (tokens: SessionTokens) => void;
  onTwoStepChanged: () => void;
  /** After a confirmed two-step mode change: the accounts page. */
  onTwoStepConfirmed: () => void;
  /** Where the login history is (the portal's link, so the feature does not know routes). */
  loginHistoryLink: React.ReactNode;
}

/** The security page (route setting): password, two-step verification, linked devices, IP whitelist, login history. */
export function SecuritySettings({
  api,
  cache,
  currentMode,
  twoStepOffAllowed,
  replaceTokens,
  onTwoStepChanged,
  onTwoStepConfirmed,
  loginHistoryLink,
}: SecuritySettingsProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const devices = useQuery(cache, settingsReads.devices(api));
  return (
    <Stack gap="xl" className="wallet-settings">
      <Stack gap="sm">
        <h1>{t('security.title')}</h1>
        <p>{t('security.intro')}</p>
        <p>{loginHistoryLink}</p>
      </Stack>
      <PasswordChange api={api} />
      <TwoStepModeSettings
        api={api}
        cache={cache}
        currentMode={currentMode}
        canTurnOff={twoStepOffAllowed}
        hasLinkedDevice={(devices.data?.devices.length ?? 0) > 0}
        replaceTokens={replaceTokens}
        onChanged={onTwoStepChanged}
        onConfirmed={onTwoStepConfirmed}
      />
      <LinkedDevices api={api} cache={cache} />
      <IpWhitelist api={api} cache={cache} />
    </Stack>
  );
}
