import { screen, waitFor, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import {
  aProjection,
  aProjectionsPage,
  aQueue,
  aQueuesPage,
  aReactor,
  aRebuild,
} from '../../../testing/operations-fixtures';
import { renderWithApp } from '../../../testing/render';
import { SystemPage } from './SystemPage';

const failedReactor = aReactor({
  state: 'failed',
  canPause: false,
  canResume: true,
  runner: null,
  lagEvents: 12,
  lagSeconds: 42,
  lastError: {
    message: 'SMTP refused the message',
    eventId: 'e-9',
    eventType: 'OrderPaid',
    streamId: 'order-6650a1',
    position: { commit: '1490', prepare: '1490' },
    failedAt: '2026-11-23T10:00:00.000Z',
  },
});

function systemScreen(routes: FakeRoutes) {
  const api = fakeApi({ 'GET /api/admin/system/queues': { body: aQueuesPage() }, ...routes });
  return {
    ...renderWithApp(<SystemPage />, { signedInAs: anAdmin(), route: '/admin/system', path: '/admin/system' }),
    api,
  };
}

/** The table row of a projection (its name also appears outside the table, e.g. in a progress card). */
const row = (name: string) =>
  waitFor(() => {
    const found = screen
      .getAllByText(name, { selector: 'p' })
      .map((cell) => cell.closest('tr'))
      .find((tr) => tr !== null);
    if (!found) throw new Error(`no table row for ${name}`);
    return found;
  });

describe('/admin/system: projections and reactors', () => {
  it('shows each one: state, checkpoint against the head, lag in events and seconds, runner, last error with the event that failed', async () => {
    systemScreen({ 'GET /api/admin/system/projections': { body: aProjectionsPage([aProjection(), failedReactor]) } });
    const projection = within(await row('order_view'));
    expect(projection.getByText('projection · v3')).toBeTruthy();
    expect(projection.getByText('Running')).toBeTruthy();
    expect(projection.getByText('1500/1500')).toBeTruthy();
    expect(projection.getByText('Caught up')).toBeTruthy();
    expect(projection.getByText('projector on app-1 (pid 4711)')).toBeTruthy();
    expect(screen.getByText('Head of the log: 1500/1500')).toBeTruthy();

    const reactor = within(await row('order_mails'));
    expect(reactor.getByText('Failed')).toBeTruthy();
    expect(reactor.getByText('12 events · 42 s behind')).toBeTruthy();
    expect(reactor.getByText('No runner')).toBeTruthy();
    expect(reactor.getByText('SMTP refused the message')).toBeTruthy();
    expect(reactor.getByText('OrderPaid')).toBeTruthy();
    expect(reactor.getByRole('link', { name: 'order-6650a1' }).getAttribute('href')).toBe(
      '/admin/system/events?stream=order-6650a1',
    );
    expect(reactor.queryByRole('button', { name: 'Rebuild order_mails' })).toBeNull();
    expect(reactor.getByRole('button', { name: 'Resume order_mails after error' }).textContent).toBe(
      'Resume after error',
    );
  });

  it("shows 'Loading projections...', then the empty and the error states", async () => {
    systemScreen({ 'GET /api/admin/system/projections': { body: aProjectionsPage([]) } });
    expect(screen.getAllByText('Loading projections...').length).toBeGreaterThan(0);
    expect(await screen.findByText('No projections are registered.')).toBeTruthy();
  });

  it("shows the server's message, else 'Failed to load projections', with Retry", async () => {
    systemScreen({ 'GET /api/admin/system/projections': { status: 503 } });
    const alert = await screen.findByText('Failed to load projections');
    expect(within(alert.closest('[role="alert"]')! as HTMLElement).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('rebuilds after a confirmation and shows live progress (events/s, time left) until complete, then refreshes the list', async () => {
    let polls = 0;
    const { user, api } = systemScreen({
      'GET /api/admin/system/projections': { body: aProjectionsPage() },
      'POST /api/admin/system/projections/:name/rebuild': {
        status: 202,
        body: { success: true, message: 'Rebuild started', rebuild: aRebuild() },
      },
      'GET /api/admin/system/projections/:name/rebuild': () => {
        polls += 1;
        return {
          body: {
            success: true,
            rebuild:
              polls === 1
                ? aRebuild()
                : aRebuild({
                    phase: 'done',
                    eventsDone: 1500,
                    fractionDone: 1,
                    secondsLeft: 0,
                    finishedAt: '2026-11-23T10:00:06.000Z',
                  }),
          },
        };
      },
    });
    await user.click(within(await row('order_view')).getByRole('button', { name: 'Rebuild order_view' }));
    const dialog = screen.getByRole('dialog', { name: 'Rebuild order_view?' });
    expect(within(dialog).getByText(/swapped in when it has caught up/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rebuild' }));

    expect(await screen.findByText('Rebuild of order_view started')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Rebuild of order_view' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByText('33% · 500 of 1,500 events · 250 events/s · 4 s left')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/system/projections/order_view/rebuild')).toHaveLength(1);

    // the progress route is polled about once a second until the rebuild is done
    expect(await screen.findByText('Rebuild of order_view complete', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Rebuild of order_view' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByText('100% · 1,500 of 1,500 events · took 6 s')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET', '/api/admin/system/projections').length).toBeGreaterThanOrEqual(3));
    const pollsAtEnd = polls;
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(polls).toBe(pollsAtEnd);
  });

  it("shows a rebuild that failed with its reason, and the server's refusal to start one", async () => {
    const { user } = systemScreen({
      'GET /api/admin/system/projections': {
        body: aProjectionsPage([
          aProjection({ state: 'rebuilding', canRebuild: false, rebuild: aRebuild() }),
          aProjection({ name: 'product_listing' }),
        ]),
      },
      'GET /api/admin/system/projections/:name/rebuild': {
        body: {
          success: true,
          rebuild: aRebuild({
            phase: 'failed',
            error: 'handler threw on OrderPaid',
            finishedAt: '2026-11-23T10:00:03.000Z',
          }),
        },
      },
      'POST /api/admin/system/projections/:name/rebuild': {
        status: 409,
        body: { success: false, message: 'A rebuild of product_listing is already running' },
      },
    });
    // a rebuild already running (started elsewhere) shows its bar too
    expect(await screen.findByText('Rebuild of order_view failed: handler threw on OrderPaid')).toBeTruthy();
    expect(screen.getByText('handler threw on OrderPaid')).toBeTruthy();
    expect(
      (within(await row('order_view')).getByRole('button', { name: 'Rebuild order_view' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(within(await row('product_listing')).getByRole('button', { name: 'Rebuild product_listing' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByText('A rebuild of product_listing is already running')).toBeTruthy();
  });

  it('pauses with an optional reason, and shows who paused it and why', async () => {
    let paused = false;
    const { user, api } = systemScreen({
      'GET /api/admin/system/projections': () => ({
        body: aProjectionsPage([
          paused
            ? aProjection({
                state: 'paused',
                canPause: false,
                canResume: true,
                paused: {
                  at: '2026-11-23T10:00:00.000Z',
                  actor: { id: null, role: 'system' },
                  reason: 'index rebuild',
                },
              })
            : aProjection(),
        ]),
      }),
      'POST /api/admin/system/projections/:name/pause': () => {
        paused = true;
        return { body: { success: true, message: 'Paused', projection: aProjection({ state: 'paused' }) } };
      },
    });
    await user.click(within(await row('order_view')).getByRole('button', { name: 'Pause order_view' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause order_view?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByText('Reason must be at most 200 characters')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/system/projections/order_view/pause')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Reason (optional)'));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  index rebuild ');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('order_view paused')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/system/projections/order_view/pause')[0].body).toEqual({
      reason: 'index rebuild',
    });
    await waitFor(async () => expect(within(await row('order_view')).getByText('Paused')).toBeTruthy());
    expect(within(await row('order_view')).getByText(/· index rebuild/)).toBeTruthy();
    expect(within(await row('order_view')).getByRole('button', { name: 'Resume order_view' })).toBeTruthy();
  });

  it('resumes after an error, and shows a refused resume', async () => {
    let refuse = false;
    const { user, api } = systemScreen({
      'GET /api/admin/system/projections': { body: aProjectionsPage([failedReactor]) },
      'POST /api/admin/system/projections/:name/resume': () =>
        refuse
          ? { status: 409, body: { success: false, message: 'It is not paused or failed' } }
          : { body: { success: true, message: 'Resumed', projection: aReactor() } },
    });
    await user.click(within(await row('order_mails')).getByRole('button', { name: 'Resume order_mails after error' }));
    expect(await screen.findByText('order_mails resumed')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/system/projections/order_mails/resume')).toHaveLength(1);
    refuse = true;
    // The actions stay disabled while the first resume settles: click once they are enabled again.
    const again = await waitFor(async () => {
      const button = within(await row('order_mails')).getByRole('button', {
        name: 'Resume order_mails after error',
      }) as HTMLButtonElement;
      if (button.disabled) throw new Error('still resuming');
      return button;
    });
    await user.click(again);
    expect(await screen.findByText('It is not paused or failed')).toBeTruthy();
  });
});

describe('/admin/system: queues', () => {
  it('shows waiting, active, delayed and failed per queue, and opens bull-board in a new tab after setting its session', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, api } = systemScreen({
      'GET /api/admin/system/projections': { body: aProjectionsPage() },
      'GET /api/admin/system/queues': {
        body: aQueuesPage([
          aQueue(),
          aQueue({ name: 'payment-webhooks', waiting: 0, active: 0, delayed: 3, failed: 5, paused: true }),
        ]),
      },
      'POST /api/admin/system/queues/session': {
        body: {
          success: true,
          message: 'ok',
          dashboardPath: '/api/admin/queues',
          expiresAt: '2026-11-23T10:05:00.000Z',
        },
      },
    });
    const table = within(await screen.findByRole('region', { name: 'Queues table' }));
    const webhooks = within(table.getByText('payment-webhooks').closest('tr')!);
    // A cell's value, without the column name it shows on a phone.
    const value = (cell: HTMLElement) => cell.lastElementChild?.textContent;
    expect(webhooks.getAllByRole('cell').map(value)).toEqual(['payment-webhooksPaused', '0', '0', '3', '5', '40']);
    expect(within(table.getByText('mail').closest('tr')!).getAllByRole('cell').map(value)).toEqual([
      'mail',
      '2',
      '1',
      '0',
      '0',
      '40',
    ]);

    await user.click(screen.getByRole('button', { name: 'Open queue dashboard' }));
    expect(await screen.findByText('The queue dashboard opened in a new tab')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/system/queues/session')).toHaveLength(1);
    expect(open).toHaveBeenCalledWith('/api/admin/queues', '_blank', 'noopener');
    open.mockRestore();
  });

  it('says when the dashboard cannot be opened', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = systemScreen({
      'GET /api/admin/system/projections': { body: aProjectionsPage() },
      'POST /api/admin/system/queues/session': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Open queue dashboard' }));
    expect(await screen.findByText('Failed to open the queue dashboard')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
