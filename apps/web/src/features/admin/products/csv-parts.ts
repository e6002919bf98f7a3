/**
 * Splits a catalogue CSV into parts small enough for one request each (the API's body limit),
 * never splitting one product's rows; each part repeats the header and knows the row number of
 * its first record (the header is row 1), so the server's problems name rows of the whole file.
 */
export interface CsvPart {
  csv: string;
  firstRow: number;
  rows: number;
}

/** Records of CSV text as they are written (quoted cells may hold commas, quotes and line breaks). */
export function csvRecords(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  const records: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      records.push(body.slice(start, i));
      if (c === '\r' && body[i + 1] === '\n') i++;
      start = i + 1;
    }
  }
  if (start < body.length) records.push(body.slice(start));
  return records.filter((record) => record.trim() !== '');
}

/** The first two cells of a record (productId, name), unquoted. */
function keyOf(record: string): string {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < record.length && cells.length < 2; i++) {
    const c = record[i];
    if (quoted) {
      if (c === '"' && record[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  if (cells.length < 2) cells.push(cell);
  return cells[0] || `new:${(cells[1] ?? '').toLowerCase()}`;
}

const encoder = new TextEncoder();

export function csvParts(text: string, maxBytes = 700_000): CsvPart[] {
  const [header, ...rows] = csvRecords(text);
  if (header === undefined) return [];
  const parts: CsvPart[] = [];
  let current: string[] = [];
  let size = encoder.encode(header).length + 1;
  let first = 2;
  let previousKey: string | null = null;
  rows.forEach((row, index) => {
    const bytes = encoder.encode(row).length + 1;
    const key = keyOf(row);
    if (current.length > 0 && size + bytes > maxBytes && key !== previousKey) {
      parts.push({ csv: [header, ...current].join('\n'), firstRow: first, rows: current.length });
      current = [];
      size = encoder.encode(header).length + 1;
      first = index + 2;
    }
    current.push(row);
    size += bytes;
    previousKey = key;
  });
  if (current.length > 0 || parts.length === 0)
    parts.push({ csv: [header, ...current].join('\n'), firstRow: first, rows: current.length });
  return parts;
}
