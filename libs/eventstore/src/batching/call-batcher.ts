export interface CallBatcherOptions<Request> {
  /** Batches running at once (each typically holds a pool connection). */
  maxConcurrent: number;
  /** Most requests in one batch. */
  maxBatchSize: number;
  /** Requests with the same key never share a batch (e.g. one upsert per row). */
  keyOf?: (request: Request) => string;
  /**
   * A request that finds a slot free waits for the end of the event loop's turn (setImmediate),
   * so the requests asked in that turn go together: a burst started at once (a job reconciling
   * many orders, each reading its streams) takes one statement, not one per free slot first.
   */
  gatherWithinTurn?: boolean;
}

interface Queued<Request, Answer> {
  request: Request;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * Group commit for any request a statement can answer many of at once. A request runs at once
 * while fewer than `maxConcurrent` batches are running; otherwise it waits, and the next free
 * slot takes every waiting request (up to `maxBatchSize`, one per key) in one call of `runBatch`,
 * which answers them in order. Under load one round trip serves many callers; alone, a request
 * is not delayed (but see gatherWithinTurn). A waiting request only joins a batch that has not started yet, so it sees
 * whatever was written before it was asked. A failed batch fails each of its requests.
 */
export class CallBatcher<Request, Answer> {
  private readonly queue: Queued<Request, Answer>[] = [];
  private running = 0;
  private gathering = false;

  constructor(
    private readonly runBatch: (requests: Request[]) => Promise<Answer[]>,
    private readonly options: CallBatcherOptions<Request>,
  ) {}

  submit(request: Request): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      if (!this.options.gatherWithinTurn) this.dispatch();
      else if (!this.gathering && this.running < this.options.maxConcurrent) {
        this.gathering = true;
        setImmediate(() => {
          this.gathering = false;
          this.dispatch();
        });
      }
    });
  }

  private dispatch(): void {
    while (this.running < this.options.maxConcurrent && this.queue.length > 0) {
      const batch = this.takeBatch();
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        this.dispatch();
      });
    }
  }

  /** The oldest waiting requests, at most one per key, in arrival order. */
  private takeBatch(): Queued<Request, Answer>[] {
    const { keyOf, maxBatchSize } = this.options;
    if (!keyOf) return this.queue.splice(0, maxBatchSize);
    const batch: Queued<Request, Answer>[] = [];
    const keys = new Set<string>();
    for (let index = 0; index < this.queue.length && batch.length < maxBatchSize;) {
      const key = keyOf(this.queue[index].request);
      if (keys.has(key)) {
        index += 1;
        continue;
      }
      keys.add(key);
      batch.push(...this.queue.splice(index, 1));
    }
    return batch;
  }

  private async run(batch: Queued<Request, Answer>[]): Promise<void> {
    try {
      const answers = await this.runBatch(batch.map((queued) => queued.request));
      batch.forEach((queued, index) => queued.resolve(answers[index]));
    } catch (error) {
      for (const queued of batch) queued.reject(error);
    }
  }
}
