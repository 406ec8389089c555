import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { AuthModule } from '../auth/auth.module';
import { PartnersModule } from '../partners/partners.module';
import { ConversionCountedHandlers } from './application/conversion-counted';
import { ConvertReferralUseCase } from './application/convert-referral.use-case';
import { CreditReferralOnSignup } from './application/credit-referral-on-signup';
import { CreateReferralUseCase } from './application/create-referral.use-case';
import { ListReferralsUseCase } from './application/list-referrals.use-case';
import { OpenFirstReferralOnPartnerProfile } from './application/open-first-referral-on-partner-profile';
import { ReferralAccountData, ReferralAccountDataRepository } from './application/referral-account-data';
import { ReferralRepository } from './application/referral.repository';
import { TrackReferralClickUseCase } from './application/track-referral-click.use-case';
import { ReferralLinkController } from './http/referral-link.controller';
import { ReferralsController } from './http/referrals.controller';
import { ReferralEntity } from './infrastructure/referral.entity';
import { TypeormReferralAccountDataRepository } from './infrastructure/typeorm-referral-account-data.repository';
import { TypeormReferralRepository } from './infrastructure/typeorm-referral.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ReferralEntity]), PartnersModule, AuthModule, NotificationsModule],
  controllers: [ReferralsController, ReferralLinkController],
  providers: [
    ListReferralsUseCase,
    CreateReferralUseCase,
    TrackReferralClickUseCase,
    ConvertReferralUseCase,
    ConversionCountedHandlers,
    CreditReferralOnSignup,
    OpenFirstReferralOnPartnerProfile,
    ReferralAccountData,
    { provide: ReferralAccountDataRepository, useClass: TypeormReferralAccountDataRepository },
    { provide: ReferralRepository, useClass: TypeormReferralRepository },
  ],
  exports: [ConversionCountedHandlers],
})
export class ReferralsModule {}
