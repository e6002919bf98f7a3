import type { ProjectionState, RebuildPhaseName, TimeTravelKind } from '@store/contracts';

/** The /admin/system screens' texts (issue #17; the spec has no words for them). */
export const SYSTEM_TEXT = {
  title: 'System',
  tabs: { operations: 'Projections and queues', events: 'Event browser', timeTravel: 'Time travel' },
  projections: {
    heading: 'Projections and reactors',
    loading: 'Loading projections...',
    loadFailed: 'Failed to load projections',
    empty: 'No projections are registered.',
    head: (position: string) => `Head of the log: ${position}`,
    noHead: 'The log is empty.',
    rebuildTitle: (name: string) => `Rebuild ${name}?`,
    rebuildMessage:
      'It is rebuilt from the first event into fresh tables and swapped in when it has caught up. The current tables keep serving until then.',
    rebuildStarted: (name: string) => `Rebuild of ${name} started`,
    rebuildFailed: 'Failed to start the rebuild',
    rebuildDone: (name: string) => `Rebuild of ${name} complete`,
    rebuildStopped: (name: string) => `Rebuild of ${name} failed`,
    progressFailed: 'Failed to load the rebuild progress',
    pauseTitle: (name: string) => `Pause ${name}?`,
    pauseHint: 'It stops applying events until resumed; its tables keep serving what they have.',
    reasonLabel: 'Reason (optional)',
    reasonTooLong: 'Reason must be at most 200 characters',
    paused: (name: string) => `${name} paused`,
    pauseFailed: 'Failed to pause',
    resumed: (name: string) => `${name} resumed`,
    resumeFailed: 'Failed to resume',
  },
  queues: {
    heading: 'Queues',
    loading: 'Loading queues...',
    loadFailed: 'Failed to load queues',
    empty: 'No queues.',
    openDashboard: 'Open queue dashboard',
    opening: 'Opening...',
    dashboardOpened: 'The queue dashboard opened in a new tab',
    dashboardFailed: 'Failed to open the queue dashboard',
  },
  events: {
    heading: 'Event browser',
    loading: 'Loading events...',
    loadFailed: 'Failed to load events',
    empty: 'No events match these filters.',
    apply: 'Apply filters',
    clear: 'Clear filters',
    older: 'Older',
    newer: 'Newer',
    newest: 'Newest',
    tooLong: (max: number) => `At most ${max} characters`,
    fromAfterTo: "'From' must be before 'To'",
    showChain: 'Show correlation chain',
    chainTitle: 'Correlation chain',
    chainLoading: 'Loading the chain...',
    chainFailed: 'Failed to load the correlation chain',
    chainTruncated: (shown: number) => `Only the first ${shown} events of this chain are shown.`,
    thisEvent: 'this event',
    timeTravel: 'State after this event',
  },
  timeTravel: {
    heading: 'Time travel',
    kind: 'Kind',
    id: 'Id',
    at: 'At (India time)',
    show: 'Show state',
    idRequired: 'Id is required',
    idTooLong: 'Id must be at most 100 characters',
    atRequired: 'Choose a date and time',
    loading: 'Folding events...',
    loadFailed: 'Failed to load the state',
    notFound: 'No events for this id.',
    then: 'Then',
    now: 'Now',
    notYet: 'It did not exist yet.',
    timeline: 'Its events',
    justBefore: 'Just before',
    changed: 'changed',
  },
  sealed: 'sealed',
} as const;

export const PROJECTION_STATE_LABEL: Record<ProjectionState, string> = {
  running: 'Running',
  paused: 'Paused',
  failed: 'Failed',
  rebuilding: 'Rebuilding',
  not_started: 'Not started',
};

export const REBUILD_PHASE_LABEL: Record<RebuildPhaseName, string> = {
  starting: 'Starting',
  catching_up: 'Catching up',
  swapping: 'Swapping in the new tables',
  done: 'Complete',
  failed: 'Failed',
};

export const TIME_TRAVEL_KIND_LABEL: Record<TimeTravelKind, string> = {
  order: 'Order',
  stock: 'Product stock',
  cart: 'Cart',
};
/** The contract's kinds ('@store/contracts' carries types only into the web bundle; the Record above keeps this list complete). */
export const TIME_TRAVEL_KINDS = Object.keys(TIME_TRAVEL_KIND_LABEL) as TimeTravelKind[];

/** Which time-travel kind a stream belongs to, and the id the time-travel route takes. */
export const TIME_TRAVEL_STREAMS: readonly { prefix: string; kind: TimeTravelKind }[] = [
  { prefix: 'order-', kind: 'order' },
  { prefix: 'catalogue-inventory-', kind: 'stock' },
  { prefix: 'cart-', kind: 'cart' },
];

/** The list refreshes this often (lag moves); a running rebuild's progress about once a second (the contract's pace). */
export const PROJECTIONS_POLL_MS = 5000;
export const QUEUES_POLL_MS = 5000;
export const REBUILD_POLL_MS = 1000;
/** The contract's EVENT_BROWSER_DEFAULT_LIMIT (its schemas stay out of the web bundle). */
export const EVENTS_PAGE_SIZE = 50;

/** The contract's caps on the event browser's filters (EventsQuerySchema). */
export const EVENT_FILTER_MAX = { stream: 200, type: 100, actor: 100, correlationId: 100 } as const;
