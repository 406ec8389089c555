import type {
  Actor,
  AuditEntry,
  Decision,
  Page,
  PendingArticle,
  PendingPartner,
  PendingProject,
} from '../domain/moderation';

export interface PartnerDecision {
  id: number;
  status: 'approved' | 'rejected';
}

export interface ProjectDecision {
  id: number;
  verificationStatus: 'verified' | 'rejected';
}

export interface ArticleDecision {
  id: number;
  status: 'approved' | 'rejected';
}

export interface ProjectSubmissionDecision {
  id: number;
  verificationStatus: 'approved' | 'rejected';
  adminNotes: string | null;
  projectId: number | null;
}

/**
 * Each decision changes its target only while it is pending, applies its consequences and
 * writes its audit record in one transaction, so a second or concurrent decision finds it decided.
 */
export abstract class ModerationRepository {
  abstract pendingPartners(): Promise<PendingPartner[]>;
  abstract pendingProjects(): Promise<PendingProject[]>;
  abstract pendingArticles(): Promise<PendingArticle[]>;
  abstract decidePartner(id: number, approved: boolean, actor: Actor, notes: string | null): Promise<Decision<PartnerDecision>>;
  abstract decideProject(id: number, verified: boolean, actor: Actor, notes: string | null): Promise<Decision<ProjectDecision>>;
  abstract decideArticle(id: number, published: boolean, actor: Actor, notes: string | null): Promise<Decision<ArticleDecision>>;
  abstract decideProjectSubmission(
    id: number,
    approved: boolean,
    actor: Actor,
    notes: string | null,
  ): Promise<Decision<ProjectSubmissionDecision>>;
  abstract auditLog(page: number, pageSize: number): Promise<Page<AuditEntry>>;
}
