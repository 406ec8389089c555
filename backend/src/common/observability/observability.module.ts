import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';
import { loggerModuleParams } from './app-logger';
import { AppMetrics } from './app-metrics';
import { MetricsServer } from './metrics-server';

/** Structured logs (pino, bound to each request's context) and the Prometheus metrics server. */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggerModule.forRoot(loggerModuleParams(config))],
      providers: [AppMetrics, MetricsServer],
      exports: [AppMetrics, MetricsServer],
    };
  }
}
