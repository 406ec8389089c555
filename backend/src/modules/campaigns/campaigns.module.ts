import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PartnersModule } from '../partners/partners.module';
import { CampaignAccountData, CampaignAccountDataRepository } from './application/campaign-account-data';
import { CampaignLinkStats } from './application/campaign-link-stats';
import { CampaignOwnership } from './application/campaign-ownership';
import { CampaignRepository } from './application/campaign.repository';
import { ChangeCampaignStatusUseCase } from './application/change-campaign-status.use-case';
import { CreateCampaignUseCase } from './application/create-campaign.use-case';
import { DeleteCampaignUseCase } from './application/delete-campaign.use-case';
import { EditCampaignUseCase } from './application/edit-campaign.use-case';
import { ListCampaignsUseCase } from './application/list-campaigns.use-case';
import { CampaignsController } from './http/campaigns.controller';
import { CampaignEntity } from './infrastructure/campaign.entity';
import { TypeormCampaignAccountDataRepository } from './infrastructure/typeorm-campaign-account-data.repository';
import { TypeormCampaignRepository } from './infrastructure/typeorm-campaign.repository';

@Module({
  imports: [TypeOrmModule.forFeature([CampaignEntity]), AuthModule, PartnersModule],
  controllers: [CampaignsController],
  providers: [
    ListCampaignsUseCase,
    CreateCampaignUseCase,
    ChangeCampaignStatusUseCase,
    EditCampaignUseCase,
    DeleteCampaignUseCase,
    CampaignAccountData,
    CampaignLinkStats,
    CampaignOwnership,
    { provide: CampaignAccountDataRepository, useClass: TypeormCampaignAccountDataRepository },
    { provide: CampaignRepository, useClass: TypeormCampaignRepository },
  ],
  exports: [CampaignLinkStats, CampaignOwnership],
})
export class CampaignsModule {}
