import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { REVIEW_QUEUES, type ReviewQueue } from '../../../kernel/lifecycle/review-target';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { ModerationClaimsUseCase } from '../application/moderation-claims.use-case';
import { ClaimDto, ClaimRequestDto, ParseReviewQueuePipe, ReleasedClaimDto } from './dto/moderation-claim.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('admin')
@Controller('admin/claims')
@Roles('admin')
export class ModerationClaimsController {
  constructor(private readonly claims: ModerationClaimsUseCase) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'claimQueueItem',
    summary: 'Claim a pending queue item for review',
    description:
      'Admins only. Marks a pending partner profile, directory project, article or project submission as yours, so other ' +
      'admins see "Claimed by …" in the queue and cannot decide it (their decisions are a 409) until you decide it, release ' +
      "it or the claim lapses (`CLAIM_MINUTES`, default 30). Claiming your own item again renews it. Another admin's valid " +
      'claim is a 409 "Claimed by <username> since <time>"; an item no longer pending is a 409; an unknown id a 404.',
  })
  @ApiDataResponse(ClaimDto)
  @ApiRefusals({
    badRequest: true,
    notFound: 'Unknown item',
    conflict: 'Claimed by another admin, or no longer pending',
  })
  async claim(@Body() dto: ClaimRequestDto, @CurrentUser() admin: SessionUser): Promise<ApiSuccess<ClaimDto>> {
    const claim = await this.claims.claim({ kind: dto.kind, id: dto.id }, admin);
    return ok({ kind: dto.kind, id: dto.id, ...claim, expiresAt: this.claims.expiryOf(claim.claimedAt) });
  }

  @Delete(':kind/:id')
  @ApiOperation({
    operationId: 'releaseQueueItem',
    summary: 'Release your claim on a queue item',
    description:
      "Admins only. Ends your own claim so another admin may take the item. Another admin's claim is a 409 " +
      '"Claimed by …"; no valid claim of yours on the item is a 404.',
  })
  @ApiParam({ name: 'kind', enum: REVIEW_QUEUES, description: 'Which queue the item is in' })
  @ApiParam({ name: 'id', type: Number, description: 'The item id' })
  @ApiDataResponse(ReleasedClaimDto, { description: 'Released' })
  @ApiRefusals({ badRequest: true, notFound: 'You hold no claim on it', conflict: 'Claimed by another admin' })
  async release(
    @Param('kind', ParseReviewQueuePipe) kind: ReviewQueue,
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReleasedClaimDto>> {
    await this.claims.release({ kind, id }, admin);
    return ok({ kind, id });
  }
}
