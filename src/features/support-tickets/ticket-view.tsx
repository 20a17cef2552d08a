import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  TICKET_MESSAGE_MAX,
  type TicketAttachment,
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
  ticketKeyPrefix,
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
  useFreeTextCheck,
  useLanguage,
  useMessages,
  useResource,
} from '../../ui';
import { AttachmentPicker } from './attachment-picker';
import { MessageField } from './message-field';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';
import { SupportBusyBanner, useSupportBackoff } from './support-busy';

export interface TicketViewProps {
  desk: SupportDesk;
  cache: ResourceCache;
  ticketId: number;
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
  onDownload: (attachment: TicketAttachment) => Promise<void>;
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
 * One ticket: its conversation (oldest first, up to 100 messages) with attachments to download, and the reply form
 * with attachments. Opening a ticket with an unread answer sets the customer's read marker.
 */
export function TicketView({ desk, cache, ticketId, listHref, navigate }: TicketViewProps) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const errorText = useErrorText();
  const freeTextCheck = useFreeTextCheck();
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailQuery = ticketQuery(desk, ticketId);
  const threadsQuery = conversationQuery(desk, ticketId);
  // Opening a ticket shows it as the desk has it now (the list may hold details from before an answer came).
  useEffect(() => cache.invalidate(ticketKeyPrefix(ticketId)), [cache, ticketId]);
  const detail = useResource(cache, detailQuery.key, detailQuery.load);
  const conversation = useResource(cache, threadsQuery.key, threadsQuery.load);
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [contentError, setContentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [openedAt] = useState(() => Date.now());

  const { reload: reloadDetail } = detail;
  const { reload: reloadConversation } = conversation;
  const reload = useCallback(() => {
    reloadDetail();
    reloadConversation();
  }, [reloadDetail, reloadConversation]);
  const blockedUntil = useSupportBackoff(desk, reload);

  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const ticket = detail.data;
  useEffect(() => {
    if (!ticket) return;
    // A failure leaves the ticket unread, to be marked on the next visit; the 429 case shows through the banner.
    markTicketRead(desk, cache, ticket, Date.now()).catch((error: unknown) =>
      console.error('The ticket could not be marked as read:', error),
    );
  }, [desk, cache, ticket]);

  async function download(attachment: TicketAttachment) {
    setDownloadFailure(null);
    try {
      startDownload(await attachmentDownloadUrl(desk, ticketId, attachment.id));
    } catch (error) {
      setDownloadFailure(error);
    }
  }

  async function reply(event: FormEvent) {
    event.preventDefault();
    if (sending || uploading) return;
    setSent(false);
    setFailure(null);
    const problem =
      content.trim() === ''
        ? t('errors.message')
        : freeTextCheck(content, { max: TICKET_MESSAGE_MAX, multiline: true });
    if (problem) {
      setContentError(problem);
      return;
    }
    setContentError(undefined);
    setSending(true);
    try {
      await sendTicketReply(
        desk,
        cache,
        ticketId,
        content.trim(),
        attachments.map((attachment) => attachment.id),
      );
      setContent('');
      setAttachments([]);
      setSent(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  }

  const back = (
    <InAppLink href={listHref} navigate={navigate}>
      {t('ticket.back')}
    </InAppLink>
  );
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
        {downloadFailure !== null && blockedUntil === null && (
          <Banner tone="error" title={t('ticket.downloadFailed')}>
            {errorText(downloadFailure)}
          </Banner>
        )}
        <ol className="wallet-support__thread-list">
          {threads.map((thread) => {
            const date = dateFormat.format(Date.parse(thread.createdTime));
            return (
              <li
                key={thread.id}
                className={`wallet-support__message wallet-support__message--${thread.direction === 'out' ? 'agent' : 'customer'}`}
              >
                <article
                  aria-label={
                    thread.direction === 'out'
                      ? t('ticket.fromSupport', { name: thread.authorName, date })
                      : t('ticket.from', { name: thread.authorName, date })
                  }
                >
                  <p className="wallet-support__muted">
                    {thread.direction === 'out'
                      ? t('ticket.fromSupport', { name: thread.authorName, date })
                      : t('ticket.from', { name: thread.authorName, date })}
                  </p>
                  <p className="wallet-support__content" translate="no">
                    {thread.content}
                  </p>
                  {thread.attachments.length > 0 && (
                    <AttachmentList attachments={thread.attachments} onDownload={download} />
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="wallet-support-reply">
        <h2 id="wallet-support-reply">{t('ticket.replyTitle')}</h2>
        <form onSubmit={(event) => void reply(event)} noValidate>
          <Stack gap="md">
            {sent && (
              <Banner tone="success" onDismiss={() => setSent(false)}>
                {t('ticket.sent')}
              </Banner>
            )}
            <MessageField
              label={t('ticket.reply')}
              value={content}
              error={contentError}
              maxLength={TICKET_MESSAGE_MAX}
              disabled={sending}
              onChange={setContent}
            />
            <AttachmentPicker
              desk={desk}
              attachments={attachments}
              onChange={setAttachments}
              onUploadingChange={setUploading}
              disabled={sending}
            />
            {failure !== null && blockedUntil === null && (
              <Banner tone="error" title={t('ticket.sendFailed')}>
                {errorText(failure)}
              </Banner>
            )}
            <div>
              <Button type="submit" loading={sending} disabled={uploading || blockedUntil !== null}>
                {t('ticket.send')}
              </Button>
            </div>
          </Stack>
        </form>
      </section>
    </Stack>
  );
}
