/**
 * The review queue (`/sandbox/review`): a compliance officer's desk where uploaded documents are approved, rejected,
 * marked as a name mismatch or as expired, and customers with everything approved get their final review; and the
 * stand-in identity-verification provider's page. No script: plain forms under the sandbox's strict CSP.
 */
import type { ReviewItem } from '../domain/kyc';
import { formatTime, html, layout, type SafeHtml } from './html';

const CATEGORY_LABELS: Record<number, string> = { 1: 'Identity', 2: 'Address', 3: 'Phone', 5: 'Other', 11: 'Source of wealth', 12: 'Residence permit' };
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
  const status = decided && DECIDED_TEXT[decided] ? html`<p class="status" role="status">${DECIDED_TEXT[decided]}</p>` : '';
  const rows = items.map(
    (item) => html`<tr>
<td>${item.customerName}<br><span class="muted">${item.email}</span></td>
<td>${item.documentType}<br><span class="muted">${CATEGORY_LABELS[item.category] ?? `Category ${String(item.category)}`} · ${PURPOSE_LABELS[item.purpose]}</span></td>
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
    html`${status}<p>Decide on documents customers uploaded. Each decision changes the document's status and sends the customer a realtime notification. <a href="/sandbox/review">Reload</a> to see new uploads.</p>
${queue}
<h2>Final review</h2>
${finals || html`<p>Nobody is waiting for the final review.</p>`}`,
  );
}

export function identityProviderPage(run: { id: string; status: string; reason: string | null }, token: string, customerName: string): string {
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
