import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import type { DecisionState, OwnerAction, StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';
import { Notifier } from '../../notifications/application/notifier';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { PartnerStanding } from '../../partners/application/partner-standing';
import { OwnedItemLifecycle } from '../../timeline/application/owned-item-lifecycle';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { ArticleChanges, ArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';
import { HtmlSanitizer } from './html-sanitizer';

/**
 * A partner's own article after sending it: edit or withdraw it while pending, resubmit it
 * edited once rejected (when the reason code allows) or withdrawn. Another partner's article is
 * a 404; an article whose status changed meanwhile is a 409. Content is sanitized as on submit.
 * Editing and resubmitting are new partner work, refused (403) like a new article while the
 * partner profile is rejected, withdrawn or revoked; withdrawing stays allowed.
 */
@Injectable()
export class ManageOwnArticleSubmissionUseCase extends OwnedItemLifecycle<ArticleSubmission, ArticleChanges> {
  protected readonly notFoundMessage = 'Article not found';
  protected readonly changedMeanwhileMessage = 'The article changed meanwhile; reload it and try again';

  constructor(
    private readonly articles: ArticleSubmissionRepository,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly standing: PartnerStanding,
    private readonly sanitizer: HtmlSanitizer,
    private readonly notifier: Notifier,
    timeline: TimelineRepository,
    transactions: TransactionRunner,
  ) {
    super('article-submission', timeline, transactions);
  }

  protected async owned(userId: number, id: number): Promise<ArticleSubmission> {
    const profile = await this.profiles.require(userId);
    const article = await this.articles.findById(id);
    if (!article || article.partnerId !== profile.id) throw new DomainError('NOT_FOUND', this.notFoundMessage);
    return article;
  }

  protected async exists(id: number): Promise<boolean> {
    return Boolean(await this.articles.statusOf(id));
  }

  protected decisionState(article: ArticleSubmission): DecisionState {
    return { status: article.status, reasonCode: article.reasonCode, decidedAt: article.decidedAt };
  }

  protected override prepare(changes: ArticleChanges): ArticleChanges {
    const content = this.sanitizer.sanitize(changes.content).trim();
    if (content.replace(/<[^>]*>/g, '').trim() === '')
      throw new DomainError('VALIDATION_FAILED', 'Content must contain some text');
    return { ...changes, content };
  }

  protected override async checkOwner(userId: number, action: OwnerAction): Promise<void> {
    if (action !== 'withdraw') await this.standing.requireInGoodStanding(userId);
  }

  protected save(id: number, current: ArticleSubmission, changes: ArticleChanges | null, to: StatusAfterOwnerAction) {
    return this.articles.changeWhile(id, current.status, changes, to);
  }

  protected async announceResubmission(id: number, saved: ArticleSubmission): Promise<void> {
    await this.notifier.notify({
      type: 'article-submission.submitted',
      articleId: id,
      title: saved.title,
      resubmitted: true,
    });
  }
}
