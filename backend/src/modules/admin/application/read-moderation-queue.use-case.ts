import { Injectable } from '@nestjs/common';
import type { AuditEntry, Page, PendingArticle, PendingPartner, PendingProject } from '../domain/moderation';
import { ModerationRepository } from './moderation.repository';

@Injectable()
export class ReadModerationQueueUseCase {
  constructor(private readonly moderation: ModerationRepository) {}

  pendingPartners(): Promise<PendingPartner[]> {
    return this.moderation.pendingPartners();
  }

  pendingProjects(): Promise<PendingProject[]> {
    return this.moderation.pendingProjects();
  }

  pendingArticles(): Promise<PendingArticle[]> {
    return this.moderation.pendingArticles();
  }

  auditLog(page: number, pageSize: number): Promise<Page<AuditEntry>> {
    return this.moderation.auditLog(page, pageSize);
  }
}
