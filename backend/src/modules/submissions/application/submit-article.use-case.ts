import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { Notifier } from '../../notifications/application/notifier';
import { PartnerStanding } from '../../partners/application/partner-standing';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { ArticleSubmission, NewArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';
import { HtmlSanitizer } from './html-sanitizer';

@Injectable()
export class SubmitArticleUseCase {
  constructor(
    private readonly standing: PartnerStanding,
    private readonly submissions: ArticleSubmissionRepository,
    private readonly sanitizer: HtmlSanitizer,
    private readonly transactions: TransactionRunner,
    private readonly notifier: Notifier,
    private readonly timeline: TimelineRepository,
  ) {}

  /** Stores sanitized HTML only, so nothing unsafe can reach a reader later; starts pending review. */
  async execute(userId: number, article: Omit<NewArticleSubmission, 'partnerId'>): Promise<ArticleSubmission> {
    const content = this.sanitizer.sanitize(article.content).trim();
    if (content.replace(/<[^>]*>/g, '').trim() === '') {
      throw new DomainError('VALIDATION_FAILED', 'Content must contain some text');
    }
    const profile = await this.standing.requireInGoodStanding(userId);
    return this.transactions.run(async () => {
      const saved = await this.submissions.create({ ...article, content, partnerId: profile.id });
      await this.timeline.record({
        itemKind: 'article-submission',
        itemId: saved.id,
        event: 'submitted',
        actor: 'owner',
        actorId: userId,
      });
      await this.notifier.notify({ type: 'article-submission.submitted', articleId: saved.id, title: saved.title });
      return saved;
    });
  }
}
