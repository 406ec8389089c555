import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ArticleSubmissionRepository } from '../application/article-submission.repository';
import type { ArticleSubmission, NewArticleSubmission, PublishedArticle } from '../domain/article-submission';
import { ArticleSubmissionEntity } from './article-submission.entity';

const PUBLISHED_ARTICLES = `
  SELECT article.id, article.title, article.category, article.excerpt, article.content,
         article.image_url AS "imageUrl", partner.company_name AS author, article.decided_at AS "publishedAt"
  FROM article_submissions article
  JOIN partner_profiles partner ON partner.id = article.partner_id
  WHERE article.status = 'approved'`;

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

  listPublished(): Promise<PublishedArticle[]> {
    return this.repository.query(`${PUBLISHED_ARTICLES} ORDER BY article.decided_at DESC, article.id DESC`);
  }

  async findPublished(id: number): Promise<PublishedArticle | null> {
    const rows: PublishedArticle[] = await this.repository.query(`${PUBLISHED_ARTICLES} AND article.id = $1`, [id]);
    return rows[0] ?? null;
  }
}
