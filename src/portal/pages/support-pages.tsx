import { useNavigate, useSearchParams } from 'react-router';
import { TICKET_NUMBER_PATTERN } from '../../core/api/contract/support-tickets';
import { pathOf } from '../../core/navigation/route-table';
import { AccountManagerCard } from '../../features/support-contact/account-manager';
import supportContactCss from '../../features/support-contact/support-contact.css?inline';
import { ComposeTicket } from '../../features/support-tickets/compose-ticket';
import supportTicketsCss from '../../features/support-tickets/support-tickets.css?inline';
import { TicketInbox } from '../../features/support-tickets/ticket-inbox';
import { TicketView } from '../../features/support-tickets/ticket-view';
import { WriteToManager, WriteToManagerLink } from '../../features/support-tickets/write-to-manager';
import { Spinner, Stack, useQuery } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { supportContactQuery } from '../start/post-login-plan';
import { NotFoundPage } from './not-found-page';

adoptFeatureStyles('support-contact', supportContactCss);
adoptFeatureStyles('support-tickets', supportTicketsCss);

/** A ticket's address carries its number, the one the customer sees (docs/decisions.md, "One ticket number"). */
const ticketHref = (ticketNumber: string) => `${pathOf('messages')}?ticket=${encodeURIComponent(ticketNumber)}`;

/**
 * messages: the support ticket centre. `?ticket=N` opens the ticket of number N (notices of a support answer lead there),
 * `?compose=1` writes a new one, `?compose=manager` writes to the account manager, otherwise the list. Business customers see their account manager beside it, and
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
  const ticketParam = params.get('ticket');

  let main;
  if (ticketParam !== null) {
    if (!TICKET_NUMBER_PATTERN.test(ticketParam)) return <NotFoundPage />;
    main = (
      <TicketView
        key={ticketParam}
        desk={supportDesk}
        cache={cache}
        ticketNumber={ticketParam}
        listHref={listHref}
        navigate={go}
      />
    );
  } else if (params.get('compose') === 'manager') {
    main =
      contact.data === undefined ? (
        <Spinner />
      ) : (
        <WriteToManager
          desk={supportDesk}
          cache={cache}
          agent={contact.data.accountManager}
          listHref={listHref}
          composeHref={`${listHref}?compose=1`}
          navigate={go}
          onCreated={(ticket) => void navigate(ticketHref(ticket.ticketNumber), { replace: true })}
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
        onCreated={(ticket) => void navigate(ticketHref(ticket.ticketNumber), { replace: true })}
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
        <AccountManagerCard agent={contact.data.accountManager} customerName={contact.data.profile.name}>
          {params.get('compose') !== 'manager' && (
            <WriteToManagerLink
              agent={contact.data.accountManager}
              href={`${listHref}?compose=manager`}
              navigate={go}
            />
          )}
        </AccountManagerCard>
      )}
    </Stack>
  );
}
