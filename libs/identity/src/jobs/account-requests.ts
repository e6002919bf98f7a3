import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  AppConfig,
  BackgroundWork,
  CommandContext,
  CONFIG,
  DomainError,
  jobId,
  LOGGER,
  Logger,
  NotSupportedError,
  REDIS,
  startBackgroundWork,
} from '@store/platform';
import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { EmailVerificationCommands } from '../commands/email-verification.commands';
import { PasswordCommands } from '../commands/password.commands';
import { randomCode } from '../services/hashing.service';

/**
 * A request that answers "if an account exists": what the job needs to do the work later. The
 * reset secret and the code are drawn when it is queued, so a retried job records and mails
 * them once (the events' ids are the job's).
 */
export type AccountRequestJob =
  | { kind: 'password-reset'; email: string; tokenId: string; secret: string; context: CommandContext }
  | { kind: 'registration-code'; email: string; codeId: string; code: string; context: CommandContext };

/**
 * The endpoints that must not tell whether an address has an account (POST /auth/forgot-password,
 * POST /auth/send-registration-email-verification) answer after queuing one job, the same for
 * every address: no lookup, no event, no e-mail on the request's path, so neither the answer nor
 * its time depends on the account. The job (BullMQ `account-requests`, stable id per request)
 * looks the address up, records the reset or the code and queues the e-mail; for an unknown,
 * deleted or already verified address, or a code asked for again within a minute, it ends
 * without a trace (the refusal the request would have answered is dropped on purpose).
 */
@Injectable()
export class AccountRequests implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private queue?: Queue<AccountRequestJob>;
  /** The worker of this process (ROLE all or worker); tests wait on its completed jobs. */
  worker?: Worker<AccountRequestJob>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly passwords: PasswordCommands,
    private readonly emailVerification: EmailVerificationCommands,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('identity', { config, redis, logger }, (work) => {
      this.queue = work.queue<AccountRequestJob>('accountRequests');
      this.worker = work.worker<AccountRequestJob>('accountRequests', (job) => this.run(job));
    });
  }

  async onApplicationShutdown() {
    await this.background?.stop();
  }

  /** Queues a reset link for the address; answers the job's id. */
  passwordReset(email: string, context: CommandContext): Promise<string> {
    const id = randomUUID();
    return this.add(id, {
      kind: 'password-reset',
      email,
      tokenId: id,
      secret: randomBytes(32).toString('base64url'),
      context,
    });
  }

  /** Queues a new registration code for the address; answers the job's id. */
  registrationCode(email: string, context: CommandContext): Promise<string> {
    const { codeId, plain } = randomCode();
    return this.add(codeId, { kind: 'registration-code', email, codeId, code: plain, context });
  }

  private async add(id: string, job: AccountRequestJob): Promise<string> {
    const stableId = jobId('identity', job.kind, id);
    await this.queue!.add(job.kind, job, { jobId: stableId });
    return stableId;
  }

  private async run({ data }: Job<AccountRequestJob>): Promise<void> {
    try {
      if (data.kind === 'password-reset')
        await this.passwords.forgot(data.email, data.tokenId, data.secret, data.context);
      else
        await this.emailVerification.resendRegistrationCode(
          data.email,
          { codeId: data.codeId, plain: data.code },
          data.context,
        );
    } catch (error) {
      // The account's answer (gone, verified already, a code too soon) is what nobody may learn: done.
      if (error instanceof DomainError && !(error instanceof NotSupportedError)) return;
      throw error;
    }
  }
}
