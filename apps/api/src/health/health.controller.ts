import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OptionalAuth } from '@store/identity';
import type { AuthUser } from '@store/platform';
import type { FastifyReply } from 'fastify';
import { HealthRegistry } from './health-registry';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  /**
   * Everyone gets the status (`{ success, status }`) and, when degraded, the API's error message
   * and which dependencies are down by name (`down: ['postgres', ...]`, for a load balancer or an
   * operator without a token); an admin's token also gets the checks (lag, errors, versions).
   */
  @Get()
  @OptionalAuth()
  @ApiOkResponse({ description: 'Every dependency is up.' })
  @ApiServiceUnavailableResponse({ description: 'At least one dependency is down.' })
  async health(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: AuthUser | undefined) {
    const report = await this.registry.checkAll();
    reply.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    reply.header('cache-control', 'no-store');
    const ok = report.status === 'ok';
    const down = Object.entries(report.checks)
      .filter(([, check]) => check.status === 'down')
      .map(([name]) => name)
      .sort();
    const summary = {
      success: ok,
      status: report.status,
      ...(ok ? {} : { message: 'Some of the store is unavailable', down }),
    };
    return user?.role === 'admin' ? { ...summary, ...report } : summary;
  }
}
