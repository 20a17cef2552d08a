import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketField,
  type UploadedAttachment,
} from '../../core/api/contract/support-tickets';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { SupportDesk } from '../../core/support/support-desk';
import { openTicket, ticketFieldsQuery } from '../../core/support/support-tickets';
import {
  Banner,
  Button,
  FreeTextField,
  InAppLink,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useFreeTextCheck,
  useMessages,
  useResource,
} from '../../ui';
import { AttachmentPicker } from './attachment-picker';
import { MessageField } from './message-field';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';
import { SupportBusyBanner, useSupportBackoff } from './support-busy';

export interface ComposeTicketProps {
  desk: SupportDesk;
  cache: ResourceCache;
  listHref: string;
  navigate: (path: string) => void;
  /** Called with the new ticket's id once the desk has it. */
  onCreated: (ticketId: number) => void;
  /** The address the message goes from (the company's support e-mail for business users), once known. */
  fromEmail?: string | undefined;
}

type Errors = Partial<Record<string, string>>;

/** A new message to support: the desk's ticket fields, subject, message and attachments. */
export function ComposeTicket({ desk, cache, listHref, navigate, onCreated, fromEmail }: ComposeTicketProps) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const errorText = useErrorText();
  const freeTextCheck = useFreeTextCheck();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const query = ticketFieldsQuery(desk);
  const fields = useResource(cache, query.key, query.load);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const blockedUntil = useSupportBackoff(desk, fields.reload);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const fieldLabel = (field: TicketField) => t(`fields.${field.apiName}`, { defaultValue: field.displayLabel });

  function validate(): Errors {
    const found: Errors = {};
    for (const field of fields.data ?? []) {
      const value = values[field.apiName]?.trim() ?? '';
      if (field.isMandatory && value === '') {
        found[field.apiName] = t(field.type === 'Picklist' ? 'errors.choose' : 'errors.required');
      } else if (value.length > field.maxLength) {
        found[field.apiName] = t('errors.tooLong', { max: field.maxLength });
      }
    }
    const subjectProblem = freeTextCheck(subject, { max: TICKET_SUBJECT_MAX });
    const messageProblem = freeTextCheck(message, { max: TICKET_MESSAGE_MAX, multiline: true });
    if (subject.trim() === '') found.subject = t('errors.subject');
    else if (subjectProblem) found.subject = subjectProblem;
    if (message.trim() === '') found.message = t('errors.message');
    else if (messageProblem) found.message = messageProblem;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || uploading) return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    try {
      const created = await openTicket(desk, cache, {
        subject: subject.trim(),
        message: message.trim(),
        fields: values,
        uploadIds: attachments.map((item) => item.id),
      });
      onCreated(created.id);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="lg" className="wallet-support">
      <InAppLink href={listHref} navigate={navigate}>
        {t('ticket.back')}
      </InAppLink>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('compose.title')}
      </h1>
      {fromEmail && <p>{t('inbox.from', { email: fromEmail })}</p>}
      {blockedUntil !== null && <SupportBusyBanner until={blockedUntil} />}
      {fields.status === 'error' && blockedUntil === null && (
        <LoadErrorBanner title={t('compose.fieldsFailed')} error={fields.error} onRetry={fields.reload} />
      )}
      {fields.data === undefined && fields.status !== 'error' && <Spinner />}
      {fields.data && (
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="wallet-support__form">
          <Stack gap="md">
            {fields.data.map((field) =>
              field.type === 'Picklist' ? (
                <Select
                  key={field.apiName}
                  label={fieldLabel(field)}
                  required={field.isMandatory}
                  placeholder={t('compose.choose')}
                  value={values[field.apiName] ?? ''}
                  error={errors[field.apiName]}
                  disabled={sending}
                  onChange={(event) => setValues({ ...values, [field.apiName]: event.target.value })}
                  options={(field.allowedValues ?? []).map((value) => ({
                    value,
                    label: t(`fieldValues.${value}`, { defaultValue: value }),
                  }))}
                />
              ) : (
                <TextField
                  key={field.apiName}
                  label={fieldLabel(field)}
                  required={field.isMandatory}
                  maxLength={field.maxLength}
                  value={values[field.apiName] ?? ''}
                  error={errors[field.apiName]}
                  disabled={sending}
                  onChange={(event) => setValues({ ...values, [field.apiName]: event.target.value })}
                />
              ),
            )}
            <FreeTextField
              label={t('compose.subject')}
              required
              max={TICKET_SUBJECT_MAX}
              value={subject}
              error={errors.subject}
              disabled={sending}
              onChange={setSubject}
            />
            <MessageField
              label={t('compose.message')}
              value={message}
              error={errors.message}
              maxLength={TICKET_MESSAGE_MAX}
              disabled={sending}
              onChange={setMessage}
            />
            <AttachmentPicker
              desk={desk}
              attachments={attachments}
              onChange={setAttachments}
              onUploadingChange={setUploading}
              disabled={sending}
            />
            {failure !== null && blockedUntil === null && (
              <Banner tone="error" title={t('compose.sendFailed')}>
                {errorText(failure)}
              </Banner>
            )}
            <div className="wallet-support__actions">
              <Button type="submit" loading={sending} disabled={uploading || blockedUntil !== null}>
                {t('compose.send')}
              </Button>
              <InAppLink href={listHref} navigate={navigate} className="wallet-button wallet-button--secondary">
                {t('compose.cancel')}
              </InAppLink>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
