import type {
  CorrelationChainResponse,
  EventsPageResponse,
  FoldedState,
  LoggedEvent,
  ProjectionsResponse,
  ProjectionView,
  QueueCounts,
  QueuesResponse,
  RebuildProgressView,
  TimeTravelResponse,
} from '@store/contracts';

// The operations screen's answers (issue #17, libs/contracts/src/schemas/operations.ts), complete,
// so fixtures.test.ts can check them against the schemas the server's answers are checked with.

const AT = '2026-11-23T10:00:00.000Z';
const ADMIN = { id: 'a1', role: 'admin' };

/** The order_view projection, running and caught up, its runner held by the projector process. */
export function aProjection(overrides: Partial<ProjectionView> = {}): ProjectionView {
  return {
    name: 'order_view',
    kind: 'projection',
    state: 'running',
    version: 3,
    checkpoint: { commit: '1500', prepare: '1500' },
    lagEvents: 0,
    lagEventsCapped: false,
    lagSeconds: 0,
    runner: { role: 'projector', host: 'app-1', pid: 4711, backendPid: 8123, clientAddress: '10.0.0.5', since: AT },
    paused: null,
    lastError: null,
    rebuild: null,
    updatedAt: AT,
    canRebuild: true,
    canPause: true,
    canResume: false,
    ...overrides,
  };
}

/** A reactor (side effects only: never rebuilt). */
export const aReactor = (overrides: Partial<ProjectionView> = {}): ProjectionView =>
  aProjection({ name: 'order_mails', kind: 'reactor', version: null, canRebuild: false, ...overrides });

export function aProjectionsPage(projections: ProjectionView[] = [aProjection()]): ProjectionsResponse {
  return { success: true, head: { commit: '1500', prepare: '1500' }, projections };
}

/** A rebuild of order_view a third of the way through. */
export function aRebuild(overrides: Partial<RebuildProgressView> = {}): RebuildProgressView {
  return {
    rebuildId: '0b7c2f4e-5d1a-4c8e-9f3b-2a6d8e1c4b70',
    projection: 'order_view',
    phase: 'catching_up',
    eventsDone: 500,
    eventsTotal: 1500,
    eventsPerSecond: 250,
    fractionDone: 1 / 3,
    secondsLeft: 4,
    startedAt: AT,
    finishedAt: null,
    error: null,
    actor: ADMIN,
    ...overrides,
  };
}

export function aQueue(overrides: Partial<QueueCounts> = {}): QueueCounts {
  return { name: 'mail', waiting: 2, active: 1, delayed: 0, failed: 0, completed: 40, paused: false, ...overrides };
}

export function aQueuesPage(queues: QueueCounts[] = [aQueue()]): QueuesResponse {
  return { success: true, dashboardPath: '/api/admin/queues', queues };
}

/** An order's personal data as an event stores it: sealed under the order's key. */
export const SEALED_PERSONAL = {
  subject: 'order:6650a1b2c3d4e5f6a7b8c9d0',
  sealed: 'v2.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.Q0lQSEVSVEVYVA',
};

/** OrderPlaced of the shopper's order, at global position 1200. */
export function aLoggedEvent(overrides: Partial<LoggedEvent> = {}): LoggedEvent {
  const position = overrides.position ?? { commit: '1200', prepare: '1200' };
  return {
    eventId: 'e-1200',
    streamId: 'order-6650a1b2c3d4e5f6a7b8c9d0',
    revision: 0,
    position,
    cursor: `${position.commit}/${position.prepare}`,
    type: 'OrderPlaced',
    version: 1,
    data: { orderId: '6650a1b2c3d4e5f6a7b8c9d0', totalPrice: 799, personal: SEALED_PERSONAL },
    metadata: { actor: { id: 'u1', role: 'user' }, correlationId: 'corr-1', causationId: null, occurredAt: AT },
    recordedAt: AT,
    ...overrides,
  };
}

export function anEventsPage(
  events: LoggedEvent[] = [aLoggedEvent()],
  nextCursor: string | null = null,
): EventsPageResponse {
  return { success: true, events, nextCursor };
}

export function aCorrelationChain(events: LoggedEvent[], from = events[0]): CorrelationChainResponse {
  return { success: true, eventId: from.eventId, correlationId: from.metadata.correlationId, events, truncated: false };
}

export function aFoldedState(overrides: Partial<FoldedState> = {}): FoldedState {
  return {
    at: AT,
    eventsApplied: 1,
    revision: 0,
    lastEventType: 'OrderPlaced',
    lastEventAt: AT,
    state: { status: 'pending', isPaid: false, totalPrice: 799, personal: SEALED_PERSONAL, providerOrderIds: [] },
    ...overrides,
  };
}

/** The shopper's order before it was paid, beside it paid and confirmed. */
export function aTimeTravel(overrides: Partial<TimeTravelResponse> = {}): TimeTravelResponse {
  return {
    success: true,
    kind: 'order',
    id: '6650a1b2c3d4e5f6a7b8c9d0',
    streamId: 'order-6650a1b2c3d4e5f6a7b8c9d0',
    past: aFoldedState(),
    current: aFoldedState({
      at: '2026-11-23T11:00:00.000Z',
      eventsApplied: 2,
      revision: 1,
      lastEventType: 'OrderPaid',
      lastEventAt: '2026-11-23T10:05:00.000Z',
      state: {
        status: 'confirmed',
        isPaid: true,
        totalPrice: 799,
        personal: SEALED_PERSONAL,
        providerOrderIds: ['order_1'],
      },
    }),
    timeline: [
      { revision: 0, type: 'OrderPlaced', recordedAt: AT },
      { revision: 1, type: 'OrderPaid', recordedAt: '2026-11-23T10:05:00.000Z' },
    ],
    ...overrides,
  };
}
