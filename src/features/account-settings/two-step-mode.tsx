import { useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { twoStepStart } from '../../core/api/contract/auth';
import { isApiError } from '../../core/api/errors';
import { confirmTwoStepChange, isPopupConfirmationFailure } from '../../core/auth/two-step-change';
import type { TwoStepMode as Mode } from '../../core/api/contract/customer';
import type { SessionTokens } from '../../core/session/token-store';
import { Banner, Button, ErrorDialog, Select, Stack, TextField, useErrorText, useMessages } from '../../ui';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';

/** The modes a customer can switch to here (spec 1 section 7: customer/two-step-verification with push or sms). */
const SWITCHABLE_MODES = ['sms', 'push'] as const;
type SwitchableMode = (typeof SWITCHABLE_MODES)[number];

export interface TwoStepModeProps {
  api: ApiClient;
  currentMode: Mode;
  /** Push approvals need a linked device. */
  hasLinkedDevice: boolean;
  /** The confirm step may return new tokens; they replace the session (spec 1 section 4). */
  replaceTokens: (tokens: SessionTokens) => void;
  /** Reloads the customer (the new mode); the TwoStepVerificationModeSet notice does the same in other tabs. */
  onChanged: () => void;
  /** After a confirmed change the user goes to the accounts page (spec 1 section 4); the portal navigates. */
  onConfirmed: () => void;
}

export function TwoStepModeSettings({
  api,
  currentMode,
  hasLinkedDevice,
  replaceTokens,
  onChanged,
  onConfirmed,
}: TwoStepModeProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const choices = SWITCHABLE_MODES.filter((mode) => mode !== currentMode);
  const [mode, setMode] = useState<SwitchableMode>(choices[0] ?? 'sms');
  const [reqId, setReqId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A refused confirmation (HTTP 400) or one without a request id: the message goes to a popup (spec 2 section 8).
  const [popupError, setPopupError] = useState<unknown>(null);
  const [switchedTo, setSwitchedTo] = useState<Mode | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const selected = choices.includes(mode) ? mode : (choices[0] ?? 'sms');
  const pushBlocked = selected === 'push' && !hasLinkedDevice;

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || pushBlocked) return;
    setBusy(true);
    setFailure(null);
    setSwitchedTo(null);
    try {
      const reply = await api.call(twoStepStart, { mode: selected });
      setReqId(reply.reqId);
      setCode('');
      queueMicrotask(() => codeRef.current?.focus());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setCodeError(t('twoStep.errors.codeRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const tokens = await confirmTwoStepChange(api, { reqId, code });
      if (tokens) replaceTokens(tokens);
      setReqId(null);
      setSwitchedTo(selected);
      onChanged();
      onConfirmed();
    } catch (error) {
      if (isPopupConfirmationFailure(error)) setPopupError(error);
      // 404: the request expired or was used up; this code will not do, a new one is needed.
      else if (isApiError(error) && error.status === 404) setCodeError(t('twoStep.errors.codeWrong'));
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-two-step-title" className="wallet-settings__section">
      <Stack gap="md">
        <h2 id="settings-two-step-title">{t('twoStep.title')}</h2>
        <p>{t('twoStep.intro')}</p>
        <p>
          <strong>{t('twoStep.current', { mode: t(`twoStep.mode.${currentMode}`) })}</strong>
        </p>
        {switchedTo && <Banner tone="success">{t('twoStep.done', { mode: t(`twoStep.mode.${switchedTo}`) })}</Banner>}
        {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        {reqId === null ? (
          <form onSubmit={start} noValidate aria-label={t('twoStep.title')}>
            <Stack gap="md">
              <Select
                label={t('twoStep.choose')}
                value={selected}
                onChange={(event) => setMode(event.target.value as SwitchableMode)}
                options={choices.map((value) => ({ value, label: t(`twoStep.mode.${value}`) }))}
                hint={pushBlocked ? t('twoStep.pushNeedsDevice') : undefined}
              />
              <div>
                <Button type="submit" loading={busy} aria-disabled={pushBlocked || undefined}>
                  {t('twoStep.start')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form onSubmit={confirm} noValidate aria-label={t('twoStep.confirm')}>
            <Stack gap="md">
              <p role="status">{t('twoStep.codeSent', { mode: t(`twoStep.mode.${selected}`) })}</p>
              <TextField
                ref={codeRef}
                label={t('twoStep.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setCodeError(undefined);
                }}
                error={codeError}
              />
              <div className="wallet-settings__actions">
                <Button type="submit" loading={busy}>
                  {t('twoStep.confirm')}
                </Button>
                <Button variant="secondary" onClick={() => setReqId(null)}>
                  {t('twoStep.cancel')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
      <ErrorDialog error={popupError} onClose={() => setPopupError(null)} />
    </section>
  );
}
