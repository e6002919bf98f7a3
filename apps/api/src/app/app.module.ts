import { DynamicModule, Module, Type } from '@nestjs/common';
import { CartModule } from '@store/cart';
import { CatalogueModule } from '@store/catalogue';
import { IdentityModule } from '@store/identity';
import { MarketingModule } from '@store/marketing';
import { OrderingModule } from '@store/ordering';
import { PaymentsModule } from '@store/payments';
import { AppConfig, Logger, PlatformModule } from '@store/platform';
import type { Logger as PinoLogger } from 'pino';
import { EventSourcingModule } from '../event-sourcing/event-sourcing.module';
import { HealthModule } from '../health/health.module';
import { OperationsModule } from '../operations/operations.module';

/** The whole application: platform, then one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: PinoLogger, extraImports: Type<unknown>[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, logger as unknown as Logger),
        HealthModule,
        EventSourcingModule,
        IdentityModule,
        CatalogueModule,
        CartModule,
        MarketingModule,
        OrderingModule,
        PaymentsModule.forConfig(config),
        OperationsModule,
        ...extraImports,
      ],
    };
  }
}
