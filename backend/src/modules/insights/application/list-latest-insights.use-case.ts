import { Injectable } from '@nestjs/common';
import type { ProjectInsight } from '../domain/project-insight';
import { InsightRepository } from './insight.repository';

@Injectable()
export class ListLatestInsightsUseCase {
  constructor(private readonly insights: InsightRepository) {}

  execute(): Promise<ProjectInsight[]> {
    return this.insights.latestPerProject();
  }
}
