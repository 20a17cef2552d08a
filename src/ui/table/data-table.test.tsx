// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { actionColumn } from './action-column';
import { DataTable, DataTableBody } from './data-table';
import { Pager } from './pager';

interface Device {
  id: number;
  name: string;
  place: string;
}

const rows: Device[] = [
  { id: 1, name: 'Laptop', place: 'Lisbon' },
  { id: 2, name: 'Phone', place: 'Porto' },
];

describe('DataTable', () => {
  it('is a captioned table whose first column names each row and whose cells carry their column as a label', () => {
    renderWithI18n(
      <DataTable
        caption="Linked devices"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Device', rowHeader: true, cell: (row) => row.name },
          { header: 'Location', cell: (row) => row.place },
          { header: 'Actions', hiddenHeader: true, cell: (row) => <button type="button">Remove {row.name}</button> },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Linked devices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Device', 'Location', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Phone' })).toBeTruthy();
    const place = within(table).getByRole('cell', { name: 'Porto' });
    expect(place.getAttribute('data-label')).toBe('Location');
    const action = within(table).getByRole('button', { name: 'Remove Laptop' }).closest('td');
    expect(action?.hasAttribute('data-label')).toBe(false);
  });

  it('leaves out a column given as false (a right the user lacks)', () => {
    const canEdit = false;
    renderWithI18n(
      <DataTable
        caption="Devices"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Device', rowHeader: true, cell: (row) => row.name },
          canEdit && { header: 'Edit', cell: () => 'edit' },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    expect(screen.queryByText('edit')).toBeNull();
  });
});

describe('Pager', () => {
  it('moves between pages, says where the user is, and is absent with one page', () => {
    const pagesSeen: number[] = [];
    const { rerender } = renderWithI18n(<Pager of="Devices" page={1} pages={3} onPage={(p) => pagesSeen.push(p)} />);
    const nav = screen.getByRole('navigation', { name: 'Devices: pages' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(pagesSeen).toEqual([2]);
    rerender(<Pager of="Devices" page={1} pages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('takes a body per page in place of rows, with a placeholder across all columns for a page not read yet', () => {
    const columns = [
      { header: 'Device', rowHeader: true, cell: (row: Device) => row.name },
      { header: 'Location', cell: (row: Device) => row.place },
    ];
    renderWithI18n(
      <DataTable
        caption="Linked devices"
        columns={columns}
        bodies={
          <>
            <DataTableBody columns={columns} rows={rows} rowKey={(row) => row.id} />
            <DataTableBody columns={columns} rows={[]} rowKey={(row) => row.id} placeholder="Loading…" />
          </>
        }
      />,
    );
    const table = screen.getByRole('table', { name: 'Linked devices' });
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Laptop' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Loading…' }).getAttribute('colspan')).toBe('2');
  });

  it('gives an action column one button a row, named after its row, under a header only screen readers hear', () => {
    const removed: string[] = [];
    renderWithI18n(
      <DataTable
        caption="Linked devices"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Device', rowHeader: true, cell: (row) => row.name },
          actionColumn<Device>({
            header: 'Actions',
            label: 'Remove',
            name: (row) => `Remove ${row.name}`,
            onClick: (row) => removed.push(row.name),
          }),
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Phone' }));
    expect(removed).toEqual(['Phone']);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('.wallet-visually-hidden')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove/ }).map((button) => button.textContent)).toEqual([
      'Remove',
      'Remove',
    ]);
  });
});
