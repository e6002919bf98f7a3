/**
 * One async read shared by concurrent callers, never answering a caller with a read that started
 * before it asked: a caller arriving while a read is in flight waits for the next one, which starts
 * when the current one ends and serves everyone who arrived meanwhile. Under load that is at most
 * one read in flight, each serving a whole batch of callers, and every answer is at least as new as
 * the moment its caller asked.
 */
export class SharedRead<T> {
  private inFlight: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.queued) return this.queued;
    const inFlight = this.inFlight;
    if (!inFlight) return this.launch();
    const settled = () => undefined;
    this.queued = inFlight.then(settled, settled).then(() => {
      this.queued = undefined;
      return this.launch();
    });
    return this.queued;
  }

  private launch(): Promise<T> {
    const read = this.read();
    this.inFlight = read;
    const done = () => {
      if (this.inFlight === read) this.inFlight = undefined;
    };
    read.then(done, done);
    return read;
  }
}
