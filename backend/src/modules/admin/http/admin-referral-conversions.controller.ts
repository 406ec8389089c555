import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ApiKeysetPage, setListHeaders } from '../../../paging/keyset-page';
import { listWindow } from '../../../paging/list-query.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ReferralConversionsUseCase } from '../../referrals/application/referral-conversions.use-case';
import { ReviewReferralConversionUseCase } from '../application/review-referral-conversion.use-case';
import {
  ConfirmConversionDto,
  ReferralConversionDto,
  ReferralConversionsQueryDto,
  VoidConversionDto,
} from './dto/referral-conversion.dto';

const DecisionErrors = () =>
  ApiRefusals({
    badRequest: true,
    notFound: 'No conversion for this account',
    conflict: 'The conversion is not flagged (already counted or voided)',
  });

@ApiTags('admin')
@Controller('admin/referral-conversions')
@Roles('admin')
export class AdminReferralConversionsController {
  constructor(
    private readonly conversions: ReferralConversionsUseCase,
    private readonly review: ReviewReferralConversionUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listReferralConversions',
    summary: 'Referral conversions by review status',
    description:
      'Admins only. Signups credited to a referral link, with the fraud checks that flagged them (`self-referral`, ' +
      '`shared-address`, `shared-device`, `automation-agent`, `burst`; see docs/referral-fraud-checks.md), the ' +
      "signup's client address and user agent, and the review. `status` flagged (default: the review queue), counted " +
      'or voided; `q` matches the username, referral code, company name or client address. Keyset-paged (`limit`, ' +
      '`cursor` from the `Link` header; total in `X-Total-Count`); `sort` oldest (default) or newest; `from`/`to` ' +
      '(YYYY-MM-DD, inclusive, UTC) on the conversion day.',
  })
  @ApiKeysetPage(ReferralConversionDto)
  async list(
    @Query() query: ReferralConversionsQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<ReferralConversionDto[]>> {
    const window = listWindow(query, 'oldest', { status: query.status ?? 'flagged' });
    const page = await this.conversions.list(window);
    setListHeaders(request, response, page, window.sort);
    return ok(page.items.map(ReferralConversionDto.from));
  }

  @Post(':userId/confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmReferralConversion',
    summary: 'Confirm a flagged referral conversion',
    description:
      'Admins only. The conversion counts from now on: it moves from flagged to counted in its day of the partner ' +
      'statistics and adds one to the referral’s conversions; the partner is notified and conversion webhooks fire. ' +
      'Optional `note`. Only a flagged conversion can be decided (else 409). Audited as `referral-conversion.confirm`.',
  })
  @ApiDataResponse(ReferralConversionDto)
  @DecisionErrors()
  async confirm(
    @Param('userId', ParseIdPipe) userId: number,
    @Body() dto: ConfirmConversionDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReferralConversionDto>> {
    return ok(ReferralConversionDto.from(await this.review.execute(userId, 'confirm', dto.note ?? null, admin)));
  }

  @Post(':userId/void')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'voidReferralConversion',
    summary: 'Void a flagged referral conversion',
    description:
      'Admins only. The conversion never counts: it moves from flagged to voided in its day of the partner ' +
      'statistics. A `note` is required and is shown to the partner, who is notified. Only a flagged conversion can ' +
      'be decided (else 409). Audited as `referral-conversion.void`.',
  })
  @ApiDataResponse(ReferralConversionDto)
  @DecisionErrors()
  async void(
    @Param('userId', ParseIdPipe) userId: number,
    @Body() dto: VoidConversionDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReferralConversionDto>> {
    return ok(ReferralConversionDto.from(await this.review.execute(userId, 'void', dto.note, admin)));
  }
}
