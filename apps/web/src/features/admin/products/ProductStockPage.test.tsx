import { screen, within } from '@testing-library/react';
import type { StockHistoryResponse, StockLevelsResponse } from '@store/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeHandler, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { aColourVariant, anAdminProduct } from '../admin-fixtures';
import { ProductStockPage, adjustmentReason } from './ProductStockPage';

const product = anAdminProduct({ colorVariants: [aColourVariant()] });
const levels: StockLevelsResponse = {
  success: true,
  levels: [
    { variantId: null, size: 'S', available: 5, reserved: 0, onHand: 5 },
    { variantId: 'red', size: 'M', available: 3, reserved: 1, onHand: 4 },
  ],
};
const timeline: StockHistoryResponse = {
  success: true,
  currentPage: 1,
  totalPages: 1,
  total: 2,
  entries: [
    {
      kind: 'reserved',
      variantId: 'red',
      size: 'M',
      delta: -1,
      quantity: null,
      levelBefore: 4,
      levelAfter: 3,
      orderId: 'order-abc123',
      reason: null,
      actor: { id: 'u9', role: 'user', name: null },
      at: '2026-11-02T10:00:00.000Z',
    },
    {
      kind: 'adjusted',
      variantId: null,
      size: 'S',
      delta: 4,
      quantity: 5,
      levelBefore: 1,
      levelAfter: 5,
      orderId: null,
      reason: 'Received',
      actor: { id: 'a1', role: 'admin', name: null },
      at: '2026-11-01T10:00:00.000Z',
    },
  ],
};

function stock(extra: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    'GET /api/products/:id': { body: { success: true, product } },
    'GET /api/users/:id': { body: { success: true, user: anAdmin({ _id: 'a1', name: 'Asha Admin' }) } },
    ...(extra as FakeRoutes),
  } as FakeRoutes);
  // Routes of the admin audit API (not yet in the contract's route table).
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/stock-levels')) return reply(levels);
    if (url.pathname.endsWith('/stock-timeline')) {
      api.requests.push({
        method: 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: undefined,
        headers: new Headers(),
      });
      return reply(timeline);
    }
    return inner(input, init);
  }) as typeof fetch;
  return {
    ...renderWithApp(<ProductStockPage />, {
      signedInAs: anAdmin(),
      route: '/admin/products/p1/stock',
      path: '/admin/products/:id/stock',
    }),
    api,
  };
}

describe('product stock', () => {
  it('keeps the note with an Other reason', () => {
    expect(adjustmentReason('other', 'found in back room')).toBe('Other: found in back room');
    expect(adjustmentReason('received', '')).toBe('Received');
  });

  it('shows on hand and reserved per colour and size', async () => {
    stock();
    const grid = await screen.findByRole('table', { name: /On hand and reserved/ });
    const red = within(grid).getByRole('row', { name: /Red/ });
    expect(red.textContent).toContain('4');
    expect(red.textContent).toContain('1 reserved');
    expect(within(grid).getByRole('row', { name: /Original/ }).textContent).toContain('5');
  });

  it('shows the stock history with the admin by name, the shopper’s order, the level before and after', async () => {
    stock();
    const list = await screen.findByRole('list', { name: 'Stock changes' });
    const [sale, adjustment] = within(list).getAllByRole('listitem');
    expect(sale.textContent).toContain('Reserved for an order · M · Red · 4 → 3');
    expect(sale.textContent).toContain('Order #ABC123');
    expect(adjustment.textContent).toContain('Adjusted · S · Original · 1 → 5');
    expect(await within(adjustment).findByText(/Asha Admin/)).toBeTruthy();
    expect(adjustment.textContent).toContain('Received');
  });

  it('adjusts stock with a reason and requires a note for Other', async () => {
    const { user, api } = stock({
      'POST /api/products/:id/stock-adjustments': { status: 201, body: { success: true, product } },
    });
    const form = await screen.findByRole('form', { name: 'Stock adjustment' });
    await user.selectOptions(within(form).getByLabelText('Colour'), 'red');
    await user.selectOptions(within(form).getByLabelText('Size'), 'M');
    await user.type(within(form).getByLabelText(/Change/), '-2');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Apply adjustment' }));
    expect(await within(form).findByText('Add a note for the reason')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Note/), 'Water damage');
    await user.click(within(form).getByRole('button', { name: 'Apply adjustment' }));
    expect(await screen.findByText('Stock updated')).toBeTruthy();
    expect(api.calls('POST', '/api/products/p1/stock-adjustments')[0].body).toEqual({
      variantId: 'red',
      size: 'M',
      delta: -2,
      reason: 'Other: Water damage',
    });
  });

  it('filters the history by size and colour', async () => {
    const { user, api } = stock();
    await screen.findByRole('list', { name: 'Stock changes' });
    await user.selectOptions(screen.getByLabelText('Filter by size'), 'S');
    await user.selectOptions(screen.getByLabelText('Filter by colour'), 'original');
    await screen.findByRole('list', { name: 'Stock changes' });
    const last = api.requests.filter((request) => request.path.endsWith('/stock-timeline')).at(-1)!;
    expect(last.query.get('size')).toBe('S');
    expect(last.query.get('colour')).toBe('original');
  });
});
