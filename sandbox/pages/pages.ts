/** The person-facing pages: overview, outbox and device approvals. */
import type { PendingPushLogin } from '../domain/login-keys';
import type { OutboxMessage } from '../domain/outbox';
import type { PendingPushTransfer } from '../domain/p2p-transfers';
import { formatTime, html, layout, type SafeHtml } from './html';

export function outboxPage(messages: readonly OutboxMessage[], to: string | null): string {
  const rows = messages.map(
    (message) => html`<tr>
<td><time datetime="${message.createdAt}">${formatTime(message.createdAt)}</time></td>
<td>${message.channel}</td>
<td>${message.to}</td>
<td><strong>${message.subject}</strong><br>${message.body}</td>
<td>${message.code ? html`<span class="code">${message.code}</span>` : html`<span class="muted">none</span>`}</td>
<td>${message.link ? html`<a href="${message.link}">${message.link}</a>` : html`<span class="muted">none</span>`}</td>
</tr>`,
  );
  const caption = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}${to ? ` to ${to}` : ''}, newest first`;
  const table = messages.length
    ? html`<table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Message</th><th scope="col">Code</th><th scope="col">Link</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
    : html`<p>No messages${to ? html` to <strong>${to}</strong>` : ''} yet. Sign in as <code>otp@demo.test</code>, <code>sms@demo.test</code> or <code>device@demo.test</code> to receive a code.</p>`;
  return layout(
    'outbox',
    'Outbox',
    html`<p>E-mails, SMS and authenticator codes the sandbox has sent. Reload the page to see new ones.</p>
<form class="filter" method="get" action="/sandbox/outbox">
<div><label for="outbox-to">Recipient (e-mail or phone)</label>
<input id="outbox-to" name="to" type="search" autocomplete="off" value="${to ?? ''}"></div>
<button type="submit">Filter</button>
<a href="/sandbox/outbox">Show all</a>
<a href="/sandbox/outbox?format=json">JSON</a>
</form>
${table}`,
  );
}

const DECISION_TEXT: Record<string, string> = {
  approved: 'Sign-in approved. The waiting browser continues.',
  declined: 'Sign-in declined. The waiting browser shows that it was declined.',
  gone: 'That request is no longer waiting (it expired or was already decided).',
  paymentApproved: 'Payment approved. The waiting page shows it as paid.',
  paymentDeclined: 'Payment declined. Nothing was booked.',
};

function transactionsTable(transactions: readonly PendingPushTransfer[]): SafeHtml {
  if (!transactions.length)
    return html`<p>No payment is waiting. Pay an invoice as <code>push@demo.test</code> and come back.</p>`;
  const rows = transactions.map(
    (payment) => html`<tr>
<td>${payment.email}</td>
<td>${payment.amount}</td>
<td>${payment.payee}</td>
<td><time datetime="${payment.createdAt}">${formatTime(payment.createdAt)}</time></td>
<td><time datetime="${payment.expiresAt}">${formatTime(payment.expiresAt)}</time></td>
<td>${String(payment.resends)}</td>
<td><div class="actions">
<form method="post" action="/sandbox/device/transactions/${String(payment.transactionId)}/approve"><button type="submit">Approve<span class="visually-hidden"> payment ${String(payment.transactionId)} of ${payment.email}</span></button></form>
<form method="post" action="/sandbox/device/transactions/${String(payment.transactionId)}/decline"><button type="submit">Decline<span class="visually-hidden"> payment ${String(payment.transactionId)} of ${payment.email}</span></button></form>
</div></td>
</tr>`,
  );
  return html`<table>
<caption>${transactions.length} waiting ${transactions.length === 1 ? 'payment' : 'payments'}</caption>
<thead><tr><th scope="col">User</th><th scope="col">Amount</th><th scope="col">To</th><th scope="col">Requested</th><th scope="col">Expires</th><th scope="col">Re-sent</th><th scope="col">Decision</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

export function devicePage(
  pending: readonly PendingPushLogin[],
  decided: string | null,
  transactions: readonly PendingPushTransfer[] = [],
): string {
  const status =
    decided && DECISION_TEXT[decided] ? html`<p class="status" role="status">${DECISION_TEXT[decided]}</p>` : '';
  const rows = pending.map(
    (login) => html`<tr>
<td>${login.email}</td>
<td>${login.devices.length ? login.devices.join(', ') : html`<span class="muted">none linked</span>`}</td>
<td><time datetime="${login.createdAt}">${formatTime(login.createdAt)}</time></td>
<td><time datetime="${login.expiresAt}">${formatTime(login.expiresAt)}</time></td>
<td>${String(login.resendCount)}</td>
<td><div class="actions">
<form method="post" action="/sandbox/device/${encodeURIComponent(login.loginKey)}/approve"><button type="submit">Approve<span class="visually-hidden"> sign-in of ${login.email}</span></button></form>
<form method="post" action="/sandbox/device/${encodeURIComponent(login.loginKey)}/decline"><button type="submit">Decline<span class="visually-hidden"> sign-in of ${login.email}</span></button></form>
</div></td>
</tr>`,
  );
  const table = pending.length
    ? html`<table>
<caption>${pending.length} waiting ${pending.length === 1 ? 'sign-in' : 'sign-ins'}</caption>
<thead><tr><th scope="col">User</th><th scope="col">Linked devices</th><th scope="col">Requested</th><th scope="col">Expires</th><th scope="col">Re-sent</th><th scope="col">Decision</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
    : html`<p>No sign-in is waiting. Sign in as <code>push@demo.test</code> and come back.</p>`;
  return layout(
    'device',
    'Device: push approvals',
    html`${status}<p>This page stands in for the phone app: approve or decline push sign-ins and payments. <a href="/sandbox/device">Reload</a> to see new requests.</p>
<h2>Sign-ins</h2>
${table}
<h2>Payments</h2>
${transactionsTable(transactions)}`,
  );
}

export interface DemoUserView {
  email: string;
  flow: string;
  role: string;
}

export function homePage(users: readonly DemoUserView[], password: string): string {
  const rows = users.map(
    (user) => html`<tr><td><code>${user.email}</code></td><td>${user.flow}</td><td>${user.role}</td></tr>`,
  );
  return layout(
    'home',
    'Wallet sandbox',
    html`<p>A local server that speaks the bank API. Every demo user's password is <code>${password}</code>.</p>
<table>
<caption>Demo users</caption>
<thead><tr><th scope="col">Login</th><th scope="col">Sign-in flow</th><th scope="col">Role and state</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<h2>Control endpoints</h2>
<ul>
<li><a href="/sandbox/outbox">Outbox</a> (codes and links sent by e-mail and SMS)</li>
<li><a href="/sandbox/device">Device</a> (approve push sign-ins)</li>
<li><a href="/sandbox/review">Review</a> (approve or reject uploaded documents)</li>
<li><a href="/sandbox/faults">Faults</a>, <a href="/sandbox/stats">call statistics</a>, <a href="/sandbox/health">health</a> (JSON)</li>
</ul>`,
  );
}
