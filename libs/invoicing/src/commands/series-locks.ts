/**
 * One issue at a time per numbering stream within this process: issuers of one process queue
 * instead of all reading the same revision and all but one retrying. Other processes are kept
 * apart by the expected revision alone.
 */
export class SeriesLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
