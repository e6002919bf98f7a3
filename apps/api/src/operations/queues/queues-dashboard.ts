import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { EventStore } from '@store/eventstore';
import { UserAccountsQuery } from '@store/identity';
import { cookieValue, EVENT_STORE, LOGGER, type Logger } from '@store/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { classifyDashboardRequest } from './dashboard-actions';
import { DASHBOARD_COOKIE, DASHBOARD_PATH, DashboardSessions } from './dashboard-session';
import { OperationsQueues } from './operations-queues';

export const DASHBOARD_LOGIN_REQUIRED = 'Open the queues dashboard from /admin/system (admins only)';
export const DASHBOARD_ACTION_REFUSED =
  'Only retrying, removing and promoting jobs and pausing or resuming queues are allowed from the dashboard';
/** Where the dashboard's changes are recorded, one event per change with the admin who made it. */
export const QUEUE_OPERATIONS_STREAM = 'operations-queues';

type DashboardRequest = FastifyRequest & { dashboardAdmin?: string };

/**
 * Mounts bull-board (failed jobs with their errors, retry, remove) at /api/admin/queues. Its
 * pages and its own API are plain Fastify routes a browser tab opens, so they are let in by the
 * session cookie POST /api/admin/system/queues/session sets for an admin; 401 without it. Its
 * changes are limited to what operating the queues needs (dashboard-actions.ts; 403 otherwise)
 * and each one is recorded as a QueueDashboardAction event with the admin as actor.
 */
@Injectable()
export class QueuesDashboard implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly queues: OperationsQueues,
    private readonly sessions: DashboardSessions,
    private readonly accounts: UserAccountsQuery,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    // ROLE=projector|worker build an application context with no HTTP adapter: nothing to mount.
    if (!this.adapterHost.httpAdapter) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(DASHBOARD_PATH);
    createBullBoard({
      queues: this.queues.queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Threadfit queues' } },
    });
    void fastify.register(async (scope) => {
      scope.addHook('onRequest', async (request: DashboardRequest, reply) => {
        const admin = await this.stillAdmin(
          this.sessions.verify(cookieValue(request.headers.cookie, DASHBOARD_COOKIE)),
        );
        if (!admin)
          return reply
            .code(401)
            .header('cache-control', 'no-store')
            .send({ success: false, message: DASHBOARD_LOGIN_REQUIRED });
        if (classifyDashboardRequest(request.method, request.url).kind === 'refused') {
          return reply.code(403).send({ success: false, message: DASHBOARD_ACTION_REFUSED });
        }
        request.dashboardAdmin = admin;
      });
      // Recorded before the answer goes out, so a change the admin sees succeed is in the log.
      scope.addHook('onSend', async (request: DashboardRequest, reply, payload) => {
        const change = classifyDashboardRequest(request.method, request.url);
        if (change.kind === 'action' && reply.statusCode < 400 && request.dashboardAdmin) {
          await this.record(request, change).catch((error: unknown) =>
            this.logger.error({ err: error, url: request.url }, 'could not record a queue dashboard action'),
          );
        }
        return payload;
      });
      await scope.register(serverAdapter.registerPlugin(), { prefix: DASHBOARD_PATH });
    });
  }

  /** The cookie outlives a demotion or a block by up to 15 minutes: the account must still be an active admin. */
  private async stillAdmin(adminId: string | undefined): Promise<string | undefined> {
    if (!adminId) return undefined;
    const account = await this.accounts.row(adminId);
    return account?.active && account.role === 'admin' ? adminId : undefined;
  }

  private async record(
    request: DashboardRequest,
    change: { action: string; queue: string | null; jobId: string | null; status: string | null },
  ) {
    const at = new Date().toISOString();
    await this.eventStore.append(QUEUE_OPERATIONS_STREAM, [
      {
        type: 'QueueDashboardAction',
        data: { action: change.action, queue: change.queue, jobId: change.jobId, status: change.status, at },
        metadata: {
          actor: { id: request.dashboardAdmin!, role: 'admin' },
          correlationId: String(request.id ?? randomUUID()),
          causationId: null,
          occurredAt: at,
        },
      },
    ]);
  }
}
