import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { serializedOnce, type SerializedJson } from '../../../common/http/serialized-json';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { GetReferralStatsUseCase } from '../application/get-referral-stats.use-case';
import { statsCsv } from '../domain/referral-stats';
import { ReferralStatsQueryDto } from './dto/referral-stats-query.dto';
import { ReferralStatsDto } from './dto/referral-stats.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

const QUERY_RULES =
  'Signed-in partners, with a session or an API token (a read token is enough); 403 without a partner profile. ' +
  'The range is UTC days `from`..`to` (default: the 30 days up to today), at most 366 days; `from` after `to`, a longer range ' +
  "or an interval other than `day` is a 400. `referralId` or `campaignId` narrow it to one of the caller's links or " +
  "campaigns; another partner's (or an unknown) id is a 404. Read from the daily rollups.";

@ApiTags('referrals')
@Controller('referrals/stats')
@SignedIn()
@ApiPartnerProfileRequired()
export class ReferralStatsController {
  constructor(private readonly stats: GetReferralStatsUseCase) {}

  @Get()
  @ApiOperation({
    operationId: 'getReferralStats',
    summary: "The caller's referral clicks and conversions per day",
    description:
      QUERY_RULES +
      ' Every day of the range, zeros included: counted and raw clicks, exclusions by reason, counted and flagged ' +
      'conversions; the totals with the conversion rate (null without counted clicks); the top 10 referrer hosts ' +
      '("(direct)" for direct visits) and landing paths by counted clicks.',
  })
  @ApiDataResponse(ReferralStatsDto)
  @ApiRefusals({ badRequest: true, notFound: 'No such referral or campaign of the caller' })
  async get(
    @CurrentUser() user: SessionUser,
    @Query() query: ReferralStatsQueryDto,
  ): Promise<SerializedJson<ApiSuccess<ReferralStatsDto>>> {
    const stats = await this.stats.execute(user.id, query);
    return serializedOnce(stats, () => ok(stats));
  }

  @Get('export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="referral-stats.csv"')
  @ApiOperation({
    operationId: 'exportReferralStats',
    summary: "The caller's daily referral stats as a CSV file",
    description:
      QUERY_RULES +
      ' One row per day of the range (`referral-stats.csv`): day, clicks, raw_clicks, excluded_bot, excluded_duplicate, ' +
      'excluded_own, excluded_admin, excluded_rate_limit, excluded_not_navigation, excluded_inactive, conversions, flagged_conversions.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  @ApiRefusals({ badRequest: true, notFound: 'No such referral or campaign of the caller' })
  async export(@CurrentUser() user: SessionUser, @Query() query: ReferralStatsQueryDto): Promise<string> {
    return statsCsv(await this.stats.series(user.id, query));
  }
}
