import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { ArticleSubmission, NewArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';
import { HtmlSanitizer } from './html-sanitizer';

@Injectable()
export class SubmitArticleUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly submissions: ArticleSubmissionRepository,
    private readonly sanitizer: HtmlSanitizer,
  ) {}

  /** Stores sanitized HTML only, so nothing unsafe can reach a reader later; starts pending review. */
  async execute(userId: number, article: Omit<NewArticleSubmission, 'partnerId'>): Promise<ArticleSubmission> {
    const content = this.sanitizer.sanitize(article.content).trim();
    if (content.replace(/<[^>]*>/g, '').trim() === '') {
      throw new DomainError('VALIDATION_FAILED', 'Content must contain some text');
    }
    const profile = await this.profiles.require(userId);
    return this.submissions.create({ ...article, content, partnerId: profile.id });
  }
}
