import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Phone, Profile } from '../../core/api/contract/kyc';
import { confirmPhone, PHONE_TYPE, phoneAdd, phoneReplace, phoneVerify } from '../../core/api/contract/kyc';
import { codeChallengeS256, createCodeVerifier } from '../../core/auth/pkce';
import { Banner, Button, Inline, OtpInput, Stack, TextField, useErrorText } from '../../ui';
import { FormActions } from './form-actions';
import { useKycServices } from './kyc-context';
import { fieldProblems, problemText } from './kyc-errors';
import { useKycFormSave } from './kyc-form-save';
import { useKycText } from './kyc-text';
import { SectionCard } from './section-card';

interface CodeRequest {
  phoneId: number;
  /** The PKCE verifier whose challenge the code was sent for; only this page can use the code. */
  verifier: string;
  resendAt: number;
}

/** Seconds until `at`, updated every second while positive. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

function display(phone: Phone): string {
  return `+${phone.countryCode} ${phone.number}`;
}

/** Adds a phone or replaces one: calling code without the plus sign, phoneType 2, phoneId when replacing. */
function PhoneForm({
  replacing,
  onDone,
  onCancel,
}: {
  replacing: Phone | null;
  onDone: (phone: Phone) => void;
  onCancel?: () => void;
}) {
  const t = useKycText();
  const { api } = useKycServices();
  const [countryCode, setCountryCode] = useState(replacing?.countryCode ?? '');
  const [number, setNumber] = useState('');
  const { formRef, errors, failure, saving, save } = useKycFormSave<'countryCode' | 'number'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = countryCode.replace(/^\+/, '').trim();
    const digits = number.replace(/[\s()-]/g, '').replace(/^0+/, '');
    const found: { countryCode?: string; number?: string } = {};
    if (!/^[1-9]\d{0,3}$/.test(code)) found.countryCode = t('phone.errors.countryCode');
    if (!/^\d{4,14}$/.test(digits)) found.number = t('phone.errors.number');
    await save(
      found,
      async () => {
        const payload = { phoneCountryCode: code, phone: digits, phoneType: PHONE_TYPE };
        const reply = replacing
          ? await api.call(phoneReplace, { ...payload, phoneId: replacing.id })
          : await api.call(phoneAdd, payload);
        onDone(reply.phone);
      },
      (error) => {
        const problems = fieldProblems(error);
        const numberProblem = problemText(t, problems.get('phone'));
        const codeProblem = problemText(t, problems.get('phoneCountryCode'));
        return {
          ...(numberProblem ? { number: numberProblem } : {}),
          ...(codeProblem ? { countryCode: codeProblem } : {}),
        };
      },
    );
  }

  return (
    <form ref={formRef} className="wallet-kyc__form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Inline gap="md" className="wallet-kyc__row">
          <TextField
            id="kyc-phone-country"
            label={t('phone.countryCode')}
            inputMode="numeric"
            autoComplete="tel-country-code"
            size={5}
            value={countryCode}
            error={errors.countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
          />
          <TextField
            id="kyc-phone-number"
            type="tel"
            label={t('phone.number')}
            hint={t('phone.numberHint')}
            autoComplete="tel-national"
            value={number}
            error={errors.number}
            onChange={(event) => setNumber(event.target.value)}
          />
        </Inline>
        <FormActions failure={failure} saving={saving} saveLabel={t('phone.save')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The phone on file: confirm it with an SMS code (PKCE-bound, resend after a wait), add one, or change it. */
export function PhoneSection({ profile }: { profile: Profile }) {
  const t = useKycText();
  const errorText = useErrorText();
  const { api, announce, refresh } = useKycServices();
  const phone = profile.phone;
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [editing, setEditing] = useState(false);
  const secondsLeft = useSecondsUntil(request?.resendAt ?? null);
  const codeInput = useRef<HTMLInputElement>(null);
  const active = request !== null && phone !== null && request.phoneId === phone.id;

  async function sendCode() {
    if (!phone) return;
    setBusy('send');
    setFailure(null);
    setCodeError(undefined);
    try {
      const verifier = createCodeVerifier();
      const reply = await api.call(phoneVerify, {
        phoneId: phone.id,
        type: 'sms',
        codeChallenge: await codeChallengeS256(verifier),
      });
      setRequest({ phoneId: phone.id, verifier, resendAt: Date.parse(reply.resendAvailableAt) });
      setCode('');
      announce(t('phone.codeSent', { phone: display(phone) }));
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!phone || !request) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('phone.errors.code'));
      codeInput.current?.focus();
      return;
    }
    setBusy('confirm');
    setFailure(null);
    try {
      await api.call(confirmPhone, { phoneId: phone.id, verification: { code, codeVerifier: request.verifier } });
      setRequest(null);
      setCode('');
      announce(t('phone.confirmedNow'));
      refresh();
    } catch (error) {
      const problem = problemText(t, fieldProblems(error).get('code'));
      if (problem) {
        setCodeError(problem);
        codeInput.current?.focus();
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(null);
    }
  }

  const status = phone ? (
    <span className={`wallet-kyc__badge wallet-kyc__badge--${phone.confirmed ? 'ok' : 'problem'}`}>
      {phone.confirmed ? t('phone.confirmed') : t('phone.notConfirmed')}
    </span>
  ) : null;

  return (
    <SectionCard id="phone" title={t('phone.heading')} status={status} needsAction={phone?.confirmed !== true}>
      <Stack gap="md">
        {phone ? <p className="wallet-kyc__phone">{display(phone)}</p> : <p>{t('phone.none')}</p>}
        {phone && !phone.confirmed && !editing && (
          <Stack gap="md">
            {active ? (
              <form className="wallet-kyc__form" onSubmit={(event) => void confirm(event)} noValidate>
                <Stack gap="md">
                  <p role="status">{t('phone.codeSent', { phone: display(phone) })}</p>
                  <OtpInput
                    ref={codeInput}
                    id="kyc-phone-code"
                    value={code}
                    onChange={(value) => {
                      setCode(value);
                      setCodeError(undefined);
                    }}
                    error={codeError}
                  />
                  <Inline gap="sm">
                    <Button type="submit" loading={busy === 'confirm'}>
                      {t('phone.confirm')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => void sendCode()}
                      loading={busy === 'send'}
                      disabled={secondsLeft > 0}
                    >
                      {t('phone.resend')}
                    </Button>
                  </Inline>
                  {secondsLeft > 0 && (
                    <p className="wallet-kyc__muted">{t('phone.resendIn', { seconds: secondsLeft })}</p>
                  )}
                </Stack>
              </form>
            ) : (
              <div>
                <Button onClick={() => void sendCode()} loading={busy === 'send'}>
                  {t('phone.sendCode')}
                </Button>
              </div>
            )}
          </Stack>
        )}
        {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        {editing || !phone ? (
          <PhoneForm
            replacing={phone}
            onDone={() => {
              setEditing(false);
              setRequest(null);
              refresh();
            }}
            {...(phone ? { onCancel: () => setEditing(false) } : {})}
          />
        ) : (
          <div>
            <Button variant="link" onClick={() => setEditing(true)}>
              {t('phone.change')}
            </Button>
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}
