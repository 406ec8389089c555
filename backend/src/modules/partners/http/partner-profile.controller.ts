import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import {
  ApiEditOwned,
  ApiOwnedTimeline,
  ApiResubmitOwned,
  ApiWithdrawOwned,
} from '../../../common/http/owned-item-lifecycle.decorators';
import { timelineReadBy, type TimelineEventDto } from '../../../common/http/timeline-event.dto';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { CreatePartnerProfileUseCase } from '../application/create-partner-profile.use-case';
import { GetPartnerProfileUseCase } from '../application/get-partner-profile.use-case';
import { ManageOwnPartnerProfileUseCase } from '../application/manage-own-partner-profile.use-case';
import type { PartnerProfileChanges } from '../domain/partner-profile';
import { CreatePartnerProfileDto } from './dto/create-partner-profile.dto';
import { EditPartnerProfileDto } from './dto/edit-partner-profile.dto';
import { PartnerProfileDto } from './dto/partner-profile.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('partner')
@Controller('partner/profile')
@SignedIn()
export class PartnerProfileController {
  constructor(
    private readonly getProfile: GetPartnerProfileUseCase,
    private readonly createProfile: CreatePartnerProfileUseCase,
    private readonly manageOwn: ManageOwnPartnerProfileUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getPartnerProfile',
    summary: "The caller's partner profile",
    description:
      'Any signed-in user. The profile of the caller with its request ID and approval status (pending, approved, ' +
      'rejected, withdrawn or revoked); a rejection carries its reason code and whether and when it may re-apply. ' +
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
  @ApiRefusals({ badRequest: true, conflict: 'Profile exists already, or the referral code is taken' })
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

  @Put(':id')
  @ApiEditOwned(PartnerProfileDto, 'profile', {
    operationId: 'editOwnPartnerProfile',
    summary: "Edit the caller's pending partner profile",
    description:
      "The owner only (someone else's profile is a 404). Replaces the company name, website and description with " +
      'the same validation as creating it; the referral code stays (it is a live referral link). Allowed while ' +
      'pending (409 otherwise). Recorded in its timeline.',
  })
  async edit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: EditPartnerProfileDto,
  ): Promise<ApiSuccess<PartnerProfileDto>> {
    return ok(PartnerProfileDto.from(await this.manageOwn.edit(user.id, id, changesOf(dto))));
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiWithdrawOwned(PartnerProfileDto, 'profile', {
    operationId: 'withdrawOwnPartnerProfile',
    summary: "Withdraw the caller's pending partner application",
    description:
      'The owner only (404 otherwise). The profile leaves the admin review queue at once and stays visible to its ' +
      'owner as `withdrawn`; the partner tools close until it is re-applied for. Allowed while pending (409 otherwise).',
  })
  async withdraw(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<PartnerProfileDto>> {
    return ok(PartnerProfileDto.from(await this.manageOwn.withdraw(user.id, id)));
  }

  @Post(':id/resubmit')
  @HttpCode(200)
  @ApiResubmitOwned(PartnerProfileDto, 'profile', {
    operationId: 'resubmitOwnPartnerProfile',
    summary: 'Correct and re-apply with a rejected or withdrawn partner profile',
    description:
      'The owner only (404 otherwise). Replaces the company name, website and description and puts the same profile ' +
      'back to pending review; its timeline keeps the earlier decision. A rejection allows it according to its ' +
      'reason code: needs_more_detail, cannot_verify and other at once, not_a_fit 30 days after the decision, ' +
      'duplicate never; otherwise a 409 says when. A revoked profile is a 409. Admins are notified as for a new application.',
  })
  async resubmit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: EditPartnerProfileDto,
  ): Promise<ApiSuccess<PartnerProfileDto>> {
    return ok(PartnerProfileDto.from(await this.manageOwn.resubmit(user.id, id, changesOf(dto))));
  }

  @Get(':id/timeline')
  @ApiOwnedTimeline('profile', {
    operationId: 'partnerProfileTimeline',
    summary: "A partner profile's timeline, oldest first",
    description:
      'The owner or an admin (someone else\'s profile is a 404). Submitted, edited, withdrawn, decided (by "an ' +
      'admin", with the reason code and notes) and resubmitted entries, as a whole array: one profile\'s history ' +
      'stays small, so it is not paged.',
  })
  async timeline(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<TimelineEventDto[]>> {
    return ok(await timelineReadBy(user, (reader) => this.manageOwn.timelineOf(id, reader)));
  }
}

function changesOf(dto: EditPartnerProfileDto): PartnerProfileChanges {
  return { companyName: dto.companyName, website: dto.website ?? null, description: dto.description ?? null };
}
