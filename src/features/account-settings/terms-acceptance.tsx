import { useId, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { termsAccept } from '../../core/api/contract/settings';
import type { PendingTerm } from '../../core/api/errors';
import { Banner, Button, Stack, useErrorText, useMessages } from '../../ui';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';

export interface TermsAcceptanceProps {
  api: ApiClient;
  terms: readonly PendingTerm[];
  /** Called once the server recorded the acceptance. */
  onAccepted: () => void;
}

/**
 * Accepting pending terms after sign-in (a terms error 'TE'): an explicit tick, then one call with every pending id.
 * The alternative, signing out, stays in the page header.
 */
export function TermsAcceptance({ api, terms, onAccepted }: TermsAcceptanceProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const checkboxId = useId();
  const errorId = useId();
  const [ticked, setTicked] = useState(false);
  const [tickError, setTickError] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setTickError(true);
      return;
    }
    setFailure(null);
    try {
      await api.call(termsAccept, { termsIds: terms.map((term) => String(term.id)) });
      onAccepted();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={accept} noValidate aria-label={t('terms.acceptButton')}>
      <Stack gap="md">
        {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        <div className="wallet-settings__check">
          <input
            id={checkboxId}
            type="checkbox"
            checked={ticked}
            aria-invalid={tickError || undefined}
            aria-describedby={tickError ? errorId : undefined}
            onChange={(event) => {
              setTicked(event.target.checked);
              setTickError(false);
            }}
          />
          <label htmlFor={checkboxId}>{t('terms.accept')}</label>
        </div>
        {tickError && (
          <p id={errorId} className="wallet-field__error">
            {t('terms.mustTick')}
          </p>
        )}
        <div>
          <Button type="submit">{t('terms.acceptButton')}</Button>
        </div>
        <p className="wallet-field__hint">{t('terms.declineHint')}</p>
      </Stack>
    </form>
  );
}
