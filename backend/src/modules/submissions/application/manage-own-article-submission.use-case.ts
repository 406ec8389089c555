import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { ownerActionRefusal, type OwnerAction } from '../../../kernel/lifecycle/owner-transitions';
import type { TimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import { Notifier } from '../../notifications/application/notifier';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { PartnerStanding } from '../../partners/application/partner-standing';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { ArticleChanges, ArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';
import { HtmlSanitizer } from './html-sanitizer';

const KIND = 'article-submission';

/**
 * A partner's own article after sending it: edit or withdraw it while pending, resubmit it
 * edited once rejected (when the reason code allows) or withdrawn. Another partner's article is
 * a 404; an article whose status changed meanwhile is a 409. Content is sanitized as on submit.
 * Editing and resubmitting are new partner work, refused (403) like a new article while the
 * partner profile is rejected, withdrawn or revoked; withdrawing stays allowed.
 */
@Injectable()
export class ManageOwnArticleSubmissionUseCase {
  constructor(
    private readonly articles: ArticleSubmissionRepository,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly standing: PartnerStanding,
    private readonly sanitizer: HtmlSanitizer,
    private readonly timeline: TimelineRepository,
    private readonly transactions: TransactionRunner,
    private readonly notifier: Notifier,
  ) {}

  edit(userId: number, id: number, changes: ArticleChanges): Promise<ArticleSubmission> {
    return this.change(userId, id, 'edit', changes);
  }

  withdraw(userId: number, id: number): Promise<ArticleSubmission> {
    return this.change(userId, id, 'withdraw', null);
  }

  resubmit(userId: number, id: number, changes: ArticleChanges): Promise<ArticleSubmission> {
    return this.change(userId, id, 'resubmit', changes);
  }

  /** Oldest first; for the owning partner, or for an admin (`asAdmin`). */
  async timelineOf(id: number, viewer: { id: number; asAdmin: boolean }): Promise<TimelineEvent[]> {
    if (viewer.asAdmin) {
      if (!(await this.articles.statusOf(id))) throw new DomainError('NOT_FOUND', 'Article not found');
    } else {
      await this.owned(viewer.id, id);
    }
    return this.timeline.listFor(KIND, id);
  }

  private async owned(userId: number, id: number): Promise<ArticleSubmission> {
    const profile = await this.profiles.require(userId);
    const article = await this.articles.findById(id);
    if (!article || article.partnerId !== profile.id) throw new DomainError('NOT_FOUND', 'Article not found');
    return article;
  }

  private sanitized(changes: ArticleChanges): ArticleChanges {
    const content = this.sanitizer.sanitize(changes.content).trim();
    if (content.replace(/<[^>]*>/g, '').trim() === '') throw new DomainError('VALIDATION_FAILED', 'Content must contain some text');
    return { ...changes, content };
  }

  private change(userId: number, id: number, action: OwnerAction, changes: ArticleChanges | null): Promise<ArticleSubmission> {
    const clean = changes && this.sanitized(changes);
    return this.transactions.run(async () => {
      if (action !== 'withdraw') await this.standing.requireInGoodStanding(userId);
      const current = await this.owned(userId, id);
      const refusal = ownerActionRefusal(action, { status: current.status, reasonCode: current.reasonCode, decidedAt: current.decidedAt }, new Date());
      if (refusal) throw new DomainError('CONFLICT', refusal);
      const to = action === 'withdraw' ? 'withdrawn' : action === 'resubmit' ? 'pending' : null;
      const saved = await this.articles.changeWhile(id, current.status, clean, to);
      if (!saved) throw new DomainError('CONFLICT', 'The article changed meanwhile; reload it and try again');
      const event = action === 'edit' ? 'edited' : action === 'withdraw' ? 'withdrawn' : 'resubmitted';
      await this.timeline.record({ itemKind: KIND, itemId: id, event, actor: 'owner', actorId: userId });
      if (action === 'resubmit') {
        await this.notifier.notify({ type: 'article-submission.submitted', articleId: id, title: saved.title, resubmitted: true });
      }
      return saved;
    });
  }
}
