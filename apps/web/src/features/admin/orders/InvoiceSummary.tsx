import type { TaxDocument } from '@store/contracts';
import { formatPaise, formatRate, formatTaxDay } from '../tax/tax-format';

const cell = 'px-2 py-1';
const amount = `${cell} text-right whitespace-nowrap tabular-nums`;

/** The invoice as issued, compactly: number, date, place of supply, tax kind, lines and totals. */
export function InvoiceSummary({ document }: { document: TaxDocument }) {
  const igst = document.taxKind === 'IGST';
  const stateTax = document.taxKind === 'CGST+UTGST' ? 'UTGST' : 'SGST';
  const taxes = (row: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
    igst ? formatPaise(row.igstPaise) : `${formatPaise(row.cgstPaise)} + ${formatPaise(row.sgstPaise)}`;
  return (
    <div className="mt-3 rounded-md border border-neutral-200 p-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-xs font-semibold text-neutral-600 uppercase">Invoice</dt>
          <dd className="font-mono">{document.number}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-neutral-600 uppercase">Date</dt>
          <dd>{formatTaxDay(document.issueDate)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-neutral-600 uppercase">Place of supply</dt>
          <dd>
            {document.placeOfSupply.state} ({document.placeOfSupply.stateCode})
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-neutral-600 uppercase">Tax</dt>
          <dd>
            {document.taxKind}
            {document.b2b && document.buyer.gstin ? ` · B2B ${document.buyer.gstin}` : ''}
          </dd>
        </div>
      </dl>
      <div className="mt-3 overflow-x-auto">
        <table aria-label={`Lines of invoice ${document.number}`} className="w-full min-w-[560px] text-left">
          <thead className="text-xs text-neutral-700 uppercase">
            <tr>
              <th scope="col" className={cell}>
                Item
              </th>
              <th scope="col" className={cell}>
                HSN
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Rate
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Taxable
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {igst ? 'IGST' : `CGST + ${stateTax}`}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={index} className="border-t border-neutral-100">
                <td className={cell}>
                  {line.description}
                  {line.kind === 'goods' ? ` × ${line.quantity}` : ''}
                </td>
                <td className={cell}>{line.hsn}</td>
                <td className={amount}>{formatRate(line.ratePercent)}</td>
                <td className={amount}>{formatPaise(line.taxablePaise)}</td>
                <td className={amount}>{taxes(line)}</td>
                <td className={amount}>{formatPaise(line.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-bold">
            <tr className="border-t border-neutral-300">
              <th scope="row" colSpan={3} className={cell}>
                Total
              </th>
              <td className={amount}>{formatPaise(document.totals.taxablePaise)}</td>
              <td className={amount}>{taxes(document.totals)}</td>
              <td className={amount}>{formatPaise(document.totals.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
