/**
 * Database rows to wire objects: the columns a view passes on unchanged, renamed from the table's snake_case to the
 * contract's camelCase (`item_name` -> `itemName`). Conversions (dates, flags, JSON, money) stay beside the view.
 */

/** `item_name` -> `itemName`, as a type. */
type CamelCase<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Column;

export type RowFields<Row, Column extends keyof Row & string> = { [C in Column as CamelCase<C>]: Row[C] };

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The named columns of the row under their camelCase names, in the order given, values as stored. */
export function rowFields<Row, Column extends keyof Row & string>(
  row: Row,
  columns: readonly Column[],
): RowFields<Row, Column> {
  return Object.fromEntries(columns.map((column) => [camelCase(column), row[column]])) as RowFields<Row, Column>;
}
