import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ListingPaymentStateUseCase } from '../application/listing-payment-state.use-case';
import { chainPaymentView } from '../application/listing-quote-view';
import { SubmitChainPaymentUseCase } from '../application/submit-chain-payment.use-case';
import { ChainPaymentDto, ListingPaymentStateDto, SubmitChainPaymentDto } from './dto/listing-payment-state.dto';

@ApiTags('project submissions')
@Controller('project-submissions')
export class ListingPaymentsController {
  constructor(
    private readonly state: ListingPaymentStateUseCase,
    private readonly submitPayment: SubmitChainPaymentUseCase,
  ) {}

  @Get(':id/payment')
  @SignedIn()
  @ApiOperation({
    operationId: 'projectSubmissionPaymentState',
    summary: "A paid listing's quote and the transactions entered to pay it",
    description:
      "The owner or an admin (someone else's submission is a 404). The open quote (else the latest one), and the " +
      'transactions entered for the listing, newest first, each `checking`, `completed` or `refused` with its reason.',
  })
  @ApiDataResponse(ListingPaymentStateDto)
  @ApiRefusals({ badRequest: true, notFound: "Unknown id, or someone else's submission" })
  async read(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<ListingPaymentStateDto>> {
    return ok(ListingPaymentStateDto.from(await this.state.read(user, id)));
  }

  @Post(':id/payments')
  @SignedIn()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    operationId: 'submitProjectSubmissionChainPayment',
    summary: "Enter the transaction that paid a listing's quote",
    description:
      "The owner only (404 otherwise). The transaction hash (0x and 64 hex digits) on the open quote's chain " +
      '(`chainId` may be left out; another chain is a 400). Answers 202 with the entry `checking`: the server ' +
      'checks the chain in the background until the transaction succeeded, paid at least the quoted amount of ' +
      "the quoted token to the treasury before the quote expired (at the block's time), and has the chain's " +
      'confirmations; then the entry is `completed` (the listing is paid, once) or `refused` with the reason. ' +
      'A hash already entered on that chain is a 409, as are a free listing, a paid one and a listing with no quote.',
  })
  @ApiDataResponse(ChainPaymentDto, { status: HttpStatus.ACCEPTED })
  @ApiRefusals({
    badRequest: true,
    notFound: "Unknown id, or someone else's submission",
    conflict: 'A free or paid listing, no quote yet, or a transaction already entered',
  })
  async submit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SubmitChainPaymentDto,
  ): Promise<ApiSuccess<ChainPaymentDto>> {
    return ok(chainPaymentView(await this.submitPayment.execute(user.id, id, dto)));
  }
}
