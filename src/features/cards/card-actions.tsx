import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
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
import { CARDS_CACHE_PREFIX, cardExtrasQuery } from '../../core/cards/cards-data';
import type { RequestOf, ResponseOf } from '../../core/api/contract/define';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import {
  allowedCardActions,
  CARD_DETAILS_VISIBLE_MS,
  formatCardExpiry,
  groupsOfFour,
  type CardAction,
} from '../../core/cards/card-rules';
import { pathWith } from '../../core/navigation/route-table';
import type { QueryData } from '../../core/resource/query-options';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  Dialog,
  Inline,
  LoadGate,
  OtpInput,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useForm,
  useMessages,
  useMutation,
  useQuery,
} from '../../ui';
import { cardName } from './card-texts';
import { LoadCardDialog } from './load-card';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface CardActionsProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The brand whose PDF receipts are made (loading a card). */
  brandId: string;
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
export function CardActions(props: CardActionsProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const extras = useQuery(props.cache, cardExtrasQuery(props.api, props.card.accountId));
  return (
    <LoadGate view={extras} errorTitle={t('actions.loadError')} loadingLabel={t('loading')}>
      {(data) => <CardActionList {...props} extras={data} />}
    </LoadGate>
  );
}

type CardExtras = QueryData<ReturnType<typeof cardExtrasQuery>>;

function CardActionList({
  api,
  cache,
  brandId,
  card,
  accounts,
  canLoad,
  onChanged,
  extras,
}: CardActionsProps & { extras: CardExtras }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const name = cardName(t, card);
  const instant = useMutation(cache, {
    run: async (action: InstantAction) => {
      const payload = { accountId: card.accountId };
      if (action === 'pause') await api.call(cardPause, payload);
      else if (action === 'unpause') await api.call(cardUnpause, payload);
      else if (action === 'enrol') await api.call(cardEnrol, payload);
      else await api.call(cardUpgradeShipping, payload);
      return action;
    },
    invalidates: [CARDS_CACHE_PREFIX],
    onSuccess: (action) => {
      setNotice({ tone: 'success', text: t(`done.${action}`) });
      onChanged();
    },
    onError: (error) => setNotice({ tone: 'error', text: errorText(error) }),
  });
  const [running, setRunning] = useState<InstantAction | null>(null);
  const busy = instant.pending ? running : null;
  function runInstant(action: InstantAction) {
    setRunning(action);
    setNotice(null);
    void instant.mutate(action);
  }

  const actions = allowedCardActions({
    statusId: card.accountStatusId,
    isVirtual: card.cardIsVirtual === true,
    subType: card.subType,
    pauseSupported: extras.pauseSupported,
    shippingType: extras.shippingType,
    reissuedStatusId: card.cardReissuedStatusId,
  }).filter((action) => action !== 'load' || canLoad);
  const has = (action: CardAction) => actions.includes(action);

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
            <Button variant="secondary" loading={busy === 'pause'} onClick={() => runInstant('pause')}>
              {t('actions.pause')}
            </Button>
          )}
          {has('unpause') && (
            <Button variant="secondary" loading={busy === 'unpause'} onClick={() => runInstant('unpause')}>
              {t('actions.unpause')}
            </Button>
          )}
          {has('enrol') && !extras.enrolled && (
            <Button variant="secondary" loading={busy === 'enrol'} onClick={() => runInstant('enrol')}>
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
              onClick={() => runInstant('upgradeShipping')}
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
      {extras.enrolled && has('enrol') && <p className="wallet-cards__note">{t('enrolled')}</p>}
      <div aria-live="polite">{notice && <Banner tone={notice.tone} title={notice.text} />}</div>

      <BlockDialog
        open={dialog === 'block'}
        api={api}
        cache={cache}
        card={card}
        name={name}
        onClose={() => setDialog(null)}
        onDone={() => finished(t('done.block'))}
      />
      {dialog === 'rename' && (
        <RenameDialog
          api={api}
          cache={cache}
          card={card}
          onClose={() => setDialog(null)}
          onDone={() => finished(t('done.rename'))}
        />
      )}
      {dialog === 'reissue' && (
        <ReissueDialog
          api={api}
          cache={cache}
          card={card}
          onClose={() => setDialog(null)}
          onDone={() => finished(t('done.reissue'))}
        />
      )}
      {dialog === 'activate' && (
        <ActivateDialog
          api={api}
          cache={cache}
          card={card}
          accounts={accounts}
          onClose={() => setDialog(null)}
          onDone={() => onChanged()}
        />
      )}
      {dialog === 'details' && <DetailsDialog api={api} cache={cache} card={card} onClose={() => setDialog(null)} />}
      {dialog === 'balance' && <BalanceDialog api={api} card={card} onClose={() => setDialog(null)} />}
      {dialog === 'load' && (
        <LoadCardDialog
          api={api}
          cache={cache}
          brandId={brandId}
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

/** A dialog that changes the card: its write reloads the card reads. */
interface ChangeDialogProps extends DialogProps {
  cache: ResourceCache;
  onDone: () => void;
}

function BlockDialog({
  api,
  cache,
  card,
  name,
  open,
  onClose,
  onDone,
}: ChangeDialogProps & { name: string; open: boolean }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const block = useMutation(cache, {
    run: () => api.call(cardBlock, { accountId: card.accountId }),
    invalidates: [CARDS_CACHE_PREFIX],
    onSuccess: onDone,
  });
  const cancelRef = useRef<HTMLButtonElement>(null);

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
          <Button loading={block.pending} onClick={() => void block.mutate(undefined)}>
            {t('block.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('block.body')}</p>
      {block.error !== null && <Banner tone="error" title={errorText(block.error)} />}
    </Dialog>
  );
}

function RenameDialog({ api, cache, card, onClose, onDone }: ChangeDialogProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const rename = useMutation(cache, {
    run: (alias: string) => api.call(cardSetAlias, { accountId: card.accountId, cardAliasName: alias }),
    invalidates: [CARDS_CACHE_PREFIX],
    onSuccess: onDone,
    fieldAliases: { cardAliasName: 'alias' },
  });
  const form = useForm({
    initial: { alias: card.cardAliasName ?? '' },
    validate: (values) => (values.alias.trim().length > 30 ? { alias: 'rename.tooLong' } : {}),
    message: (key) => t(key),
    serverErrors: rename.fieldErrors,
    onSubmit: (values) => rename.mutate(values.alias.trim()),
  });
  const refusal = rename.error !== null && Object.keys(rename.fieldErrors).length === 0 ? rename.error : null;

  return (
    <Dialog open onClose={onClose} title={t('rename.title')}>
      <form {...form.formProps}>
        <Stack gap="md">
          <TextField label={t('rename.label')} hint={t('rename.hint')} maxLength={40} {...form.field('alias')} />
          {refusal !== null && <Banner tone="error" title={errorText(refusal)} />}
          <Inline gap="sm">
            <Button type="submit" loading={rename.pending}>
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

function ReissueDialog({ api, cache, card, onClose, onDone }: ChangeDialogProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const reissue = useMutation(cache, {
    run: (express: boolean) => api.call(cardReissue, { accountId: card.accountId, isExpressShipping: express }),
    invalidates: [CARDS_CACHE_PREFIX],
    onSuccess: onDone,
  });
  const form = useForm({ initial: { express: false }, onSubmit: (values) => reissue.mutate(values.express) });

  return (
    <Dialog open onClose={onClose} title={t('reissue.title')}>
      <form {...form.formProps}>
        <Stack gap="md">
          <p>{t('reissue.body')}</p>
          <label className="wallet-cards__check">
            <input
              type="checkbox"
              checked={form.values.express}
              onChange={(event) => form.setValue('express', event.target.checked)}
            />{' '}
            {t('reissue.express')}
          </label>
          {reissue.error !== null && <Banner tone="error" title={errorText(reissue.error)} />}
          <Inline gap="sm">
            <Button type="submit" loading={reissue.pending}>
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
  cache,
  card,
  accounts,
  onClose,
  onDone,
}: ChangeDialogProps & { accounts: readonly Account[] }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const { data, failure: loadFailure } = useCallOnOpen(() =>
    api.call(cardActivationData, { accountId: card.accountId }),
  );
  // The activation fee moves money: one key per attempt, so a double click or a retry charges it once.
  const keys = useMemo(() => createIdempotencyKeys(), []);
  const activate = useMutation(cache, {
    run: (request: RequestOf<typeof cardActivation>) =>
      api.call(cardActivation, request, { idempotencyKey: keys.keyFor('cardActivation', request) }),
    invalidates: [CARDS_CACHE_PREFIX],
    onSuccess: onDone,
  });

  return (
    <Dialog open onClose={onClose} title={t('activate.title')}>
      {activate.data ? (
        <Stack gap="md">
          <Banner tone="success" title={t('done.activate')} />
          <p>{t('activate.pin')}</p>
          <output className="wallet-cards__pin" aria-label={t('pin.value')}>
            {activate.data.pinCode}
          </output>
          <p className="wallet-cards__note">{t('activate.pinNote')}</p>
          <Button onClick={onClose}>{t('close')}</Button>
        </Stack>
      ) : loadFailure !== null ? (
        <Banner tone="error" title={errorText(loadFailure)} />
      ) : !data ? (
        <Spinner label={t('loading')} showLabel />
      ) : (
        <ActivateForm
          card={card}
          accounts={accounts}
          activation={data}
          pending={activate.pending}
          failure={activate.error}
          serverErrors={activate.fieldErrors}
          onClose={onClose}
          onActivate={(request) => void activate.mutate(request)}
        />
      )}
    </Dialog>
  );
}

function ActivateForm({
  card,
  accounts,
  activation,
  pending,
  failure,
  serverErrors,
  onClose,
  onActivate,
}: {
  card: Account;
  accounts: readonly Account[];
  activation: ResponseOf<typeof cardActivationData>;
  pending: boolean;
  failure: unknown;
  serverErrors: Readonly<Record<string, string>>;
  onClose: () => void;
  onActivate: (request: RequestOf<typeof cardActivation>) => void;
}) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const feeAccounts = accounts.filter((account) => account.type === 1001 && account.currencyCode === card.currencyCode);
  const params = activation.extraParams;
  const form = useForm<Record<string, string>>({
    initial: {
      ...Object.fromEntries(params.map((param) => [param.key, ''])),
      feeAccountId: String(feeAccounts[0]?.accountId ?? ''),
    },
    validate: (values) => {
      const problems: Record<string, string> = {};
      for (const param of params) {
        if (!new RegExp(param.pattern).test(values[param.key] ?? ''))
          problems[param.key] = t(`activate.invalid.${param.key}`, { defaultValue: t('activate.invalidValue') });
      }
      if (!values.feeAccountId) problems.feeAccountId = t('activate.noFeeAccount', { currency: card.currencyCode });
      return problems;
    },
    serverErrors,
    onSubmit: ({ feeAccountId = '', ...extraParams }) =>
      onActivate({ accountId: card.accountId, extraParams, feeAccountId }),
  });
  const refusal = failure !== null && Object.keys(serverErrors).length === 0 ? failure : null;

  return (
    <form {...form.formProps}>
      <Stack gap="md">
        {params.map((param) => {
          const field = form.field(param.key);
          return (
            <TextField
              key={param.key}
              label={t(`activate.param.${param.key}`, { defaultValue: param.label })}
              inputMode="numeric"
              autoComplete="off"
              {...field}
              onChange={(event) => field.onChange(event.target.value.trim())}
            />
          );
        })}
        <Select
          label={t('activate.feeAccount')}
          options={feeAccounts.map((account) => ({
            value: String(account.accountId),
            label: `${account.currencyCode} ${account.accountNumber}`,
          }))}
          {...form.field('feeAccountId')}
        />
        <p>
          {t('activate.fee')} <AmountText amount={activation.fee} currency={activation.feeCurrencyCode} />
        </p>
        {refusal !== null && <Banner tone="error" title={errorText(refusal)} />}
        <Inline gap="sm">
          <Button type="submit" loading={pending}>
            {t('activate.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </Inline>
      </Stack>
    </form>
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
function DetailsDialog({ api, cache, card, onClose }: DialogProps & { cache: ResourceCache }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const [round, setRound] = useState(0);
  const [challenge, setChallenge] = useState<{
    approvalId: number;
    channel: 'sms' | 'otp' | 'email';
    approvalSentTo: string | null;
  } | null>(null);
  const [startFailure, setStartFailure] = useState<unknown>(null);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | undefined>(undefined);
  const [details, setDetails] = useState<CardDetailsShown | null>(null);
  const [hidden, setHidden] = useState(false);
  // The details live only in this component's state, never in the shared cache.
  const reveal = useMutation(cache, {
    run: (request: RequestOf<typeof cardDetailsGet>) => api.call(cardDetailsGet, request),
    onSuccess: (shown) => setDetails(shown),
  });
  const codeError = codeProblem ?? reveal.fieldErrors.approvalCode;
  const failure = startFailure ?? (reveal.error !== null && codeError === undefined ? reveal.error : null);

  // A code is asked for each time the dialog opens, and again after the details were hidden.
  useEffect(() => {
    let current = true;
    api.call(cardDetailsApprovalStart, { accountId: card.accountId }).then(
      (started) => current && setChallenge(started),
      (error: unknown) => current && setStartFailure(error),
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
    setStartFailure(null);
    reveal.reset();
    setHidden(false);
    setCode('');
    setCodeProblem(undefined);
    setRound((value) => value + 1);
  }

  function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (!challenge) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeProblem(t('details.codeRequired'));
      return;
    }
    setCodeProblem(undefined);
    void reveal.mutate({ accountId: card.accountId, approvalId: challenge.approvalId, approvalCode: code });
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
        <form onSubmit={confirm} noValidate>
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
              <Button type="submit" loading={reveal.pending}>
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
