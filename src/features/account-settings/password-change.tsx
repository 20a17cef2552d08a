import { useId, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { brokenPasswordRules } from '../../core/api/contract/registration';
import { passwordChange, passwordChangeConfirm } from '../../core/api/contract/settings';
import type { ResponseOf } from '../../core/api/contract/define';
import { Banner, Button, PasswordField, PasswordRules, Stack, TextField, useErrorText, useMessages } from '../../ui';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { failedField } from './settings-data';

type Started = ResponseOf<typeof passwordChange>;
type Field = 'password' | 'passwordNew' | 'passwordNewRepeat' | 'code';
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY = { password: '', passwordNew: '', passwordNewRepeat: '' };

/**
 * Password change (spec 2 section 5: password, passwordNew, passwordNewRepeat), confirmed with a code sent by the
 * customer's mode (request key + code). Every rule is checked before any call; what was typed stays on an error.
 */
export function PasswordChange({ api }: { api: ApiClient }) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const rulesId = useId();
  const [values, setValues] = useState(EMPTY);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [started, setStarted] = useState<Started | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<number | null>(null);
  const [expired, setExpired] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (values.password === '') found.password = t('password.errors.currentRequired');
    if (brokenPasswordRules(values.passwordNew).length > 0) found.passwordNew = t('password.errors.rules');
    else if (values.passwordNew === values.password) found.passwordNew = t('password.errors.sameAsCurrent');
    if (values.passwordNewRepeat !== values.passwordNew) found.passwordNewRepeat = t('password.errors.repeatMismatch');
    return found;
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    setExpired(false);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setStarted(await api.call(passwordChange, values));
      setCode('');
      queueMicrotask(() => codeRef.current?.focus());
    } catch (error) {
      const field = failedField(error);
      if (field === 'password') setErrors({ password: t('password.errors.currentWrong') });
      else if (field === 'passwordNewRepeat') setErrors({ passwordNewRepeat: t('password.errors.repeatMismatch') });
      else if (field === 'passwordNew') setErrors({ passwordNew: t('password.errors.sameAsCurrent') });
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !started) return;
    if (code.trim() === '') {
      setErrors({ code: t('password.errors.codeRequired') });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const reply = await api.call(passwordChangeConfirm, { requestKey: started.requestKey, code: code.trim() });
      setDone(reply.endedSessions);
      setStarted(null);
      setValues(EMPTY);
      setCode('');
    } catch (error) {
      const field = failedField(error);
      if (field === 'code') setErrors({ code: t('password.errors.codeWrong') });
      else if (field === 'requestKey') {
        setStarted(null);
        setExpired(true);
      } else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-password-title" className="wallet-settings__section">
      <Stack gap="md">
        <h2 id="settings-password-title">{t('password.title')}</h2>
        <p>{t('password.intro')}</p>
        {done !== null && (
          <Banner tone="success">
            {t('password.done')} {done > 0 ? t('password.doneOthers', { count: done }) : ''}
          </Banner>
        )}
        {expired && <Banner tone="error">{t('password.errors.expired')}</Banner>}
        {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        {started === null ? (
          <form onSubmit={start} noValidate aria-label={t('password.title')}>
            <Stack gap="md">
              <PasswordField
                label={t('password.current')}
                value={values.password}
                onChange={(event) => set('password')(event.target.value)}
                error={errors.password}
              />
              <PasswordField
                label={t('password.new')}
                autoComplete="new-password"
                value={values.passwordNew}
                onChange={(event) => set('passwordNew')(event.target.value)}
                error={errors.passwordNew}
                aria-describedby={rulesId}
              />
              <PasswordRules id={rulesId} password={values.passwordNew} />
              <PasswordField
                label={t('password.repeat')}
                autoComplete="new-password"
                value={values.passwordNewRepeat}
                onChange={(event) => set('passwordNewRepeat')(event.target.value)}
                error={errors.passwordNewRepeat}
              />
              <div>
                <Button type="submit" loading={busy}>
                  {t('password.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form onSubmit={confirm} noValidate aria-label={t('password.codeTitle')}>
            <Stack gap="md">
              <h3>{t('password.codeTitle')}</h3>
              <p role="status">
                {t(`password.codeSent.${started.delivery.channel}`, { sentTo: started.delivery.sentTo ?? '' })}
              </p>
              <TextField
                ref={codeRef}
                label={t('password.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setErrors({});
                }}
                error={errors.code}
              />
              <div className="wallet-settings__actions">
                <Button type="submit" loading={busy}>
                  {t('password.confirm')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setStarted(null);
                    setErrors({});
                    setFailure(null);
                  }}
                >
                  {t('password.startOver')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </section>
  );
}
