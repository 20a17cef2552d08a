import { useNavigate, useSearchParams } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { AccountManagerCard } from '../../features/support-contact/account-manager';
import supportContactCss from '../../features/support-contact/support-contact.css?inline';
import { ComposeTicket } from '../../features/support-tickets/compose-ticket';
import supportTicketsCss from '../../features/support-tickets/support-tickets.css?inline';
import { TicketInbox } from '../../features/support-tickets/ticket-inbox';
import { TicketView } from '../../features/support-tickets/ticket-view';
import { Stack, useQuery } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { supportContactQuery } from '../start/post-login-plan';
import { NotFoundPage } from './not-found-page';

adoptFeatureStyles('support-contact', supportContactCss);
adoptFeatureStyles('support-tickets', supportTicketsCss);

const ticketHref = (ticketId: number) => `${pathOf('messages')}?ticketId=${ticketId}`;

/**
 * messages: the support ticket centre. `?ticketId=N` opens a ticket (notices of a support answer lead there),
 * `?compose=1` writes a new one, otherwise the list. Business customers see their account manager beside it, and
 * every screen says which address the messages go from (the company's support e-mail for business users).
 */
export function MessagesPage() {
  const { cache, supportDesk } = usePortal();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const contact = useQuery(cache, supportContactQuery(supportDesk));
  const go = (path: string) => void navigate(path);
  const listHref = pathOf('messages');
  const fromEmail = contact.data?.profile.email;
  const ticketParam = params.get('ticketId');

  let main;
  if (ticketParam !== null) {
    const ticketId = Number(ticketParam);
    if (!/^[1-9]\d{0,9}$/.test(ticketParam)) return <NotFoundPage />;
    main = (
      <TicketView
        key={ticketId}
        desk={supportDesk}
        cache={cache}
        ticketId={ticketId}
        listHref={listHref}
        navigate={go}
      />
    );
  } else if (params.get('compose') === '1') {
    main = (
      <ComposeTicket
        desk={supportDesk}
        cache={cache}
        listHref={listHref}
        navigate={go}
        fromEmail={fromEmail}
        onCreated={(ticketId) => void navigate(ticketHref(ticketId), { replace: true })}
      />
    );
  } else {
    main = (
      <TicketInbox
        desk={supportDesk}
        cache={cache}
        ticketHref={ticketHref}
        composeHref={`${listHref}?compose=1`}
        navigate={go}
        fromEmail={fromEmail}
      />
    );
  }
  return (
    <Stack gap="xl">
      {main}
      {contact.data?.accountManager && (
        <AccountManagerCard agent={contact.data.accountManager} customerName={contact.data.profile.name} />
      )}
    </Stack>
  );
}
