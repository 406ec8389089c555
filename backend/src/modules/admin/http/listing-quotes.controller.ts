import { Body, Controller, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { QUOTE_LIMITS, type QuoteToken } from '../../submissions/domain/listing-quote';
import { IssueQuoteUseCase } from '../application/issue-quote.use-case';
import { IssuedQuoteDto, IssueQuoteDto } from './dto/listing-quote.dto';

@ApiTags('project submissions')
@Controller('admin/project-submissions')
export class ListingQuotesController {
  constructor(private readonly issueQuote: IssueQuoteUseCase) {}

  @Post(':id/quotes')
  @Roles('admin')
  @ApiOperation({
    operationId: 'issueProjectSubmissionQuote',
    summary: 'Quote the price of a featured or verified listing, paid on chain',
    description:
      'Admins only. For a featured or verified submission whose payment is pending: an amount of a token ' +
      "(`native` or an ERC-20 address, checksummed) on an accepted chain, to the site's treasury (TREASURY_ADDRESS), " +
      `valid for \`validityDays\` (${QUOTE_LIMITS.minValidityDays}–${QUOTE_LIMITS.maxValidityDays}, default ` +
      `${QUOTE_LIMITS.defaultValidityDays}). An ERC-20's symbol and decimals are read from the chain and the amount ` +
      "is stored in the token's smallest unit. Replaces the open quote. Audited (`project-submission.quote`), shown " +
      "in the owner's timeline and notified to them. 503 with a message without TREASURY_ADDRESS or when the chain " +
      'cannot be read.',
  })
  @ApiDataResponse(IssuedQuoteDto, { status: HttpStatus.CREATED })
  @ApiRefusals({
    badRequest: true,
    notFound: 'Unknown id',
    conflict: 'A free listing, or its payment was already recorded',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description: 'No TREASURY_ADDRESS, no RPC URL for the chain, or the chain did not answer',
  })
  async issue(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: IssueQuoteDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<IssuedQuoteDto>> {
    const issued = await this.issueQuote.execute(
      id,
      {
        amount: dto.amount,
        token: dto.token as QuoteToken,
        chainId: dto.chainId,
        validityDays: dto.validityDays ?? QUOTE_LIMITS.defaultValidityDays,
      },
      admin,
    );
    return ok(IssuedQuoteDto.from(issued));
  }
}
