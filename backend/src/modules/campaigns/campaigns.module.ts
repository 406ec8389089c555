import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnersModule } from '../partners/partners.module';
import { CampaignRepository } from './application/campaign.repository';
import { ChangeCampaignStatusUseCase } from './application/change-campaign-status.use-case';
import { CreateCampaignUseCase } from './application/create-campaign.use-case';
import { ListCampaignsUseCase } from './application/list-campaigns.use-case';
import { CampaignsController } from './http/campaigns.controller';
import { CampaignEntity } from './infrastructure/campaign.entity';
import { TypeormCampaignRepository } from './infrastructure/typeorm-campaign.repository';

@Module({
  imports: [TypeOrmModule.forFeature([CampaignEntity]), PartnersModule],
  controllers: [CampaignsController],
  providers: [
    ListCampaignsUseCase,
    CreateCampaignUseCase,
    ChangeCampaignStatusUseCase,
    { provide: CampaignRepository, useClass: TypeormCampaignRepository },
  ],
})
export class CampaignsModule {}
