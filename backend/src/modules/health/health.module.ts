import { Module } from '@nestjs/common';
import { DrainingState } from './application/draining-state';
import { HealthController } from './health.controller';
import { ReadinessProbe } from './infrastructure/readiness-probe';

@Module({ controllers: [HealthController], providers: [DrainingState, ReadinessProbe], exports: [DrainingState] })
export class HealthModule {}
