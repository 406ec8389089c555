import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { SignedIn } from '../../../common/decorators/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import type { SessionUser } from '../../auth/domain/user';
import { ChangeCampaignStatusUseCase } from '../application/change-campaign-status.use-case';
import { CreateCampaignUseCase } from '../application/create-campaign.use-case';
import { ListCampaignsUseCase } from '../application/list-campaigns.use-case';
import { CampaignDto } from './dto/campaign.dto';
import { ChangeCampaignStatusDto } from './dto/change-campaign-status.dto';
import { CreateCampaignDto } from './dto/create-campaign.dto';

@ApiTags('campaigns')
@Controller('campaigns')
@SignedIn()
export class CampaignsController {
  constructor(
    private readonly listCampaigns: ListCampaignsUseCase,
    private readonly createCampaign: CreateCampaignUseCase,
    private readonly changeStatus: ChangeCampaignStatusUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's campaigns, newest first (requires a partner profile)" })
  @ApiDataResponse(CampaignDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<CampaignDto[]>> {
    return ok((await this.listCampaigns.execute(user.id)).map(CampaignDto.from));
  }

  @Post()
  @ApiOperation({ summary: 'Create a campaign (always starts as draft)' })
  @ApiDataResponse(CampaignDto, { status: 201 })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async create(@CurrentUser() user: SessionUser, @Body() dto: CreateCampaignDto): Promise<ApiSuccess<CampaignDto>> {
    const campaign = await this.createCampaign.execute(user.id, {
      name: dto.name,
      description: dto.description ?? '',
      budget: dto.budget ?? 0,
      startDate: dto.startDate ?? null,
      endDate: dto.endDate ?? null,
      targetMetrics: dto.targetMetrics ?? '',
    });
    return ok(CampaignDto.from(campaign));
  }

  @Patch(':id/status')
  @ApiOperation({ summary: 'Move one of the caller\'s campaigns forward: draft → active → completed' })
  @ApiDataResponse(CampaignDto)
  @ApiBadRequestResponse({ description: 'Invalid status or transition', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No such campaign of the caller', type: ErrorResponseDto })
  async changeCampaignStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ChangeCampaignStatusDto,
  ): Promise<ApiSuccess<CampaignDto>> {
    return ok(CampaignDto.from(await this.changeStatus.execute(user.id, id, dto.status)));
  }
}
