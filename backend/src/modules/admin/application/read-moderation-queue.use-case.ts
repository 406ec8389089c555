import { Injectable } from '@nestjs/common';
import { readAll, type ListPage, type ListWindow } from '../../../common/application/list-window';
import { PendingPartnerList } from '../../partners/application/pending-partner-list';
import { PendingProjectList, type PendingProjectWindow } from '../../projects/application/pending-project-list';
import { SubmissionAdminLists, type PendingArticleWindow } from '../../submissions/application/submission-admin-lists';
import { auditValuesText, toCsv } from '../domain/csv';
import type { AuditEntry, PendingArticle, PendingPartner, PendingProject } from '../domain/moderation';
import { AuditLogList, type AuditWindow } from './audit-log-list';

/** The review queues, read from the modules that own the items, and the audit log. */
@Injectable()
export class ReadModerationQueueUseCase {
  constructor(
    private readonly partners: PendingPartnerList,
    private readonly projects: PendingProjectList,
    private readonly submissions: SubmissionAdminLists,
    private readonly audit: AuditLogList,
  ) {}

  pendingPartners(window: ListWindow): Promise<ListPage<PendingPartner>> {
    return this.partners.page(window);
  }

  pendingProjects(window: PendingProjectWindow): Promise<ListPage<PendingProject>> {
    return this.projects.page(window);
  }

  pendingArticles(window: PendingArticleWindow): Promise<ListPage<PendingArticle>> {
    return this.submissions.pendingArticles(window);
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
