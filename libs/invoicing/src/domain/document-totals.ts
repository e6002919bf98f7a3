import type { TaxDocument, TaxDocumentLine } from '@store/contracts';

/** A document's totals: the sums of its lines. */
export function documentTotals(lines: readonly TaxDocumentLine[]): TaxDocument['totals'] {
  const sum = (amount: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + amount(line), 0);
  return {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}
