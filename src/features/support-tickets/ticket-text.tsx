import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from '../../core/api/contract/support-tickets';
import { FreeTextField, useFreeTextCheck, useMessages, type FieldBinding } from '../../ui';
import { MessageField } from './message-field';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';

/** A new ticket's own text: its subject and its first message (the desk's fields come on top in ComposeTicket). */
export interface TicketText {
  subject: string;
  message: string;
}

/**
 * The subject's and the message's problems, checked offline on leaving the field: empty, too long, invisible or
 * control characters (the other party reads them). Shared by a ticket to the desk and one to the account manager.
 */
export function useTicketTextCheck(): (values: Partial<TicketText>) => Partial<Record<keyof TicketText, string>> {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const freeTextCheck = useFreeTextCheck();
  return ({ subject = '', message = '' }) => {
    const found: Partial<Record<keyof TicketText, string>> = {};
    const subjectProblem =
      subject.trim() === '' ? t('errors.subject') : freeTextCheck(subject, { max: TICKET_SUBJECT_MAX });
    const messageProblem =
      message.trim() === ''
        ? t('errors.message')
        : freeTextCheck(message, { max: TICKET_MESSAGE_MAX, multiline: true });
    if (subjectProblem) found.subject = subjectProblem;
    if (messageProblem) found.message = messageProblem;
    return found;
  };
}

/** The subject and message fields of a new ticket, bound to the form's fields, with their visible limits. */
export function TicketTextFields({
  subject,
  message,
  disabled,
}: {
  subject: FieldBinding<string>;
  message: FieldBinding<string>;
  disabled: boolean;
}) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  return (
    <>
      <FreeTextField
        id={subject.id}
        label={t('compose.subject')}
        required
        max={TICKET_SUBJECT_MAX}
        value={subject.value}
        error={subject.error}
        disabled={disabled}
        onChange={subject.onChange}
        onBlur={subject.onBlur}
      />
      <MessageField
        id={message.id}
        label={t('compose.message')}
        value={message.value}
        error={message.error}
        maxLength={TICKET_MESSAGE_MAX}
        disabled={disabled}
        onChange={message.onChange}
        onBlur={message.onBlur}
      />
    </>
  );
}
