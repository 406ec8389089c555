import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TimelineModule } from '../timeline/timeline.module';
import { CreatePartnerProfileUseCase } from './application/create-partner-profile.use-case';
import { PartnerProfileModeration } from './application/partner-profile-moderation';
import { DecidePartnerProfileUseCase } from './application/decide-partner-profile.use-case';
import { PartnerRevocationRepository } from './application/partner-revocation.repository';
import { RevokePartnerProfileUseCase } from './application/revoke-partner-profile.use-case';
import { GetPartnerProfileUseCase } from './application/get-partner-profile.use-case';
import { ListPartnerProfilesUseCase } from './application/list-partner-profiles.use-case';
import { ManageOwnPartnerProfileUseCase } from './application/manage-own-partner-profile.use-case';
import { PartnerAccountData, PartnerAccountDataRepository } from './application/partner-account-data';
import { PartnerProfileCreatedHandlers } from './application/partner-profile-created';
import { PartnerProfileRepository } from './application/partner-profile.repository';
import { PartnerStanding } from './application/partner-standing';
import { PendingPartnerList } from './application/pending-partner-list';
import { PartnerProfileController } from './http/partner-profile.controller';
import { PartnerProfileEntity } from './infrastructure/partner-profile.entity';
import { TypeormPartnerAccountDataRepository } from './infrastructure/typeorm-partner-account-data.repository';
import { TypeormPartnerProfileRepository } from './infrastructure/typeorm-partner-profile.repository';
import { TypeormPartnerRevocationRepository } from './infrastructure/typeorm-partner-revocation.repository';
import { TypeormPendingPartnerList } from './infrastructure/typeorm-pending-partner-list';

@Module({
  imports: [TypeOrmModule.forFeature([PartnerProfileEntity]), AuthModule, NotificationsModule, TimelineModule],
  controllers: [PartnerProfileController],
  providers: [
    { provide: PendingPartnerList, useClass: TypeormPendingPartnerList },
    GetPartnerProfileUseCase,
    CreatePartnerProfileUseCase,
    DecidePartnerProfileUseCase,
    RevokePartnerProfileUseCase,
    PartnerProfileModeration,
    { provide: PartnerRevocationRepository, useClass: TypeormPartnerRevocationRepository },
    ListPartnerProfilesUseCase,
    ManageOwnPartnerProfileUseCase,
    PartnerProfileCreatedHandlers,
    PartnerAccountData,
    PartnerStanding,
    { provide: PartnerAccountDataRepository, useClass: TypeormPartnerAccountDataRepository },
    { provide: PartnerProfileRepository, useClass: TypeormPartnerProfileRepository },
  ],
  exports: [
    PendingPartnerList,
    PartnerProfileCreatedHandlers,
    PartnerStanding,
    GetPartnerProfileUseCase,
    PartnerProfileModeration,
    ListPartnerProfilesUseCase,
    PartnerProfileRepository,
  ],
})
export class PartnersModule {}
