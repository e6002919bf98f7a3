import { DynamicModule, Module, Type } from '@nestjs/common';
import { AppConfig, Logger, ModuleRegistry } from '@store/platform';
import type { Logger as PinoLogger } from 'pino';
import { appRegistry } from './manifests';

/** Hands the composed registry to the app's own modules (the projection host, the operations screen). */
@Module({})
class AppRegistryModule {}

/** The whole application: the modules of APP_MANIFESTS (./manifests.ts), in its order. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: PinoLogger, extraImports: Type<unknown>[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        {
          module: AppRegistryModule,
          global: true,
          providers: [{ provide: ModuleRegistry, useValue: appRegistry }],
          exports: [ModuleRegistry],
        },
        ...appRegistry.nestModules({ config, logger: logger as unknown as Logger }),
        ...extraImports,
      ],
    };
  }
}
