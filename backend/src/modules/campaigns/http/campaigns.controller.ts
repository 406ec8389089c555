import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ChangeCampaignStatusUseCase } from '../application/change-campaign-status.use-case';
import { CreateCampaignUseCase } from '../application/create-campaign.use-case';
import { ListCampaignsUseCase } from '../application/list-campaigns.use-case';
import { CampaignDto } from './dto/campaign.dto';
import { ChangeCampaignStatusDto } from './dto/change-campaign-status.dto';
import { CreateCampaignDto } from './dto/create-campaign.dto';

@ApiTags('campaigns')
@Controller('campaigns')
@SignedIn()
@ApiPartnerProfileRequired()
export class CampaignsController {
  constructor(
    private readonly listCampaigns: ListCampaignsUseCase,
    private readonly createCampaign: CreateCampaignUseCase,
    private readonly changeStatus: ChangeCampaignStatusUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listCampaigns',
    summary: "The caller's campaigns, newest first",
    description: 'Signed-in users with a partner profile (403 without one). Only the caller\'s own campaigns.',
  })
  @ApiDataResponse(CampaignDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<CampaignDto[]>> {
    return ok((await this.listCampaigns.execute(user.id)).map(CampaignDto.from));
  }

  @Post()
  @ApiOperation({
    operationId: 'createCampaign',
    summary: 'Create a campaign',
    description:
      'Signed-in users with a partner profile (403 without one). The campaign belongs to the caller and always ' +
      'starts as `draft`; the end date must not be before the start date. Not idempotent: each call creates one.',
  })
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
  @ApiOperation({
    operationId: 'changeCampaignStatus',
    summary: "Move one of the caller's campaigns forward",
    description:
      'Signed-in users with a partner profile (403 without one). Status only moves draft → active → completed; ' +
      "any other move is a 400. Another partner's campaign is a 404, as is an unknown id. A concurrent change of the " +
      'same campaign is a 409.',
  })
  @ApiDataResponse(CampaignDto)
  @ApiBadRequestResponse({ description: 'Invalid status or transition', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No such campaign of the caller', type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'The campaign changed meanwhile; reload and try again', type: ErrorResponseDto })
  async changeCampaignStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ChangeCampaignStatusDto,
  ): Promise<ApiSuccess<CampaignDto>> {
    return ok(CampaignDto.from(await this.changeStatus.execute(user.id, id, dto.status)));
  }
}
