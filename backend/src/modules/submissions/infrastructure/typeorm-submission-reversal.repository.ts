import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { SubmissionReversalRepository } from '../application/submission-reversal.repository';
import type { ArticleSubmission } from '../domain/article-submission';
import type { ProjectSubmission } from '../domain/project-submission';
import { ArticleSubmissionEntity } from './article-submission.entity';
import { ProjectSubmissionEntity } from './project-submission.entity';
import { decidedNow, UNDECIDED } from './submission-decision.columns';

@Injectable()
export class TypeormSubmissionReversalRepository extends SubmissionReversalRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get articles() {
    return this.unitOfWork.manager().getRepository(ArticleSubmissionEntity);
  }

  private get projectSubmissions() {
    return this.unitOfWork.manager().getRepository(ProjectSubmissionEntity);
  }

  async unpublishArticle(id: number, reason: string, deciderId: number): Promise<ArticleSubmission | null> {
    const { affected } = await this.articles.update(
      { id, status: 'approved' },
      { status: 'rejected', ...decidedNow(deciderId, reason, 'other') },
    );
    return affected ? this.articles.findOneBy({ id }) : null;
  }

  async reopenArticle(id: number): Promise<ArticleSubmission | null> {
    const { affected } = await this.articles.update({ id, status: 'rejected' }, { status: 'pending', ...UNDECIDED });
    return affected ? this.articles.findOneBy({ id }) : null;
  }

  async reopenProjectSubmission(id: number, from: 'approved' | 'rejected'): Promise<ProjectSubmission | null> {
    const { affected } = await this.projectSubmissions.update(
      { id, verificationStatus: from },
      { verificationStatus: 'pending', projectId: null, ...UNDECIDED },
    );
    return affected ? this.projectSubmissions.findOneBy({ id }) : null;
  }

  findArticle(id: number): Promise<ArticleSubmission | null> {
    return this.articles.findOneBy({ id });
  }

  findProjectSubmission(id: number): Promise<ProjectSubmission | null> {
    return this.projectSubmissions.findOneBy({ id });
  }
}
