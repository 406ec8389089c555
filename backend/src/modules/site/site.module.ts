import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ProjectsModule } from '../projects/projects.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PageStatusUseCase } from './application/page-status.use-case';
import { PageRenderer } from './application/page-renderer';
import { PreviewCardStore } from './application/preview-card.store';
import { PreviewCardsUseCase } from './application/preview-cards.use-case';
import { SiteIndexUseCase } from './application/site-index.use-case';
import { ClientPageRenderer } from './infrastructure/client-page-renderer';
import { PreviewCardTriggers } from './infrastructure/preview-card-triggers';
import { TypeormPreviewCardStore } from './infrastructure/typeorm-preview-card.store';
import { SiteFilesController } from './http/site-files.controller';
import { SitePaths } from './domain/site-routes';
import { readSitePaths } from './infrastructure/site-routes-file';

/**
 * The pages of the client as the server sees them: which paths exist and what their heads say
 * (PageStatusUseCase), the files that index them (robots.txt, the sitemap and the feed), and the
 * preview cards of items published after the build (PreviewCardsUseCase).
 */
@Module({
  imports: [ProjectsModule, SubmissionsModule],
  controllers: [SiteFilesController],
  providers: [
    { provide: SitePaths, useFactory: (config: AppConfig) => readSitePaths(config.staticDir), inject: [APP_CONFIG] },
    { provide: PageRenderer, useClass: ClientPageRenderer },
    { provide: PreviewCardStore, useClass: TypeormPreviewCardStore },
    PageStatusUseCase,
    SiteIndexUseCase,
    PreviewCardsUseCase,
    PreviewCardTriggers,
  ],
  exports: [PageStatusUseCase],
})
export class SiteModule {}
