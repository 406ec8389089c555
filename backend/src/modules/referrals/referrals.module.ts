import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { AuthModule } from '../auth/auth.module';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { PartnersModule } from '../partners/partners.module';
import { ClickEventRetention } from './application/click-event-retention';
import { ClickEventRepository } from './application/click-event.repository';
import { ConversionCountedHandlers } from './application/conversion-counted';
import { ConvertReferralUseCase } from './application/convert-referral.use-case';
import { CreditReferralOnSignup } from './application/credit-referral-on-signup';
import { CreateReferralUseCase } from './application/create-referral.use-case';
import { LiveStatsMemo } from './application/live-stats-memo';
import { GetReferralStatsUseCase } from './application/get-referral-stats.use-case';
import { ListReferralsUseCase } from './application/list-referrals.use-case';
import { MoveReferralToCampaignUseCase } from './application/move-referral-to-campaign.use-case';
import { OpenFirstReferralOnPartnerProfile } from './application/open-first-referral-on-partner-profile';
import { ProvideCampaignLinkStats } from './application/provide-campaign-link-stats';
import { ReferralAccountData, ReferralAccountDataRepository } from './application/referral-account-data';
import { ReferralStatsRepository } from './application/referral-stats.repository';
import { ReferralConversionRepository } from './application/referral-conversion.repository';
import { ReferralConversionsUseCase } from './application/referral-conversions.use-case';
import { ReferralRepository } from './application/referral.repository';
import { TrackReferralClickUseCase } from './application/track-referral-click.use-case';
import { ReferralLinkController } from './http/referral-link.controller';
import { ReferralStatsController } from './http/referral-stats.controller';
import { ReferralsController } from './http/referrals.controller';
import { ReferralEntity } from './infrastructure/referral.entity';
import { TypeormClickEventRepository } from './infrastructure/typeorm-click-event.repository';
import { TypeormReferralAccountDataRepository } from './infrastructure/typeorm-referral-account-data.repository';
import { TypeormReferralStatsRepository } from './infrastructure/typeorm-referral-stats.repository';
import { TypeormReferralConversionRepository } from './infrastructure/typeorm-referral-conversion.repository';
import { TypeormReferralRepository } from './infrastructure/typeorm-referral.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([ReferralEntity]),
    PartnersModule,
    AuthModule,
    NotificationsModule,
    CampaignsModule,
  ],
  controllers: [ReferralStatsController, ReferralsController, ReferralLinkController],
  providers: [
    ListReferralsUseCase,
    CreateReferralUseCase,
    TrackReferralClickUseCase,
    GetReferralStatsUseCase,
    LiveStatsMemo,
    MoveReferralToCampaignUseCase,
    ProvideCampaignLinkStats,
    ClickEventRetention,
    ConvertReferralUseCase,
    ConversionCountedHandlers,
    ReferralConversionsUseCase,
    CreditReferralOnSignup,
    OpenFirstReferralOnPartnerProfile,
    ReferralAccountData,
    { provide: ReferralAccountDataRepository, useClass: TypeormReferralAccountDataRepository },
    { provide: ReferralRepository, useClass: TypeormReferralRepository },
    { provide: ReferralConversionRepository, useClass: TypeormReferralConversionRepository },
    { provide: ClickEventRepository, useClass: TypeormClickEventRepository },
    { provide: ReferralStatsRepository, useClass: TypeormReferralStatsRepository },
  ],
  exports: [ConversionCountedHandlers, ReferralConversionsUseCase],
})
export class ReferralsModule {}
