/**
 * The sandbox's support desk page (`/sandbox/support`): the newest tickets with their latest messages, where an agent
 * answers (the customer gets a zohoNewMessage notice), closes a ticket, or closes it for want of an answer
 * (zohoClosedNoReply); and the switch that makes the desk answer every call with HTTP 429. No script: plain forms.
 */
import type { DeskTicketView } from '../domain/support-tickets';
import { DEFAULT_AGENT_NAME } from '../domain/support-tickets';
import { formatTime, html, layout } from './html';

function ticketSection({ ticket, threads }: DeskTicketView) {
  const id = String(ticket.id);
  const what = `ticket #${ticket.ticket_number}`;
  const messages = threads.map(
    (thread) =>
      html`<p class="desk-thread"><strong>${thread.direction === 'in' ? `${thread.authorName} (customer)` : `${thread.authorName} (agent)`}</strong>, <time datetime="${thread.createdTime}">${formatTime(thread.createdTime)}</time>${thread.attachments.length ? html` <span class="muted">(${String(thread.attachments.length)} ${thread.attachments.length === 1 ? 'attachment' : 'attachments'})</span>` : ''}<br>${thread.content}</p>`,
  );
  return html`<section aria-labelledby="ticket-${id}">
<h2 id="ticket-${id}">#${ticket.ticket_number}: ${ticket.subject}</h2>
<p class="muted">${ticket.email} · ${ticket.status}</p>
${messages}
<form class="review-form" method="post" action="/sandbox/support/tickets/${id}/reply">
<div><label for="reply-${id}">Reply<span class="visually-hidden"> to ${what}</span></label><textarea id="reply-${id}" name="content" rows="3" required></textarea></div>
<div><label for="agent-${id}">Agent<span class="visually-hidden"> answering ${what}</span></label><input id="agent-${id}" name="agent" value="${DEFAULT_AGENT_NAME}" size="18"></div>
<button type="submit">Send reply<span class="visually-hidden"> to ${what}</span></button></form>
<div class="actions">
<form method="post" action="/sandbox/support/tickets/${id}/close"><button type="submit">Close<span class="visually-hidden"> ${what}</span></button></form>
<form method="post" action="/sandbox/support/tickets/${id}/close-no-reply"><button type="submit">Close without reply<span class="visually-hidden"> ${what}</span></button></form>
</div>
</section>`;
}

export function supportDeskPage(
  tickets: readonly DeskTicketView[],
  state: { done: string | null; rateLimited: boolean },
): string {
  const status = state.done ? html`<p class="status" role="status">${state.done}</p>` : '';
  const limit = state.rateLimited
    ? html`<p>The desk answers every call with <strong>HTTP 429</strong> (too many requests).</p>
<form method="post" action="/sandbox/support/rate-limit/off"><button type="submit">Answer normally</button></form>`
    : html`<p>The desk answers normally.</p>
<form method="post" action="/sandbox/support/rate-limit/on"><button type="submit">Answer 429 to every call</button></form>`;
  return layout(
    'support',
    'Support desk',
    html`${status}<p>The newest tickets of all customers with their latest messages. A reply or a close without reply sends the customer a realtime notice.</p>
<h2>Rate limit</h2>
${limit}
${tickets.length ? tickets.map(ticketSection) : html`<p>No ticket yet. Sign in as <code>support@demo.test</code> and open one.</p>`}`,
  );
}
