import { useState } from 'react';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { useErrorText, useMessages } from '../../ui';
import { contactRefusal } from './contacts-data';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';

/**
 * One change of the contact screens at a time: runs it, keeps its success notice, reloads the list, and turns a
 * refusal the screens know into its translated text (given to `onRefusal`, a field's error, or else shown as the
 * failure); any other error stays an error for the banner.
 */
export function useContactChange<Notice>(cache: ResourceCache, key: string) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<Notice>, onRefusal?: (text: string) => void): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      setNotice(await work());
      cache.invalidate(key);
      return true;
    } catch (error) {
      const refusal = contactRefusal(error);
      const text = refusal ? t(`contacts.refusals.${refusal.code}`) : null;
      if (text !== null && onRefusal) onRefusal(text);
      else setFailure(text ?? error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** The failure's text for the error banner, or null. */
  const failureText = failure === null ? null : typeof failure === 'string' ? failure : errorText(failure);
  return { notice, setNotice, failureText, busy, run };
}
