import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthRegistry } from './health-registry';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get()
  @ApiOkResponse({ description: 'Every dependency is up.' })
  @ApiServiceUnavailableResponse({ description: 'At least one dependency is down.' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.registry.checkAll();
    reply.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    reply.header('cache-control', 'no-store');
    return report;
  }
}
