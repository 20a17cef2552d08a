import { useEffect, useRef } from 'react';
import type { SupportAgent } from '../../core/api/contract/support';
import type { TicketDetail } from '../../core/api/contract/support-tickets';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { SupportDesk } from '../../core/support/support-desk';
import { SUPPORT_TICKETS_KEY, writeToAgent } from '../../core/support/support-tickets';
import { Banner, Button, InAppLink, Stack, useErrorText, useForm, useMessages, useMutation } from '../../ui';
import { TicketTextFields, useTicketTextCheck } from './ticket-text';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';
import { SupportBusyBanner, useSupportBackoff } from './support-busy';

export interface WriteToManagerProps {
  desk: SupportDesk;
  cache: ResourceCache;
  /** The customer's account manager; null when it has none (then the desk's form is offered instead). */
  agent: SupportAgent | null;
  listHref: string;
  /** The desk's own form (a new message to the support team). */
  composeHref: string;
  navigate: (path: string) => void;
  /** Called with the new ticket once the desk has it. */
  onCreated: (ticket: TicketDetail) => void;
}

/** Nothing is loaded here: when the back-off ends the form simply sends again. */
const nothingToReload = () => undefined;

/**
 * A message straight to the business customer's account manager (POST /tickets assigned to the agent, spec 3
 * sections 6 and 7.5): subject and message; the answer comes in the ticket centre like any other.
 */
export function WriteToManager({
  desk,
  cache,
  agent,
  listHref,
  composeHref,
  navigate,
  onCreated,
}: WriteToManagerProps) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const errorText = useErrorText();
  const ticketTextCheck = useTicketTextCheck();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const blockedUntil = useSupportBackoff(desk, nothingToReload);
  const send = useMutation(cache, {
    run: (values: { subject: string; message: string; agentId: number }) => writeToAgent(desk, values),
    invalidates: [SUPPORT_TICKETS_KEY],
    onSuccess: (created) => onCreated(created),
  });
  const form = useForm({
    initial: { subject: '', message: '' },
    validate: ticketTextCheck,
    onSubmit: ({ subject, message }) =>
      agent ? send.mutate({ subject: subject.trim(), message: message.trim(), agentId: agent.id }) : undefined,
  });
  const subject = form.field('subject');
  const message = form.field('message');

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Stack gap="lg" className="wallet-support">
      <InAppLink href={listHref} navigate={navigate}>
        {t('ticket.back')}
      </InAppLink>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('manager.title')}
      </h1>
      {blockedUntil !== null && <SupportBusyBanner until={blockedUntil} />}
      {agent === null ? (
        <Banner tone="info" title={t('manager.none')}>
          <InAppLink href={composeHref} navigate={navigate}>
            {t('inbox.newTicket')}
          </InAppLink>
        </Banner>
      ) : (
        <>
          <p>{t('manager.intro', { name: agent.name })}</p>
          <form {...form.formProps} className="wallet-support__form">
            <Stack gap="md">
              <TicketTextFields subject={subject} message={message} disabled={send.pending} />
              {send.error !== null && blockedUntil === null && (
                <Banner tone="error" title={t('compose.sendFailed')}>
                  {errorText(send.error)}
                </Banner>
              )}
              <div className="wallet-support__actions">
                <Button type="submit" loading={send.pending} disabled={blockedUntil !== null}>
                  {t('manager.send', { name: agent.name })}
                </Button>
                <InAppLink href={listHref} navigate={navigate} className="wallet-button wallet-button--secondary">
                  {t('compose.cancel')}
                </InAppLink>
              </div>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}

/** The link from the account manager's card to {@link WriteToManager}. */
export function WriteToManagerLink({
  agent,
  href,
  navigate,
}: {
  agent: SupportAgent;
  href: string;
  navigate: (path: string) => void;
}) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  return (
    <InAppLink href={href} navigate={navigate} className="wallet-button wallet-button--secondary">
      {t('manager.link', { name: agent.name })}
    </InAppLink>
  );
}
