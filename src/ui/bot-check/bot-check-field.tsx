import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  BotCheckError,
  type BotCheckChallenge,
  type BotCheckFailure,
  type BotCheckProvider,
  type ChallengeBotCheckProvider,
  type WidgetBotCheckProvider,
} from '../../core/bot-check/bot-check';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { TextField } from '../field/field';
import { useCommonMessages, useMessages } from '../i18n/use-messages';
import { Spinner } from '../spinner/spinner';
import { BOT_CHECK_NAMESPACE, botCheckMessages } from './messages';

function useBotCheckMessages() {
  return useMessages(BOT_CHECK_NAMESPACE, botCheckMessages);
}

export interface BotCheckFieldProps {
  provider: BotCheckProvider;
  language: string;
  /** A token once the visitor passed, null when there is none (again). */
  onToken: (token: string | null) => void;
  /** Error of the form for this field (missing or refused token). */
  error?: string | undefined;
  /** Changing it starts a new check (after the server refused or spent the token). */
  resetKey: number;
}

/** The brand's bot check: our own accessible question, or the vendor's widget. */
export function BotCheckField(props: BotCheckFieldProps) {
  // A new resetKey remounts the check, which starts it afresh.
  return props.provider.kind === 'challenge' ? (
    <ChallengeCheck key={props.resetKey} {...props} provider={props.provider} />
  ) : (
    <WidgetCheck key={props.resetKey} {...props} provider={props.provider} />
  );
}

type ChallengeState =
  | { kind: 'loading' }
  | { kind: 'ready'; challenge: BotCheckChallenge; notice: BotCheckFailure | null }
  | { kind: 'checking'; challenge: BotCheckChallenge }
  | { kind: 'passed' }
  | { kind: 'unavailable' };

function ChallengeCheck({ provider, onToken, error }: BotCheckFieldProps & { provider: ChallengeBotCheckProvider }) {
  const t = useBotCheckMessages();
  const [state, setState] = useState<ChallengeState>({ kind: 'loading' });
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | undefined>(undefined);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });
  const controller = useRef<AbortController | null>(null);

  const fetchChallenge = useCallback(
    (notice: BotCheckFailure | null) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      onTokenRef.current(null);
      provider.newChallenge(current.signal).then(
        (challenge) => {
          if (!current.signal.aborted) setState({ kind: 'ready', challenge, notice });
        },
        () => {
          if (!current.signal.aborted) setState({ kind: 'unavailable' });
        },
      );
    },
    [provider],
  );

  /** A new question after a wrong answer, an expiry or a failure (from a click, so state can change at once). */
  function load(notice: BotCheckFailure | null) {
    setState({ kind: 'loading' });
    setAnswer('');
    fetchChallenge(notice);
  }

  useEffect(() => {
    fetchChallenge(null);
    return () => controller.current?.abort();
  }, [fetchChallenge]);

  async function check() {
    if (state.kind !== 'ready') return;
    if (answer.trim() === '') {
      setAnswerError(t('answerRequired'));
      return;
    }
    setAnswerError(undefined);
    const { challenge } = state;
    setState({ kind: 'checking', challenge });
    try {
      const token = await provider.answer(challenge.challengeId, answer);
      setState({ kind: 'passed' });
      onTokenRef.current(token);
    } catch (failure) {
      const reason = failure instanceof BotCheckError ? failure.reason : 'unavailable';
      if (reason === 'unavailable') setState({ kind: 'unavailable' });
      else load(reason);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter answers the question instead of sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void check();
    }
  }

  return (
    <fieldset className="wallet-bot-check" aria-describedby={error ? 'bot-check-error' : undefined}>
      <legend className="wallet-field__label">{t('legend')}</legend>
      {error && (
        <p id="bot-check-error" className="wallet-field__error">
          {error}
        </p>
      )}
      {state.kind === 'loading' && <Spinner label={t('loading')} showLabel />}
      {state.kind === 'unavailable' && (
        <Banner
          tone="error"
          actions={
            <Button variant="secondary" onClick={() => load(null)}>
              {t('retry')}
            </Button>
          }
        >
          {t('unavailable')}
        </Banner>
      )}
      {(state.kind === 'ready' || state.kind === 'checking') && (
        <div className="wallet-bot-check__question">
          {state.kind === 'ready' && state.notice && <p role="status">{t(`${state.notice}`)}</p>}
          <TextField
            label={t('question', { a: state.challenge.a, b: state.challenge.b })}
            name="botCheckAnswer"
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            error={answerError}
            onChange={(event) => setAnswer(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" loading={state.kind === 'checking'} onClick={() => void check()}>
            {t('check')}
          </Button>
        </div>
      )}
      {state.kind === 'passed' && (
        <p role="status" className="wallet-bot-check__passed">
          <span aria-hidden="true">✓ </span>
          {t('passed')}
        </p>
      )}
    </fieldset>
  );
}

function WidgetCheck({
  provider,
  language,
  onToken,
  error,
}: BotCheckFieldProps & { provider: WidgetBotCheckProvider }) {
  const t = useBotCheckMessages();
  const common = useCommonMessages();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    onTokenRef.current(null);
    const handle = provider.mount(element, language, {
      onToken: (token) => onTokenRef.current(token),
      onExpired: () => onTokenRef.current(null),
      onError: () => setFailed(true),
    });
    return () => handle.remove();
  }, [provider, language]);

  return (
    <fieldset className="wallet-bot-check">
      <legend className="wallet-field__label">{t('legend')}</legend>
      {error && (
        <p className="wallet-field__error">
          <span className="wallet-visually-hidden">{common('errors.prefix')} </span>
          {error}
        </p>
      )}
      {failed && <Banner tone="error">{t('unavailable')}</Banner>}
      <div ref={container} />
    </fieldset>
  );
}
