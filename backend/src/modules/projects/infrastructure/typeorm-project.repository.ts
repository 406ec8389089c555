import { Injectable } from '@nestjs/common';
import { chainName } from '../../../chains/chain-catalog';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ProjectRepository } from '../application/project.repository';
import type { NewProject, Project, ProjectVerificationStatus } from '../domain/project';
import { badgeText, type ProofEvidence } from '../../ownership/domain/ownership';
import { ProjectEntity } from './project.entity';
import { VERIFIED_OWNER_EVIDENCE } from './project-owner-badges.statements';

const PROJECT_FIELDS = {
  id: true,
  slug: true,
  name: true,
  category: true,
  description: true,
  website: true,
  logo: true,
  verificationStatus: true,
  featured: true,
  createdAt: true,
} as const;

@Injectable()
export class TypeormProjectRepository extends ProjectRepository {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  listListed(): Promise<Project[]> {
    const tags = cacheTags.tables('projects', 'project_submissions', 'ownership_proofs');
    return this.cache.read({ key: 'projects:listed', tags }, async () => {
      const projects = await this.projects.find({
        select: PROJECT_FIELDS,
        where: { listed: true },
        order: { featured: 'DESC', name: 'ASC', id: 'ASC' },
      });
      const badges = await this.ownerBadges(projects.map((project) => project.id));
      return projects.map((project) => ({ ...project, ownerBadge: badges.get(project.id) ?? null }));
    });
  }

  /** The badge of each project whose submission has a verified ownership proof (read with the directory, never from a chain). */
  private async ownerBadges(projectIds: number[]): Promise<Map<number, string>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.unitOfWork
      .manager()
      .query<{ projectId: number; evidence: ProofEvidence }[]>(VERIFIED_OWNER_EVIDENCE, [projectIds]);
    return new Map(rows.map((row) => [row.projectId, badgeText(row.evidence, chainName)]));
  }

  listPendingVerification(): Promise<Project[]> {
    return this.projects.find({
      select: PROJECT_FIELDS,
      where: { verificationStatus: 'pending', listed: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async create(project: NewProject): Promise<number> {
    const saved = await this.projects.save(this.projects.create({ ...project, verificationStatus: 'pending' }));
    return saved.id;
  }

  async decideVerification(id: number, status: 'verified' | 'rejected'): Promise<Project | null> {
    const { affected } = await this.projects.update(
      { id, verificationStatus: 'pending' },
      { verificationStatus: status },
    );
    return affected ? this.projects.findOne({ select: PROJECT_FIELDS, where: { id } }) : null;
  }

  async feature(id: number): Promise<boolean> {
    const { affected } = await this.projects.update({ id, featured: false }, { featured: true });
    return Boolean(affected);
  }

  async verificationStatusOf(id: number): Promise<ProjectVerificationStatus | null> {
    const project = await this.projects.findOne({ select: { verificationStatus: true }, where: { id } });
    return project?.verificationStatus ?? null;
  }

  private get projects() {
    return this.unitOfWork.manager().getRepository(ProjectEntity);
  }
}
