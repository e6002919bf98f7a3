import { screen, waitFor } from '@testing-library/react';
import { anOrder, aUser } from '../../testing/fixtures';
import { fakeDownloads } from '../../testing/downloads';
import { renderWithApp } from '../../testing/render';
import { aCreditNoteSummary, aTaxDocumentSummary, fakeTaxApi, twoDispatchInvoices } from '../../testing/tax-fixtures';
import type { Order } from '../../shared/orders/types';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { OrdersPage } from './OrdersPage';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
const paid = (extra: Partial<Order> = {}) =>
  anOrder({
    _id: ID,
    paymentStatus: 'completed',
    isPaid: true,
    orderStatus: 'delivered',
    status: 'delivered',
    ...extra,
  });
const documents = { body: { success: true as const, documents: [aTaxDocumentSummary(), aCreditNoteSummary()] } };
const pdf = { body: '%PDF-1.7' };

describe('the invoice and credit notes in My Orders', () => {
  const saved = fakeDownloads();

  it("offers 'Download invoice' and 'Credit note {number}' and saves the PDF fetched with the shopper's token", async () => {
    const api = fakeTaxApi({
      'GET /api/orders/myorders': { body: { success: true, orders: [paid()] } },
      'GET /api/orders/:id/tax-documents': documents,
      'GET /api/orders/:id/invoice': pdf,
      'GET /api/orders/:id/credit-notes/:refundId': pdf,
    });
    const { user } = renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved.map((file) => file.filename)).toEqual(['INV-2627-000001.pdf']));
    const [invoice] = api.calls('GET', `/api/orders/${ID}/invoice`);
    expect(invoice.headers.get('authorization')).toBe('Bearer test-token');
    expect(invoice.query.has('token')).toBe(false);
    const creditNote = screen.getByRole('button', { name: 'Credit note CN/2627/000001' });
    await waitFor(() => expect(creditNote.matches(':disabled')).toBe(false));
    await user.click(creditNote);
    await waitFor(() => expect(saved.map((file) => file.filename)).toContain('CN-2627-000001.pdf'));
    expect(api.calls('GET', `/api/orders/${ID}/credit-notes/r1`)).toHaveLength(1);
  });

  it('asks for the documents only of orders that have shipped: a confirmed order shows no invoice link', async () => {
    const api = fakeTaxApi({
      'GET /api/orders/myorders': {
        body: { success: true, orders: [paid({ orderStatus: 'confirmed', status: 'confirmed' })] },
      },
      'GET /api/orders/:id/tax-documents': documents,
    });
    renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    expect(await screen.findByRole('heading', { name: 'Order #B8C9D0' })).toBeTruthy();
    expect(api.calls('GET', `/api/orders/${ID}/tax-documents`)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('shows no link while a shipped order has no invoice yet', async () => {
    const api = fakeTaxApi({
      'GET /api/orders/myorders': {
        body: { success: true, orders: [paid({ orderStatus: 'shipped', status: 'shipped' })] },
      },
      'GET /api/orders/:id/tax-documents': { body: { success: true, documents: [] } },
    });
    renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    await waitFor(() => expect(api.calls('GET', `/api/orders/${ID}/tax-documents`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('names each invoice of an order shipped in two parcels by its number and shipment, and saves each from its own path (issue #43)', async () => {
    const api = fakeTaxApi({
      'GET /api/orders/myorders': { body: { success: true, orders: [paid()] } },
      'GET /api/orders/:id/tax-documents': { body: { success: true, documents: twoDispatchInvoices() } },
      'GET /api/orders/:id/tax-documents/:number': pdf,
    });
    const { user } = renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    const second = await screen.findByRole('button', { name: 'Invoice INV/2627/000002 (Blue Dart AWB BD-20002)' });
    expect(screen.getByRole('button', { name: 'Invoice INV/2627/000001 (Delhivery AWB DL10001)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    await user.click(second);
    await waitFor(() => expect(saved.map((file) => file.filename)).toEqual(['INV-2627-000002.pdf']));
    expect(api.calls('GET', `/api/orders/${ID}/tax-documents/INV-2627-000002`)).toHaveLength(1);
  });

  it('asks for the documents of a partly shipped order (processing): its first dispatch’s invoice', async () => {
    const [first] = twoDispatchInvoices();
    fakeTaxApi({
      'GET /api/orders/myorders': {
        body: { success: true, orders: [paid({ orderStatus: 'processing', status: 'processing' })] },
      },
      'GET /api/orders/:id/tax-documents': { body: { success: true, documents: [first!] } },
    });
    renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeTruthy();
  });

  it("says 'Failed to download the document' when the PDF does not come", async () => {
    fakeTaxApi({
      'GET /api/orders/myorders': { body: { success: true, orders: [paid()] } },
      'GET /api/orders/:id/tax-documents': documents,
      'GET /api/orders/:id/invoice': { status: 503 },
    });
    const { user } = renderWithApp(<OrdersPage />, { signedInAs: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByText('Failed to download the document')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});

describe("the invoice on a guest's order page", () => {
  const saved = fakeDownloads();

  it('reads the documents and downloads the invoice with the order token of the link, without a bearer token', async () => {
    const api = fakeTaxApi({
      'GET /api/orders/:id': { body: { success: true, order: paid({ user: null }) } },
      'GET /api/orders/:id/tax-documents': { body: { success: true, documents: [aTaxDocumentSummary()] } },
      'GET /api/orders/:id/invoice': pdf,
    });
    const { user } = renderWithApp(<OrderConfirmationPage />, {
      route: `/order-confirmation/${ID}?token=guest-secret`,
      path: '/order-confirmation/:orderId',
    });
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved.map((file) => file.filename)).toEqual(['INV-2627-000001.pdf']));
    expect(api.calls('GET', `/api/orders/${ID}/tax-documents`)[0].query.get('token')).toBe('guest-secret');
    const [invoice] = api.calls('GET', `/api/orders/${ID}/invoice`);
    expect(invoice.query.get('token')).toBe('guest-secret');
    expect(invoice.headers.has('authorization')).toBe(false);
    expect(screen.queryByRole('button', { name: /Credit note/ })).toBeNull();
  });
});
