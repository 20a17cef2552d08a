/**
 * The review queue (outside the contract): `GET /sandbox/review` (HTML, or JSON with `?format=json` /
 * `Accept: application/json`), decisions at `POST /sandbox/review/documents/:id/:decision` (approve, reject,
 * name-mismatch, expire; form posts come back to the page, JSON posts get the document), the final review at
 * `POST /sandbox/review/customers/:id/verify`, stored files at `GET /sandbox/review/files/:id`, the stand-in
 * identity-verification provider at `/sandbox/identity-provider/:workflowRunId`, compliance's requests for an identity
 * check (`POST /sandbox/identity-checks`: a video identity job or a single verification link, e-mailed to the
 * customer), and the stand-in e-signature provider's signing page for W-forms at `/sandbox/sign/:envelopeId`.
 */
import type { Context, Hono } from 'hono';
import type { SandboxContext } from '../context';
import {
  decideDocument,
  documentFileKey,
  finalReviewQueue,
  KycError,
  reviewQueue,
  storedFile,
  verifyCustomer,
  type ReviewDecision,
} from '../domain/kyc';
import { PAGE_CSP } from '../pages/html';
import { declineEnvelope, envelopeOf, isOpenEnvelope, signEnvelope, signingSheet } from '../domain/fatca-signing';
import {
  createVideoIdentityJob,
  decideIdentityRun,
  identityRunOf,
  sendIdentityVerificationLink,
} from '../domain/identity-checks';
import { portalOrigin } from '../domain/registration';
import { findUserByEmail, type CustomerRow } from '../domain/users';
import { identityProviderPage, reviewPage, signingPage } from '../pages/review-pages';
import { jsonResponse } from './contract';
import { uploadedFileResponse } from './file-responses';
import type { SandboxEnv } from './env';

function wantsJson(c: Context<SandboxEnv>): boolean {
  const format = c.req.query('format');
  if (format) return format === 'json';
  return (
    (c.req.header('accept') ?? '').includes('application/json') ||
    (c.req.header('content-type') ?? '').includes('application/json')
  );
}

function page(body: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': PAGE_CSP,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A text field from a JSON body or a form post. */
export async function field(c: Context<SandboxEnv>, name: string): Promise<string | null> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body = await c.req.json<Record<string, unknown>>();
      return typeof body[name] === 'string' ? body[name] : null;
    } catch {
      return null;
    }
  }
  if (type.includes('form')) {
    const body = await c.req.parseBody();
    return typeof body[name] === 'string' ? body[name] : null;
  }
  return null;
}

export function registerReviewRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  const { db } = context;

  app.get('/sandbox/review', (c) => {
    const documents = reviewQueue(db);
    const finalReview = finalReviewQueue(context);
    return wantsJson(c)
      ? jsonResponse({ documents, finalReview })
      : page(reviewPage(documents, finalReview, c.req.query('decided') ?? null));
  });

  app.post('/sandbox/review/documents/:id/:decision{approve|reject|name-mismatch|expire}', async (c) => {
    const id = Number(c.req.param('id'));
    const decision = c.req.param('decision') as ReviewDecision;
    const json = wantsJson(c);
    const reason = await field(c, 'reason');
    try {
      const document = decideDocument(context, id, decision, reason);
      return json ? jsonResponse({ document }) : c.redirect(`/sandbox/review?decided=${decision}`, 303);
    } catch (error) {
      if (!(error instanceof KycError)) throw error;
      return json ? jsonResponse({ message: error.message }, 404) : c.redirect('/sandbox/review?decided=gone', 303);
    }
  });

  app.post('/sandbox/review/customers/:id/verify', (c) => {
    const id = Number(c.req.param('id'));
    const exists = db.prepare('SELECT 1 FROM customers WHERE id = ? AND verified = 0').get(id);
    if (exists) verifyCustomer(context, id);
    if (wantsJson(c))
      return exists
        ? jsonResponse({ customerId: id, verified: true })
        : jsonResponse({ message: 'No unverified customer with this id' }, 404);
    return c.redirect(`/sandbox/review?decided=${exists ? 'verified' : 'gone'}`, 303);
  });

  app.get('/sandbox/review/files/:id', (c) => {
    const file = storedFile(db, Number(c.req.param('id')));
    if (!file?.stored_name) return jsonResponse({ message: 'No such file' }, 404);
    const bytes = context.files.read(documentFileKey(file.stored_name));
    if (!bytes) return jsonResponse({ message: 'The file is no longer stored' }, 404);
    return uploadedFileResponse(bytes, file);
  });

  app.get('/sandbox/identity-provider/:id', (c) => {
    const token = c.req.query('token') ?? '';
    const run = identityRunOf(context, c.req.param('id'), token);
    if (!run)
      return page('<!doctype html><html lang="en"><title>Not found</title><h1>No such identity check</h1></html>');
    const customer = db.prepare('SELECT first_name, last_name FROM customers WHERE id = ?').get(run.customer_id) as {
      first_name: string;
      last_name: string;
    };
    return page(identityProviderPage(run, token, `${customer.first_name} ${customer.last_name}`));
  });

  app.post('/sandbox/identity-provider/:id/:outcome{complete|fail}', async (c) => {
    const token = (await field(c, 'token')) ?? c.req.query('token') ?? '';
    const reason = await field(c, 'reason');
    const run = identityRunOf(context, c.req.param('id'), token);
    const json = wantsJson(c);
    if (!run || run.status !== 'started') {
      return json
        ? jsonResponse({ message: 'No open identity check with this id and token' }, 404)
        : c.redirect(
            `/sandbox/identity-provider/${encodeURIComponent(c.req.param('id'))}?token=${encodeURIComponent(token)}`,
            303,
          );
    }
    const outcome = c.req.param('outcome') === 'complete' ? 'completed' : 'failed';
    // A reason typed in is the provider's free text; without one the sandbox's own, with its code for the client.
    const typed = reason?.trim() || null;
    if (outcome === 'failed' && !typed)
      decideIdentityRun(context, run, outcome, 'The face did not match the document.', 'faceMismatch');
    else decideIdentityRun(context, run, outcome, outcome === 'failed' ? typed : null);
    return json
      ? jsonResponse({ workflowRunId: run.id, status: outcome })
      : c.redirect(`/sandbox/identity-provider/${encodeURIComponent(run.id)}?token=${encodeURIComponent(token)}`, 303);
  });

  // Compliance asks a customer for an identity check; the link lands in the outbox (and in a JSON answer).
  app.post('/sandbox/identity-checks', async (c) => {
    const json = wantsJson(c);
    const email = (await field(c, 'to'))?.trim() ?? '';
    const kind = (await field(c, 'kind')) ?? 'video-job';
    const user = email ? findUserByEmail(db, email) : undefined;
    if (!user || (kind !== 'video-job' && kind !== 'link')) {
      const message = !user ? 'No user with this e-mail' : 'kind is video-job or link';
      return json ? jsonResponse({ message }, 400) : c.redirect('/sandbox/review?decided=identity-check-unknown', 303);
    }
    const customer = db.prepare('SELECT * FROM customers WHERE id = ?').get(user.customer_id) as CustomerRow;
    const origin = portalOrigin(null);
    const created =
      kind === 'video-job'
        ? createVideoIdentityJob(context, customer, origin)
        : sendIdentityVerificationLink(context, customer, origin);
    return json ? jsonResponse(created) : c.redirect('/sandbox/review?decided=identity-check', 303);
  });

  app.get('/sandbox/sign/:id', (c) => {
    const envelope = envelopeOf(context, c.req.param('id'));
    if (!envelope) return page(signingPage(null, null, { signerName: '', certified: false, error: null }));
    return page(
      signingPage(envelope, isOpenEnvelope(context, envelope) ? signingSheet(context, envelope) : null, {
        signerName: '',
        certified: false,
        error: null,
      }),
    );
  });

  app.post('/sandbox/sign/:id/:decision{sign|decline}', async (c) => {
    const id = c.req.param('id');
    const envelope = envelopeOf(context, id);
    const json = wantsJson(c);
    if (!envelope)
      return json
        ? jsonResponse({ message: 'No such envelope' }, 404)
        : c.redirect(`/sandbox/sign/${encodeURIComponent(id)}`, 303);
    const signerName = (await field(c, 'signerName')) ?? '';
    const certified = ['on', 'true', '1'].includes((await field(c, 'certified')) ?? '');
    try {
      if (c.req.param('decision') === 'sign') await signEnvelope(context, envelope, signerName, certified);
      else declineEnvelope(context, envelope);
    } catch (error) {
      if (!(error instanceof KycError)) throw error;
      if (json) return jsonResponse({ message: error.message, field: error.field, code: error.code }, 422);
      const open = isOpenEnvelope(context, envelope);
      return new Response(
        signingPage(envelope, open ? signingSheet(context, envelope) : null, {
          signerName,
          certified,
          error: error.message,
        }),
        {
          status: 422,
          headers: {
            'content-type': 'text/html; charset=UTF-8',
            'content-security-policy': PAGE_CSP,
            'x-content-type-options': 'nosniff',
          },
        },
      );
    }
    return json
      ? jsonResponse({ envelopeId: id, status: envelopeOf(context, id)?.status })
      : c.redirect(`/sandbox/sign/${encodeURIComponent(id)}`, 303);
  });
}
