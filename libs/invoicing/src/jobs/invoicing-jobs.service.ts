import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import {
  AppConfig,
  BackgroundWork,
  CONFIG,
  DATABASE,
  EVENT_STORE,
  LOGGER,
  Logger,
  REDIS,
  startBackgroundWork,
} from '@store/platform';
import { ProjectionRunner } from '@store/projections';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Kysely } from 'kysely';
import { TaxDocumentIssuer } from '../commands/tax-document-issuer';
import { invoicingReactor, ISSUE_CREDIT_NOTE_JOB, type InvoicingJob } from './invoicing-reactor';

/** Runs the invoicing reactor (one active runner, a stored checkpoint) and the worker issuing what it asks for. */
@Injectable()
export class InvoicingJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private background?: BackgroundWork;
  private queue?: Queue<InvoicingJob>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly issuer: TaxDocumentIssuer,
  ) {}

  onApplicationBootstrap() {
    const { config, redis, logger } = this;
    this.background = startBackgroundWork('invoicing', { config, redis, logger }, (work) => {
      this.queue = work.queue<InvoicingJob>('invoicing');
      work.worker<InvoicingJob>('invoicing', (job) => this.issue(job));
      work.reactor(
        () =>
          new ProjectionRunner(
            invoicingReactor(() => this.queue!),
            { db: this.db, eventStore: this.store, databaseUrl: config.DATABASE_URL, logger },
          ),
      );
    });
  }

  async onApplicationShutdown() {
    await this.background?.stop();
  }

  private async issue({ name, data }: Job<InvoicingJob>) {
    const documents =
      name === ISSUE_CREDIT_NOTE_JOB && data.refundId
        ? await this.issuer.issueCreditNotes(data.orderId, data.refundId, data.context)
        : await this.issuer.issueInvoices(data.orderId, data.context);
    const numbers = documents.map((document) => document.number);
    if (numbers.length) this.logger.info({ orderId: data.orderId, numbers }, 'tax documents of the order');
  }
}
