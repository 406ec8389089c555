import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ProjectsModule } from '../projects/projects.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PageStatusUseCase } from './application/page-status.use-case';
import { PageRenderer } from './application/page-renderer';
import { SiteIndexUseCase } from './application/site-index.use-case';
import { ClientPageRenderer } from './infrastructure/client-page-renderer';
import { SiteFilesController } from './http/site-files.controller';
import { SitePaths } from './domain/site-routes';
import { readSitePaths } from './infrastructure/site-routes-file';

/**
 * The pages of the client as the server sees them: which paths exist and what their heads say
 * (PageStatusUseCase), and the files that index them: robots.txt, the sitemap and the feed.
 */
@Module({
  imports: [ProjectsModule, SubmissionsModule],
  controllers: [SiteFilesController],
  providers: [
    { provide: SitePaths, useFactory: (config: AppConfig) => readSitePaths(config.staticDir), inject: [APP_CONFIG] },
    { provide: PageRenderer, useClass: ClientPageRenderer },
    PageStatusUseCase,
    SiteIndexUseCase,
  ],
  exports: [PageStatusUseCase],
})
export class SiteModule {}
