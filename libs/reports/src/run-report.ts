import type { EventStore, Position } from '@store/eventstore';
import type { Report, ReportContext, ReportRow } from './report';

export interface ReportProgress {
  events: number;
  eventsPerSecond: number;
  /** 0..1 through the log up to the head seen at the start; null on an empty log. */
  fractionDone: number | null;
  secondsLeft: number | null;
  elapsedMs: number;
  done: boolean;
}

export interface RunReportOptions {
  context: ReportContext;
  /** Events per readAll page (default 2000): memory holds one page at a time. */
  batchSize?: number;
  onProgress?(progress: ReportProgress): void;
  clock?: () => number;
}

/**
 * Streams the global log (only the report's event types) in pages and folds it: the report's
 * state plus one page is all that is held in memory. Reads up to the head as it was at the
 * start, so a busy store does not keep the report running.
 */
export async function runReport(
  report: Report,
  eventStore: EventStore,
  options: RunReportOptions,
): Promise<ReportRow[]> {
  const { context } = options;
  const batchSize = options.batchSize ?? 2000;
  const clock = options.clock ?? Date.now;
  const head = await eventStore.headPosition();
  const started = clock();
  let state = report.initial(context);
  let after: Position | 'start' = 'start';
  let events = 0;
  const measure = (position: Position | 'start', done: boolean): ReportProgress => {
    const elapsedMs = Math.max(1, clock() - started);
    const eventsPerSecond = (events * 1000) / elapsedMs;
    const fractionDone = done
      ? 1
      : head === null || position === 'start'
        ? head === null
          ? null
          : 0
        : Math.min(1, Number(position.prepare) / Math.max(1, Number(head.prepare)));
    const secondsLeft =
      fractionDone && fractionDone > 0 ? ((elapsedMs / 1000) * (1 - fractionDone)) / fractionDone : null;
    return { events, eventsPerSecond, fractionDone, secondsLeft, elapsedMs, done };
  };
  while (head !== null) {
    const page = await eventStore.readAll({ after, limit: batchSize, eventTypes: report.eventTypes });
    let reachedHead = false;
    for (const event of page) {
      if (beyond(event.position, head)) {
        reachedHead = true;
        break;
      }
      state = report.apply(
        state,
        {
          type: event.type,
          data: event.data,
          streamId: event.streamId,
          position: event.position,
          occurredAt: event.metadata.occurredAt,
        },
        context,
      );
      events += 1;
    }
    if (page.length) after = page[page.length - 1].position;
    options.onProgress?.(measure(after, false));
    if (reachedHead || page.length < batchSize) break;
  }
  options.onProgress?.(measure(after, true));
  return report.rows(state, context);
}

const beyond = (position: Position, head: Position) =>
  position.commit > head.commit || (position.commit === head.commit && position.prepare > head.prepare);
