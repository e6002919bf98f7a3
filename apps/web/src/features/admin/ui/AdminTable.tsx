import { flexRender, type Cell, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

interface AdminTableProps<Row> {
  table: Table<Row>;
  /** Names the scrolling region for assistive technology ('Orders table'). */
  label: string;
  /** The width below which the table scrolls sideways (a Tailwind min-w class). */
  minWidth: string;
  /** Headers of sortable columns become sort buttons with aria-sort. */
  sortable?: boolean;
  busy?: boolean;
  /** Something to show after a cell's own content (a '(you)' mark). */
  afterCell?: (cell: Cell<Row, unknown>) => ReactNode;
}

/** The admin screens' TanStack table: a scrolling region, a header row and one row per record. */
export function AdminTable<Row>({ table, label, minWidth, sortable = false, busy, afterCell }: AdminTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm" role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="border-b border-neutral-200 bg-neutral-50 text-xs text-neutral-700 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = sortable ? header.column.getIsSorted() : false;
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" className="px-3 py-2 font-bold" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {sortable && header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 uppercase">
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
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-neutral-100 last:border-0">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  {afterCell?.(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
