import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { CreateReferralUseCase } from '../application/create-referral.use-case';
import { ListReferralsUseCase } from '../application/list-referrals.use-case';
import { CreateReferralDto } from './dto/create-referral.dto';
import { ReferralDto } from './dto/referral.dto';

@ApiTags('referrals')
@Controller('referrals')
@SignedIn()
@ApiPartnerProfileRequired()
export class ReferralsController {
  constructor(
    private readonly listReferrals: ListReferralsUseCase,
    private readonly createReferral: CreateReferralUseCase,
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
      'is a 409. The link to share is `/r/{referralCode}`.',
  })
  @ApiDataResponse(ReferralDto, { status: 201 })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'Referral code is already taken', type: ErrorResponseDto })
  async create(@CurrentUser() user: SessionUser, @Body() dto: CreateReferralDto): Promise<ApiSuccess<ReferralDto>> {
    return ok(ReferralDto.from(await this.createReferral.execute(user.id, dto.referralCode)));
  }
}
