import { screen, waitFor, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { aCorrelationChain, aLoggedEvent, anEventsPage, SEALED_PERSONAL } from '../../../testing/operations-fixtures';
import { renderWithApp } from '../../../testing/render';
import { EventsPage } from './EventsPage';

const ORDER = '6650a1b2c3d4e5f6a7b8c9d0';
const placed = aLoggedEvent();
// the contract lets metadata carry more than the four known fields
const paidMetadata = {
  actor: { id: null, role: 'system' },
  correlationId: 'corr-1',
  causationId: 'e-1200',
  occurredAt: '2026-11-23T10:05:00.000Z',
  requestId: 'req-7',
};
const paid = aLoggedEvent({
  eventId: 'e-1300',
  revision: 1,
  position: { commit: '1300', prepare: '1300' },
  cursor: '1300/1300',
  type: 'OrderPaid',
  data: { orderId: ORDER, paymentId: 'pay_1' },
  metadata: paidMetadata,
  recordedAt: '2026-11-23T10:05:00.000Z',
});
const stockReserved = aLoggedEvent({
  eventId: 'e-1250',
  streamId: 'catalogue-inventory-tee-1',
  position: { commit: '1250', prepare: '1250' },
  cursor: '1250/1250',
  type: 'StockReserved',
  data: { productId: 'tee-1', size: 'M', quantity: 1 },
  metadata: {
    actor: { id: null, role: 'system' },
    correlationId: 'corr-1',
    causationId: 'e-1200',
    occurredAt: '2026-11-23T10:00:01.000Z',
  },
  recordedAt: '2026-11-23T10:00:01.000Z',
});

function eventsScreen(routes: FakeRoutes, route = '/admin/system/events') {
  const api = fakeApi(routes);
  return { ...renderWithApp(<EventsPage />, { signedInAs: anAdmin(), route, path: '/admin/system/events' }), api };
}
const lastQuery = (api: ReturnType<typeof fakeApi>) => api.calls('GET', '/api/admin/system/events').at(-1)!.query;

describe('/admin/system/events: the event browser', () => {
  it('lists the log newest first; an event expands to its metadata and payload, sealed personal data shown as sealed', async () => {
    const { user } = eventsScreen({
      'GET /api/admin/system/events': { body: anEventsPage([paid, stockReserved, placed]) },
    });
    const list = within(await screen.findByRole('list', { name: 'Events, newest first' }));
    expect(list.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([
      expect.stringContaining('OrderPaid'),
      expect.stringContaining('StockReserved'),
      expect.stringContaining('OrderPlaced'),
    ]);
    await user.click(list.getByRole('button', { name: /OrderPlaced/ }));
    expect(list.getByRole('button', { name: /OrderPlaced/ }).getAttribute('aria-expanded')).toBe('true');
    expect(list.getByText('1200/1200')).toBeTruthy();
    expect(list.getByRole('link', { name: 'user u1' }).getAttribute('href')).toBe('/admin/system/events?actor=u1');
    expect(list.getByText('corr-1')).toBeTruthy();
    expect(list.getAllByText('2026-11-23T10:00:00.000Z', { selector: 'dd' })).toHaveLength(2); // occurred and recorded
    const payload = list.getByLabelText('Payload of OrderPlaced');
    expect(payload.textContent).toContain('"totalPrice": 799');
    expect(payload.textContent).toContain('"personal": sealed');
    expect(payload.textContent).not.toContain(SEALED_PERSONAL.sealed);
    expect(list.getByRole('link', { name: 'State after this event' }).getAttribute('href')).toBe(
      `/admin/system/time-travel?kind=order&id=${ORDER}&at=2026-11-23T10%3A00%3A00.001Z`,
    );

    await user.click(list.getByRole('button', { name: /OrderPaid/ }));
    expect(list.getAllByText('e-1200', { selector: 'dd' })).toHaveLength(2); // OrderPlaced's id, OrderPaid's causation
    expect(list.getByLabelText('Metadata of OrderPaid').textContent).toContain('"requestId": "req-7"');
  });

  it('keeps the filters in the URL and sends them together, the times read as India time', async () => {
    const { user, api, location } = eventsScreen({ 'GET /api/admin/system/events': { body: anEventsPage() } });
    await screen.findByRole('list', { name: 'Events, newest first' });
    await user.type(screen.getByLabelText('Stream'), `order-*`);
    await user.type(screen.getByLabelText('Event type'), 'OrderPaid');
    await user.type(screen.getByLabelText('Actor'), 'admin');
    await user.type(screen.getByLabelText('Correlation id'), 'corr-1');
    await user.type(screen.getByLabelText('From (India time)'), '2026-11-23T15:30:00');
    await user.type(screen.getByLabelText('To (India time)'), '2026-11-23T16:00:00');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery(api).get('stream')).toBe('order-*'));
    const query = lastQuery(api);
    expect([
      query.get('type'),
      query.get('actor'),
      query.get('correlationId'),
      query.get('from'),
      query.get('to'),
      query.get('limit'),
    ]).toEqual(['OrderPaid', 'admin', 'corr-1', '2026-11-23T10:00:00.000Z', '2026-11-23T10:30:00.000Z', '50']);
    expect(new URLSearchParams(location().search).get('from')).toBe('2026-11-23T10:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect((screen.getByLabelText('Stream') as HTMLInputElement).value).toBe('');
  });

  it('reads the filters from the URL it is opened with, dropping what is not valid', async () => {
    const { api } = eventsScreen(
      { 'GET /api/admin/system/events': { body: anEventsPage() } },
      `/admin/system/events?stream=order-${ORDER}&from=2026-11-23T10:00:00.000Z&to=yesterday&before=x`,
    );
    await screen.findByRole('list', { name: 'Events, newest first' });
    const query = api.calls('GET', '/api/admin/system/events')[0].query;
    expect(query.get('stream')).toBe(`order-${ORDER}`);
    expect(query.get('from')).toBe('2026-11-23T10:00:00.000Z');
    expect(query.has('to')).toBe(false);
    expect(query.has('before')).toBe(false);
    expect((screen.getByLabelText('From (India time)') as HTMLInputElement).value).toBe('2026-11-23T15:30');
  });

  it('refuses a filter longer than the contract allows and a From after To before sending', async () => {
    const { user, api } = eventsScreen({ 'GET /api/admin/system/events': { body: anEventsPage() } });
    await screen.findByRole('list', { name: 'Events, newest first' });
    await user.type(screen.getByLabelText('Event type'), 'T'.repeat(101));
    await user.type(screen.getByLabelText('From (India time)'), '2026-11-23T16:00:00');
    await user.type(screen.getByLabelText('To (India time)'), '2026-11-23T15:00:00');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('At most 100 characters')).toBeTruthy();
    expect(screen.getByText("'From' must be before 'To'")).toBeTruthy();
    expect(api.calls('GET', '/api/admin/system/events')).toHaveLength(1);
  });

  it("pages by cursor: 'Older' follows the answer's cursor, 'Newer' comes back", async () => {
    const { user, api, location } = eventsScreen({
      'GET /api/admin/system/events': (request) =>
        request.query.get('before') === '1250/1250'
          ? { body: anEventsPage([placed], null) }
          : { body: anEventsPage([paid, stockReserved], '1250/1250') },
    });
    await screen.findByRole('button', { name: /OrderPaid/ });
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByRole('button', { name: /OrderPlaced/ });
    expect(lastQuery(api).get('before')).toBe('1250/1250');
    expect(location().search).toBe('?before=1250%2F1250');
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByRole('button', { name: /OrderPaid/ });
    expect(location().search).toBe('');
  });

  it("offers 'Newest' when opened on an older page", async () => {
    const { user, location } = eventsScreen(
      { 'GET /api/admin/system/events': { body: anEventsPage([placed]) } },
      '/admin/system/events?type=OrderPlaced&before=1250%2F1250',
    );
    await user.click(await screen.findByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(location().search).toBe('?type=OrderPlaced'));
  });

  it('shows the whole correlation chain of an event in order, the event marked and each with what caused it', async () => {
    const { user, api } = eventsScreen({
      'GET /api/admin/system/events': { body: anEventsPage([paid]) },
      'GET /api/admin/system/events/:eventId/correlation': {
        body: aCorrelationChain([placed, stockReserved, paid], paid),
      },
    });
    await user.click(await screen.findByRole('button', { name: /OrderPaid/ }));
    await user.click(screen.getByRole('button', { name: 'Show correlation chain' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Correlation chain' }));
    const chain = within(await dialog.findByRole('list', { name: 'Events of the chain, oldest first' }));
    const items = chain.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('OrderPlaced');
    expect(items[1]).toMatch(/StockReserved +catalogue-inventory-tee-1 +caused by OrderPlaced/);
    expect(items[2]).toMatch(/OrderPaid +this event/);
    expect(dialog.getByText(/3 events/)).toBeTruthy();
    expect(api.calls('GET', '/api/admin/system/events/e-1300/correlation')).toHaveLength(1);
    expect(dialog.queryByRole('button', { name: 'Show correlation chain' })).toBeNull();
  });

  it("shows 'No events match these filters.' and the server's refusal", async () => {
    let refuse = false;
    const { user } = eventsScreen({
      'GET /api/admin/system/events': () =>
        refuse
          ? { status: 400, body: { success: false, message: "'from' must be an ISO timestamp" } }
          : { body: anEventsPage([]) },
    });
    expect(await screen.findByText('No events match these filters.')).toBeTruthy();
    refuse = true;
    await user.type(screen.getByLabelText('Event type'), 'OrderPaid');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText("'from' must be an ISO timestamp")).toBeTruthy();
  });
});
