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
   * Everyone gets the status only (`{ success, status }`, plus the API's error message when
   * degraded); an admin's token also gets the checks (lag, errors, versions).
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
    const summary = { success: ok, status: report.status, ...(ok ? {} : { message: 'Some of the store is unavailable' }) };
    return user?.role === 'admin' ? { ...summary, ...report } : summary;
  }
}
