import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  TICKET_MESSAGE_MAX,
  type TicketAttachment,
  type TicketDetail,
  type TicketThread,
  type UploadedAttachment,
} from '../../core/api/contract/support-tickets';
import { displayFileName } from '../../core/api/contract/common';
import { formatFileSize } from '../../core/files/file-checks';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { SupportDesk } from '../../core/support/support-desk';
import {
  attachmentDownloadUrl,
  conversationQuery,
  markTicketRead,
  sendTicketReply,
  SUPPORT_TICKETS_KEY,
  ticketByNumberQuery,
  ticketKeyPrefix,
  threadQuery,
  ticketQuery,
  ticketStateOf,
} from '../../core/support/support-tickets';
import {
  Banner,
  Button,
  InAppLink,
  LoadErrorBanner,
  Spinner,
  Stack,
  useErrorText,
  useForm,
  useFreeTextCheck,
  useLanguage,
  useMessages,
  useMutation,
  useQuery,
} from '../../ui';
import { AttachmentPicker } from './attachment-picker';
import { MessageField } from './message-field';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';
import { SupportBusyBanner, useSupportBackoff } from './support-busy';

export interface TicketViewProps {
  desk: SupportDesk;
  cache: ResourceCache;
  /** The ticket's number: the one the customer sees in the list, the heading, the address and the notices. */
  ticketNumber: string;
  listHref: string;
  navigate: (path: string) => void;
}

/** Starts a download of a file behind a short-lived link (the desk's answer says it is an attachment). */
function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

function AttachmentList({
  attachments,
  onDownload,
}: {
  attachments: readonly TicketAttachment[];
  onDownload: (attachment: TicketAttachment) => void;
}) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const language = useLanguage();
  return (
    <ul className="wallet-support__file-list" aria-label={t('ticket.attachments')}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <Button variant="link" onClick={() => onDownload(attachment)}>
            {t('ticket.download', { name: displayFileName(attachment.name) })}
          </Button>{' '}
          <span className="wallet-support__muted">{formatFileSize(attachment.size, language)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One ticket, opened by its number: the number is looked up once (the desk's id stays behind the screen), then the
 * conversation and the reply form show. A number the customer has no ticket of says so, with the way back.
 */
export function TicketView({ desk, cache, ticketNumber, listHref, navigate }: TicketViewProps) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const found = useQuery(cache, ticketByNumberQuery(desk, ticketNumber));
  const { reload } = found;
  const blockedUntil = useSupportBackoff(desk, reload);
  const back = (
    <InAppLink href={listHref} navigate={navigate}>
      {t('ticket.back')}
    </InAppLink>
  );
  if (found.data) return <TicketConversation desk={desk} cache={cache} ticketId={found.data.id} back={back} />;
  return (
    <Stack gap="lg" className="wallet-support">
      {back}
      {blockedUntil !== null && <SupportBusyBanner until={blockedUntil} />}
      {found.status === 'error' && blockedUntil === null && (
        <LoadErrorBanner title={t('ticket.loadFailed')} error={found.error} onRetry={reload} />
      )}
      {found.data === null && (
        <Banner tone="warning" title={t('ticket.notFound', { number: ticketNumber })}>
          {t('ticket.notFoundBody')}
        </Banner>
      )}
      {found.data === undefined && found.status !== 'error' && <Spinner />}
    </Stack>
  );
}

/**
 * The conversation of a ticket (oldest first, up to 100 messages) with attachments to download, and the reply form
 * with attachments. Opening a ticket with an unread answer sets the customer's read marker.
 */
function TicketConversation({
  desk,
  cache,
  ticketId,
  back,
}: {
  desk: SupportDesk;
  cache: ResourceCache;
  ticketId: number;
  back: ReactNode;
}) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a ticket shows it as the desk has it now (the list may hold details from before an answer came).
  useEffect(() => cache.invalidate(ticketKeyPrefix(ticketId)), [cache, ticketId]);
  const detail = useQuery(cache, ticketQuery(desk, ticketId));
  const conversation = useQuery(cache, conversationQuery(desk, ticketId));
  const [openedAt] = useState(() => Date.now());

  const { reload: reloadDetail } = detail;
  const { reload: reloadConversation } = conversation;
  const reload = useCallback(() => {
    reloadDetail();
    reloadConversation();
  }, [reloadDetail, reloadConversation]);
  const blockedUntil = useSupportBackoff(desk, reload);

  const markRead = useMutation(cache, {
    run: (ticket: TicketDetail) => markTicketRead(desk, ticket, Date.now()),
    invalidates: (marked) => (marked ? [SUPPORT_TICKETS_KEY] : []),
    // A failure leaves the ticket unread, to be marked on the next visit; the 429 case shows through the banner.
    onError: (error) => console.error('The ticket could not be marked as read:', error),
  });
  const download = useMutation(cache, {
    run: async (attachment: TicketAttachment) =>
      startDownload(await attachmentDownloadUrl(desk, ticketId, attachment.id)),
  });

  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const ticket = detail.data;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (ticket) void mark(ticket);
  }, [mark, ticket]);

  const busy = blockedUntil !== null ? <SupportBusyBanner until={blockedUntil} /> : null;

  if (!ticket) {
    return (
      <Stack gap="lg" className="wallet-support">
        {back}
        {busy}
        {detail.status === 'error' && blockedUntil === null ? (
          <LoadErrorBanner title={t('ticket.loadFailed')} error={detail.error} onRetry={reload} />
        ) : null}
        {detail.status !== 'error' && <Spinner />}
      </Stack>
    );
  }

  const state = ticketStateOf(ticket, openedAt);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const threads: TicketThread[] = [...(conversation.data ?? [])].reverse();

  return (
    <Stack gap="lg" className="wallet-support">
      {back}
      <div>
        <h1 ref={headingRef} tabIndex={-1} translate="no">
          {ticket.subject}
        </h1>
        <p className="wallet-support__muted">
          {t('inbox.ticketNumber', { number: ticket.ticketNumber })} ·{' '}
          <span className={`wallet-support__state wallet-support__state--${state}`}>{t(`state.${state}`)}</span>
        </p>
      </div>
      {busy}
      {ticket.status === 'Closed-no-reply' && <Banner tone="info">{t('ticket.closedNoReply')}</Banner>}
      {ticket.status === 'Closed' && <Banner tone="info">{t('ticket.closed')}</Banner>}
      <section aria-labelledby="wallet-support-conversation" className="wallet-support__conversation">
        <h2 id="wallet-support-conversation">{t('ticket.conversation')}</h2>
        {conversation.status === 'error' && blockedUntil === null && (
          <LoadErrorBanner title={t('ticket.loadFailed')} error={conversation.error} onRetry={reload} />
        )}
        {conversation.data === undefined && conversation.status !== 'error' && <Spinner />}
        {download.error !== null && blockedUntil === null && (
          <Banner tone="error" title={t('ticket.downloadFailed')}>
            {errorText(download.error)}
          </Banner>
        )}
        <ol className="wallet-support__thread-list">
          {threads.map((thread) => (
            <ThreadMessage
              key={thread.id}
              desk={desk}
              cache={cache}
              ticketId={ticketId}
              thread={thread}
              dateFormat={dateFormat}
              onDownload={(attachment) => void download.mutate(attachment)}
            />
          ))}
        </ol>
      </section>
      <ReplyForm desk={desk} cache={cache} ticketId={ticketId} blocked={blockedUntil !== null} />
    </Stack>
  );
}

/**
 * One message of the conversation. A long one comes cut (the desk's conversation gives its start, `truncated`):
 * "Show the whole message" reads it whole (GET /tickets/{id}/threads/{id}) with its attachments.
 */
function ThreadMessage({
  desk,
  cache,
  ticketId,
  thread,
  dateFormat,
  onDownload,
}: {
  desk: SupportDesk;
  cache: ResourceCache;
  ticketId: number;
  thread: TicketThread;
  dateFormat: Intl.DateTimeFormat;
  onDownload: (attachment: TicketAttachment) => void;
}) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const [expanded, setExpanded] = useState(false);
  const whole = useQuery(cache, expanded && thread.truncated ? threadQuery(desk, ticketId, thread.id) : null);
  const shown = whole.data ?? thread;
  const date = dateFormat.format(Date.parse(thread.createdTime));
  const author =
    thread.direction === 'out'
      ? t('ticket.fromSupport', { name: thread.authorName, date })
      : t('ticket.from', { name: thread.authorName, date });
  const contentId = `wallet-support-message-${thread.id}`;
  return (
    <li
      className={`wallet-support__message wallet-support__message--${thread.direction === 'out' ? 'agent' : 'customer'}`}
    >
      <article aria-label={author}>
        <p className="wallet-support__muted">{author}</p>
        <p id={contentId} className="wallet-support__content" translate="no">
          {shown.content}
          {shown.truncated && '…'}
        </p>
        {shown.truncated && (
          <p>
            <Button
              variant="link"
              aria-controls={contentId}
              aria-expanded={false}
              loading={whole.status === 'loading'}
              onClick={() => (whole.status === 'error' ? whole.reload() : setExpanded(true))}
            >
              {t('ticket.showWhole')}
            </Button>
          </p>
        )}
        {whole.status === 'error' && <Banner tone="error">{t('ticket.wholeFailed')}</Banner>}
        {shown.attachments.length > 0 && <AttachmentList attachments={shown.attachments} onDownload={onDownload} />}
      </article>
    </li>
  );
}

/** The customer's reply with attachments; a failed send keeps the text and the files. */
function ReplyForm({
  desk,
  cache,
  ticketId,
  blocked,
}: {
  desk: SupportDesk;
  cache: ResourceCache;
  ticketId: number;
  blocked: boolean;
}) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const errorText = useErrorText();
  const freeTextCheck = useFreeTextCheck();
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState(false);
  const send = useMutation(cache, {
    run: (content: string) =>
      sendTicketReply(desk, { ticketId, content, uploadIds: attachments.map((attachment) => attachment.id) }),
    invalidates: [SUPPORT_TICKETS_KEY],
    onSuccess: () => {
      form.reset();
      setAttachments([]);
      setSent(true);
    },
  });
  const form = useForm({
    initial: { content: '' },
    validate: ({ content }) => {
      const problem =
        content.trim() === ''
          ? t('errors.message')
          : freeTextCheck(content, { max: TICKET_MESSAGE_MAX, multiline: true });
      return problem ? { content: problem } : {};
    },
    onSubmit: ({ content }) => {
      if (uploading) return;
      setSent(false);
      return send.mutate(content.trim());
    },
  });
  const content = form.field('content');

  return (
    <section aria-labelledby="wallet-support-reply">
      <h2 id="wallet-support-reply">{t('ticket.replyTitle')}</h2>
      <form {...form.formProps}>
        <Stack gap="md">
          {sent && (
            <Banner tone="success" onDismiss={() => setSent(false)}>
              {t('ticket.sent')}
            </Banner>
          )}
          <MessageField
            id={content.id}
            label={t('ticket.reply')}
            value={content.value}
            error={content.error}
            maxLength={TICKET_MESSAGE_MAX}
            disabled={send.pending}
            onChange={content.onChange}
            onBlur={content.onBlur}
          />
          <AttachmentPicker
            desk={desk}
            attachments={attachments}
            onChange={setAttachments}
            onUploadingChange={setUploading}
            disabled={send.pending}
          />
          {send.error !== null && !blocked && (
            <Banner tone="error" title={t('ticket.sendFailed')}>
              {errorText(send.error)}
            </Banner>
          )}
          <div>
            <Button type="submit" loading={send.pending} disabled={uploading || blocked}>
              {t('ticket.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
