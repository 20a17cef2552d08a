/**
 * The review queue (`/sandbox/review`): a compliance officer's desk where uploaded documents are approved, rejected,
 * marked as a name mismatch or as expired, and customers with everything approved get their final review; and the
 * stand-in identity-verification provider's page. No script: plain forms under the sandbox's strict CSP.
 */
import type { EnvelopeRow, SigningSheet } from '../domain/fatca-signing';
import { CATEGORY_NAMES, type ReviewItem } from '../domain/kyc';
import { formatTime, html, layout, signatureStatusPage, type SafeHtml } from './html';

const PURPOSE_LABELS: Record<ReviewItem['purpose'], string> = {
  kyc: 'Verification',
  dueDiligence: 'Due diligence',
  limit: 'Limited account',
  duplicate: 'Duplicate documents',
  fatca: 'FATCA/CRS',
};

const DECIDED_TEXT: Record<string, string> = {
  approve: 'Approved: the customer was notified.',
  reject: 'Rejected: the customer was notified with the reason.',
  'name-mismatch': 'Marked as a name mismatch: the customer was notified.',
  expire: 'Marked as expired: the customer was notified.',
  verified: 'The customer is verified and was notified.',
  gone: 'That document is no longer waiting for a decision.',
  'identity-check': "The identity check was requested: the link is in the customer's e-mail (outbox).",
  'identity-check-unknown': 'No user has that e-mail address.',
};

function sizeText(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

function decisionForms(item: ReviewItem): SafeHtml {
  const action = (decision: string) => `/sandbox/review/documents/${item.documentId}/${decision}`;
  const what = `${item.documentType} of ${item.customerName}`;
  return html`<form class="review-form" method="post" action="${action('approve')}"><button type="submit">Approve<span class="visually-hidden"> ${what}</span></button></form>
<form class="review-form" method="post" action="${action('reject')}">
<div><label for="reason-${String(item.documentId)}">Reason<span class="visually-hidden"> for rejecting ${what}</span></label>
<input id="reason-${String(item.documentId)}" name="reason" size="28" placeholder="The photo is blurred"></div>
<button type="submit">Reject<span class="visually-hidden"> ${what}</span></button></form>
<form class="review-form" method="post" action="${action('name-mismatch')}"><button type="submit">Name mismatch<span class="visually-hidden">: ${what}</span></button></form>`;
}

export function reviewPage(
  items: readonly ReviewItem[],
  finalReview: readonly { customerId: number; customerName: string; email: string }[],
  decided: string | null,
): string {
  const status =
    decided && DECIDED_TEXT[decided] ? html`<p class="status" role="status">${DECIDED_TEXT[decided]}</p>` : '';
  const rows = items.map(
    (item) => html`<tr>
<td>${item.customerName}<br><span class="muted">${item.email}</span></td>
<td>${item.documentType}<br><span class="muted">${CATEGORY_NAMES[item.category] ?? `Category ${String(item.category)}`} · ${PURPOSE_LABELS[item.purpose]}</span></td>
<td><time datetime="${item.uploaded}">${formatTime(item.uploaded)}</time></td>
<td><ul>${item.files.map(
      (file) =>
        html`<li><a href="/sandbox/review/files/${String(file.id)}" target="_blank" rel="noopener">${file.fileName}</a> <span class="muted">(${file.part}, ${sizeText(file.size)})</span></li>`,
    )}</ul></td>
<td>${decisionForms(item)}</td>
</tr>`,
  );
  const queue = items.length
    ? html`<table>
<caption>${String(items.length)} ${items.length === 1 ? 'document' : 'documents'} waiting for a decision</caption>
<thead><tr><th scope="col">Customer</th><th scope="col">Document</th><th scope="col">Uploaded</th><th scope="col">Files</th><th scope="col">Decision</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
    : html`<p>No document is waiting. Sign in as <code>unverified@demo.test</code>, upload documents and come back.</p>`;
  const finals = finalReview.length
    ? html`<table>
<caption>Customers with everything approved, waiting for the final review</caption>
<thead><tr><th scope="col">Customer</th><th scope="col">Decision</th></tr></thead>
<tbody>${finalReview.map(
        (customer) => html`<tr><td>${customer.customerName}<br><span class="muted">${customer.email}</span></td>
<td><form class="review-form" method="post" action="/sandbox/review/customers/${String(customer.customerId)}/verify"><button type="submit">Verify customer<span class="visually-hidden"> ${customer.customerName}</span></button></form></td></tr>`,
      )}</tbody>
</table>`
    : '';
  return layout(
    'review',
    'Review: uploaded documents',
    html`${status}<p>Decide on documents customers uploaded. Each decision changes the document's status and sends the customer a realtime notification. <a href="/sandbox/review">Reload</a> to see new uploads. Company documents are reviewed on <a href="/sandbox/review/company">their own page</a>.</p>
${queue}
<h2>Final review</h2>
${finals || html`<p>Nobody is waiting for the final review.</p>`}
<h2>Ask for an identity check</h2>
<p>Sends the customer an e-mail (see the outbox) with a link to a video identity check on the stand-in provider.</p>
<form class="review-form" method="post" action="/sandbox/identity-checks">
<div><label for="check-to">Customer's e-mail</label><input id="check-to" name="to" type="email" size="28" required placeholder="in-review@demo.test"></div>
<div><label for="check-kind">Kind</label><select id="check-kind" name="kind"><option value="video-job">Video identity job</option><option value="link">Single verification link</option></select></div>
<button type="submit">Send the request</button></form>`,
  );
}

export function identityProviderPage(
  run: { id: string; status: string; reason: string | null },
  token: string,
  customerName: string,
): string {
  const open = run.status === 'started';
  const body = open
    ? html`<p>This page stands in for the identity-verification provider: a real one would film ${customerName}'s face and document.</p>
<form class="review-form" method="post" action="/sandbox/identity-provider/${encodeURIComponent(run.id)}/complete">
<input type="hidden" name="token" value="${token}"><button type="submit">Complete the check</button></form>
<form class="review-form" method="post" action="/sandbox/identity-provider/${encodeURIComponent(run.id)}/fail">
<input type="hidden" name="token" value="${token}">
<div><label for="fail-reason">Reason</label><input id="fail-reason" name="reason" size="32" placeholder="The face did not match the document"></div>
<button type="submit">Fail the check</button></form>`
    : html`<p class="status" role="status">This check is ${run.status}${run.reason ? html`: ${run.reason}` : ''}. You can close this page.</p>`;
  return layout('review', 'Identity verification provider', body);
}

const ENVELOPE_STATUS_TEXT: Record<EnvelopeRow['status'], string> = {
  sent: 'This signing link has expired. Ask for a new one in the app.',
  completed:
    'Signed. Thank you: the signed form was sent to the bank for review. You can close this page and return to the app.',
  declined: 'You declined to sign. You can close this page; the app offers the form again when you are ready.',
  voided: 'This signing link was replaced by a newer one. Use the newest link from the app.',
};

/** The stand-in e-signature provider: the form filled in, the certification, and the signature by typed name. */
export function signingPage(
  envelope: EnvelopeRow | null,
  sheet: SigningSheet | null,
  state: { signerName: string; certified: boolean; error: string | null },
): string {
  if (!envelope) return signatureStatusPage('There is nothing to sign at this address.');
  if (!sheet) return signatureStatusPage(ENVELOPE_STATUS_TEXT[envelope.status]);
  const action = (decision: string) => `/sandbox/sign/${encodeURIComponent(envelope.id)}/${decision}`;
  const error = state.error ? html`<p class="status" role="alert" id="sign-error">${state.error}</p>` : '';
  return layout(
    'review',
    'Electronic signature',
    html`<p>This page stands in for the e-signature provider. Check the form, then sign it by typing your full name.</p>
<h2>${sheet.title}</h2>
<table>
<caption>Filled in from your answers</caption>
<tbody>${sheet.rows.map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}</tbody>
</table>
<h2>Certification</h2>
<p>Under penalties of perjury, I certify that:</p>
<ol>${sheet.certifications.map((text) => html`<li>${text}</li>`)}</ol>
${error}
<form method="post" action="${action('sign')}">
<p><input id="certified" name="certified" type="checkbox" value="on"${state.certified ? html` checked` : ''}> <label for="certified">I certify the statements above</label></p>
<p><label for="signer-name">Type your full name to sign (${sheet.customerName})</label><br>
<input id="signer-name" name="signerName" size="32" autocomplete="name" required value="${state.signerName}"${state.error ? html` aria-describedby="sign-error"` : ''}></p>
<p><button type="submit">Sign ${sheet.form === 'w9' ? 'Form W-9' : 'Form W-8BEN'}</button></p>
</form>
<form method="post" action="${action('decline')}"><button type="submit">Decline to sign</button></form>`,
  );
}
