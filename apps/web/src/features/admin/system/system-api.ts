import type {
  CorrelationChainResponse,
  EventsPageResponse,
  ProjectionActionResponse,
  ProjectionsResponse,
  QueueDashboardSessionResponse,
  QueuesResponse,
  RebuildResponse,
  TimeTravelKind,
  TimeTravelResponse,
} from '@store/contracts';
import type { EventsQuery } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';

const id = (value: string) => encodeURIComponent(value);
const projection = (name: string) => `/admin/system/projections/${id(name)}`;

/** The operations screen's calls (issue #17; libs/contracts/src/schemas/operations.ts), in the admin chunk. */
export const systemApi = api.enhanceEndpoints({ addTagTypes: ['SystemProjections', 'SystemQueues'] }).injectEndpoints({
  endpoints: (build) => ({
    systemProjections: build.query<ProjectionsResponse, void>({
      query: () => '/admin/system/projections',
      providesTags: ['SystemProjections'],
    }),
    /** 202 with the rebuild's first progress; 409 while one runs. */
    rebuildProjection: build.mutation<RebuildResponse, string>({
      query: (name) => ({ url: `${projection(name)}/rebuild`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SystemProjections']),
    }),
    rebuildProgress: build.query<RebuildResponse, string>({
      query: (name) => `${projection(name)}/rebuild`,
      keepUnusedDataFor: 0,
    }),
    pauseProjection: build.mutation<ProjectionActionResponse, { name: string; reason?: string }>({
      query: ({ name, reason }) => ({
        url: `${projection(name)}/pause`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['SystemProjections']),
    }),
    /** Resumes a paused projection, and one a failure stopped (retrying the event it failed on). */
    resumeProjection: build.mutation<ProjectionActionResponse, string>({
      query: (name) => ({ url: `${projection(name)}/resume`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SystemProjections']),
    }),

    systemQueues: build.query<QueuesResponse, void>({
      query: () => '/admin/system/queues',
      providesTags: ['SystemQueues'],
    }),
    /** Sets the short-lived cookie the bull-board dashboard lets in (a new tab carries no bearer token). */
    queueDashboardSession: build.mutation<QueueDashboardSessionResponse, void>({
      query: () => ({ url: '/admin/system/queues/session', method: 'POST' }),
    }),

    systemEvents: build.query<EventsPageResponse, EventsQuery>({
      query: (filters) => ({ url: '/admin/system/events', params: filters }),
    }),
    correlationChain: build.query<CorrelationChainResponse, string>({
      query: (eventId) => `/admin/system/events/${id(eventId)}/correlation`,
    }),

    timeTravel: build.query<TimeTravelResponse, { kind: TimeTravelKind; id: string; at: string }>({
      query: ({ kind, id: aggregateId, at }) => ({
        url: `/admin/system/time-travel/${kind}/${id(aggregateId)}`,
        params: { at },
      }),
    }),
  }),
});

export const {
  useSystemProjectionsQuery,
  useRebuildProjectionMutation,
  useRebuildProgressQuery,
  usePauseProjectionMutation,
  useResumeProjectionMutation,
  useSystemQueuesQuery,
  useQueueDashboardSessionMutation,
  useSystemEventsQuery,
  useCorrelationChainQuery,
  useTimeTravelQuery,
} = systemApi;
