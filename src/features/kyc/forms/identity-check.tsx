import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../../core/api/client';
import type { ResponseOf } from '../../../core/api/contract/define';
import { identityJobGet, identityVerificationGet, identityVerificationRetry } from '../../../core/api/contract/kyc';
import { isApiError } from '../../../core/api/errors';
import {
  Banner,
  Button,
  LoadErrorBanner,
  Spinner,
  Stack,
  useCommonMessages,
  useErrorText,
  useLanguage,
} from '../../../ui';
import { useKycFormsMessages } from './forms-messages';

/** While a check is open the page asks for its state this often (and whenever the customer comes back to it). */
export const IDENTITY_POLL_MS = 3000;

type RunState = ResponseOf<typeof identityVerificationGet>;
type Load<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'error'; error: unknown };

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'TA1');
}

/**
 * Loads a value now, again while `keepPolling` says so, and whenever the page becomes visible or focused. Keeps what
 * it shows while it reloads; a failed reload after a good one keeps the good one.
 */
function usePolled<T>(
  load: (signal: AbortSignal) => Promise<T>,
  keepPolling: (data: T) => boolean,
  key: string,
  pollMs: number,
) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  const pollRef = useRef(keepPolling);
  useEffect(() => {
    loadRef.current = load;
    pollRef.current = keepPolling;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadRef.current(controller.signal).then(
      (data) => {
        setState({ status: 'ready', data });
        if (pollRef.current(data)) timer = setTimeout(() => setTick((value) => value + 1), pollMs);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          current.status === 'ready'
            ? current
            : isNotFound(error)
              ? { status: 'notFound' }
              : { status: 'error', error },
        );
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, tick, pollMs]);

  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') setTick((value) => value + 1);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, []);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setTick((value) => value + 1);
  }, []);
  return { state, reload };
}

export interface IdentityRunPanelProps {
  api: ApiClient;
  workflowRunId: string;
  token: string;
  /** A new run was started after a failure: the page moves to it (a new link) or re-reads its job. */
  onRetried: (run: { workflowRunId: string; token: string }) => void;
  pollMs?: number | undefined;
}

/**
 * One identity-verification run: the way to the provider while it is open (the page follows it until it ends),
 * the outcome, and a new attempt after a failure or expiry.
 */
export function IdentityRunPanel({
  api,
  workflowRunId,
  token,
  onRetried,
  pollMs = IDENTITY_POLL_MS,
}: IdentityRunPanelProps) {
  const { t } = useKycFormsMessages();
  const errorText = useErrorText();
  const { state, reload } = usePolled(
    (signal) => api.call(identityVerificationGet, { workflowRunId, token }, { signal }),
    (run: RunState) => run.status === 'started',
    `${workflowRunId}/${token}`,
    pollMs,
  );
  const [opened, setOpened] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [retryFailure, setRetryFailure] = useState<unknown>(null);

  async function retry() {
    setRetrying(true);
    setRetryFailure(null);
    try {
      const next = await api.call(identityVerificationRetry, { workflowRunId, token });
      setOpened(false);
      onRetried(next);
    } catch (error) {
      setRetryFailure(error);
    } finally {
      setRetrying(false);
    }
  }

  if (state.status === 'loading') return <Spinner label={t('identity.loading')} showLabel />;
  if (state.status === 'notFound') return <Banner tone="error">{t('identity.notFound')}</Banner>;
  if (state.status === 'error') {
    return <LoadErrorBanner title={t('identity.loadError')} error={state.error} onRetry={reload} />;
  }
  const run = state.data;
  const retryProblem = retryFailure !== null && (
    <Banner tone="error" title={t('identity.retryFailed')}>
      {isApiError(retryFailure) && retryFailure.status === 409 ? t('identity.retried') : errorText(retryFailure)}
    </Banner>
  );
  switch (run.status) {
    case 'started':
      return (
        <Stack gap="md">
          <p>{t('identity.intro')}</p>
          <p>
            <a
              className="wallet-button wallet-button--primary"
              href={run.providerUrl}
              target="_blank"
              rel="noopener"
              onClick={() => setOpened(true)}
            >
              {t('identity.start')}
            </a>
          </p>
          <div role="status" aria-live="polite">
            {opened && <Spinner label={t('identity.waiting')} showLabel />}
          </div>
        </Stack>
      );
    case 'completed':
      return (
        <Banner tone="success" title={t('identity.completedTitle')}>
          {t('identity.completedBody')}
        </Banner>
      );
    case 'failed':
      return (
        <Stack gap="md">
          <Banner
            tone="error"
            title={t('identity.failedTitle')}
            actions={
              <Button onClick={retry} loading={retrying}>
                {t('identity.retry')}
              </Button>
            }
          >
            {run.reason && <p>{t('identity.failedReason', { reason: run.reason })}</p>}
            <p>{t('identity.failedBody')}</p>
          </Banner>
          {retryProblem}
        </Stack>
      );
    case 'expired':
      return (
        <Stack gap="md">
          <Banner
            tone="warning"
            title={t('identity.expiredTitle')}
            actions={
              <Button onClick={retry} loading={retrying}>
                {t('identity.restart')}
              </Button>
            }
          >
            {t('identity.expiredBody')}
          </Banner>
          {retryProblem}
        </Stack>
      );
  }
}

export interface IdentityVerificationProps {
  api: ApiClient;
  workflowRunId: string;
  token: string;
  onRetried: (run: { workflowRunId: string; token: string }) => void;
  pollMs?: number | undefined;
}

/** The `identity-verification/{workflowRunId}/{token}` page: a link opened on any device, without signing in. */
export function IdentityVerification(props: IdentityVerificationProps) {
  const { t, ready } = useKycFormsMessages();
  const common = useCommonMessages();
  if (!ready) return <Spinner label={common('status.loading')} showLabel />;
  return (
    <div className="wallet-kyc">
      <Stack gap="lg">
        <h1 className="wallet-kyc__title">{t('identity.title')}</h1>
        <IdentityRunPanel {...props} />
      </Stack>
    </div>
  );
}

type Job = ResponseOf<typeof identityJobGet>['job'];

/**
 * The `video-identity-job/{id}` page: the check compliance asked for, greeted by name, with its current run; a retry
 * starts the job's next run on the same page.
 */
export function VideoIdentityJob({
  api,
  jobId,
  pollMs = IDENTITY_POLL_MS,
}: {
  api: ApiClient;
  jobId: string;
  pollMs?: number | undefined;
}) {
  const { t, ready } = useKycFormsMessages();
  const common = useCommonMessages();
  const language = useLanguage();
  const { state, reload } = usePolled(
    (signal) => api.call(identityJobGet, { jobId }, { signal }).then((reply) => reply.job),
    () => false,
    jobId,
    pollMs,
  );
  if (!ready) return <Spinner label={common('status.loading')} showLabel />;
  let body;
  if (state.status === 'loading') body = <Spinner label={t('identity.loading')} showLabel />;
  else if (state.status === 'notFound') body = <Banner tone="error">{t('identity.notFound')}</Banner>;
  else if (state.status === 'error') {
    body = <LoadErrorBanner title={t('identity.loadError')} error={state.error} onRetry={reload} />;
  } else {
    const job: Job = state.data;
    const until = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(job.expiresAt));
    body =
      job.status === 'expired' ? (
        <Banner tone="warning" title={t('identity.jobExpiredTitle')}>
          {t('identity.jobExpiredBody')}
        </Banner>
      ) : (
        <Stack gap="md">
          {job.status !== 'completed' && <p>{t('identity.greeting', { name: job.firstName })}</p>}
          <IdentityRunPanel
            api={api}
            workflowRunId={job.run.workflowRunId}
            token={job.run.token}
            onRetried={reload}
            pollMs={pollMs}
          />
          {job.status !== 'completed' && <p>{t('identity.expiresOn', { date: until })}</p>}
        </Stack>
      );
  }
  return (
    <div className="wallet-kyc">
      <Stack gap="lg">
        <h1 className="wallet-kyc__title">{t('identity.jobTitle')}</h1>
        {body}
      </Stack>
    </div>
  );
}
