import type { Position } from '@store/eventstore';
import { foldGstSummaries, type IssuedDocument } from '@store/invoicing';
import { creditNoteFor, gstin, taxDocument, SAMPLE_LINES } from '@store/invoicing/testing';
import type { TaxDocument } from '@store/contracts';
import {
  gst,
  parseReportArguments,
  reportContext,
  ReportUsageError,
  runReport,
  runReportCommand,
  type ReportEvent,
} from '../src';
import { appendLog } from './support/known-log';
import { useKnownLogDatabase } from './support/known-log-database';

const { tee: TEE, hoodie: HOODIE } = SAMPLE_LINES;

const consumer = taxDocument({
  number: 'INV/2627/000001',
  issueDate: '2026-05-03',
  buyerState: 'Karnataka',
  lines: [TEE, HOODIE],
});
const business = taxDocument({
  number: 'INV/2627/000002',
  issueDate: '2026-05-10',
  buyerState: 'Maharashtra',
  buyerGstin: gstin('27AABCB1234K1Z'),
  lines: [{ ...TEE, quantity: 4 }],
});
const refund = creditNoteFor(consumer, { number: 'CN/2627/000001', issueDate: '2026-05-12', lines: [HOODIE] });
const nextMonth = taxDocument({
  number: 'INV/2627/000003',
  issueDate: '2026-06-01',
  buyerState: 'Kerala',
  lines: [TEE],
});

/** The document as its event carries it: the buyer's name and address are sealed beside it. */
const issued = ({ buyer: { name: _name, address: _address, ...buyer }, ...document }: TaxDocument): IssuedDocument => ({
  ...document,
  buyer,
});

const eventOf = (document: TaxDocument, index: number): ReportEvent => ({
  type: document.kind === 'invoice' ? 'TaxInvoiceIssued' : 'CreditNoteIssued',
  data: { document: issued(document), buyerPersonal: 'sealed' },
  streamId: `tax-invoices-INV-2026-27`,
  position: { commit: BigInt(index), prepare: BigInt(index) } satisfies Position,
  occurredAt: document.issuedAt,
});

function runGst(month: string, documents: TaxDocument[]) {
  const context = reportContext({ from: `${month}-01`, to: `${month}-31` });
  let state = gst.initial(context);
  documents.forEach((document, index) => (state = gst.apply(state, eventOf(document, index), context)));
  return gst.rows(state, context);
}

describe('the gst report (npm run report -- gst --month YYYY-MM)', () => {
  const rows = runGst('2026-05', [consumer, business, refund, nextMonth]);

  it("folds the month's invoice events into the summaries' sections, with the totals last", () => {
    // The hoodie was credited in full: its B2CS and HSN groups are left out.
    expect(rows.map((row) => row.section)).toEqual([
      'b2cs',
      'b2b',
      'credit-note',
      'hsn',
      'invoices',
      'credit notes',
      'net',
    ]);
    const summaries = foldGstSummaries('2026-05', [consumer, business, refund]);
    expect(rows.at(-1)).toMatchObject({ section: 'net', total: summaries.totals.netPaise / 100 });
    expect(rows.find((row) => row.section === 'invoices')).toMatchObject({ quantity: 2 });
  });

  it('names a business buyer by GSTIN only: the events carry no buyer name', () => {
    expect(rows.find((row) => row.section === 'b2b')).toMatchObject({
      document: 'INV/2627/000002',
      buyer_gstin: business.buyer.gstin,
      place_of_supply: '27-Maharashtra',
      value: business.totals.totalPaise / 100,
    });
    expect(JSON.stringify(rows)).not.toContain(consumer.buyer.name);
  });

  it('gives every row every column, in rupees', () => {
    for (const row of rows) expect(Object.keys(row)).toEqual([...gst.columns]);
    expect(rows.find((row) => row.section === 'hsn')).toMatchObject({
      hsn: '6109',
      quantity: 5,
      taxable: (consumer.lines[0]!.taxablePaise + business.totals.taxablePaise) / 100,
    });
  });
});

describe('the gst report over the event log', () => {
  const known = useKnownLogDatabase({ maxConnections: 2 });

  it('reads only the invoice events, among all the others, page by page, into the same rows', async () => {
    const documents = [consumer, business, refund, nextMonth];
    await appendLog(
      known.eventStore,
      documents.map((document, index) => {
        const event = eventOf(document, index);
        return {
          stream: `tax-documents-${document.number}`,
          type: event.type,
          at: event.occurredAt,
          data: event.data as Record<string, unknown>,
        };
      }),
    );
    const context = reportContext({ from: '2026-05-01', to: '2026-05-31' });
    expect(await runReport(gst, known.eventStore, { context, batchSize: 2 })).toEqual(runGst('2026-05', documents));
  }, 60_000);
});

describe('--month', () => {
  it('runs from the first to the last day of the month', () => {
    expect(parseReportArguments(['gst', '--month', '2026-02'])).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(parseReportArguments(['gst', '--month=2028-02'])).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(reportContext({ from: '2026-05-01', to: '2026-05-31' }).month).toBe('2026-05');
    expect(reportContext({ from: '2026-05-01', to: '2026-05-30' }).month).toBeNull();
  });

  it('refuses a bad month, and a month with --from or --to', () => {
    expect(() => parseReportArguments(['gst', '--month', '2026-13'])).toThrow('--month must be a month, YYYY-MM');
    expect(() => parseReportArguments(['gst', '--month', '2026-05', '--from', '2026-05-02'])).toThrow(
      '--month replaces --from and --to',
    );
    expect(() => parseReportArguments(['gst', '--month'])).toThrow(ReportUsageError);
  });

  it('is required by the gst report, with usage exit code 2', async () => {
    let errors = '';
    const code = await runReportCommand({
      argv: ['gst', '--from', '2026-05-02'],
      eventStore: null as never,
      output: { write: () => true },
      errorOutput: { write: (text: string) => ((errors += text), true) },
    });
    expect(code).toBe(2);
    expect(errors).toContain('gst runs over one month: give --month YYYY-MM');
  });
});
