import type { ReactNode } from 'react';
import { Button, Stack, type QueryView } from '../../ui';
import { useToolsMessages } from './messages';
import { EditDeleteButtons } from './tools-dialogs';
import { ToolsList } from './tools-screen';

/** An entry a business names and turns on or off (an allowed address, a webhook). */
export interface NamedEntry {
  id: number;
  name: string;
  enabled: boolean;
}

/**
 * A section listing named on/off entries: heading, introduction, the add button, the first load, then the empty text
 * or a table of name, one detail column (the addresses, the URL), on/off and Edit / Delete. `footer` follows the table
 * inside the section's stack (a form of its own); `children` follow the stack (the section's dialogs).
 */
export function NamedEntriesSection<Entry extends NamedEntry>({
  headingId,
  title,
  intro,
  note,
  addLabel,
  view,
  entries,
  loadError,
  emptyText,
  detail,
  onEdit,
  onDelete,
  footer,
  children,
}: {
  headingId: string;
  title: string;
  intro: string;
  /** A line under the introduction once the list is read (the current address). */
  note?: ReactNode | undefined;
  addLabel: string;
  /** The list's read, for its first load. */
  view: QueryView<unknown>;
  /** The entries, once read. */
  entries: readonly Entry[] | undefined;
  loadError: string;
  emptyText: string;
  detail: { header: string; cell: (entry: Entry) => ReactNode };
  /** Edit an entry, or add one (null). */
  onEdit: (entry: Entry | null) => void;
  onDelete: (entry: Entry) => void;
  footer?: ReactNode | undefined;
  children?: ReactNode | undefined;
}) {
  const { t } = useToolsMessages();
  return (
    <section aria-labelledby={headingId} className="wallet-tools__section">
      <Stack gap="md">
        <h2 id={headingId}>{title}</h2>
        <p>{intro}</p>
        {note}
        <div className="wallet-tools__actions">
          <Button variant="secondary" onClick={() => onEdit(null)}>
            {addLabel}
          </Button>
        </div>
        <ToolsList
          view={view}
          loadError={loadError}
          rows={entries}
          emptyText={emptyText}
          caption={title}
          rowKey={(entry) => entry.id}
          columns={[
            { header: t('common.name'), rowHeader: true, cell: (entry) => entry.name },
            { header: detail.header, className: 'wallet-tools__mono', cell: detail.cell },
            { header: t('common.status'), cell: (entry) => (entry.enabled ? t('common.on') : t('common.off')) },
            {
              header: t('common.actions'),
              cell: (entry) => (
                <EditDeleteButtons name={entry.name} onEdit={() => onEdit(entry)} onDelete={() => onDelete(entry)} />
              ),
            },
          ]}
        />
        {footer}
      </Stack>
      {children}
    </section>
  );
}
