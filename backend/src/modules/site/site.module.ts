import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ProjectsModule } from '../projects/projects.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PageStatusUseCase } from './application/page-status.use-case';
import { SitePaths } from './domain/site-routes';
import { readSitePaths } from './infrastructure/site-routes-file';

/** The pages of the client as the server sees them: which paths exist (see PageStatusUseCase). */
@Module({
  imports: [ProjectsModule, SubmissionsModule],
  providers: [
    { provide: SitePaths, useFactory: (config: AppConfig) => readSitePaths(config.staticDir), inject: [APP_CONFIG] },
    PageStatusUseCase,
  ],
  exports: [PageStatusUseCase],
})
export class SiteModule {}
