import type { ReportCell, ReportRow } from './report';

export type ReportFormat = 'table' | 'csv' | 'json';
export const REPORT_FORMATS: readonly ReportFormat[] = ['table', 'csv', 'json'];

const text = (cell: ReportCell | undefined) => (cell === null || cell === undefined ? '' : String(cell));

/** RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled. */
const csvCell = (cell: ReportCell | undefined) => {
  const value = text(cell);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

export function formatRows(rows: readonly ReportRow[], columns: readonly string[], format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  if (format === 'csv')
    return (
      [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\n') +
      '\n'
    );
  if (rows.length === 0) return `${columns.join('  ')}\n(no rows)\n`;
  const cells = rows.map((row) => columns.map((column) => text(row[column])));
  const numeric = columns.map((column) => rows.every((row) => row[column] === null || typeof row[column] === 'number'));
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((row) => row[index].length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, index) => (numeric[index] ? cell.padStart(widths[index]) : cell.padEnd(widths[index])))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n') + '\n';
}
