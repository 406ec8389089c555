import { Module } from '@nestjs/common';
import { InsightRepository } from './application/insight.repository';
import { ListLatestInsightsUseCase } from './application/list-latest-insights.use-case';
import { RecordInsightUseCase } from './application/record-insight.use-case';
import { InsightsController } from './http/insights.controller';
import { TypeormInsightRepository } from './infrastructure/typeorm-insight.repository';

@Module({
  controllers: [InsightsController],
  providers: [
    ListLatestInsightsUseCase,
    RecordInsightUseCase,
    { provide: InsightRepository, useClass: TypeormInsightRepository },
  ],
})
export class InsightsModule {}
