import type { GstRateBand, TaxDocument, TaxDocumentLine } from '@store/contracts';
import type { TaxSettingsValues } from './tax-document-events';
import { amountInWords } from './amount-in-words';
import { documentTotals } from './document-totals';
import { financialYearOf } from './financial-year';
import { rateFor } from './gst-rates';
import { taxKindFor } from './place-of-supply';
import { taxLine } from './tax-line';

/** A line of the order as shipped; amounts in paise, tax included. */
export interface InvoiceGoodsLine {
  hsn: string;
  name: string;
  colorName: string | null;
  size: string;
  quantity: number;
  unitPricePaise: number;
  /** The discount on the whole line. */
  discountPaise: number;
  /** The index of the order line it invoices (issue #43: a dispatch's invoice carries some of the lines). */
  orderLine?: number;
}

export interface InvoiceInput {
  number: string;
  issuedAt: string;
  /** The day printed (YYYY-MM-DD, the store's time zone): it also dates the supply for the rates. */
  issueDate: string;
  orderId: string;
  /** The settings in force when the invoice is issued, with the GST code of their state. */
  seller: TaxSettingsValues & { stateCode: string };
  /** The delivery address's name and state; a GSTIN when a business buyer gave one. */
  buyer: { name: string; address: string; state: string; gstin: string | null };
  lines: InvoiceGoodsLine[];
  shippingPaise: number;
  bands: readonly GstRateBand[];
  /** The shipment this invoice is for (issue #43); null for goods that left without one. */
  shipment?: TaxDocument['shipment'];
}

const descriptionOf = (line: InvoiceGoodsLine) =>
  line.colorName ? `${line.name} (${line.colorName}, ${line.size})` : `${line.name} (${line.size})`;

/**
 * The principal supply of an order, whose HSN and rate its shipping takes (shipping charged with
 * goods is one composite supply, taxed at the principal supply's rate): the goods line of the
 * largest taxable value; on a tie the higher rate, then the first line. By value because the
 * principal supply is the one the order is mostly about; the tie-breaks make the choice one.
 */
export function principalSupply(lines: readonly TaxDocumentLine[]): TaxDocumentLine | undefined {
  return lines.reduce<TaxDocumentLine | undefined>((principal, line) => {
    if (line.kind !== 'goods') return principal;
    if (!principal || line.taxablePaise > principal.taxablePaise) return line;
    if (line.taxablePaise === principal.taxablePaise && line.ratePercent > principal.ratePercent) return line;
    return principal;
  }, undefined);
}

/**
 * A tax invoice for an order: one line per product line, rated on the issue date by its price per
 * piece after discount, then shipping (when charged) taxed as the principal supply. Its total is
 * what the shopper paid, to the paisa: each line's taxes are carved out of its tax-inclusive total.
 */
export function buildInvoice(input: InvoiceInput): TaxDocument {
  if (input.lines.length === 0) throw new Error('An invoice needs at least one line of goods');
  if (!Number.isSafeInteger(input.shippingPaise) || input.shippingPaise < 0) {
    throw new Error(`Shipping must be a whole number of paise, not ${input.shippingPaise}`);
  }
  const { seller, buyer } = input;
  const { placeOfSupply, taxKind } = taxKindFor(seller.stateCode, buyer.state);
  const goods = input.lines.map((line) => ({
    ...taxLine(
      {
        kind: 'goods',
        hsn: line.hsn,
        description: descriptionOf(line),
        quantity: line.quantity,
        unit: 'pcs',
        unitPricePaise: line.unitPricePaise,
        discountPaise: line.discountPaise,
        ratePercent: rateFor(
          input.bands,
          line.hsn,
          input.issueDate,
          line.unitPricePaise * line.quantity - line.discountPaise,
          line.quantity,
        ),
      },
      taxKind,
      seller.hsnDigits,
    ),
    ...(line.orderLine !== undefined && { orderLine: line.orderLine }),
  }));
  const lines = [...goods];
  if (input.shippingPaise > 0) {
    const principalIndex = goods.indexOf(principalSupply(goods)!);
    lines.push(
      taxLine(
        {
          kind: 'shipping',
          hsn: input.lines[principalIndex]!.hsn,
          description: 'Shipping',
          quantity: 1,
          unit: 'service',
          unitPricePaise: input.shippingPaise,
          discountPaise: 0,
          ratePercent: goods[principalIndex]!.ratePercent,
        },
        taxKind,
        seller.hsnDigits,
      ),
    );
  }
  const totals = documentTotals(lines);
  return {
    kind: 'invoice',
    number: input.number,
    issuedAt: input.issuedAt,
    issueDate: input.issueDate,
    financialYear: financialYearOf(input.issueDate).label,
    orderId: input.orderId,
    seller: {
      name: seller.legalName,
      tradeName: seller.tradeName,
      address: seller.address,
      state: seller.state,
      stateCode: seller.stateCode,
      gstin: seller.gstin,
    },
    buyer: {
      name: buyer.name,
      address: buyer.address,
      state: placeOfSupply.state,
      stateCode: placeOfSupply.stateCode,
      gstin: buyer.gstin,
    },
    placeOfSupply,
    taxKind,
    b2b: buyer.gstin !== null,
    reverseCharge: false,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    correctsInvoice: null,
    refundId: null,
    reason: null,
    shipment: input.shipment ?? null,
  };
}
