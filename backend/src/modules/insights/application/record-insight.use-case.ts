import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { hasConsistentUserCounts, type NewProjectInsight, type ProjectInsight } from '../domain/project-insight';
import { InsightRepository } from './insight.repository';

@Injectable()
export class RecordInsightUseCase {
  constructor(private readonly insights: InsightRepository) {}

  /** A new snapshot becomes the project's latest figures at once (leaderboards read it next request). */
  async execute(insight: NewProjectInsight): Promise<ProjectInsight> {
    if (!hasConsistentUserCounts(insight)) {
      throw new DomainError('VALIDATION_FAILED', 'KYC users must not exceed total users');
    }
    const recorded = await this.insights.record(insight);
    if (!recorded) throw new DomainError('VALIDATION_FAILED', 'Unknown project');
    return recorded;
  }
}
