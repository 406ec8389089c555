import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import type { SessionUser } from '../../../kernel/auth/session-user';
import type { Campaign } from '../domain/campaign';
import { CampaignLinkStats } from '../application/campaign-link-stats';
import { ChangeCampaignStatusUseCase } from '../application/change-campaign-status.use-case';
import { CreateCampaignUseCase } from '../application/create-campaign.use-case';
import { DeleteCampaignUseCase } from '../application/delete-campaign.use-case';
import { EditCampaignUseCase } from '../application/edit-campaign.use-case';
import { ListCampaignsUseCase } from '../application/list-campaigns.use-case';
import { CampaignDto } from './dto/campaign.dto';
import { ChangeCampaignStatusDto } from './dto/change-campaign-status.dto';
import { CreateCampaignDto } from './dto/create-campaign.dto';
import { EditCampaignDto } from './dto/edit-campaign.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('campaigns')
@Controller('campaigns')
@SignedIn()
@ApiPartnerProfileRequired()
export class CampaignsController {
  constructor(
    private readonly listCampaigns: ListCampaignsUseCase,
    private readonly createCampaign: CreateCampaignUseCase,
    private readonly changeStatus: ChangeCampaignStatusUseCase,
    private readonly editCampaign: EditCampaignUseCase,
    private readonly deleteCampaign: DeleteCampaignUseCase,
    private readonly linkStats: CampaignLinkStats,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listCampaigns',
    summary: "The caller's campaigns, newest first",
    description:
      "Signed-in users with a partner profile (403 without one). Only the caller's own campaigns, each with `stats`: the " +
      'counted clicks and conversions of its referral links, all time, and their conversion rate (null without clicks).',
  })
  @ApiDataResponse(CampaignDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<CampaignDto[]>> {
    const campaigns = await this.listCampaigns.execute(user.id);
    const stats = await this.linkStats.of(campaigns.map((campaign) => campaign.id));
    return ok(campaigns.map((campaign) => CampaignDto.from(campaign, stats.get(campaign.id))));
  }

  @Post()
  @ApiOperation({
    operationId: 'createCampaign',
    summary: 'Create a campaign',
    description:
      'Signed-in users with a partner profile (403 without one, or when it is rejected or revoked). The ' +
      'campaign belongs to the caller and always ' +
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
    return ok(await this.withStats(campaign));
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
  @ApiRefusals({
    badRequest: 'Invalid status or transition',
    notFound: 'No such campaign of the caller',
    conflict: 'The campaign changed meanwhile; reload and try again',
  })
  async changeCampaignStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ChangeCampaignStatusDto,
  ): Promise<ApiSuccess<CampaignDto>> {
    return ok(await this.withStats(await this.changeStatus.execute(user.id, id, dto.status)));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'editCampaign',
    summary: "Edit one of the caller's campaigns",
    description:
      'Signed-in users with a partner profile that is not rejected or revoked (403 otherwise). Changes name, description, budget, ' +
      'dates and target metrics while the campaign is draft or active; fields left out stay as they are (at ' +
      'least one must be sent), and ' +
      'null clears a date. Same validation as creating; the end date must not be before the start date (400). ' +
      "Another partner's campaign or an unknown id is a 404; a completed campaign is a 409. The status is not " +
      'changed here (see changeCampaignStatus).',
  })
  @ApiDataResponse(CampaignDto)
  @ApiRefusals({
    badRequest: 'Invalid field or end date before start date',
    notFound: 'No such campaign of the caller',
    conflict: 'The campaign is completed',
  })
  async edit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: EditCampaignDto,
  ): Promise<ApiSuccess<CampaignDto>> {
    return ok(await this.withStats(await this.editCampaign.execute(user.id, id, dto)));
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'deleteCampaign',
    summary: "Delete one of the caller's draft campaigns",
    description:
      'Signed-in users with a partner profile (403 without one). Deletes a draft and answers it as it was; an ' +
      "active or completed campaign is a 409. Another partner's campaign or an unknown id is a 404.",
  })
  @ApiDataResponse(CampaignDto)
  @ApiRefusals({ notFound: 'No such campaign of the caller', conflict: 'Only a draft campaign can be deleted' })
  async remove(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<CampaignDto>> {
    // Read before deleting: the links leave the campaign with it, and the answer shows it as it was.
    const stats = await this.linkStats.of([id]);
    return ok(CampaignDto.from(await this.deleteCampaign.execute(user.id, id), stats.get(id)));
  }

  private async withStats(campaign: Campaign): Promise<CampaignDto> {
    return CampaignDto.from(campaign, (await this.linkStats.of([campaign.id])).get(campaign.id));
  }
}
