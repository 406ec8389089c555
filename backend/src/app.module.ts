import { ChainsModule } from './chains/chains.module';
import { RewardsModule } from './modules/rewards/rewards.module';
import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from './common/common.module';
import { ObservabilityModule } from './observability/observability.module';
import type { AppConfig } from './config/app-config';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { buildDataSourceOptions } from './database/data-source.options';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { AdminModule } from './modules/admin/admin.module';
import { CampaignsModule } from './modules/campaigns/campaigns.module';
import { HealthModule } from './modules/health/health.module';
import { InsightsModule } from './modules/insights/insights.module';
import { LeaderboardsModule } from './modules/leaderboards/leaderboards.module';
import { MailModule } from './modules/mail/mail.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { NoteTemplatesModule } from './modules/note-templates/note-templates.module';
import { OwnershipModule } from './modules/ownership/ownership.module';
import { PartnersModule } from './modules/partners/partners.module';
import { ProjectsModule } from './modules/projects/projects.module';
import { ReferralsModule } from './modules/referrals/referrals.module';
import { SiteModule } from './modules/site/site.module';
import { SubmissionsModule } from './modules/submissions/submissions.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, extraImports: ModuleMetadata['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forRoot(config),
        RateLimitModule,
        ChainsModule,
        ObservabilityModule,
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(databaseUrl),
          autoLoadEntities: true,
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        MailModule,
        AuthModule,
        NotificationsModule,
        HealthModule,
        ContactModule,
        PartnersModule,
        ReferralsModule,
        CampaignsModule,
        SubmissionsModule,
        OwnershipModule,
        ProjectsModule,
        SiteModule,
        AdminModule,
        NoteTemplatesModule,
        InsightsModule,
        LeaderboardsModule,
        WebhooksModule,
        RewardsModule,
        ...extraImports,
      ],
    };
  }
}
