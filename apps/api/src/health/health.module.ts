import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRegistry } from './health-registry';
import { InfrastructureHealth } from './infrastructure-health';

@Global()
@Module({
  controllers: [HealthController],
  providers: [HealthRegistry, InfrastructureHealth],
  exports: [HealthRegistry],
})
export class HealthModule {}
