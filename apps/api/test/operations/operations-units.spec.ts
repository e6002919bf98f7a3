import { classifyDashboardRequest } from '../../src/operations/queues/dashboard-actions';
import { cookieValue } from '@store/platform';
import { DashboardSessions, sessionCookie } from '../../src/operations/queues/dashboard-session';
import { toLoggedEvent } from '../../src/operations/events/logged-event';
import { stateOf } from '../../src/operations/projections/projection-view';
import { foldAt } from '../../src/operations/time-travel/fold-at';
import type { TravellingAggregate } from '../../src/operations/time-travel/aggregates';

describe('queues dashboard session', () => {
  const sessions = new DashboardSessions('a-secret-of-sixteen-or-more', 60_000);

  it('lets in the admin it was issued to until it expires', () => {
    const { value, expiresAt } = sessions.issue('admin-1', 1_000_000);
    expect(expiresAt.getTime()).toBe(1_060_000);
    expect(sessions.verify(value, 1_000_000)).toBe('admin-1');
    expect(sessions.verify(value, 1_061_000)).toBeUndefined();
  });

  it('refuses a changed admin id or expiry, another secret, and junk', () => {
    const { value } = sessions.issue('admin-1', 1_000_000);
    const [, expires, signature] = value.split('.');
    expect(sessions.verify(`admin-2.${expires}.${signature}`, 1_000_000)).toBeUndefined();
    expect(sessions.verify(`admin-1.zzzzzzz.${signature}`, 1_000_000)).toBeUndefined();
    expect(new DashboardSessions('another-secret-of-sixteen', 60_000).verify(value, 1_000_000)).toBeUndefined();
    for (const junk of [undefined, '', 'x'.repeat(129), 'a.b.c', 'admin-1..x'])
      expect(sessions.verify(junk, 1_000_000)).toBeUndefined();
  });

  it('reads one cookie from a header and writes an HttpOnly, strict cookie scoped to the dashboard', () => {
    expect(cookieValue('a=1; store_queues_session=v.1.x; b=2', 'store_queues_session')).toBe('v.1.x');
    expect(cookieValue('a=1', 'store_queues_session')).toBeUndefined();
    expect(cookieValue(`store_queues_session=${'x'.repeat(5000)}`, 'store_queues_session')).toBeUndefined();
    expect(sessionCookie('v', new Date(Date.now() + 900_000), true)).toBe(
      'store_queues_session=v; Path=/api/admin/queues; Max-Age=900; HttpOnly; SameSite=Strict; Secure',
    );
  });
});

describe('projection state on the screen', () => {
  it('shows rebuilding over paused over the stored status', () => {
    const paused = { at: '2026-11-23T10:00:00.000Z', actor: { id: 'a', role: 'admin' }, reason: null };
    expect(stateOf({ status: 'failed', rebuilding: true, paused })).toBe('rebuilding');
    expect(stateOf({ status: 'failed', rebuilding: false, paused })).toBe('paused');
    expect(stateOf({ status: 'failed', rebuilding: false, paused: null })).toBe('failed');
    expect(stateOf({ status: 'not_started', rebuilding: false, paused: null })).toBe('not_started');
  });
});

describe('event browser rows', () => {
  it('carry position, cursor and metadata, with defaults for events written before a field existed', () => {
    const event = toLoggedEvent({
      event_id: 'e',
      stream_id: 's',
      revision: '2',
      position: '17',
      transaction_id: '900',
      type: 'T',
      version: 1,
      data: { sealed: 'enc:v1:abc' },
      metadata: { actor: { id: 'u', role: 'user' }, correlationId: 'c' },
      recorded_at: new Date('2026-11-23T10:00:00Z'),
    });
    expect(event).toEqual({
      eventId: 'e',
      streamId: 's',
      revision: 2,
      position: { commit: '900', prepare: '17' },
      cursor: '900/17',
      type: 'T',
      version: 1,
      data: { sealed: 'enc:v1:abc' },
      metadata: {
        actor: { id: 'u', role: 'user' },
        correlationId: 'c',
        causationId: null,
        occurredAt: '2026-11-23T10:00:00.000Z',
      },
      recordedAt: '2026-11-23T10:00:00.000Z',
    });
  });
});

describe('time travel fold', () => {
  const counter: TravellingAggregate = {
    streamOf: (id) => `counter-${id}`,
    decider: {
      initialState: () => ({ count: 0 }),
      evolve: (state: any, event) => ({ count: state.count + (event.data as { by: number }).by }),
    },
    eventTypes: ['Added'],
  };
  const recorded = (revision: number, type: string, by: number, at: string) => ({
    id: `e${revision}`,
    streamId: 'counter-1',
    revision,
    position: { commit: 1n, prepare: BigInt(revision) },
    type,
    version: 1,
    data: { by },
    metadata: {} as any,
    recordedAt: at,
  });
  const events = [
    recorded(0, 'Added', 1, '2026-11-23T10:00:00.000Z'),
    recorded(1, 'Noted', 0, '2026-11-23T10:30:00.000Z'),
    recorded(2, 'Added', 5, '2026-11-23T11:00:00.000Z'),
  ];

  it('folds the events recorded up to the moment (inclusive) with the aggregate evolve, skipping other types', () => {
    expect(foldAt(counter, events, new Date('2026-11-23T10:45:00Z'))).toEqual({
      at: '2026-11-23T10:45:00.000Z',
      eventsApplied: 1,
      revision: 0,
      lastEventType: 'Added',
      lastEventAt: '2026-11-23T10:00:00.000Z',
      state: { count: 1 },
    });
    expect(foldAt(counter, events, new Date('2026-11-23T11:00:00Z')).state).toEqual({ count: 6 });
  });

  it('has no state before the first event, and uses the decider fold when it has one', () => {
    expect(foldAt(counter, events, new Date('2026-11-23T09:00:00Z'))).toMatchObject({
      eventsApplied: 0,
      state: null,
      revision: null,
    });
    const fold = jest.fn((_state: unknown, all: readonly unknown[]) => ({ count: all.length * 100 }));
    expect(
      foldAt({ ...counter, decider: { ...counter.decider, fold } }, events, new Date('2026-11-23T12:00:00Z')).state,
    ).toEqual({ count: 200 });
  });
});

describe('queue dashboard requests', () => {
  const base = '/api/admin/queues';
  it('reads freely, and names the changes it allows', () => {
    expect(classifyDashboardRequest('GET', `${base}/api/queues?activeQueue=mail`)).toEqual({ kind: 'read' });
    expect(classifyDashboardRequest('PUT', `${base}/api/queues/mail/order.1_2/retry`)).toEqual({
      kind: 'action',
      action: 'job.retry',
      queue: 'mail',
      jobId: 'order.1_2',
      status: null,
    });
    expect(classifyDashboardRequest('PUT', `${base}/api/queues/mail/42/clean`)).toMatchObject({
      action: 'job.remove',
      jobId: '42',
    });
    expect(classifyDashboardRequest('PUT', `${base}/api/queues/mail/retry/failed`)).toMatchObject({
      action: 'retry all',
      queue: 'mail',
      status: 'failed',
    });
    expect(classifyDashboardRequest('PUT', `${base}/api/queues/mail/clean/completed`)).toMatchObject({
      action: 'remove all',
      status: 'completed',
    });
    expect(classifyDashboardRequest('PUT', `${base}/api/queues/mail/pause`)).toMatchObject({
      action: 'queue.pause',
      queue: 'mail',
    });
    expect(classifyDashboardRequest('PUT', `${base}/api/queues/order-expiry/promote`)).toMatchObject({
      action: 'promote all',
    });
    expect(classifyDashboardRequest('PUT', `${base}/api/queues/resume`)).toMatchObject({
      action: 'queues.resume',
      queue: null,
    });
  });

  it('refuses adding, editing, emptying, obliterating, settings and other methods', () => {
    for (const [method, path] of [
      ['POST', '/api/queues/mail/add'],
      ['PUT', '/api/queues/mail/1/update-data'],
      ['PUT', '/api/queues/mail/empty'],
      ['PUT', '/api/queues/mail/obliterate'],
      ['PUT', '/api/queues/mail/concurrency'],
      ['PUT', '/api/queues/mail/rate-limit'],
      ['PATCH', '/api/queues/mail/job-schedulers/s'],
      ['DELETE', '/api/queues/mail/1'],
      ['PUT', `/api/queues/${'m'.repeat(500)}/1/retry`],
    ]) {
      expect([method, path, classifyDashboardRequest(method, `${base}${path}`).kind]).toEqual([
        method,
        path,
        'refused',
      ]);
    }
  });
});
