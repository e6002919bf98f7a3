import { csvParts, csvRecords } from './csv-parts';

const header =
  'productId,name,description,category,brand,material,price,offerPrice,colorName,colorCode,images,size,stock';
const row = (id: string, size: string, description = 'Soft tee') =>
  `${id},Tee ${id},"${description}",topwear,ThreadFit,Cotton,799,,Original,,,${size},5`;

describe('catalogue CSV parts', () => {
  it('keeps quoted line breaks inside one record', () => {
    expect(csvRecords(`${header}\r\n${row('p1', 'S', 'Line one\nline "two"'.replace(/"/g, '""'))}\r\n`)).toHaveLength(
      2,
    );
  });

  it('splits a large file between products, never inside one, with the header and row numbers of the whole file', () => {
    const rows = ['p1', 'p2', 'p3'].flatMap((id) => ['S', 'M', 'L'].map((size) => row(id, size)));
    const parts = csvParts([header, ...rows].join('\n'), header.length + 1 + (rows[0].length + 1) * 3.5);
    expect(parts.map((part) => [part.firstRow, part.rows])).toEqual([
      [2, 3],
      [5, 3],
      [8, 3],
    ]);
    for (const part of parts) expect(part.csv.split('\n')[0]).toBe(header);
    expect(parts[1].csv.split('\n')[1]).toBe(row('p2', 'S'));
  });

  it('sends a small file whole', () => {
    const parts = csvParts([header, row('p1', 'S'), row('p1', 'M')].join('\n'));
    expect(parts).toEqual([{ csv: [header, row('p1', 'S'), row('p1', 'M')].join('\n'), firstRow: 2, rows: 2 }]);
  });
});
