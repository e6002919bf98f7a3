import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, SuccessResponse } from './common';
import { ActorSchema } from './orders-admin';

// The admin operations screen (/admin/system, issue #17): projections and reactors, queues, the
// event browser and time travel. Every route is admin only (401 without a token, 403 otherwise).

/** A place in the global event log, as JSON can carry it: `commit/prepare` split in two decimal strings. */
export const LogPositionSchema = Type.Object({ commit: Type.String(), prepare: Type.String() }, { $id: 'LogPosition' });
export type LogPosition = Static<typeof LogPositionSchema>;

export const PROJECTION_STATES = ['running', 'paused', 'failed', 'rebuilding', 'not_started'] as const;
export type ProjectionState = (typeof PROJECTION_STATES)[number];

/** The database session holding a projection's runner lock: which process applies its events. */
export const RunnerHolderSchema = Type.Object(
  {
    /** The process role (api, projector, worker, all) when the process told it; null otherwise. */
    role: Nullable(Type.String()),
    /** Host name and OS process id of the holder, when it told them. */
    host: Nullable(Type.String()),
    pid: Nullable(Type.Integer()),
    /** PostgreSQL's backend pid of the lock's session and the client address it connected from. */
    backendPid: Type.Integer(),
    clientAddress: Nullable(Type.String()),
    since: Nullable(IsoTimestamp),
  },
  { $id: 'RunnerHolder' },
);
export type RunnerHolder = Static<typeof RunnerHolderSchema>;

/** The failure that stopped a projection: the handler's message and the event it failed on. */
export const ProjectionFailureSchema = Type.Object(
  {
    message: Type.String(),
    eventId: Nullable(Type.String()),
    eventType: Nullable(Type.String()),
    streamId: Nullable(Type.String()),
    position: Nullable(LogPositionSchema),
    failedAt: Nullable(IsoTimestamp),
  },
  { $id: 'ProjectionFailure' },
);
export type ProjectionFailure = Static<typeof ProjectionFailureSchema>;

export const REBUILD_PHASES = ['starting', 'catching_up', 'swapping', 'done', 'failed'] as const;
export type RebuildPhaseName = (typeof REBUILD_PHASES)[number];

/** A rebuild's progress, for the live progress bar (polled about once a second). */
export const RebuildProgressSchema = Type.Object(
  {
    rebuildId: Type.String({ format: 'uuid' }),
    projection: Type.String(),
    phase: Type.Union(REBUILD_PHASES.map((phase) => Type.Literal(phase))),
    eventsDone: Type.Integer({ minimum: 0 }),
    /** Events of the projection's types in the log when the rebuild started (the bar's 100 %). */
    eventsTotal: Nullable(Type.Integer({ minimum: 0 })),
    eventsPerSecond: Type.Number({ minimum: 0 }),
    /** 0..1; null while there is nothing to estimate from. */
    fractionDone: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    secondsLeft: Nullable(Type.Number({ minimum: 0 })),
    startedAt: IsoTimestamp,
    finishedAt: Nullable(IsoTimestamp),
    /** Why a failed rebuild stopped (the old tables kept serving). */
    error: Nullable(Type.String()),
    actor: ActorSchema,
  },
  { $id: 'RebuildProgress' },
);
export type RebuildProgressView = Static<typeof RebuildProgressSchema>;

/** One projection (read model) or reactor (side effects) as the screen lists it. */
export const ProjectionViewSchema = Type.Object(
  {
    name: Type.String(),
    kind: Type.Union([Type.Literal('projection'), Type.Literal('reactor')]),
    state: Type.Union(PROJECTION_STATES.map((state) => Type.Literal(state))),
    version: Nullable(Type.Integer()),
    /** Last position applied; null before the first event. */
    checkpoint: Nullable(LogPositionSchema),
    /** Events of its types after the checkpoint (a lower bound when lagEventsCapped). */
    lagEvents: Nullable(Type.Integer({ minimum: 0 })),
    lagEventsCapped: Type.Boolean(),
    /** Age of the oldest event not applied yet; 0 when caught up. */
    lagSeconds: Nullable(Type.Number({ minimum: 0 })),
    runner: Nullable(RunnerHolderSchema),
    paused: Nullable(Type.Object({ at: IsoTimestamp, actor: ActorSchema, reason: Nullable(Type.String()) })),
    lastError: Nullable(ProjectionFailureSchema),
    /** The running or last rebuild (projections only; null for reactors and before the first). */
    rebuild: Nullable(RebuildProgressSchema),
    updatedAt: Nullable(IsoTimestamp),
    /** What may be done now. */
    canRebuild: Type.Boolean(),
    canPause: Type.Boolean(),
    canResume: Type.Boolean(),
  },
  { $id: 'ProjectionView' },
);
export type ProjectionView = Static<typeof ProjectionViewSchema>;

/** GET /admin/system/projections: every projection and reactor, and the head of the log. */
export const ProjectionsResponseSchema = SuccessResponse('ProjectionsResponse', {
  head: Nullable(LogPositionSchema),
  projections: Type.Array(ProjectionViewSchema),
});
export type ProjectionsResponse = Static<typeof ProjectionsResponseSchema>;

/** POST .../pause and .../resume (resume also clears a failure): the projection as it is now. */
export const ProjectionActionResponseSchema = SuccessResponse('ProjectionActionResponse', {
  message: Type.String(),
  projection: ProjectionViewSchema,
});
export type ProjectionActionResponse = Static<typeof ProjectionActionResponseSchema>;

/**
 * POST /admin/system/projections/{name}/rebuild (202; 409 when one is running, 400 for a reactor)
 * and GET .../rebuild (404 before the first rebuild): the latest rebuild's progress, from whichever
 * process runs it (the screen polls it about once a second until finishedAt is set).
 */
export const RebuildResponseSchema = SuccessResponse('RebuildResponse', {
  message: Type.Optional(Type.String()),
  rebuild: RebuildProgressSchema,
});
export type RebuildResponse = Static<typeof RebuildResponseSchema>;

export const QueueCountsSchema = Type.Object(
  {
    name: Type.String(),
    waiting: Type.Integer({ minimum: 0 }),
    active: Type.Integer({ minimum: 0 }),
    delayed: Type.Integer({ minimum: 0 }),
    failed: Type.Integer({ minimum: 0 }),
    completed: Type.Integer({ minimum: 0 }),
    paused: Type.Boolean(),
  },
  { $id: 'QueueCounts' },
);
export type QueueCounts = Static<typeof QueueCountsSchema>;

/** GET /admin/system/queues: each BullMQ queue's counts (every queue of libs/platform QUEUES, in its order); dashboardPath: where bull-board is mounted. */
export const QueuesResponseSchema = SuccessResponse('QueuesResponse', {
  dashboardPath: Type.String(),
  queues: Type.Array(QueueCountsSchema),
});
export type QueuesResponse = Static<typeof QueuesResponseSchema>;

/**
 * POST /admin/system/queues/session: sets a short-lived, signed, HttpOnly cookie scoped to the
 * dashboard's path, so the bull-board page (opened in a new tab at `dashboardPath`) is let in.
 */
export const QueueDashboardSessionResponseSchema = SuccessResponse('QueueDashboardSessionResponse', {
  message: Type.String(),
  dashboardPath: Type.String(),
  expiresAt: IsoTimestamp,
});
export type QueueDashboardSessionResponse = Static<typeof QueueDashboardSessionResponseSchema>;

/** One event of the log with its metadata. Sealed personal data arrives sealed, as stored. */
export const LoggedEventSchema = Type.Object(
  {
    eventId: Type.String(),
    streamId: Type.String(),
    /** 0-based place in its stream. */
    revision: Type.Integer({ minimum: 0 }),
    position: LogPositionSchema,
    /** The position as the `before` cursor takes it ('commit/prepare'). */
    cursor: Type.String(),
    type: Type.String(),
    /** Schema version of the payload. */
    version: Type.Integer({ minimum: 1 }),
    data: Type.Unknown(),
    metadata: Type.Object(
      {
        actor: ActorSchema,
        correlationId: Type.String(),
        causationId: Nullable(Type.String()),
        occurredAt: Type.String(),
      },
      { additionalProperties: true },
    ),
    recordedAt: IsoTimestamp,
  },
  { $id: 'LoggedEvent' },
);
export type LoggedEvent = Static<typeof LoggedEventSchema>;

export const EVENT_BROWSER_MAX_LIMIT = 200;
export const EVENT_BROWSER_DEFAULT_LIMIT = 50;

/** GET /admin/system/events: newest first; nextCursor: pass as `before` for the next page, null at the end. */
export const EventsPageResponseSchema = SuccessResponse('EventsPageResponse', {
  events: Type.Array(LoggedEventSchema),
  nextCursor: Nullable(Type.String()),
});
export type EventsPageResponse = Static<typeof EventsPageResponseSchema>;

/** GET /admin/system/events/{eventId}/correlation: every event sharing its correlation id, oldest first. */
export const CorrelationChainResponseSchema = SuccessResponse('CorrelationChainResponse', {
  eventId: Type.String(),
  correlationId: Type.String(),
  events: Type.Array(LoggedEventSchema),
  /** True when the chain is longer than the answer holds (the first 500 are shown). */
  truncated: Type.Boolean(),
});
export type CorrelationChainResponse = Static<typeof CorrelationChainResponseSchema>;

export const TIME_TRAVEL_KINDS = ['order', 'stock', 'cart'] as const;
export type TimeTravelKind = (typeof TIME_TRAVEL_KINDS)[number];

/** An aggregate folded from its events up to a moment. state: null when it did not exist yet. */
export const FoldedStateSchema = Type.Object(
  {
    at: IsoTimestamp,
    /** Events folded, and the last one's revision, type and recorded time. */
    eventsApplied: Type.Integer({ minimum: 0 }),
    revision: Nullable(Type.Integer({ minimum: 0 })),
    lastEventType: Nullable(Type.String()),
    lastEventAt: Nullable(IsoTimestamp),
    state: Nullable(Type.Record(Type.String(), Type.Unknown())),
  },
  { $id: 'FoldedState' },
);
export type FoldedState = Static<typeof FoldedStateSchema>;

/**
 * GET /admin/system/time-travel/{kind}/{id}?at=ISO: kind order (id: order id), stock (id:
 * product id) or cart (id: user id); `past` as of `at`, `current` as of now. 404 when the
 * stream has no events at all.
 */
export const TimeTravelResponseSchema = SuccessResponse('TimeTravelResponse', {
  kind: Type.Union(TIME_TRAVEL_KINDS.map((kind) => Type.Literal(kind))),
  id: Type.String(),
  streamId: Type.String(),
  past: FoldedStateSchema,
  current: FoldedStateSchema,
  /** Every event of the stream (type, revision, recorded time), so the screen can offer moments to pick. */
  timeline: Type.Array(
    Type.Object({ revision: Type.Integer({ minimum: 0 }), type: Type.String(), recordedAt: IsoTimestamp }),
  ),
});
export type TimeTravelResponse = Static<typeof TimeTravelResponseSchema>;

/** The operations routes of issue #17 (spread into API_RESPONSES). bull-board's own UI at /api/admin/queues is not JSON and not listed. */
export const OPERATIONS_RESPONSES = {
  'GET /admin/system/projections': ProjectionsResponseSchema,
  'POST /admin/system/projections/:name/rebuild': RebuildResponseSchema,
  'GET /admin/system/projections/:name/rebuild': RebuildResponseSchema,
  'POST /admin/system/projections/:name/pause': ProjectionActionResponseSchema,
  'POST /admin/system/projections/:name/resume': ProjectionActionResponseSchema,
  'GET /admin/system/queues': QueuesResponseSchema,
  'POST /admin/system/queues/session': QueueDashboardSessionResponseSchema,
  'GET /admin/system/events': EventsPageResponseSchema,
  'GET /admin/system/events/:eventId/correlation': CorrelationChainResponseSchema,
  'GET /admin/system/time-travel/:kind/:id': TimeTravelResponseSchema,
} as const;
