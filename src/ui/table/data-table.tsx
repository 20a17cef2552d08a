import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export interface DataTableColumn<Row> {
  /** The column's heading; on a phone, where rows become cards, also the label in front of each cell. */
  header: string;
  /** The cell of one row. */
  cell: (row: Row) => ReactNode;
  /** The heading is read by assistive technology only (an actions column), and its cells carry no label. */
  hiddenHeader?: boolean | undefined;
  /** This column names the row: its cells are row headers (`<th scope="row">`), unlabelled on a phone. */
  rowHeader?: boolean | undefined;
  /** Extra class on the column's cells (`wallet-table__mono` for addresses and codes, …). */
  className?: string | undefined;
}

interface DataTableBase<Row> {
  /** What the table lists; read by assistive technology (and the scrollable region's name). */
  caption: string;
  columns: readonly (DataTableColumn<Row> | false | null | undefined)[];
  /** Show the caption above the table (a count, "3 payments waiting"), not only to assistive technology. */
  showCaption?: boolean | undefined;
  className?: string | undefined;
}

export type DataTableProps<Row> = DataTableBase<Row> &
  (
    | { rows: readonly Row[]; rowKey: (row: Row) => string | number; bodies?: undefined }
    | {
        /**
         * The table's `DataTableBody` sections, for a list read a page at a time (each page its own read and its
         * own `<tbody>`), given in place of `rows`.
         */
        bodies: ReactNode;
        rows?: undefined;
        rowKey?: undefined;
      }
  );

export interface DataTableBodyProps<Row> {
  columns: DataTableProps<Row>['columns'];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown across all columns instead of the rows (a page still loading, or its error). */
  placeholder?: ReactNode | undefined;
}

function shownColumns<Row>(columns: DataTableProps<Row>['columns']): DataTableColumn<Row>[] {
  return columns.filter((column): column is DataTableColumn<Row> => Boolean(column));
}

/** One `<tbody>` of a `DataTable`: the rows, each cell labelled by its column on a phone. */
export function DataTableBody<Row>({ columns, rows, rowKey, placeholder }: DataTableBodyProps<Row>) {
  const shown = shownColumns(columns);
  if (placeholder !== undefined) {
    return (
      <tbody>
        <tr>
          <td colSpan={shown.length}>{placeholder}</td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {shown.map((column) =>
            column.rowHeader ? (
              <th key={column.header} scope="row" className={column.className}>
                {column.cell(row)}
              </th>
            ) : (
              <td
                key={column.header}
                className={column.className}
                data-label={column.hiddenHeader ? undefined : column.header}
              >
                {column.cell(row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The portal's one list table: a real `<table>` with a caption and column headers for screen readers, that scrolls
 * sideways inside its own region on a mid-size screen and turns each row into a labelled card on a phone (576 px
 * and narrower), so no list squeezes its columns into letters. Columns given as `false` (a right the user lacks) are left
 * out.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, showCaption = false, className } = props;
  const shown = shownColumns(columns);
  return (
    <div className={classNames('wallet-table-wrap', className)}>
      <table className="wallet-table">
        <caption className={showCaption ? 'wallet-table__caption' : 'wallet-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader ? <span className="wallet-visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        {props.rows !== undefined ? (
          <DataTableBody columns={columns} rows={props.rows} rowKey={props.rowKey} />
        ) : (
          props.bodies
        )}
      </table>
    </div>
  );
}
