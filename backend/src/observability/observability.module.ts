import { Global, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics';
import { MetricsServer } from './metrics-server';

/** The Prometheus metrics and their server; the logs are set up in app.factory.ts (see app-logger.ts). */
@Global()
@Module({
  providers: [AppMetrics, MetricsServer],
  exports: [AppMetrics, MetricsServer],
})
export class ObservabilityModule {}
