import type {
  GstRateBand,
  GstSummaries,
  TaxDocument,
  TaxDocumentResponse,
  TaxDocumentSummary,
  TaxSettings,
} from '@store/contracts';
import { fakeApi, type FakeHandler, type FakeRoutes } from './fake-api';

/**
 * The GST invoicing routes whose answers are files (the CSV summaries, the PDFs: any body does),
 * beside the JSON routes of the API's route table (API_RESPONSES) that FakeRoutes types.
 */
export type TaxFakeRoutes = FakeRoutes & {
  'GET /api/admin/tax/summaries/:file'?: FakeHandler<string>;
  'GET /api/orders/:id/invoice'?: FakeHandler<TaxDocumentResponse | string>;
  'GET /api/orders/:id/credit-notes/:refundId'?: FakeHandler<string>;
  'GET /api/orders/:id/tax-documents/:number'?: FakeHandler<TaxDocumentResponse | string>;
};

const ORDER_PATH = '/api/orders/6650a1b2c3d4e5f6a7b8c9d0';

/** An order shipped in two parcels (issue #43): its two invoices, each naming its shipment, at its own path. */
export const twoDispatchInvoices = (): TaxDocumentSummary[] => [
  aTaxDocumentSummary({
    downloadPath: `${ORDER_PATH}/tax-documents/INV-2627-000001`,
    shipment: { shipmentId: 's1', carrier: 'Delhivery', awb: 'DL10001' },
  }),
  aTaxDocumentSummary({
    number: 'INV/2627/000002',
    issueDate: '2026-11-05',
    totalPaise: 49900,
    downloadPath: `${ORDER_PATH}/tax-documents/INV-2627-000002`,
    shipment: { shipmentId: 's2', carrier: 'Blue Dart', awb: 'BD-20002' },
  }),
];

export const fakeTaxApi = (routes: TaxFakeRoutes) => fakeApi(routes as FakeRoutes);

export function someTaxSettings(overrides: Partial<TaxSettings> = {}): TaxSettings {
  return {
    legalName: 'ThreadFit Apparel Private Limited',
    tradeName: 'ThreadFit',
    address: '4th Floor, 12 Residency Road, Bengaluru 560025',
    state: 'Karnataka',
    stateCode: '29',
    gstin: '29AAJCT1234M1ZZ',
    invoiceSeries: 'INV',
    creditNoteSeries: 'CN',
    hsnDigits: 4,
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

export const aRateBand = (overrides: Partial<GstRateBand> = {}): GstRateBand => ({
  chapter: '61',
  validFrom: '2025-09-22',
  upTo: 2500,
  rate: 5,
  ...overrides,
});

export function aTaxDocumentSummary(overrides: Partial<TaxDocumentSummary> = {}): TaxDocumentSummary {
  return {
    kind: 'invoice',
    number: 'INV/2627/000001',
    issueDate: '2026-11-03',
    totalPaise: 79900,
    downloadPath: '/api/orders/6650a1b2c3d4e5f6a7b8c9d0/invoice',
    shipment: null,
    correctsInvoice: null,
    ...overrides,
  };
}

export const aCreditNoteSummary = (overrides: Partial<TaxDocumentSummary> = {}): TaxDocumentSummary =>
  aTaxDocumentSummary({
    kind: 'credit-note',
    number: 'CN/2627/000001',
    issueDate: '2026-11-10',
    totalPaise: 39950,
    downloadPath: '/api/orders/6650a1b2c3d4e5f6a7b8c9d0/credit-notes/r1',
    ...overrides,
  });

/** An invoice for one tee sent within Karnataka: CGST and SGST at 2.5% each. */
export function aTaxInvoice(overrides: Partial<TaxDocument> = {}): TaxDocument {
  return {
    kind: 'invoice',
    number: 'INV/2627/000001',
    issuedAt: '2026-11-03T06:30:00.000Z',
    issueDate: '2026-11-03',
    financialYear: '2026-27',
    orderId: '6650a1b2c3d4e5f6a7b8c9d0',
    seller: {
      name: 'ThreadFit Apparel Private Limited',
      tradeName: 'ThreadFit',
      address: '4th Floor, 12 Residency Road, Bengaluru 560025',
      state: 'Karnataka',
      stateCode: '29',
      gstin: '29AAJCT1234M1ZZ',
    },
    buyer: { name: 'Asha Rao', address: '12 MG Road, Bengaluru', state: 'Karnataka', stateCode: '29', gstin: null },
    placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    taxKind: 'CGST+SGST',
    b2b: false,
    reverseCharge: false,
    lines: [
      {
        kind: 'goods',
        hsn: '6109',
        description: 'Aero Dry-Fit Tee (Black, M)',
        quantity: 1,
        unit: 'pcs',
        unitPricePaise: 79900,
        valuePaise: 79900,
        discountPaise: 0,
        taxablePaise: 76095,
        ratePercent: 5,
        cgstPaise: 1902,
        sgstPaise: 1903,
        igstPaise: 0,
        totalPaise: 79900,
      },
    ],
    totals: { taxablePaise: 76095, cgstPaise: 1902, sgstPaise: 1903, igstPaise: 0, totalPaise: 79900 },
    amountInWords: 'Rupees Seven Hundred Ninety-Nine Only',
    correctsInvoice: null,
    refundId: null,
    reason: null,
    ...overrides,
  };
}

const amounts = { taxablePaise: 76095, cgstPaise: 1902, sgstPaise: 1903, igstPaise: 0 };

/** November 2026: one consumer invoice in Karnataka, one business invoice to Maharashtra, one credit note. */
export function someGstSummaries(overrides: Partial<GstSummaries> = {}): GstSummaries {
  return {
    month: '2026-11',
    b2cs: [{ placeOfSupply: '29-Karnataka', ratePercent: 5, ...amounts }],
    b2b: [
      {
        buyerGstin: '27AAPFU0939F1ZV',
        buyerName: 'Fitness First LLP',
        invoiceNumber: 'INV/2627/000002',
        invoiceDate: '2026-11-04',
        invoiceValuePaise: 315000,
        placeOfSupply: '27-Maharashtra',
        ratePercent: 18,
        taxablePaise: 266949,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 48051,
      },
    ],
    creditNotes: [
      {
        number: 'CN/2627/000001',
        issueDate: '2026-11-10',
        invoiceNumber: 'INV/2627/000001',
        invoiceDate: '2026-11-03',
        buyerGstin: null,
        placeOfSupply: '29-Karnataka',
        ratePercent: 5,
        valuePaise: 39950,
        taxablePaise: 38048,
        cgstPaise: 951,
        sgstPaise: 951,
        igstPaise: 0,
      },
    ],
    hsn: [{ hsn: '6109', ratePercent: 5, quantity: 1, ...amounts, totalPaise: 79900 }],
    totals: { invoicesPaise: 394900, creditNotesPaise: 39950, netPaise: 354950, invoiceCount: 2, creditNoteCount: 1 },
    ...overrides,
  };
}
