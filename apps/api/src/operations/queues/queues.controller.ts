import { Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { QueueDashboardSessionResponse, QueuesResponse } from '@store/contracts';
import { AdminOnly, CurrentUser } from '@store/identity';
import { AppConfig, AuthUser, CONFIG } from '@store/platform';
import type { FastifyReply } from 'fastify';
import { DASHBOARD_PATH, DashboardSessions, sessionCookie } from './dashboard-session';
import { OperationsQueues } from './operations-queues';

/** /admin/system: BullMQ's queues at a glance, and the way into bull-board for an admin's browser. */
@Controller('admin/system/queues')
@AdminOnly()
export class QueuesController {
  constructor(
    private readonly queues: OperationsQueues,
    private readonly sessions: DashboardSessions,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async counts(): Promise<QueuesResponse> {
    return { success: true, dashboardPath: `${DASHBOARD_PATH}/`, queues: await this.queues.counts() };
  }

  @Post('session')
  @HttpCode(200)
  openDashboard(
    @CurrentUser() admin: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): QueueDashboardSessionResponse {
    const session = this.sessions.issue(admin.id);
    reply.header('set-cookie', sessionCookie(session.value, session.expiresAt, this.config.NODE_ENV === 'production'));
    return {
      success: true,
      message: 'The queues dashboard is open for 15 minutes',
      dashboardPath: `${DASHBOARD_PATH}/`,
      expiresAt: session.expiresAt.toISOString(),
    };
  }
}
