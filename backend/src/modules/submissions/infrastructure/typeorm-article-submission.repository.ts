import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ArticleSubmissionRepository } from '../application/article-submission.repository';
import type { ArticleSubmission, NewArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionEntity } from './article-submission.entity';

@Injectable()
export class TypeormArticleSubmissionRepository extends ArticleSubmissionRepository {
  constructor(
    @InjectRepository(ArticleSubmissionEntity) private readonly repository: Repository<ArticleSubmissionEntity>,
  ) {
    super();
  }

  listByPartner(partnerId: number): Promise<ArticleSubmission[]> {
    return this.repository.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  create(submission: NewArticleSubmission): Promise<ArticleSubmission> {
    return this.repository.save(this.repository.create({ ...submission, status: 'pending', adminNotes: null }));
  }
}
