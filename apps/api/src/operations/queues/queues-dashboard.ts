import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { AppConfig, CONFIG } from '@store/platform';
import type { FastifyInstance } from 'fastify';
import { cookieValue, DASHBOARD_COOKIE, DASHBOARD_PATH, DashboardSessions } from './dashboard-session';
import { OperationsQueues } from './operations-queues';

export const DASHBOARD_LOGIN_REQUIRED = 'Open the queues dashboard from /admin/system (admins only)';

/**
 * Mounts bull-board (failed jobs with their errors, retry, remove) at /api/admin/queues. Its
 * pages and its own API are plain Fastify routes a browser tab opens, so they are let in by the
 * session cookie POST /api/admin/system/queues/session sets for an admin; 401 without it.
 */
@Injectable()
export class QueuesDashboard implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly queues: OperationsQueues,
    private readonly sessions: DashboardSessions,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(DASHBOARD_PATH);
    createBullBoard({
      queues: this.queues.queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Threadfit queues' } },
    });
    const sessions = this.sessions;
    void fastify.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (sessions.verify(cookieValue(request.headers.cookie, DASHBOARD_COOKIE))) return;
        await reply.code(401).header('cache-control', 'no-store').send({ success: false, message: DASHBOARD_LOGIN_REQUIRED });
      });
      await scope.register(serverAdapter.registerPlugin() as any, { prefix: DASHBOARD_PATH });
    });
  }
}
