import { flexRender, type Cell, type Header, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

interface AdminTableProps<Row> {
  table: Table<Row>;
  /** Names the table (and its scrolling region) for assistive technology ('Orders table'). */
  label: string;
  /** The table's least width from the card breakpoint up (a Tailwind class: 'md:min-w-[760px]'); narrower screens get cards. */
  minWidth: string;
  /** Below this width each row is a card of 'Column: value' lines (no sideways scrolling on a phone). */
  cardsBelow?: 'md' | 'lg';
  /** Headers of sortable columns become sort buttons with aria-sort. */
  sortable?: boolean;
  busy?: boolean;
  /** Something to show after a cell's own content (a '(you)' mark). */
  afterCell?: (cell: Cell<Row, unknown>) => ReactNode;
}

/**
 * Literal classes per breakpoint (Tailwind finds only whole class names). Below it the table's
 * parts are blocks: a row is a card, a cell a line with its column's name; the header row is
 * hidden and each cell names its column instead. Explicit roles keep the table's semantics when
 * CSS changes its display.
 */
const LAYOUT = {
  md: {
    region: 'md:overflow-x-auto md:rounded-lg md:bg-white md:shadow-sm',
    table: 'max-md:block',
    head: 'max-md:hidden',
    body: 'max-md:block max-md:space-y-3',
    row: 'max-md:block max-md:rounded-lg max-md:border-0 max-md:bg-white max-md:p-3 max-md:shadow-sm',
    cell: 'max-md:flex max-md:min-w-0 max-md:items-center max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1.5 max-md:text-right',
    cellLabel: 'md:hidden',
  },
  lg: {
    region: 'lg:overflow-x-auto lg:rounded-lg lg:bg-white lg:shadow-sm',
    table: 'max-lg:block',
    head: 'max-lg:hidden',
    body: 'max-lg:block max-lg:space-y-3',
    row: 'max-lg:block max-lg:rounded-lg max-lg:border-0 max-lg:bg-white max-lg:p-3 max-lg:shadow-sm',
    cell: 'max-lg:flex max-lg:min-w-0 max-lg:items-center max-lg:justify-between max-lg:gap-3 max-lg:px-0 max-lg:py-1.5 max-lg:text-right',
    cellLabel: 'lg:hidden',
  },
} as const;

/** A column's name as its header says it (the id for a header that is not plain text). */
const columnName = <Row,>(header: Header<Row, unknown> | undefined, id: string) => {
  const text = header?.column.columnDef.header;
  return typeof text === 'string' ? text : id;
};

/** The admin screens' TanStack table: a table from the breakpoint up, a list of cards below it. */
export function AdminTable<Row>({
  table,
  label,
  minWidth,
  cardsBelow = 'md',
  sortable = false,
  busy,
  afterCell,
}: AdminTableProps<Row>) {
  const layout = LAYOUT[cardsBelow];
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  return (
    <div className={layout.region} role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined}>
      <table role="table" className={`w-full ${minWidth} text-left text-sm ${layout.table}`}>
        <thead
          role="rowgroup"
          className={`border-b border-neutral-200 bg-neutral-50 text-xs text-neutral-700 uppercase ${layout.head}`}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => {
                const sorted = sortable ? header.column.getIsSorted() : false;
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    role="columnheader"
                    scope="col"
                    className="px-3 py-2 font-bold"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {sortable && header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 uppercase"
                      >
                        {title}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup" className={layout.body}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} role="row" className={`border-b border-neutral-100 last:border-0 ${layout.row}`}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} role="cell" className={`px-3 py-2 align-middle ${layout.cell}`}>
                  <span
                    className={`shrink-0 text-left text-xs font-bold text-neutral-600 uppercase ${layout.cellLabel}`}
                  >
                    {columnName(
                      headers.find((header) => header.column.id === cell.column.id),
                      cell.column.id,
                    )}
                  </span>
                  <span className="min-w-0">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    {afterCell?.(cell)}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
