import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { queryRows } from '../../../database/query-rows';
import { directoryCategoryFor, type SubmissionCategory } from '../../submissions/domain/project-submission';
import {
  ArticleDecision,
  ModerationRepository,
  PartnerDecision,
  ProjectDecision,
  ProjectSubmissionDecision,
} from '../application/moderation.repository';
import type {
  Actor,
  AuditAction,
  AuditEntry,
  Decision,
  Page,
  PendingArticle,
  PendingPartner,
  PendingProject,
} from '../domain/moderation';

interface DecidedRow {
  userId: number;
  companyName: string;
  name: string;
  title: string;
  projectName: string;
  category: string;
  description: string;
  website: string | null;
  logo: string | null;
}

interface AuditRecord {
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: number;
  targetLabel: string;
  outcome: string;
  notes: string | null;
}

interface DecisionSpec<T> {
  table: string;
  statusColumn: string;
  /** Sets the outcome where the item is still pending; returns the row when it did. */
  update: { sql: string; parameters: unknown[] };
  audit(row: DecidedRow): Omit<AuditRecord, 'targetId' | 'notes'>;
  /** The decision's consequences, in the same transaction; gives the result. */
  apply(manager: EntityManager, row: DecidedRow): Promise<T>;
}

function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'project';
}

@Injectable()
export class TypeormModerationRepository extends ModerationRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  pendingPartners(): Promise<PendingPartner[]> {
    return this.dataSource.query(`
      SELECT partner.id, partner.company_name AS "companyName", partner.website, partner.description,
             partner.referral_code AS "referralCode", owner.username, partner.created_at AS "createdAt"
      FROM partner_profiles partner JOIN users owner ON owner.id = partner.user_id
      WHERE partner.status = 'pending' ORDER BY partner.created_at, partner.id`);
  }

  pendingProjects(): Promise<PendingProject[]> {
    return this.dataSource.query(`
      SELECT id, name, category, description, website, created_at AS "createdAt"
      FROM projects WHERE verification_status = 'pending' AND listed ORDER BY created_at, id`);
  }

  pendingArticles(): Promise<PendingArticle[]> {
    return this.dataSource.query(`
      SELECT article.id, article.title, article.category, article.excerpt, article.image_url AS "imageUrl",
             partner.company_name AS author, article.created_at AS "createdAt"
      FROM article_submissions article JOIN partner_profiles partner ON partner.id = article.partner_id
      WHERE article.status = 'pending' ORDER BY article.created_at, article.id`);
  }

  decidePartner(id: number, approved: boolean, actor: Actor, notes: string | null): Promise<Decision<PartnerDecision>> {
    const status = approved ? 'approved' : 'rejected';
    return this.decide(id, actor, notes, {
      table: 'partner_profiles',
      statusColumn: 'status',
      update: {
        sql: `UPDATE partner_profiles SET status = $2, decided_at = now(), decided_by = $3
              WHERE id = $1 AND status = 'pending' RETURNING user_id AS "userId", company_name AS "companyName"`,
        parameters: [id, status, actor.id],
      },
      audit: (row) => ({
        action: approved ? 'partner.approve' : 'partner.reject',
        targetType: 'partner',
        targetLabel: row.companyName,
        outcome: status,
      }),
      apply: async (manager, row) => {
        // Admins keep their role; only a plain user becomes a partner.
        if (approved) {
          await manager.query(`UPDATE users SET role = 'partner' WHERE id = $1 AND role = 'user'`, [row.userId]);
        }
        return { id, status };
      },
    });
  }

  decideProject(id: number, verified: boolean, actor: Actor, notes: string | null): Promise<Decision<ProjectDecision>> {
    const verificationStatus = verified ? 'verified' : 'rejected';
    return this.decide(id, actor, notes, {
      table: 'projects',
      statusColumn: 'verification_status',
      update: {
        sql: `UPDATE projects SET verification_status = $2
              WHERE id = $1 AND verification_status = 'pending' RETURNING name`,
        parameters: [id, verificationStatus],
      },
      audit: (row) => ({
        action: verified ? 'project.verify' : 'project.reject',
        targetType: 'project',
        targetLabel: row.name,
        outcome: verificationStatus,
      }),
      apply: async () => ({ id, verificationStatus }),
    });
  }

  decideArticle(id: number, published: boolean, actor: Actor, notes: string | null): Promise<Decision<ArticleDecision>> {
    const status = published ? 'approved' : 'rejected';
    return this.decide(id, actor, notes, {
      table: 'article_submissions',
      statusColumn: 'status',
      update: {
        sql: `UPDATE article_submissions SET status = $2, admin_notes = $3, decided_at = now(), decided_by = $4
              WHERE id = $1 AND status = 'pending' RETURNING title`,
        parameters: [id, status, notes, actor.id],
      },
      audit: (row) => ({
        action: published ? 'article.publish' : 'article.reject',
        targetType: 'article',
        targetLabel: row.title,
        outcome: status,
      }),
      apply: async () => ({ id, status }),
    });
  }

  decideProjectSubmission(
    id: number,
    approved: boolean,
    actor: Actor,
    notes: string | null,
  ): Promise<Decision<ProjectSubmissionDecision>> {
    const verificationStatus = approved ? 'approved' : 'rejected';
    return this.decide(id, actor, notes, {
      table: 'project_submissions',
      statusColumn: 'verification_status',
      update: {
        sql: `UPDATE project_submissions SET verification_status = $2, admin_notes = $3, decided_at = now(), decided_by = $4
              WHERE id = $1 AND verification_status = 'pending'
              RETURNING project_name AS "projectName", category, description, website, logo`,
        parameters: [id, verificationStatus, notes, actor.id],
      },
      audit: (row) => ({
        action: approved ? 'project-submission.approve' : 'project-submission.reject',
        targetType: 'project-submission',
        targetLabel: row.projectName,
        outcome: verificationStatus,
      }),
      apply: async (manager, row) => {
        const projectId = approved ? await this.listSubmittedProject(manager, id, row) : null;
        return { id, verificationStatus, adminNotes: notes, projectId };
      },
    });
  }

  /** An approved submission joins the directory as a pending project, linked to the submission. */
  private async listSubmittedProject(manager: EntityManager, submissionId: number, row: DecidedRow): Promise<number> {
    const [project] = await manager.query(
      `INSERT INTO projects (slug, name, category, description, website, logo, verification_status)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending') RETURNING id`,
      [
        `${slugify(row.projectName)}-${submissionId}`,
        row.projectName,
        directoryCategoryFor(row.category as SubmissionCategory),
        row.description,
        row.website,
        row.logo,
      ],
    );
    await manager.query('UPDATE project_submissions SET project_id = $2 WHERE id = $1', [submissionId, project.id]);
    return project.id;
  }

  /**
   * One decision in one transaction: the update succeeds only while the item is pending (so
   * concurrent decisions give one outcome), its consequences apply, and the audit entry is written.
   */
  private decide<T>(id: number, actor: Actor, notes: string | null, decision: DecisionSpec<T>): Promise<Decision<T>> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await queryRows<DecidedRow>(manager, decision.update.sql, decision.update.parameters);
      if (!row) return this.undecided(manager, decision.table, decision.statusColumn, id);
      const result = await decision.apply(manager, row);
      await this.audit(manager, actor, { ...decision.audit(row), targetId: id, notes });
      return { kind: 'decided', result };
    });
  }

  async auditLog(page: number, pageSize: number): Promise<Page<AuditEntry>> {
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT id::int, admin_id AS "adminId", admin_username AS "adminUsername", action, target_type AS "targetType",
                target_id AS "targetId", target_label AS "targetLabel", outcome, notes, created_at AS "createdAt"
         FROM audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query('SELECT count(*)::int AS total FROM audit_log'),
    ]);
    return { items, page, pageSize, total };
  }

  private async undecided<T>(manager: EntityManager, table: string, column: string, id: number): Promise<Decision<T>> {
    const [existing] = await manager.query(`SELECT ${column} AS status FROM ${table} WHERE id = $1`, [id]);
    return existing ? { kind: 'already-decided', status: existing.status } : { kind: 'not-found' };
  }

  private async audit(manager: EntityManager, actor: Actor, record: AuditRecord): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, target_label, outcome, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [actor.id, actor.username, record.action, record.targetType, record.targetId, record.targetLabel.slice(0, 200), record.outcome, record.notes],
    );
  }
}
