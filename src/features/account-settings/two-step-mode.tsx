import { useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { twoStepStart } from '../../core/api/contract/auth';
import { isApiError } from '../../core/api/errors';
import { confirmTwoStepChange, isPopupConfirmationFailure } from '../../core/auth/two-step-change';
import type { TwoStepMode as Mode } from '../../core/api/contract/customer';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { SessionTokens } from '../../core/session/token-store';
import {
  Banner,
  Button,
  ErrorDialog,
  Select,
  Stack,
  TextField,
  useErrorText,
  useForm,
  useMessages,
  useMutation,
} from '../../ui';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';

/**
 * The modes a customer can switch to here (spec 1 section 7: customer/two-step-verification with push or sms), and
 * `none` (turning the second step off, sent as typeMode) where the brand allows it.
 */
const SWITCHABLE_MODES = ['sms', 'push', 'none'] as const;
type SwitchableMode = (typeof SWITCHABLE_MODES)[number];

export interface TwoStepModeProps {
  api: ApiClient;
  cache: ResourceCache;
  currentMode: Mode;
  /** Push approvals need a linked device. */
  hasLinkedDevice: boolean;
  /** The brand lets a customer turn the second step off again (brand.json `twoStepOffAllowed`; the bank checks). */
  canTurnOff?: boolean | undefined;
  /** The confirm step may return new tokens; they replace the session (spec 1 section 4). */
  replaceTokens: (tokens: SessionTokens) => void;
  /** Reloads the customer (the new mode); the TwoStepVerificationModeSet notice does the same in other tabs. */
  onChanged: () => void;
  /** After a confirmed change the user goes to the accounts page (spec 1 section 4); the portal navigates. */
  onConfirmed: () => void;
}

/** The modes offered: the switchable ones but the current, `none` only where the brand allows turning it off. */
function choicesFor(currentMode: Mode, canTurnOff: boolean): SwitchableMode[] {
  return SWITCHABLE_MODES.filter((mode) => mode !== currentMode && (mode !== 'none' || canTurnOff));
}

export function TwoStepModeSettings({
  api,
  cache,
  currentMode,
  hasLinkedDevice,
  canTurnOff = false,
  replaceTokens,
  onChanged,
  onConfirmed,
}: TwoStepModeProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const choices = choicesFor(currentMode, canTurnOff);
  const [mode, setMode] = useState<SwitchableMode>(choices[0] ?? 'sms');
  const [switchedTo, setSwitchedTo] = useState<Mode | null>(null);
  // A refused confirmation (HTTP 400) or one without a request id: the message goes to a popup (spec 2 section 8).
  const [popupError, setPopupError] = useState<unknown>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const selected = choices.includes(mode) ? mode : (choices[0] ?? 'sms');
  const pushBlocked = selected === 'push' && !hasLinkedDevice;

  const start = useMutation(cache, {
    // Turning it off is not one of the contract's `mode`s: it goes as the spec's `typeMode`.
    run: (next: SwitchableMode) => api.call(twoStepStart, next === 'none' ? { typeMode: 'none' } : { mode: next }),
    onSuccess: () => queueMicrotask(() => codeRef.current?.focus()),
  });
  const confirm = useMutation(cache, {
    run: (input: { reqId: string | null; code: string }) => confirmTwoStepChange(api, input),
    onSuccess: (tokens) => {
      if (tokens) replaceTokens(tokens);
      setSwitchedTo(selected);
      start.reset();
      onChanged();
      onConfirmed();
    },
    onError: (error) => {
      if (isPopupConfirmationFailure(error)) setPopupError(error);
    },
  });
  const codeForm = useForm({
    initial: { code: '' },
    validate: (values) => (values.code.trim() === '' ? { code: 'twoStep.errors.codeRequired' } : {}),
    message: (problem) => t(problem),
    // 404: the request expired or was used up; this code will not do, a new one is needed.
    serverErrors:
      isApiError(confirm.error) && confirm.error.status === 404 ? { code: t('twoStep.errors.codeWrong') } : undefined,
    onSubmit: (values) => confirm.mutate({ reqId: start.data?.reqId ?? null, code: values.code }),
  });

  const started = start.data !== undefined;
  // Failures shown on the page: the start's, and a confirmation's that is neither a popup nor the code's own.
  const failure =
    start.error ??
    (confirm.error !== null &&
    !isPopupConfirmationFailure(confirm.error) &&
    !(isApiError(confirm.error) && confirm.error.status === 404)
      ? confirm.error
      : null);

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
        {!started ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (pushBlocked) return;
              setSwitchedTo(null);
              confirm.reset();
              codeForm.reset();
              void start.mutate(selected);
            }}
            noValidate
            aria-label={t('twoStep.title')}
          >
            <Stack gap="md">
              <Select
                label={t('twoStep.choose')}
                value={selected}
                onChange={(event) => setMode(event.target.value as SwitchableMode)}
                options={choices.map((value) => ({
                  value,
                  label: value === 'none' ? t('twoStep.turnOff') : t(`twoStep.mode.${value}`),
                }))}
                hint={
                  pushBlocked ? t('twoStep.pushNeedsDevice') : selected === 'none' ? t('twoStep.offHint') : undefined
                }
              />
              <div>
                <Button type="submit" loading={start.pending} aria-disabled={pushBlocked || undefined}>
                  {t('twoStep.start')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form {...codeForm.formProps} aria-label={t('twoStep.confirm')}>
            <Stack gap="md">
              <p role="status">
                {selected === 'none'
                  ? t('twoStep.codeSentOff')
                  : t('twoStep.codeSent', { mode: t(`twoStep.mode.${selected}`) })}
              </p>
              <TextField
                {...codeForm.field('code')}
                ref={codeRef}
                label={t('twoStep.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
              <div className="wallet-settings__actions">
                <Button type="submit" loading={confirm.pending}>
                  {t('twoStep.confirm')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    start.reset();
                    confirm.reset();
                  }}
                >
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
