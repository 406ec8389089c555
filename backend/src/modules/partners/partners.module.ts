import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { CreatePartnerProfileUseCase } from './application/create-partner-profile.use-case';
import { DecidePartnerProfileUseCase } from './application/decide-partner-profile.use-case';
import { GetPartnerProfileUseCase } from './application/get-partner-profile.use-case';
import { ListPartnerProfilesUseCase } from './application/list-partner-profiles.use-case';
import { PartnerProfileCreatedHandlers } from './application/partner-profile-created';
import { PartnerProfileRepository } from './application/partner-profile.repository';
import { PartnerProfileController } from './http/partner-profile.controller';
import { PartnerProfileEntity } from './infrastructure/partner-profile.entity';
import { TypeormPartnerProfileRepository } from './infrastructure/typeorm-partner-profile.repository';

@Module({
  imports: [TypeOrmModule.forFeature([PartnerProfileEntity]), NotificationsModule],
  controllers: [PartnerProfileController],
  providers: [
    GetPartnerProfileUseCase,
    CreatePartnerProfileUseCase,
    DecidePartnerProfileUseCase,
    ListPartnerProfilesUseCase,
    PartnerProfileCreatedHandlers,
    { provide: PartnerProfileRepository, useClass: TypeormPartnerProfileRepository },
  ],
  exports: [PartnerProfileCreatedHandlers, GetPartnerProfileUseCase, DecidePartnerProfileUseCase, ListPartnerProfilesUseCase, PartnerProfileRepository],
})
export class PartnersModule {}
