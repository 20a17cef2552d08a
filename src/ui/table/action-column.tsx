import { Button } from '../button/button';
import type { DataTableColumn } from './data-table';

/**
 * A `DataTable` column of one secondary button a row (Remove, Delete): its header read by assistive technology only,
 * each button named after its row ("Remove 10.0.0.1"). A click that returns a promise shows the button loading.
 */
export function actionColumn<Row>({
  header,
  label,
  name,
  onClick,
}: {
  header: string;
  /** The button's visible text. */
  label: string;
  /** The button's accessible name for this row. */
  name: (row: Row) => string;
  onClick: (row: Row) => unknown;
}): DataTableColumn<Row> {
  return {
    header,
    hiddenHeader: true,
    cell: (row) => (
      <Button variant="secondary" onClick={() => onClick(row)} aria-label={name(row)}>
        {label}
      </Button>
    ),
  };
}
