import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreatePartnerProfileUseCase } from './application/create-partner-profile.use-case';
import { GetPartnerProfileUseCase } from './application/get-partner-profile.use-case';
import { PartnerProfileRepository } from './application/partner-profile.repository';
import { PartnerProfileController } from './http/partner-profile.controller';
import { PartnerProfileEntity } from './infrastructure/partner-profile.entity';
import { TypeormPartnerProfileRepository } from './infrastructure/typeorm-partner-profile.repository';

@Module({
  imports: [TypeOrmModule.forFeature([PartnerProfileEntity])],
  controllers: [PartnerProfileController],
  providers: [
    GetPartnerProfileUseCase,
    CreatePartnerProfileUseCase,
    { provide: PartnerProfileRepository, useClass: TypeormPartnerProfileRepository },
  ],
  exports: [GetPartnerProfileUseCase, PartnerProfileRepository],
})
export class PartnersModule {}
