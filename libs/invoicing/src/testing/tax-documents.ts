import { gstinCheckCharacter, gstStateByName, type TaxDocument, type TaxDocumentLine } from '@store/contracts';

/** A GSTIN with a right check character, from its first 14 characters. */
export const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

export const MAHARASHTRA_SELLER: TaxDocument['seller'] = {
  name: 'Threadfit Apparel Private Limited',
  tradeName: 'Threadfit',
  address: 'Unit 4, Kamala Mills Compound, Lower Parel, Mumbai 400013',
  state: 'Maharashtra',
  stateCode: '27',
  gstin: gstin('27AAACT2727Q1Z'),
};

export const CHANDIGARH_SELLER: TaxDocument['seller'] = {
  name: 'Threadfit North LLP',
  tradeName: 'Threadfit',
  address: 'Plot 12, Industrial Area Phase 1, Chandigarh 160002',
  state: 'Chandigarh',
  stateCode: '04',
  gstin: gstin('04AAACT0404Q1Z'),
};

/** Lines the tests share: a tee at 5%, a hoodie at 18%, and shipping taxed with the tee. */
export const SAMPLE_LINES = {
  tee: { hsn: '6109', description: 'Dri-Fit Training Tee (Black, M)', unitPricePaise: 139_900, ratePercent: 5 },
  hoodie: { hsn: '6110', description: 'Fleece Hoodie (Grey, L)', unitPricePaise: 329_900, ratePercent: 18 },
  shipping: { hsn: '6109', description: 'Shipping', unitPricePaise: 9_900, ratePercent: 5, kind: 'shipping' },
} as const satisfies Record<string, LineInput>;

export interface LineInput {
  hsn?: string;
  description?: string;
  quantity?: number;
  unitPricePaise: number;
  discountPaise?: number;
  ratePercent: number;
  kind?: TaxDocumentLine['kind'];
}

export interface DocumentInput {
  kind?: TaxDocument['kind'];
  number: string;
  issueDate: string;
  seller?: TaxDocument['seller'];
  buyerName?: string;
  buyerAddress?: string;
  /** A state name of GST_STATES: the delivery address's and so the place of supply. */
  buyerState: string;
  buyerGstin?: string | null;
  lines: LineInput[];
  correctsInvoice?: TaxDocument['correctsInvoice'];
  reason?: string | null;
  amountInWords?: string;
}

/**
 * A tax document as the issuing command would make it: taxable value = (value - discount) /
 * (1 + rate), rounded per line; the tax is the rest, halved into CGST and SGST/UTGST within the
 * seller's state (the odd paisa to SGST), all IGST otherwise.
 */
export function taxDocument(input: DocumentInput): TaxDocument {
  const seller = input.seller ?? MAHARASHTRA_SELLER;
  const buyerState = gstStateByName(input.buyerState);
  if (!buyerState) throw new Error(`unknown state ${input.buyerState}`);
  const intraState = buyerState.code === seller.stateCode;
  const taxKind: TaxDocument['taxKind'] = !intraState ? 'IGST' : buyerState.ut ? 'CGST+UTGST' : 'CGST+SGST';
  const lines: TaxDocumentLine[] = input.lines.map((line) => {
    const quantity = line.quantity ?? 1;
    const valuePaise = line.unitPricePaise * quantity;
    const discountPaise = line.discountPaise ?? 0;
    const totalPaise = valuePaise - discountPaise;
    const taxablePaise = Math.round((totalPaise * 100) / (100 + line.ratePercent));
    const tax = totalPaise - taxablePaise;
    const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
    return {
      kind: line.kind ?? 'goods',
      hsn: line.hsn ?? '6109',
      description: line.description ?? 'Dri-Fit Training Tee (Black, M)',
      quantity,
      unit: 'pcs',
      unitPricePaise: line.unitPricePaise,
      valuePaise,
      discountPaise,
      taxablePaise,
      ratePercent: line.ratePercent,
      cgstPaise,
      sgstPaise: intraState ? tax - cgstPaise : 0,
      igstPaise: intraState ? 0 : tax,
      totalPaise,
    };
  });
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const buyerGstin = input.buyerGstin ?? null;
  return {
    kind: input.kind ?? 'invoice',
    number: input.number,
    issuedAt: `${input.issueDate}T06:30:00.000Z`,
    issueDate: input.issueDate,
    financialYear: '2026-27',
    orderId: `order-${input.number}`,
    seller,
    buyer: {
      name: input.buyerName ?? 'Asha Rao',
      address: input.buyerAddress ?? '14 Residency Road, Bengaluru 560025',
      state: buyerState.name,
      stateCode: buyerState.code,
      gstin: buyerGstin,
    },
    placeOfSupply: { state: buyerState.name, stateCode: buyerState.code },
    taxKind,
    b2b: buyerGstin !== null,
    reverseCharge: false,
    lines,
    totals: {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      totalPaise: sum((line) => line.totalPaise),
    },
    amountInWords: input.amountInWords ?? 'Indian Rupees One Thousand Three Hundred Ninety-Nine Only',
    correctsInvoice: input.correctsInvoice ?? null,
    refundId: input.kind === 'credit-note' ? `refund-${input.number}` : null,
    reason: input.reason ?? null,
  };
}

/** A credit note reversing some of an invoice's lines (amounts positive, as credit notes carry them). */
export function creditNoteFor(
  invoice: TaxDocument,
  input: Omit<DocumentInput, 'buyerState' | 'seller' | 'buyerGstin'> & { buyerState?: string },
): TaxDocument {
  return taxDocument({
    kind: 'credit-note',
    seller: invoice.seller,
    buyerState: invoice.buyer.state,
    buyerGstin: invoice.buyer.gstin,
    buyerName: invoice.buyer.name,
    buyerAddress: invoice.buyer.address,
    correctsInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    reason: 'Damaged on arrival',
    ...input,
  });
}
