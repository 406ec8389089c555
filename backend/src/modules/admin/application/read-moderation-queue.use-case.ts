import { Injectable } from '@nestjs/common';
import { readAll, type ListPage, type ListWindow } from '../../../paging/list-window';
import { overdueBefore, reviewTargetHours } from '../../../kernel/lifecycle/review-target';
import { QueueReviewState, type ReviewState } from '../../claims/application/queue-review-state';
import { PendingPartnerList, type PendingPartnerRow } from '../../partners/application/pending-partner-list';
import {
  PendingProjectList,
  type PendingProjectRow,
  type PendingProjectWindow,
} from '../../projects/application/pending-project-list';
import {
  SubmissionAdminLists,
  type PendingArticleRow,
  type PendingArticleWindow,
} from '../../submissions/application/submission-admin-lists';
import { auditValuesText, toCsv } from '../domain/csv';
import type { AuditEntry } from '../domain/moderation';
import { AuditLogList, type AuditWindow } from './audit-log-list';

/** A page of a review queue: each item with its review state, and how many the whole filtered queue has overdue. */
export type QueuePage<T> = ListPage<T & ReviewState> & { overdueCount: number };

/** The review queues, read from the modules that own the items, and the audit log. */
@Injectable()
export class ReadModerationQueueUseCase {
  constructor(
    private readonly partners: PendingPartnerList,
    private readonly projects: PendingProjectList,
    private readonly submissions: SubmissionAdminLists,
    private readonly audit: AuditLogList,
    private readonly reviewState: QueueReviewState,
  ) {}

  async pendingPartners(window: ListWindow): Promise<QueuePage<PendingPartnerRow>> {
    const target = reviewTargetHours('partner');
    const [page, overdueCount] = await Promise.all([
      this.partners.page(window),
      this.partners.overdueCount(window, overdueBefore(target, new Date())),
    ]);
    return { ...page, items: await this.reviewState.of('partner', page.items, () => target), overdueCount };
  }

  async pendingProjects(window: PendingProjectWindow): Promise<QueuePage<PendingProjectRow>> {
    const target = reviewTargetHours('project');
    const [page, overdueCount] = await Promise.all([
      this.projects.page(window),
      this.projects.overdueCount(window, overdueBefore(target, new Date())),
    ]);
    return { ...page, items: await this.reviewState.of('project', page.items, () => target), overdueCount };
  }

  /** Verified directory projects: where an admin takes the badge back (`ReverseDecisionUseCase.unverifyProject`). */
  verifiedProjects(window: PendingProjectWindow): Promise<ListPage<PendingProjectRow>> {
    return this.projects.verifiedPage(window);
  }

  async pendingArticles(window: PendingArticleWindow): Promise<QueuePage<PendingArticleRow>> {
    const target = reviewTargetHours('article');
    const [page, overdueCount] = await Promise.all([
      this.submissions.pendingArticles(window),
      this.submissions.overdueArticleCount(window, overdueBefore(target, new Date())),
    ]);
    return { ...page, items: await this.reviewState.of('article', page.items, () => target), overdueCount };
  }

  auditLog(window: AuditWindow): Promise<ListPage<AuditEntry>> {
    return this.audit.page(window);
  }

  async auditLogCsv(window: Omit<AuditWindow, 'limit' | 'after'>): Promise<string> {
    return toCsv(await readAll((page: AuditWindow) => this.audit.page(page), window), [
      { header: 'id', value: (row) => row.id },
      { header: 'at', value: (row) => row.createdAt },
      { header: 'admin', value: (row) => row.adminUsername },
      { header: 'action', value: (row) => row.action },
      { header: 'target_type', value: (row) => row.targetType },
      { header: 'target_id', value: (row) => row.targetId },
      { header: 'target', value: (row) => row.targetLabel },
      { header: 'outcome', value: (row) => row.outcome },
      { header: 'notes', value: (row) => row.notes },
      { header: 'Before', value: (row) => auditValuesText(row.before) },
      { header: 'After', value: (row) => auditValuesText(row.after) },
    ]);
  }
}
