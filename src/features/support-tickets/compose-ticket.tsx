import { useEffect, useRef, useState } from 'react';
import { type TicketDetail, type TicketField, type UploadedAttachment } from '../../core/api/contract/support-tickets';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { SupportDesk } from '../../core/support/support-desk';
import { openTicket, SUPPORT_TICKETS_KEY, ticketFieldsQuery } from '../../core/support/support-tickets';
import {
  Banner,
  Button,
  InAppLink,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useForm,
  useMessages,
  useMutation,
  useQuery,
} from '../../ui';
import { AttachmentPicker } from './attachment-picker';
import { TicketTextFields, useTicketTextCheck } from './ticket-text';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';
import { SupportBusyBanner, useSupportBackoff } from './support-busy';

export interface ComposeTicketProps {
  desk: SupportDesk;
  cache: ResourceCache;
  listHref: string;
  navigate: (path: string) => void;
  /** Called with the new ticket once the desk has it (its number is what the customer sees and the address shows). */
  onCreated: (ticket: TicketDetail) => void;
  /** The address the message goes from (the company's support e-mail for business users), once known. */
  fromEmail?: string | undefined;
}

/** A new message to support: the desk's ticket fields, subject, message and attachments. */
export function ComposeTicket({ desk, cache, listHref, navigate, onCreated, fromEmail }: ComposeTicketProps) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fields = useQuery(cache, ticketFieldsQuery(desk));
  const blockedUntil = useSupportBackoff(desk, fields.reload);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

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
        <ComposeForm
          desk={desk}
          cache={cache}
          fields={fields.data}
          listHref={listHref}
          navigate={navigate}
          onCreated={onCreated}
          blocked={blockedUntil !== null}
        />
      )}
    </Stack>
  );
}

/** The form itself, once the desk's ticket fields are known (they are fields of the form like subject and message). */
function ComposeForm({
  desk,
  cache,
  fields,
  listHref,
  navigate,
  onCreated,
  blocked,
}: {
  desk: SupportDesk;
  cache: ResourceCache;
  fields: readonly TicketField[];
  listHref: string;
  navigate: (path: string) => void;
  onCreated: (ticket: TicketDetail) => void;
  blocked: boolean;
}) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const errorText = useErrorText();
  const ticketTextCheck = useTicketTextCheck();
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const create = useMutation(cache, {
    run: (values: Record<string, string>) =>
      openTicket(desk, {
        subject: (values.subject ?? '').trim(),
        message: (values.message ?? '').trim(),
        fields: Object.fromEntries(fields.map((field) => [field.apiName, values[field.apiName] ?? ''])),
        uploadIds: attachments.map((item) => item.id),
      }),
    invalidates: [SUPPORT_TICKETS_KEY],
    onSuccess: (created) => onCreated(created),
  });
  const initial: Record<string, string> = {
    ...Object.fromEntries(fields.map((field) => [field.apiName, ''])),
    subject: '',
    message: '',
  };
  const form = useForm({
    initial,
    validate: (values) => {
      const found: Record<string, string> = {};
      for (const field of fields) {
        const value = values[field.apiName]?.trim() ?? '';
        if (field.isMandatory && value === '')
          found[field.apiName] = t(field.type === 'Picklist' ? 'errors.choose' : 'errors.required');
        else if (value.length > field.maxLength) found[field.apiName] = t('errors.tooLong', { max: field.maxLength });
      }
      Object.assign(found, ticketTextCheck(values));
      return found;
    },
    onSubmit: (values) => (uploading ? undefined : create.mutate(values)),
  });
  const fieldLabel = (field: TicketField) => t(`fields.${field.apiName}`, { defaultValue: field.displayLabel });
  const subject = form.field('subject');
  const message = form.field('message');

  return (
    <form {...form.formProps} className="wallet-support__form">
      <Stack gap="md">
        {fields.map((field) => {
          const binding = form.field(field.apiName);
          return field.type === 'Picklist' ? (
            <Select
              key={field.apiName}
              id={binding.id}
              label={fieldLabel(field)}
              required={field.isMandatory}
              placeholder={t('compose.choose')}
              value={binding.value ?? ''}
              error={binding.error}
              disabled={create.pending}
              onChange={binding.onChange}
              onBlur={binding.onBlur}
              options={(field.allowedValues ?? []).map((value) => ({
                value,
                label: t(`fieldValues.${value}`, { defaultValue: value }),
              }))}
            />
          ) : (
            <TextField
              key={field.apiName}
              id={binding.id}
              label={fieldLabel(field)}
              required={field.isMandatory}
              maxLength={field.maxLength}
              value={binding.value ?? ''}
              error={binding.error}
              disabled={create.pending}
              onChange={binding.onChange}
              onBlur={binding.onBlur}
            />
          );
        })}
        <TicketTextFields subject={subject} message={message} disabled={create.pending} />
        <AttachmentPicker
          desk={desk}
          attachments={attachments}
          onChange={setAttachments}
          onUploadingChange={setUploading}
          disabled={create.pending}
        />
        {create.error !== null && !blocked && (
          <Banner tone="error" title={t('compose.sendFailed')}>
            {errorText(create.error)}
          </Banner>
        )}
        <div className="wallet-support__actions">
          <Button type="submit" loading={create.pending} disabled={uploading || blocked}>
            {t('compose.send')}
          </Button>
          <InAppLink href={listHref} navigate={navigate} className="wallet-button wallet-button--secondary">
            {t('compose.cancel')}
          </InAppLink>
        </div>
      </Stack>
    </form>
  );
}
