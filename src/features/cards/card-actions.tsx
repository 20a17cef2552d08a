import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import {
  cardActivation,
  cardActivationData,
  cardBalanceGet,
  cardBlock,
  cardDetailsApprovalStart,
  cardDetailsGet,
  cardEnrol,
  cardPause,
  cardReissue,
  cardSetAlias,
  cardUnpause,
  cardUpgradeShipping,
} from '../../core/api/contract/cards';
import { CARDS_CACHE_KEYS, cardLoaders } from '../../core/cards/cards-data';
import { isApiError } from '../../core/api/errors';
import {
  allowedCardActions,
  CARD_DETAILS_VISIBLE_MS,
  formatCardExpiry,
  groupsOfFour,
  type CardAction,
} from '../../core/cards/card-rules';
import { pathWith } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  Dialog,
  Inline,
  LoadErrorBanner,
  OtpInput,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useMessages,
  useResource,
} from '../../ui';
import { cardName } from './card-texts';
import { LoadCardDialog } from './load-card';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface CardActionsProps {
  api: ApiClient;
  cache: ResourceCache;
  card: Account;
  /** The customer's accounts (wallet accounts pay fees and load cards). */
  accounts: readonly Account[];
  /** The transferMoney permission flag: loading a prepaid card (spec 2 section 6). */
  canLoad: boolean;
  /** A card changed: reload the accounts and the card reads. */
  onChanged: () => void;
}

type OpenDialog = 'block' | 'rename' | 'reissue' | 'activate' | 'details' | 'balance' | 'load' | null;

/** Actions that change the card at once and only need a notice afterwards. */
type InstantAction = 'pause' | 'unpause' | 'enrol' | 'upgradeShipping';

/**
 * The actions a card offers, exactly by the status table (spec 2 section 4; core/cards/card-rules.ts): buttons for
 * what the status allows and nothing for the rest. Blocking asks first and is final.
 */
export function CardActions({ api, cache, card, accounts, canLoad, onChanged }: CardActionsProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const extras = useResource(cache, CARDS_CACHE_KEYS.extras(card.accountId), (signal) =>
    cardLoaders.extras(api, card.accountId, signal),
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState<InstantAction | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const name = cardName(t, card);

  if (extras.status === 'error' && !extras.data)
    return <LoadErrorBanner title={t('actions.loadError')} error={extras.error} onRetry={extras.reload} />;
  if (!extras.data) return <Spinner label={t('loading')} showLabel />;

  const actions = allowedCardActions({
    statusId: card.accountStatusId,
    isVirtual: card.cardIsVirtual === true,
    subType: card.subType,
    pauseSupported: extras.data.pauseSupported,
    shippingType: extras.data.shippingType,
    reissuedStatusId: card.cardReissuedStatusId,
  }).filter((action) => action !== 'load' || canLoad);
  const has = (action: CardAction) => actions.includes(action);

  async function instant(action: InstantAction) {
    setBusy(action);
    setNotice(null);
    try {
      const payload = { accountId: card.accountId };
      if (action === 'pause') await api.call(cardPause, payload);
      else if (action === 'unpause') await api.call(cardUnpause, payload);
      else if (action === 'enrol') await api.call(cardEnrol, payload);
      else await api.call(cardUpgradeShipping, payload);
      setNotice({ tone: 'success', text: t(`done.${action}`) });
      onChanged();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  const finished = (text: string) => {
    setDialog(null);
    setNotice({ tone: 'success', text });
    onChanged();
  };

  return (
    <section aria-labelledby={`card-actions-${card.accountId}`} className="wallet-cards__actions">
      <h2 id={`card-actions-${card.accountId}`}>{t('actions.title')}</h2>
      {actions.length === 0 ? (
        <p>{t('actions.none')}</p>
      ) : (
        <Inline gap="sm" wrap>
          {has('load') && <Button onClick={() => setDialog('load')}>{t('actions.load')}</Button>}
          {has('activate') && <Button onClick={() => setDialog('activate')}>{t('actions.activate')}</Button>}
          {has('balance') && (
            <Button variant="secondary" onClick={() => setDialog('balance')}>
              {t('actions.balance')}
            </Button>
          )}
          {has('details') && (
            <Button variant="secondary" onClick={() => setDialog('details')}>
              {t('actions.details')}
            </Button>
          )}
          {has('pause') && (
            <Button variant="secondary" loading={busy === 'pause'} onClick={() => void instant('pause')}>
              {t('actions.pause')}
            </Button>
          )}
          {has('unpause') && (
            <Button variant="secondary" loading={busy === 'unpause'} onClick={() => void instant('unpause')}>
              {t('actions.unpause')}
            </Button>
          )}
          {has('enrol') && !extras.data.enrolled && (
            <Button variant="secondary" loading={busy === 'enrol'} onClick={() => void instant('enrol')}>
              {t('actions.enrol')}
            </Button>
          )}
          {has('rename') && (
            <Button variant="secondary" onClick={() => setDialog('rename')}>
              {t('actions.rename')}
            </Button>
          )}
          {has('reissue') && (
            <Button variant="secondary" onClick={() => setDialog('reissue')}>
              {t('actions.reissue')}
            </Button>
          )}
          {has('upgradeShipping') && (
            <Button
              variant="secondary"
              loading={busy === 'upgradeShipping'}
              onClick={() => void instant('upgradeShipping')}
            >
              {t('actions.upgradeShipping')}
            </Button>
          )}
          {has('showPin') && (
            <Link
              className="wallet-button wallet-button--secondary"
              to={pathWith('card-pin', { accountId: card.accountId })}
            >
              {has('changePin') ? t('actions.pin') : t('actions.showPin')}
            </Link>
          )}
          {has('block') && (
            <Button variant="secondary" className="wallet-cards__danger" onClick={() => setDialog('block')}>
              {t('actions.block')}
            </Button>
          )}
        </Inline>
      )}
      {extras.data.enrolled && has('enrol') && <p className="wallet-cards__note">{t('enrolled')}</p>}
      <div aria-live="polite">{notice && <Banner tone={notice.tone} title={notice.text} />}</div>

      <BlockDialog
        open={dialog === 'block'}
        api={api}
        card={card}
        name={name}
        onClose={() => setDialog(null)}
        onDone={() => finished(t('done.block'))}
      />
      {dialog === 'rename' && (
        <RenameDialog api={api} card={card} onClose={() => setDialog(null)} onDone={() => finished(t('done.rename'))} />
      )}
      {dialog === 'reissue' && (
        <ReissueDialog
          api={api}
          card={card}
          onClose={() => setDialog(null)}
          onDone={() => finished(t('done.reissue'))}
        />
      )}
      {dialog === 'activate' && (
        <ActivateDialog
          api={api}
          card={card}
          accounts={accounts}
          onClose={() => setDialog(null)}
          onDone={() => onChanged()}
        />
      )}
      {dialog === 'details' && <DetailsDialog api={api} card={card} onClose={() => setDialog(null)} />}
      {dialog === 'balance' && <BalanceDialog api={api} card={card} onClose={() => setDialog(null)} />}
      {dialog === 'load' && (
        <LoadCardDialog
          api={api}
          card={card}
          accounts={accounts}
          onClose={() => setDialog(null)}
          onLoaded={onChanged}
        />
      )}
    </section>
  );
}

/**
 * A read made when a dialog opens and dropped when it closes (card details, the live balance and activation data
 * are not kept in the shared cache: they are secrets or change by the minute).
 */
function useCallOnOpen<T>(run: () => Promise<T>): { data: T | null; failure: unknown } {
  const [state, setState] = useState<{ data: T | null; failure: unknown }>({ data: null, failure: null });
  const runRef = useRef(run);
  useEffect(() => {
    let live = true;
    runRef.current().then(
      (data) => live && setState({ data, failure: null }),
      (failure: unknown) => live && setState({ data: null, failure }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

interface DialogProps {
  api: ApiClient;
  card: Account;
  onClose: () => void;
}

function BlockDialog({
  api,
  card,
  name,
  open,
  onClose,
  onDone,
}: DialogProps & { name: string; open: boolean; onDone: () => void }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function block() {
    setBusy(true);
    setFailure(null);
    try {
      await api.call(cardBlock, { accountId: card.accountId });
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('block.title', { name })}
      initialFocus={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {t('block.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void block()}>
            {t('block.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('block.body')}</p>
      {failure !== null && <Banner tone="error" title={errorText(failure)} />}
    </Dialog>
  );
}

function RenameDialog({ api, card, onClose, onDone }: DialogProps & { onDone: () => void }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [alias, setAlias] = useState(card.cardAliasName ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (alias.trim().length > 30) {
      setError(t('rename.tooLong'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await api.call(cardSetAlias, { accountId: card.accountId, cardAliasName: alias.trim() });
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('rename.title')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <TextField
            label={t('rename.label')}
            hint={t('rename.hint')}
            value={alias}
            maxLength={40}
            error={error}
            onChange={(event) => setAlias(event.target.value)}
          />
          <Inline gap="sm">
            <Button type="submit" loading={busy}>
              {t('rename.save')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}

function ReissueDialog({ api, card, onClose, onDone }: DialogProps & { onDone: () => void }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [express, setExpress] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function reissue(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await api.call(cardReissue, { accountId: card.accountId, isExpressShipping: express });
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('reissue.title')}>
      <form onSubmit={(event) => void reissue(event)}>
        <Stack gap="md">
          <p>{t('reissue.body')}</p>
          <label className="wallet-cards__check">
            <input type="checkbox" checked={express} onChange={(event) => setExpress(event.target.checked)} />{' '}
            {t('reissue.express')}
          </label>
          {failure !== null && <Banner tone="error" title={errorText(failure)} />}
          <Inline gap="sm">
            <Button type="submit" loading={busy}>
              {t('reissue.confirm')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}

function ActivateDialog({
  api,
  card,
  accounts,
  onClose,
  onDone,
}: DialogProps & { accounts: readonly Account[]; onDone: () => void }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const { data, failure: loadFailure } = useCallOnOpen(() =>
    api.call(cardActivationData, { accountId: card.accountId }),
  );
  const [values, setValues] = useState<Record<string, string>>({});
  const feeAccounts = accounts.filter((account) => account.type === 1001 && account.currencyCode === card.currencyCode);
  const [feeAccountId, setFeeAccountId] = useState(String(feeAccounts[0]?.accountId ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [pin, setPin] = useState<string | null>(null);

  async function activate(event: FormEvent) {
    event.preventDefault();
    if (!data) return;
    const problems: Record<string, string> = {};
    for (const param of data.extraParams) {
      if (!new RegExp(param.pattern).test(values[param.key] ?? ''))
        problems[param.key] = t(`activate.invalid.${param.key}`, { defaultValue: t('activate.invalidValue') });
    }
    if (!feeAccountId) problems.feeAccountId = t('activate.noFeeAccount', { currency: card.currencyCode });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const reply = await api.call(cardActivation, { accountId: card.accountId, extraParams: values, feeAccountId });
      setPin(reply.pinCode);
      onDone();
    } catch (failure) {
      setErrors({ form: errorText(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('activate.title')}>
      {pin !== null ? (
        <Stack gap="md">
          <Banner tone="success" title={t('done.activate')} />
          <p>{t('activate.pin')}</p>
          <output className="wallet-cards__pin" aria-label={t('pin.value')}>
            {pin}
          </output>
          <p className="wallet-cards__note">{t('activate.pinNote')}</p>
          <Button onClick={onClose}>{t('close')}</Button>
        </Stack>
      ) : loadFailure !== null ? (
        <Banner tone="error" title={errorText(loadFailure)} />
      ) : !data ? (
        <Spinner label={t('loading')} showLabel />
      ) : (
        <form onSubmit={(event) => void activate(event)} noValidate>
          <Stack gap="md">
            {data.extraParams.map((param) => (
              <TextField
                key={param.key}
                label={t(`activate.param.${param.key}`, { defaultValue: param.label })}
                inputMode="numeric"
                autoComplete="off"
                value={values[param.key] ?? ''}
                error={errors[param.key]}
                onChange={(event) => setValues({ ...values, [param.key]: event.target.value.trim() })}
              />
            ))}
            <Select
              label={t('activate.feeAccount')}
              options={feeAccounts.map((account) => ({
                value: String(account.accountId),
                label: `${account.currencyCode} ${account.accountNumber}`,
              }))}
              value={feeAccountId}
              error={errors.feeAccountId}
              onChange={(event) => setFeeAccountId(event.target.value)}
            />
            <p>
              {t('activate.fee')} <AmountText amount={data.fee} currency={data.feeCurrencyCode} />
            </p>
            {errors.form && <Banner tone="error" title={errors.form} />}
            <Inline gap="sm">
              <Button type="submit" loading={busy}>
                {t('activate.confirm')}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {t('close')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

type CardDetailsShown = {
  cardNumber: string;
  securityCode: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  holderName: string;
};

/**
 * The full card details for paying online, behind a step-up: opening the dialog sends a code by the user's approval
 * mode; the details come for that code, stay for {@link CARD_DETAILS_VISIBLE_MS} (or until the page is hidden or the
 * dialog closes) and live only in this component's state.
 */
function DetailsDialog({ api, card, onClose }: DialogProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [round, setRound] = useState(0);
  const [challenge, setChallenge] = useState<{
    approvalId: number;
    channel: 'sms' | 'otp' | 'email';
    approvalSentTo: string | null;
  } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<CardDetailsShown | null>(null);
  const [hidden, setHidden] = useState(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // A code is asked for each time the dialog opens, and again after the details were hidden.
  useEffect(() => {
    let current = true;
    api.call(cardDetailsApprovalStart, { accountId: card.accountId }).then(
      (started) => current && setChallenge(started),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [api, card.accountId, round]);

  useEffect(() => {
    if (details === null) return;
    const hide = () => {
      setDetails(null);
      setHidden(true);
    };
    const timer = setTimeout(hide, CARD_DETAILS_VISIBLE_MS);
    const hideWhenHidden = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    document.addEventListener('visibilitychange', hideWhenHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', hideWhenHidden);
    };
  }, [details]);

  function again() {
    setChallenge(null);
    setFailure(null);
    setHidden(false);
    setCode('');
    setCodeError(undefined);
    setRound((value) => value + 1);
  }

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (!challenge) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('details.codeRequired'));
      return;
    }
    setBusy(true);
    setCodeError(undefined);
    try {
      const shown = await api.call(cardDetailsGet, {
        accountId: card.accountId,
        approvalId: challenge.approvalId,
        approvalCode: code,
      });
      if (live.current) setDetails(shown);
    } catch (error) {
      if (!live.current) return;
      if (isApiError(error) && error.validationErrors?.[0]?.field === 'approvalCode') setCodeError(errorText(error));
      else setFailure(error);
    } finally {
      if (live.current) setBusy(false);
    }
  }

  const sentText = !challenge
    ? ''
    : challenge.channel === 'otp'
      ? t('details.codeOtp')
      : t(challenge.channel === 'sms' ? 'details.codeSms' : 'details.codeEmail', {
          to: challenge.approvalSentTo ?? '',
        });

  return (
    <Dialog open onClose={onClose} title={t('details.title')} actions={<Button onClick={onClose}>{t('close')}</Button>}>
      {failure !== null ? (
        <Stack gap="md">
          <Banner tone="error" title={errorText(failure)} />
          <div>
            <Button variant="secondary" onClick={again}>
              {t('details.newCode')}
            </Button>
          </div>
        </Stack>
      ) : hidden ? (
        <Stack gap="md">
          <Banner tone="info" title={t('details.hidden', { seconds: CARD_DETAILS_VISIBLE_MS / 1000 })} />
          <div>
            <Button onClick={again}>{t('details.showAgain')}</Button>
          </div>
        </Stack>
      ) : details ? (
        <Stack gap="md">
          <dl className="wallet-cards__facts">
            <dt>{t('details.number')}</dt>
            <dd className="wallet-cards__number">{groupsOfFour(details.cardNumber)}</dd>
            <dt>{t('details.expiry')}</dt>
            <dd>{formatCardExpiry(details.cardExpiryMonth, details.cardExpiryYear)}</dd>
            <dt>{t('details.securityCode')}</dt>
            <dd>{details.securityCode}</dd>
            <dt>{t('details.holder')}</dt>
            <dd>{details.holderName}</dd>
          </dl>
          <p>{t('details.hidesIn', { seconds: CARD_DETAILS_VISIBLE_MS / 1000 })}</p>
        </Stack>
      ) : !challenge ? (
        <Spinner label={t('loading')} showLabel />
      ) : (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <Stack gap="md">
            <p>{sentText}</p>
            <OtpInput
              label={t('details.code')}
              value={code}
              error={codeError}
              onChange={setCode}
              onComplete={(complete) => setCode(complete)}
            />
            <Inline gap="sm">
              <Button type="submit" loading={busy}>
                {t('details.reveal')}
              </Button>
              <Button variant="secondary" onClick={again}>
                {t('details.newCode')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

function BalanceDialog({ api, card, onClose }: DialogProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const { data: balance, failure } = useCallOnOpen(() => api.call(cardBalanceGet, { accountId: card.accountId }));
  return (
    <Dialog open onClose={onClose} title={t('balance.title')} actions={<Button onClick={onClose}>{t('close')}</Button>}>
      {failure !== null ? (
        <Banner tone="error" title={errorText(failure)} />
      ) : !balance ? (
        <Spinner label={t('loading')} showLabel />
      ) : (
        <dl className="wallet-cards__facts">
          <dt>{t('balance.available')}</dt>
          <dd>
            <AmountText amount={balance.availableBalance} currency={balance.currencyCode} />
          </dd>
          <dt>{t('balance.booked')}</dt>
          <dd>
            <AmountText amount={balance.balance} currency={balance.currencyCode} />
          </dd>
          <dt>{t('balance.pending')}</dt>
          <dd>
            <AmountText amount={balance.pendingAmount} currency={balance.currencyCode} />
          </dd>
        </dl>
      )}
    </Dialog>
  );
}
