import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import { cardChangePin, cardGetPin, cardShowPin } from '../../core/api/contract/cards';
import { isApiError } from '../../core/api/errors';
import {
  isActionAllowed,
  maskCardNumber,
  pinProblem,
  PIN_VISIBLE_MS,
  type PinProblem,
} from '../../core/cards/card-rules';
import { isCardAccount } from '../../core/navigation/cards-routes';
import { pathWith } from '../../core/navigation/route-table';
import { Banner, Button, Card, Stack, TextField, useErrorText, useMessages } from '../../ui';
import { cardName } from './card-texts';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface CardPinProps {
  api: ApiClient;
  accounts: readonly Account[];
  accountId: string;
}

/**
 * `/card/{accountId}/pin`: show the PIN on demand (hidden again after 30 s and when the page is left; it lives only in
 * this component's state: never logged, never in the address or in storage) and change it (PIN and repeat, the
 * brand's rules checked before anything is sent). Neither is offered on fraud cards.
 */
export function CardPin({ api, accounts, accountId }: CardPinProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const card = accounts.find((account) => String(account.accountId) === accountId && isCardAccount(account));
  if (!card) return <p>{t('detail.missing')}</p>;
  const name = `${cardName(t, card)} ${maskCardNumber(card.accountNumber)}`;
  const facts = {
    statusId: card.accountStatusId,
    isVirtual: card.cardIsVirtual === true,
    subType: card.subType,
    pauseSupported: false,
  };
  return (
    <Stack gap="lg" className="wallet-cards">
      <Link to={pathWith('card-detail', { accountId })}>{t('pin.back')}</Link>
      <h1>{t('pin.title', { name })}</h1>
      {isActionAllowed('showPin', facts) ? (
        <>
          <ShowPin api={api} accountId={accountId} />
          <GetPin api={api} accountId={accountId} />
          {isActionAllowed('changePin', facts) && <ChangePin api={api} accountId={accountId} />}
        </>
      ) : (
        <Banner tone="warning" title={t('pin.notAllowed')} />
      )}
    </Stack>
  );
}

function ShowPin({ api, accountId }: { api: ApiClient; accountId: string }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [pin, setPin] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (pin === null) return;
    const timer = setTimeout(() => setPin(null), PIN_VISIBLE_MS);
    const hideWhenHidden = () => {
      if (document.visibilityState === 'hidden') setPin(null);
    };
    document.addEventListener('visibilitychange', hideWhenHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', hideWhenHidden);
    };
  }, [pin]);

  async function show() {
    setBusy(true);
    setFailure(null);
    try {
      const reply = await api.call(cardShowPin, { accountId });
      if (live.current) setPin(reply.pinCode);
    } catch (error) {
      if (live.current) setFailure(error);
    } finally {
      if (live.current) setBusy(false);
    }
  }

  return (
    <Card title={t('pin.showTitle')}>
      <Stack gap="md">
        <p>{t('pin.showBody')}</p>
        <div aria-live="polite">
          {pin !== null && (
            <output className="wallet-cards__pin" aria-label={t('pin.value')}>
              {pin}
            </output>
          )}
        </div>
        {failure !== null && <Banner tone="error" title={errorText(failure)} />}
        <div>
          {pin === null ? (
            <Button loading={busy} onClick={() => void show()}>
              {t('pin.show')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setPin(null)}>
              {t('pin.hide')}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** "Get PIN" (spec 2 section 7): the PIN sent to the phone on file, for a customer who would rather not show it. */
function GetPin({ api, accountId }: { api: ApiClient; accountId: string }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [sent, setSent] = useState<{ channel: 'sms' | 'email'; sentTo: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function send() {
    setBusy(true);
    setFailure(null);
    setSent(null);
    try {
      const reply = await api.call(cardGetPin, { accountId });
      setSent({ channel: reply.channel, sentTo: reply.sentTo });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('pin.getTitle')}>
      <Stack gap="md">
        <p>{t('pin.getBody')}</p>
        <div aria-live="polite">
          {sent && <Banner tone="success" title={t(`pin.sent.${sent.channel}`, { destination: sent.sentTo })} />}
          {failure !== null && <Banner tone="error" title={errorText(failure)} />}
        </div>
        <div>
          <Button variant="secondary" loading={busy} onClick={() => void send()}>
            {t('pin.get')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function ChangePin({ api, accountId }: { api: ApiClient; accountId: string }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; pinRepeat?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const problemText = (problem: PinProblem) => t(`pin.problem.${problem}`);

  async function change(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    const problem = pinProblem(pin, repeat);
    if (problem) {
      setErrors(problem === 'mismatch' ? { pinRepeat: problemText(problem) } : { pin: problemText(problem) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.call(cardChangePin, { accountId, confirm: true, pin, pinRepeat: repeat });
      setPin('');
      setRepeat('');
      setDone(true);
    } catch (error) {
      const field = isApiError(error) ? error.validationErrors?.[0]?.field : undefined;
      if (field === 'pin' || field === 'pinRepeat') setErrors({ [field]: errorText(error) });
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('pin.changeTitle')}>
      <form onSubmit={(event) => void change(event)} noValidate>
        <Stack gap="md">
          <p>{t('pin.rules')}</p>
          <TextField
            label={t('pin.new')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={pin}
            error={errors.pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          />
          <TextField
            label={t('pin.repeat')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={repeat}
            error={errors.pinRepeat}
            onChange={(event) => setRepeat(event.target.value.replace(/\D/g, ''))}
          />
          <div aria-live="polite">
            {done && <Banner tone="success" title={t('pin.changed')} />}
            {failure !== null && <Banner tone="error" title={errorText(failure)} />}
          </div>
          <div>
            <Button type="submit" loading={busy}>
              {t('pin.change')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
