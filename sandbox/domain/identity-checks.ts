/**
 * Identity checks with the sandbox's stand-in provider: workflow runs (`identity-verification/{workflowRunId}/{token}`
 * links), their retries, and video identity jobs compliance asks a customer for (`video-identity-job/{id}` links, one
 * run per attempt). The provider's decision (its page, `/sandbox/identity-provider/:id`) sets the customer's video
 * identity status, which the status model reads, and tells the customer in real time.
 */
import { createHash, createHmac } from 'node:crypto';
import type { SandboxContext } from '../context';
import { randomToken } from './crypto-ids';
import { KycError, notifyCustomer, refreshVerification } from './kyc';
import { sendMessage } from './outbox';
import type { CustomerRow } from './users';

/** Identity-verification runs last 30 minutes. */
export const IDENTITY_RUN_TTL_MS = 30 * 60 * 1000;
/** A video identity job's link lasts 14 days. */
export const VIDEO_JOB_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type RunStatus = 'started' | 'completed' | 'failed' | 'expired';

export interface IdentityRunRow {
  id: string;
  customer_id: number;
  token_hash: string;
  status: RunStatus;
  reason: string | null;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  job_id: string | null;
  retried_by: string | null;
}

interface JobRow {
  id: string;
  customer_id: number;
  created_at: number;
  expires_at: number;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function providerUrl(origin: string, workflowRunId: string, token: string): string {
  return `${origin}/sandbox/identity-provider/${encodeURIComponent(workflowRunId)}?token=${encodeURIComponent(token)}`;
}

/**
 * The token of a job's run is derived from the run id with the sandbox's secret: the job page (whose link holds only
 * the job id) can be handed it again on every visit without storing it.
 */
function jobRunToken(context: SandboxContext, workflowRunId: string): string {
  return createHmac('sha256', context.jwtSecret()).update(`identity-job-run:${workflowRunId}`).digest('base64url');
}

/** A run by id and token (null when either is wrong); a started run past its time is expired. */
export function identityRunOf(context: SandboxContext, workflowRunId: string, token: string): IdentityRunRow | null {
  const row = context.db.prepare('SELECT * FROM identity_verifications WHERE id = ?').get(workflowRunId) as
    IdentityRunRow | undefined;
  if (!row || row.token_hash !== tokenHash(token)) return null;
  if (row.status === 'started' && row.expires_at <= context.now()) {
    context.db.prepare("UPDATE identity_verifications SET status = 'expired' WHERE id = ?").run(row.id);
    return { ...row, status: 'expired' };
  }
  return row;
}

/** Starts a run for the customer (and job); the customer's video identity status is pending while it is open. */
export function startIdentityRun(
  context: SandboxContext,
  customerId: number,
  jobId: string | null,
): { workflowRunId: string; token: string } {
  const { db } = context;
  const workflowRunId = randomToken(12);
  const token = jobId ? jobRunToken(context, workflowRunId) : randomToken(24);
  const now = context.now();
  db.prepare(
    'INSERT INTO identity_verifications (id, customer_id, token_hash, created_at, expires_at, job_id) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(workflowRunId, customerId, tokenHash(token), now, now + IDENTITY_RUN_TTL_MS, jobId);
  db.prepare('INSERT OR IGNORE INTO kyc_profiles (customer_id) VALUES (?)').run(customerId);
  db.prepare("UPDATE kyc_profiles SET video_identity_status = 'pending' WHERE customer_id = ?").run(customerId);
  return { workflowRunId, token };
}

/**
 * A new run after a failed or expired one, authorised by the old run's token (the link is opened without signing in).
 * A run is retried once, so an old link cannot start runs without end; a job's runs stop when the job expires.
 */
export function retryIdentityRun(
  context: SandboxContext,
  run: IdentityRunRow,
): { workflowRunId: string; token: string } {
  const { db } = context;
  if (run.status === 'started')
    throw new KycError('This check is still open: finish it with the provider', null, 'runOpen');
  if (run.status === 'completed') throw new KycError('This check is complete', null, 'runCompleted');
  if (run.retried_by)
    throw new KycError('This check was already started again: open the newest link', null, 'runRetried');
  if (run.job_id) {
    const job = db.prepare('SELECT * FROM video_identity_jobs WHERE id = ?').get(run.job_id) as JobRow | undefined;
    if (!job || job.expires_at <= context.now())
      throw new KycError('This video identity request has expired', null, 'jobExpired');
  }
  return db.transaction(() => {
    const next = startIdentityRun(context, run.customer_id, run.job_id);
    db.prepare('UPDATE identity_verifications SET retried_by = ? WHERE id = ?').run(next.workflowRunId, run.id);
    return next;
  })();
}

/** The stand-in provider's decision on a run: the customer's video identity status follows it, and they are told. */
export function decideIdentityRun(
  context: SandboxContext,
  run: IdentityRunRow,
  outcome: 'completed' | 'failed',
  reason: string | null,
  reasonCode?: string,
): void {
  const { db } = context;
  db.prepare('UPDATE identity_verifications SET status = ?, reason = ?, decided_at = ? WHERE id = ?').run(
    outcome,
    reason,
    context.now(),
    run.id,
  );
  db.prepare('INSERT OR IGNORE INTO kyc_profiles (customer_id) VALUES (?)').run(run.customer_id);
  db.prepare('UPDATE kyc_profiles SET video_identity_status = ? WHERE customer_id = ?').run(
    outcome === 'completed' ? 'validated' : 'rejected',
    run.customer_id,
  );
  refreshVerification(context, run.customer_id);
  notifyCustomer(
    context,
    run.customer_id,
    outcome === 'completed'
      ? {
          type: 'info',
          severity: 'success',
          title: 'Identity check complete',
          message: 'Your video identity check was successful.',
        }
      : {
          type: 'documentFailed',
          severity: 'error',
          data: {
            document: 'Video identity check',
            documentType: 'videoIdentity',
            ...(reason ? { reason } : {}),
            ...(reasonCode ? { reasonCode } : {}),
          },
        },
  );
}

/**
 * Compliance asks a customer for a video identity check: a job with its first run, and an e-mail with the link to
 * the portal's `video-identity-job/{id}` page.
 */
export function createVideoIdentityJob(
  context: SandboxContext,
  customer: CustomerRow,
  portalOrigin: string,
): { jobId: string; link: string } {
  const { db } = context;
  const jobId = randomToken(16);
  const now = context.now();
  const link = `${portalOrigin}/video-identity-job/${encodeURIComponent(jobId)}`;
  db.transaction(() => {
    db.prepare('INSERT INTO video_identity_jobs (id, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      jobId,
      customer.id,
      now,
      now + VIDEO_JOB_TTL_MS,
    );
    startIdentityRun(context, customer.id, jobId);
  })();
  sendMessage(db, now, {
    to: customer.login,
    userEmail: customer.login,
    channel: 'email',
    subject: 'Please complete a video identity check',
    body: `Hello ${customer.first_name}, to keep your account verified we need a short video identity check. Open the link on a phone or computer with a camera: ${link} (valid for 14 days).`,
    link,
  });
  return { jobId, link };
}

/**
 * A link to one identity-verification run, e-mailed to the customer (the way the portal's kyc page or compliance sends
 * it to another device).
 */
export function sendIdentityVerificationLink(
  context: SandboxContext,
  customer: CustomerRow,
  portalOrigin: string,
): { workflowRunId: string; token: string; link: string } {
  const run = startIdentityRun(context, customer.id, null);
  const link = `${portalOrigin}/identity-verification/${encodeURIComponent(run.workflowRunId)}/${encodeURIComponent(run.token)}`;
  sendMessage(context.db, context.now(), {
    to: customer.login,
    userEmail: customer.login,
    channel: 'email',
    subject: 'Verify your identity',
    body: `Hello ${customer.first_name}, open this link to verify your identity with a short video check (valid for 30 minutes): ${link}`,
    link,
  });
  return { ...run, link };
}

export type VideoJobView = {
  jobId: string;
  status: 'open' | 'completed' | 'failed' | 'expired';
  firstName: string;
  expiresAt: string;
  run: { workflowRunId: string; token: string; status: RunStatus; reason: string | null };
};

/**
 * A job and its newest run. The run's token is handed to whoever holds the job link (the job id is the secret), so
 * the page can follow and retry the run.
 */
export function videoJobView(context: SandboxContext, jobId: string): VideoJobView | null {
  const { db } = context;
  const job = db.prepare('SELECT * FROM video_identity_jobs WHERE id = ?').get(jobId) as JobRow | undefined;
  if (!job) return null;
  const latest = db
    .prepare('SELECT * FROM identity_verifications WHERE job_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(job.id) as IdentityRunRow;
  const token = jobRunToken(context, latest.id);
  const run = identityRunOf(context, latest.id, token) ?? latest;
  const customer = db.prepare('SELECT first_name FROM customers WHERE id = ?').get(job.customer_id) as {
    first_name: string;
  };
  const expired = job.expires_at <= context.now();
  const status: VideoJobView['status'] =
    run.status === 'completed'
      ? 'completed'
      : expired
        ? 'expired'
        : run.status === 'failed'
          ? 'failed'
          : run.status === 'expired'
            ? 'failed'
            : 'open';
  return {
    jobId: job.id,
    status,
    firstName: customer.first_name,
    expiresAt: new Date(job.expires_at).toISOString(),
    run: { workflowRunId: run.id, token, status: run.status, reason: run.reason },
  };
}
