import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeDownloads } from '../../../testing/downloads';
import { renderWithApp } from '../../../testing/render';
import { fakeTaxApi, someGstSummaries, type TaxFakeRoutes } from '../../../testing/tax-fixtures';
import { previousMonth } from './gst-month';
import { GstReturnsPage } from './GstReturnsPage';

function gstReturns(routes: TaxFakeRoutes, route = '/admin/tax-returns') {
  const api = fakeTaxApi(routes);
  return { ...renderWithApp(<GstReturnsPage />, { signedInAs: anAdmin(), route }), api };
}

const november = { body: { success: true as const, summaries: someGstSummaries() } };
const table = (name: RegExp) => within(screen.getByRole('table', { name }));

describe('the month of a GST return', () => {
  it("is the month before today's in the store's time zone", () => {
    expect(previousMonth(new Date('2026-01-15T10:00:00Z'), 'Asia/Kolkata')).toBe('2025-12');
    // 31 March, 8 pm in London is already 1 April in India.
    expect(previousMonth(new Date('2026-03-31T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-03');
    expect(previousMonth(new Date('2026-03-31T20:00:00Z'), 'UTC')).toBe('2026-02');
  });
});

describe('GST returns', () => {
  const saved = fakeDownloads();

  it('opens on the previous month', async () => {
    const { api } = gstReturns({ 'GET /api/admin/tax/summaries': november });
    await screen.findByText('November 2026');
    expect(api.calls('GET', '/api/admin/tax/summaries')[0].query.get('month')).toBe(previousMonth());
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe(previousMonth());
  });

  it('shows the totals and the four summaries in rupees', async () => {
    gstReturns({ 'GET /api/admin/tax/summaries': november }, '/admin/tax-returns?month=2026-11');
    expect(await screen.findByText('Invoices (2)')).toBeTruthy();
    const totals = screen.getByText('Invoices (2)').closest('dl')!;
    expect(totals.textContent).toContain('₹3,949.00');
    expect(totals.textContent).toContain('Credit notes (1)₹399.50');
    expect(totals.textContent).toContain('Net₹3,549.50');
    expect(table(/^B2CS/).getByRole('row', { name: /29-Karnataka/ }).textContent).toBe(
      '29-Karnataka5%₹760.95₹19.02₹19.03₹0.00',
    );
    expect(table(/^B2B/).getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(table(/^B2B/).getByText('₹3,150.00')).toBeTruthy();
    expect(table(/^Credit notes/).getByText('INV/2627/000001 (3 Nov 2026)')).toBeTruthy();
    expect(table(/^HSN summary/).getByRole('row', { name: /6109/ }).textContent).toBe(
      '61095%1₹760.95₹19.02₹19.03₹0.00₹799.00',
    );
  });

  it("says 'Nothing this month.' for an empty summary", async () => {
    gstReturns({
      'GET /api/admin/tax/summaries': { body: { success: true, summaries: someGstSummaries({ b2b: [] }) } },
    });
    const b2b = await screen.findByRole('region', { name: /^B2B/ });
    expect(within(b2b).getByText('Nothing this month.')).toBeTruthy();
  });

  it('reads another month when one is picked, and keeps it in the address', async () => {
    const { api, location } = gstReturns({
      'GET /api/admin/tax/summaries': (request) => ({
        body: { success: true, summaries: someGstSummaries({ month: request.query.get('month')! }) },
      }),
    });
    await screen.findByRole('heading', { name: /\d{4}$/ });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-04' } });
    expect(await screen.findByText('April 2026')).toBeTruthy();
    expect(api.calls('GET', '/api/admin/tax/summaries').at(-1)!.query.get('month')).toBe('2026-04');
    expect(location().search).toBe('?month=2026-04');
  });

  it("downloads each summary's CSV for the month with the admin's token", async () => {
    const { api, user } = gstReturns(
      { 'GET /api/admin/tax/summaries': november, 'GET /api/admin/tax/summaries/:file': { body: 'csv' } },
      '/admin/tax-returns?month=2026-11',
    );
    await user.click(await screen.findByRole('button', { name: /^Download CSV: B2B/ }));
    await user.click(screen.getByRole('button', { name: /^Download CSV: HSN/ }));
    await waitFor(() =>
      expect(saved.map((file) => file.filename)).toEqual(['gst-b2b-2026-11.csv', 'gst-hsn-2026-11.csv']),
    );
    const [b2b] = api.calls('GET', '/api/admin/tax/summaries/b2b.csv');
    expect(b2b.query.get('month')).toBe('2026-11');
    expect(b2b.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("says 'Failed to download the CSV' when the file does not come", async () => {
    const { user } = gstReturns(
      { 'GET /api/admin/tax/summaries': november, 'GET /api/admin/tax/summaries/:file': { status: 500 } },
      '/admin/tax-returns?month=2026-11',
    );
    await user.click(await screen.findByRole('button', { name: /^Download CSV: B2CS/ }));
    expect(await screen.findByText('Failed to download the CSV')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
