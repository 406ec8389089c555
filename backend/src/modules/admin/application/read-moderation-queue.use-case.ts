import { Injectable } from '@nestjs/common';
import { ListUsersUseCase } from '../../auth/application/list-users.use-case';
import { ListPartnerProfilesUseCase } from '../../partners/application/list-partner-profiles.use-case';
import { VerifyProjectUseCase } from '../../projects/application/verify-project.use-case';
import { DecideArticleSubmissionUseCase } from '../../submissions/application/decide-article-submission.use-case';
import type { AuditEntry, Page, PendingArticle, PendingPartner, PendingProject } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';

/** The review queues, read from the modules that own the items, oldest first. */
@Injectable()
export class ReadModerationQueueUseCase {
  constructor(
    private readonly partnerProfiles: ListPartnerProfilesUseCase,
    private readonly users: ListUsersUseCase,
    private readonly projects: VerifyProjectUseCase,
    private readonly articles: DecideArticleSubmissionUseCase,
    private readonly audit: AuditLogRepository,
  ) {}

  async pendingPartners(): Promise<PendingPartner[]> {
    const profiles = await this.partnerProfiles.pending();
    const owners = await this.users.byIds(profiles.map((profile) => profile.userId));
    const usernames = new Map(owners.map((owner) => [owner.id, owner.username]));
    // A profile is deleted with its owner, so every pending profile has one.
    return profiles.flatMap((profile) => {
      const username = usernames.get(profile.userId);
      if (username === undefined) return [];
      return [
        {
          id: profile.id,
          companyName: profile.companyName,
          website: profile.website,
          description: profile.description,
          referralCode: profile.referralCode,
          username,
          createdAt: profile.createdAt,
        },
      ];
    });
  }

  async pendingProjects(): Promise<PendingProject[]> {
    return (await this.projects.pending()).map((project) => ({
      id: project.id,
      name: project.name,
      category: project.category,
      description: project.description,
      website: project.website,
      createdAt: project.createdAt,
    }));
  }

  async pendingArticles(): Promise<PendingArticle[]> {
    const articles = await this.articles.pending();
    const partners = await this.partnerProfiles.byIds(articles.map((article) => article.partnerId));
    const companyNames = new Map(partners.map((partner) => [partner.id, partner.companyName]));
    return articles.flatMap((article) => {
      const author = companyNames.get(article.partnerId);
      if (author === undefined) return [];
      return [
        {
          id: article.id,
          title: article.title,
          category: article.category,
          excerpt: article.excerpt,
          imageUrl: article.imageUrl,
          author,
          createdAt: article.createdAt,
        },
      ];
    });
  }

  auditLog(page: number, pageSize: number): Promise<Page<AuditEntry>> {
    return this.audit.page(page, pageSize);
  }
}
