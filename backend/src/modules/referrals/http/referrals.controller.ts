import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { CreateReferralUseCase } from '../application/create-referral.use-case';
import { ListReferralsUseCase } from '../application/list-referrals.use-case';
import { MoveReferralToCampaignUseCase } from '../application/move-referral-to-campaign.use-case';
import { CreateReferralDto } from './dto/create-referral.dto';
import { MoveReferralDto } from './dto/move-referral.dto';
import { ReferralDto } from './dto/referral.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('referrals')
@Controller('referrals')
@SignedIn()
@ApiPartnerProfileRequired()
export class ReferralsController {
  constructor(
    private readonly listReferrals: ListReferralsUseCase,
    private readonly createReferral: CreateReferralUseCase,
    private readonly moveReferral: MoveReferralToCampaignUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listReferrals',
    summary: "The caller's referral links, newest first",
    description:
      'Signed-in users with a partner profile (403 without one). Each link with its code, how many counted clicks ' +
      'it had and how many signups it brought.',
  })
  @ApiDataResponse(ReferralDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<ReferralDto[]>> {
    return ok((await this.listReferrals.execute(user.id)).map(ReferralDto.from));
  }

  @Post()
  @ApiOperation({
    operationId: 'createReferral',
    summary: 'Create a referral link',
    description:
      'Signed-in users with a partner profile (403 without one). Codes are unique across all partners: a taken code ' +
      'is a 409. The link to share is `/r/{referralCode}` (with `?to=/path` it lands on that page of this site). ' +
      "`campaignId` puts it in one of the caller's campaigns; another partner's campaign or an unknown one is a 404.",
  })
  @ApiDataResponse(ReferralDto, { status: 201 })
  @ApiRefusals({
    badRequest: true,
    notFound: 'No such campaign of the caller',
    conflict: 'Referral code is already taken',
  })
  async create(@CurrentUser() user: SessionUser, @Body() dto: CreateReferralDto): Promise<ApiSuccess<ReferralDto>> {
    return ok(ReferralDto.from(await this.createReferral.execute(user.id, dto.referralCode, dto.campaignId ?? null)));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'moveReferralToCampaign',
    summary: "Move one of the caller's referral links into a campaign, or out of one",
    description:
      'Signed-in users with a partner profile that is not rejected, withdrawn or revoked (403 otherwise). `campaignId` is one ' +
      "of the caller's campaigns, or null to take the link out of its campaign. Another partner's link or campaign, or an " +
      'unknown id, is a 404. Past clicks and conversions stay with the link.',
  })
  @ApiDataResponse(ReferralDto)
  @ApiRefusals({ badRequest: true, notFound: 'No such referral or campaign of the caller' })
  async move(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: MoveReferralDto,
  ): Promise<ApiSuccess<ReferralDto>> {
    return ok(ReferralDto.from(await this.moveReferral.execute(user.id, id, dto.campaignId)));
  }
}
