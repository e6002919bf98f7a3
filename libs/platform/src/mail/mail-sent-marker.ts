import type { Kysely } from 'kysely';

/**
 * mail_sent: the id of every mail job the transport accepted, so a job added again with the same
 * stable id (a retried or replayed reactor after BullMQ removed the completed job, or after Redis
 * lost it) is not sent twice. Only job ids and the template are kept, never addresses.
 */
export interface MailSentTables {
  mail_sent: { job_id: string; template: string; sent_at: string | Date };
}

export class MailSentMarker {
  private ready?: Promise<void>;

  constructor(private readonly db: Kysely<MailSentTables>) {}

  /**
   * Creates the table when missing, once (on first use, so a worker starts while PostgreSQL is
   * down; a failed attempt is tried again by the next job).
   */
  ensureTable(): Promise<void> {
    this.ready ??= this.createTable().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async createTable(): Promise<void> {
    await this.db.schema
      .createTable('mail_sent')
      .ifNotExists()
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('template', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .execute()
      .catch(async (error: { code?: string }) => {
        // Two workers starting at once: the loser of the race finds the table there.
        if (error.code !== '23505' && error.code !== '42P07') throw error;
      });
  }

  async wasSent(jobId: string): Promise<boolean> {
    await this.ensureTable();
    return Boolean(
      await this.db.selectFrom('mail_sent').select('job_id').where('job_id', '=', jobId).executeTakeFirst(),
    );
  }

  /** Which of these jobs were sent, when, and with which template (e.g. an order's e-mails for its timeline). */
  async sentAmong(jobIds: string[]): Promise<Array<{ jobId: string; template: string; sentAt: string }>> {
    if (jobIds.length === 0) return [];
    await this.ensureTable();
    const rows = await this.db
      .selectFrom('mail_sent')
      .selectAll()
      .where('job_id', 'in', jobIds)
      .orderBy('sent_at')
      .execute();
    return rows.map((row) => ({
      jobId: row.job_id,
      template: row.template,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
  }

  async markSent(jobId: string, template: string): Promise<void> {
    await this.ensureTable();
    await this.db
      .insertInto('mail_sent')
      .values({ job_id: jobId, template, sent_at: new Date().toISOString() })
      .onConflict((c) => c.column('job_id').doNothing())
      .execute();
  }
}
