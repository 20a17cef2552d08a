import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { DataTable } from './data-table';

interface Entry {
  id: number;
  range: string;
  added: string;
}

const entries: Entry[] = [
  { id: 1, range: '203.0.113.7', added: '12 Nov 2026' },
  { id: 2, range: '198.51.100.0 to 198.51.100.255', added: '30 Nov 2026' },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Entry>,
  args: {
    caption: 'Allowed IP addresses',
    rows: entries,
    rowKey: (row: Entry) => row.id,
    columns: [
      { header: 'Address or range', rowHeader: true, className: 'wallet-table__mono', cell: (row: Entry) => row.range },
      { header: 'Added', cell: (row: Entry) => row.added },
      {
        header: 'Actions',
        hiddenHeader: true,
        cell: (row: Entry) => (
          <Button variant="secondary" aria-label={`Remove ${row.range}`}>
            Remove
          </Button>
        ),
      },
    ],
  },
} satisfies Meta<typeof DataTable<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize below 576 px: each row becomes a card whose cells are labelled by their column. */
export const List: Story = {};

export const Empty: Story = { args: { rows: [] } };
