import { ReconnectBackoff } from '@store/eventstore';
import { AdvisoryLockSession } from './advisory-lock-session';
import { runnerApplicationName } from './process-identity';

/** Takes and gives back advisory locks for one owner (a runner). */
export interface LockHolder {
  /** The session now holding `key` for this owner, or undefined when someone else holds it. */
  tryLock(key: bigint): Promise<AdvisoryLockSession | undefined>;
  /** Gives `key` back; a no-op when the session that held it is gone (the server released it). */
  unlock(key: bigint): Promise<void>;
}

/**
 * The one lock connection a process keeps per database, shared by all of its runners (each
 * still locks its own projection's key on it). Advisory locks are re-entrant within a session,
 * so which runner of this process holds which key is tracked here: a second runner of the same
 * projection in the same process stands by as it would in another process.
 *
 * When the connection is lost, every lock on it is gone: `lost` aborts for every runner, each
 * stops applying, and the next tryLock opens a fresh connection. While PostgreSQL cannot be
 * reached, a failed opening is tried again only after a backoff (250 ms doubling to 2 s,
 * jittered: ReconnectBackoff), however many runners ask meanwhile: they get the last failure.
 */
export class ProcessLockSession {
  private static readonly byDatabase = new Map<string, ProcessLockSession>();

  private session: AdvisoryLockSession | undefined;
  private opening: Promise<AdvisoryLockSession> | undefined;
  private readonly owners = new Map<bigint, object>();
  private users = 0;
  private readonly backoff = new ReconnectBackoff(250, 2_000);
  /** The last failure to open, answered until `retryAt` (performance.now()). */
  private openFailure: { error: unknown; retryAt: number } | undefined;

  private constructor(private readonly databaseUrl: string) {}

  /** This process's session for `databaseUrl`; release() it when done. */
  static retain(databaseUrl: string): ProcessLockSession {
    let shared = ProcessLockSession.byDatabase.get(databaseUrl);
    if (!shared) {
      shared = new ProcessLockSession(databaseUrl);
      ProcessLockSession.byDatabase.set(databaseUrl, shared);
    }
    shared.users += 1;
    return shared;
  }

  /** The last user closes the connection, which releases whatever it still held. */
  async release(): Promise<void> {
    this.users -= 1;
    if (this.users > 0) return;
    ProcessLockSession.byDatabase.delete(this.databaseUrl);
    const session = this.session ?? (await this.opening?.catch(() => undefined));
    this.session = undefined;
    this.owners.clear();
    await session?.close();
  }

  /** A holder for one owner; its keys are its own within this process. */
  holderFor(owner: object = {}): LockHolder {
    return {
      tryLock: (key) => this.tryLock(key, owner),
      unlock: (key) => this.unlock(key, owner),
    };
  }

  private async tryLock(key: bigint, owner: object): Promise<AdvisoryLockSession | undefined> {
    const session = await this.current();
    const holder = this.owners.get(key);
    if (holder === owner) return session;
    if (holder) return undefined;
    this.owners.set(key, owner); // claimed before the round trip, so a second runner here waits
    try {
      if (await session.tryLock(key)) return session;
    } catch (error) {
      this.owners.delete(key);
      throw error;
    }
    this.owners.delete(key);
    return undefined;
  }

  private async unlock(key: bigint, owner: object): Promise<void> {
    if (this.owners.get(key) !== owner) return;
    this.owners.delete(key);
    const session = this.session;
    if (!session || session.lost.aborted) return;
    await session.unlock(key).catch(() => undefined); // a failed unlock means a lost session: released anyway
  }

  /** The live connection, opened (once, whoever asks first) when there is none or it was lost. */
  private async current(): Promise<AdvisoryLockSession> {
    if (this.session && !this.session.lost.aborted) return this.session;
    if (!this.opening) {
      if (this.openFailure && performance.now() < this.openFailure.retryAt) throw this.openFailure.error;
      const lostSession = this.session;
      this.session = undefined;
      this.owners.clear(); // the server released every lock of the lost connection
      this.opening = (async () => {
        await lostSession?.close();
        try {
          const session = await AdvisoryLockSession.open(this.databaseUrl, runnerApplicationName());
          this.session = session;
          this.openFailure = undefined;
          this.backoff.reset();
          return session;
        } catch (error) {
          this.openFailure = { error, retryAt: performance.now() + this.backoff.next() };
          throw error;
        }
      })().finally(() => (this.opening = undefined));
    }
    return this.opening;
  }
}
