/**
 * The company review desk (`/sandbox/review/company`): compliance approves or rejects the documents business customers
 * uploaded for their company, its addresses and its representatives. No script: plain forms under the strict CSP.
 */
import type { CompanyReviewItem } from '../domain/company';
import { formatTime, html, layout } from './html';

const GROUP_LABELS: Record<CompanyReviewItem['group'], string> = {
  corporate: 'Corporate',
  additional: 'Additional',
  sourceOfWealth: 'Source of wealth',
  address: 'Company address',
  representative: 'Representative',
};

const DECIDED_TEXT: Record<string, string> = {
  approve: 'Approved: the company was notified.',
  reject: 'Rejected: the company was notified with the reason.',
  gone: 'That document is no longer waiting for a decision.',
};

export function companyReviewPage(items: readonly CompanyReviewItem[], decided: string | null): string {
  const status =
    decided && DECIDED_TEXT[decided] ? html`<p class="status" role="status">${DECIDED_TEXT[decided]}</p>` : '';
  const rows = items.map((item) => {
    const what = `${item.documentType} of ${item.companyName}`;
    const action = (decision: string) => `/sandbox/review/company/documents/${String(item.documentId)}/${decision}`;
    return html`<tr>
<td>${item.companyName}</td>
<td>${item.documentType}<br><span class="muted">${GROUP_LABELS[item.group]}${item.owner ? ` · ${item.owner}` : ''}</span></td>
<td><time datetime="${item.uploaded}">${formatTime(item.uploaded)}</time></td>
<td><ul>${item.files.map((file) => html`<li><a href="/sandbox/review/company/files/${String(file.id)}" target="_blank" rel="noopener">${file.fileName}</a></li>`)}</ul></td>
<td><form class="review-form" method="post" action="${action('approve')}"><button type="submit">Approve<span class="visually-hidden"> ${what}</span></button></form>
<form class="review-form" method="post" action="${action('reject')}">
<div><label for="company-reason-${String(item.documentId)}">Reason<span class="visually-hidden"> for rejecting ${what}</span></label>
<input id="company-reason-${String(item.documentId)}" name="reason" size="28" placeholder="The copy is not certified"></div>
<button type="submit">Reject<span class="visually-hidden"> ${what}</span></button></form></td>
</tr>`;
  });
  const queue = items.length
    ? html`<table>
<caption>${String(items.length)} company ${items.length === 1 ? 'document' : 'documents'} waiting for a decision</caption>
<thead><tr><th scope="col">Company</th><th scope="col">Document</th><th scope="col">Uploaded</th><th scope="col">Files</th><th scope="col">Decision</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
    : html`<p>No company document is waiting. Sign in as <code>business@demo.test</code>, upload a corporate document on the company page and come back.</p>`;
  return layout(
    'review',
    'Review: company documents',
    html`${status}<p>Decide on documents business customers uploaded for their company. <a href="/sandbox/review">Personal documents</a> are reviewed on their own page. <a href="/sandbox/review/company">Reload</a> to see new uploads.</p>
${queue}`,
  );
}
