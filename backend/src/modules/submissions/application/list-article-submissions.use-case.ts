import { Injectable } from '@nestjs/common';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { ArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';

@Injectable()
export class ListArticleSubmissionsUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly submissions: ArticleSubmissionRepository,
  ) {}

  async execute(userId: number): Promise<ArticleSubmission[]> {
    const profile = await this.profiles.require(userId);
    return this.submissions.listByPartner(profile.id);
  }
}
