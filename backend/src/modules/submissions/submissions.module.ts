import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnersModule } from '../partners/partners.module';
import { ArticleSubmissionRepository } from './application/article-submission.repository';
import { HtmlSanitizer } from './application/html-sanitizer';
import { ListArticleSubmissionsUseCase } from './application/list-article-submissions.use-case';
import { SubmitArticleUseCase } from './application/submit-article.use-case';
import { ArticleSubmissionsController } from './http/article-submissions.controller';
import { ArticleSubmissionEntity } from './infrastructure/article-submission.entity';
import { SanitizeHtmlSanitizer } from './infrastructure/sanitize-html.sanitizer';
import { TypeormArticleSubmissionRepository } from './infrastructure/typeorm-article-submission.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ArticleSubmissionEntity]), PartnersModule],
  controllers: [ArticleSubmissionsController],
  providers: [
    ListArticleSubmissionsUseCase,
    SubmitArticleUseCase,
    { provide: ArticleSubmissionRepository, useClass: TypeormArticleSubmissionRepository },
    { provide: HtmlSanitizer, useClass: SanitizeHtmlSanitizer },
  ],
  exports: [HtmlSanitizer],
})
export class SubmissionsModule {}
