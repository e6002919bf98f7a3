import type { JobsOptions, Queue } from 'bullmq';

interface PendingJob {
  name: string;
  data: unknown;
  opts: JobsOptions & { jobId: string };
}

/**
 * The jobs a reactor's batch collects, enqueued in `end` with one addBulk per queue (one Redis
 * round trip each) instead of one add per event. Every job needs a stable id: a batch retried
 * after a crash adds the same ids again, which BullMQ ignores while it still holds the jobs.
 */
export class JobBatch {
  private readonly pending = new Map<Queue<unknown>, PendingJob[]>();

  add<Data>(queue: Queue<Data>, name: string, data: Data, opts: JobsOptions & { jobId: string }): void {
    const jobs = this.pending.get(queue) ?? [];
    // The same id twice in one batch is one job (BullMQ would keep the first): keep the first here too.
    if (!jobs.some((job) => job.opts.jobId === opts.jobId)) jobs.push({ name, data, opts });
    this.pending.set(queue, jobs);
  }

  get size(): number {
    let size = 0;
    for (const jobs of this.pending.values()) size += jobs.length;
    return size;
  }

  async enqueue(): Promise<void> {
    await Promise.all(
      [...this.pending].map(([queue, jobs]) => (jobs.length ? queue.addBulk(jobs as never) : undefined)),
    );
  }
}
