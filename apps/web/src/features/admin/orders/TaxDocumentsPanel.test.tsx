import type { Order } from '@store/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { anAdmin, anOrder } from '../../../testing/fixtures';
import { fakeDownloads } from '../../../testing/downloads';
import { renderWithApp } from '../../../testing/render';
import {
  aCreditNoteSummary,
  aTaxDocumentSummary,
  aTaxInvoice,
  fakeTaxApi,
  twoDispatchInvoices,
  type TaxFakeRoutes,
} from '../../../testing/tax-fixtures';
import { aShipment, shipmentsReply } from '../../../testing/fulfilment-fixtures';
import { OrderDetailsModal } from './OrderDetailsModal';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
const paidOrder = (status: Order['status']) =>
  anOrder({
    _id: ID,
    status,
    orderStatus: status,
    paymentStatus: 'completed',
    isPaid: true,
    paidAt: '2026-11-02T10:00:00.000Z',
  });

function orderDetails(order: Order, routes: TaxFakeRoutes) {
  const api = fakeTaxApi({
    'GET /api/orders/:id': { body: { success: true, order } },
    ...routes,
  });
  const { user } = renderWithApp(<OrderDetailsModal order={order} onClose={() => undefined} />, {
    signedInAs: anAdmin(),
  });
  const panel = () => within(screen.getByRole('region', { name: 'Invoice and credit notes' }));
  return { api, panel, user };
}

const documents = (...list: ReturnType<typeof aTaxDocumentSummary>[]) => ({
  body: { success: true as const, documents: list },
});

describe("the order's invoice and credit notes (admin order details)", () => {
  const saved = fakeDownloads();

  it("says 'Not issued yet' before the order ships, without asking the server", async () => {
    const { api, panel } = orderDetails(paidOrder('confirmed'), {});
    expect(
      await panel().findByText('Not issued yet: the invoice is issued when the order is marked shipped'),
    ).toBeTruthy();
    expect(api.calls('GET', `/api/orders/${ID}/tax-documents`)).toHaveLength(0);
  });

  it('lists the invoice and credit notes and shows the invoice as issued: place of supply, tax kind, lines, totals', async () => {
    const { api, panel } = orderDetails(paidOrder('returned'), {
      'GET /api/orders/:id/tax-documents': documents(aTaxDocumentSummary(), aCreditNoteSummary()),
      'GET /api/orders/:id/invoice': { body: { success: true, document: aTaxInvoice() } },
    });
    expect(await panel().findByText('Karnataka (29)')).toBeTruthy();
    expect(panel().getByText('INV/2627/000001', { selector: 'li span' }).parentElement!.textContent).toBe(
      'Invoice INV/2627/000001 · 3 Nov 2026 · ₹799.00',
    );
    expect(panel().getByText('CN/2627/000001').parentElement!.textContent).toBe(
      'Credit note CN/2627/000001 · 10 Nov 2026 · ₹399.50',
    );
    expect(panel().getByText('CGST+SGST')).toBeTruthy();
    const lines = within(panel().getByRole('table', { name: 'Lines of invoice INV/2627/000001' }));
    expect(lines.getByRole('columnheader', { name: 'CGST + SGST' })).toBeTruthy();
    expect(lines.getByRole('row', { name: /Aero Dry-Fit Tee/ }).textContent).toBe(
      'Aero Dry-Fit Tee (Black, M) × 161095%₹760.95₹19.02 + ₹19.03₹799.00',
    );
    expect(api.calls('GET', `/api/orders/${ID}/invoice`)[0].query.get('format')).toBe('json');
  });

  it('shows IGST alone for an invoice to another state, and the B2B buyer', async () => {
    const invoice = aTaxInvoice({
      taxKind: 'IGST',
      b2b: true,
      buyer: {
        name: 'Fitness First LLP',
        address: 'Pune',
        state: 'Maharashtra',
        stateCode: '27',
        gstin: '27AAPFU0939F1ZV',
      },
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      lines: [{ ...aTaxInvoice().lines[0], cgstPaise: 0, sgstPaise: 0, igstPaise: 3805 }],
      totals: { taxablePaise: 76095, cgstPaise: 0, sgstPaise: 0, igstPaise: 3805, totalPaise: 79900 },
    });
    const { panel } = orderDetails(paidOrder('delivered'), {
      'GET /api/orders/:id/tax-documents': documents(aTaxDocumentSummary()),
      'GET /api/orders/:id/invoice': { body: { success: true, document: invoice } },
    });
    expect(await panel().findByText('IGST · B2B 27AAPFU0939F1ZV')).toBeTruthy();
    expect(panel().getByRole('columnheader', { name: 'IGST' })).toBeTruthy();
    expect(panel().getAllByText('₹38.05')).toHaveLength(2);
  });

  it("downloads a credit note's PDF with the admin's token", async () => {
    const { api, panel, user } = orderDetails(paidOrder('returned'), {
      'GET /api/orders/:id/tax-documents': documents(aTaxDocumentSummary(), aCreditNoteSummary()),
      'GET /api/orders/:id/invoice': { body: { success: true, document: aTaxInvoice() } },
      'GET /api/orders/:id/credit-notes/:refundId': { body: '%PDF-1.7' },
    });
    await user.click(await panel().findByRole('button', { name: 'Download credit note CN/2627/000001' }));
    await waitFor(() => expect(saved.map((file) => file.filename)).toEqual(['CN-2627-000001.pdf']));
    const [pdf] = api.calls('GET', `/api/orders/${ID}/credit-notes/r1`);
    expect(pdf.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('looks again while a shipped order waits for its invoice, and shows it once issued', async () => {
    let issued = false;
    const { panel } = orderDetails(paidOrder('shipped'), {
      'GET /api/orders/:id/tax-documents': () => {
        const reply = documents(...(issued ? [aTaxDocumentSummary()] : []));
        issued = true;
        return reply;
      },
      'GET /api/orders/:id/invoice': { body: { success: true, document: aTaxInvoice() } },
    });
    expect(await panel().findByText(/^Not issued yet/)).toBeTruthy();
    expect(await panel().findByText('Karnataka (29)', {}, { timeout: 6000 })).toBeTruthy();
  }, 10_000);

  it('lists an invoice per dispatch naming its carrier and AWB, shows each as issued, and a credit note against its invoice (issue #43)', async () => {
    const [first, second] = twoDispatchInvoices();
    const note = aCreditNoteSummary({ correctsInvoice: 'INV/2627/000002' });
    const { api, panel } = orderDetails(paidOrder('returned'), {
      'GET /api/orders/:id/tax-documents': documents(first!, second!, note),
      'GET /api/orders/:id/shipments': shipmentsReply(
        [aShipment(), aShipment({ shipmentId: 's2', carrier: 'Blue Dart', awb: 'BD-20002' })],
        [],
        'returned',
      ),
      'GET /api/orders/:id/tax-documents/:number': ({ path }) => ({
        body: { success: true, document: aTaxInvoice({ number: path.split('/').pop()!.replace(/-/g, '/') }) },
      }),
    });
    expect(await panel().findByRole('table', { name: 'Lines of invoice INV/2627/000002' })).toBeTruthy();
    expect(panel().getByRole('table', { name: 'Lines of invoice INV/2627/000001' })).toBeTruthy();
    expect(panel().getByText('INV/2627/000001', { selector: 'li span' }).parentElement!.textContent).toBe(
      'Invoice INV/2627/000001 · Delhivery AWB DL10001 · 3 Nov 2026 · ₹799.00',
    );
    expect(panel().getByText('INV/2627/000002', { selector: 'li span' }).parentElement!.textContent).toBe(
      'Invoice INV/2627/000002 · Blue Dart AWB BD-20002 · 5 Nov 2026 · ₹499.00',
    );
    expect(panel().getByText('CN/2627/000001').parentElement!.textContent).toBe(
      'Credit note CN/2627/000001 · against INV/2627/000002 · 10 Nov 2026 · ₹399.50',
    );
    expect(api.calls('GET', `/api/orders/${ID}/tax-documents/INV-2627-000002`)[0]!.query.get('format')).toBe('json');
  });

  it('looks again while a partly shipped order waits for its second dispatch’s invoice', async () => {
    const [first, second] = twoDispatchInvoices();
    let calls = 0;
    const { panel } = orderDetails(paidOrder('processing'), {
      'GET /api/orders/:id/tax-documents': () => {
        calls += 1;
        return documents(...(calls > 1 ? [first!, second!] : [first!]));
      },
      'GET /api/orders/:id/shipments': shipmentsReply(
        [aShipment(), aShipment({ shipmentId: 's2', carrier: 'Blue Dart', awb: 'BD-20002' })],
        [],
      ),
      'GET /api/orders/:id/tax-documents/:number': ({ path }) => ({
        body: { success: true, document: aTaxInvoice({ number: path.split('/').pop()!.replace(/-/g, '/') }) },
      }),
    });
    expect(await panel().findByText(/Delhivery AWB DL10001/)).toBeTruthy();
    expect(await panel().findByText(/Blue Dart AWB BD-20002/, {}, { timeout: 6000 })).toBeTruthy();
  }, 10_000);

  it('asks once, without looking again, for an order set to processing with nothing shipped', async () => {
    const { api, panel } = orderDetails(paidOrder('processing'), {
      'GET /api/orders/:id/tax-documents': documents(),
      'GET /api/orders/:id/shipments': shipmentsReply([], [{ line: 0, quantity: 1 }]),
    });
    expect(await panel().findByText(/^Not issued yet/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(api.calls('GET', `/api/orders/${ID}/tax-documents`)).toHaveLength(1);
  }, 10_000);
});
