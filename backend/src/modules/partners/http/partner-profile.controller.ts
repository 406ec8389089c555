import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { CreatePartnerProfileUseCase } from '../application/create-partner-profile.use-case';
import { GetPartnerProfileUseCase } from '../application/get-partner-profile.use-case';
import { CreatePartnerProfileDto } from './dto/create-partner-profile.dto';
import { PartnerProfileDto } from './dto/partner-profile.dto';

@ApiTags('partner')
@Controller('partner/profile')
@SignedIn()
export class PartnerProfileController {
  constructor(
    private readonly getProfile: GetPartnerProfileUseCase,
    private readonly createProfile: CreatePartnerProfileUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getPartnerProfile',
    summary: "The caller's partner profile",
    description:
      'Any signed-in user. The profile of the caller with its approval status (pending, approved or rejected). ' +
      '404 while the caller has none.',
  })
  @ApiDataResponse(PartnerProfileDto)
  @ApiNotFoundResponse({ description: 'The caller has no partner profile yet', type: ErrorResponseDto })
  async get(@CurrentUser() user: SessionUser): Promise<ApiSuccess<PartnerProfileDto>> {
    return ok(PartnerProfileDto.from(await this.getProfile.execute(user.id)));
  }

  @Post()
  @ApiOperation({
    operationId: 'createPartnerProfile',
    summary: "Create the caller's partner profile",
    description:
      'Any signed-in user, once: a second profile is a 409, as is a referral code someone already uses. The profile ' +
      'starts pending; an admin approval makes the caller a partner. It also unlocks the partner tools (referral ' +
      'links, campaigns, article submissions) and creates the first referral link from `referralCode`.',
  })
  @ApiDataResponse(PartnerProfileDto, { status: 201 })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'Profile exists already, or the referral code is taken', type: ErrorResponseDto })
  async create(
    @CurrentUser() user: SessionUser,
    @Body() dto: CreatePartnerProfileDto,
  ): Promise<ApiSuccess<PartnerProfileDto>> {
    const profile = await this.createProfile.execute({
      userId: user.id,
      companyName: dto.companyName,
      website: dto.website ?? null,
      description: dto.description ?? null,
      referralCode: dto.referralCode,
    });
    return ok(PartnerProfileDto.from(profile));
  }
}
