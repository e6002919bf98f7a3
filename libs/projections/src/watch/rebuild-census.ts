import type { Kysely } from 'kysely';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';

/** How often a process with runners of its own looks for unfinished tracked rebuilds. */
const LOOK_EVERY_MS = 200;
/** How long a look is trusted, counted from when it started (before its query saw the table). */
const LOOK_TRUSTED_MS = 500;
/**
 * The least time between a tracked rebuild's row committing and its tables being swapped in.
 * Longer than LOOK_TRUSTED_MS: a look that missed the row is no longer trusted by then.
 */
export const REBUILD_SWAP_NOTICE_MS = 1000;

/**
 * Which projections a tracked rebuild (the operations screen, the replay CLI, in any process) may
 * be about to swap new tables in for: the only way their tables change without their runner.
 * Looked up in projection_rebuilds every LOOK_EVERY_MS while this process runs projections; a
 * failed or late look answers "maybe" for every projection.
 */
export class RebuildCensus {
  private rebuilding = new Set<string>();
  private lookStartedAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private looking = false;

  constructor(private readonly db: Kysely<ProjectionTables>) {}

  /** True when no tracked rebuild of `name` can swap its tables in before the next look. */
  noneSwapping(name: string): boolean {
    return performance.now() - this.lookStartedAt < LOOK_TRUSTED_MS && !this.rebuilding.has(name);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.look(), LOOK_EVERY_MS);
    this.timer.unref();
    void this.look();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.lookStartedAt = Number.NEGATIVE_INFINITY;
  }

  private async look(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    const startedAt = performance.now();
    try {
      const rows = await this.db
        .selectFrom('projection_rebuilds')
        .select('projection')
        .where('finished_at', 'is', null)
        .execute();
      if (!this.timer) return; // stopped meanwhile
      this.rebuilding = new Set(rows.map((row) => row.projection));
      this.lookStartedAt = startedAt;
    } catch {
      // Not trusted until a look answers again.
    } finally {
      this.looking = false;
    }
  }
}
