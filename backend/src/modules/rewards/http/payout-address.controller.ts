import { Body, Controller, Delete, Get, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { clientAddress } from '../../../rate-limit/rate-limit.service';
import { PayoutAddressUseCases } from '../application/payout-address.use-cases';
import { ChangePayoutAddressDto, PayoutAddressStateDto } from './dto/payout-address.dto';

const REQUESTED_FROM_MAX_LENGTH = 300;

function requestedFrom(request: Request): string {
  const agent = request.headers['user-agent'];
  return (agent ? `${clientAddress(request)} · ${agent}` : clientAddress(request)).slice(0, REQUESTED_FROM_MAX_LENGTH);
}

@ApiTags('partner')
@Controller('partner/payout-address')
@SignedInSession('partner')
export class PayoutAddressController {
  constructor(private readonly payoutAddresses: PayoutAddressUseCases) {}

  @Get()
  @ApiOperation({
    operationId: 'getPayoutAddress',
    summary: "The partner's payout address, a change waiting, and its history",
    description:
      'Partners, signed in with a session. Where rewards are paid now (`current`), a change waiting for its hold ' +
      'to end (`pending`), and every change newest first (at most 50), with where each was asked from.',
  })
  @ApiDataResponse(PayoutAddressStateDto)
  async get(@CurrentUser() user: SessionUser): Promise<ApiSuccess<PayoutAddressStateDto>> {
    return ok(PayoutAddressStateDto.from(await this.payoutAddresses.state(user.id)));
  }

  @Put()
  @RateLimit('twoFactor')
  @ApiOperation({
    operationId: 'changePayoutAddress',
    summary: 'Choose a new payout address: one of your wallets, on one chain',
    description:
      'Partners, signed in with a session. The address is one of the wallets linked to the account (so control is ' +
      'proven) and the chain an accepted one. Confirm with the password, or with a two-factor code when two-factor ' +
      'authentication is on. The change becomes effective after a hold (48 hours by default, ' +
      'PAYOUT_ADDRESS_HOLD_HOURS), replaces any change still waiting, is kept in the history with where it was ' +
      'asked from, and is mailed to the verified address; until it is effective payouts go to the address before ' +
      'it. Rate limited like two-factor codes (429 with `Retry-After`).',
  })
  @ApiDataResponse(PayoutAddressStateDto, { description: 'Changed: the new address is `pending`' })
  @ApiRefusals({
    badRequest: 'Not your wallet, a chain not accepted, or a wrong or missing password or code',
    conflict: 'The address is already the payout address, or the account has no password and no two-factor',
  })
  async change(
    @CurrentUser() user: SessionUser,
    @Body() dto: ChangePayoutAddressDto,
    @Req() request: Request,
  ): Promise<ApiSuccess<PayoutAddressStateDto>> {
    const state = await this.payoutAddresses.change(user.id, {
      walletId: dto.walletId,
      chainId: dto.chainId,
      proof: { password: dto.password, code: dto.code },
      requestedFrom: requestedFrom(request),
    });
    return ok(PayoutAddressStateDto.from(state));
  }

  @Delete('pending')
  @ApiOperation({
    operationId: 'cancelPayoutAddressChange',
    summary: 'Cancel the payout address change that is waiting',
    description:
      'Partners, signed in with a session. Payouts keep going where they went; the cancellation is kept in the ' +
      'history and mailed to the verified address. No change waiting is a 404.',
  })
  @ApiDataResponse(PayoutAddressStateDto, { description: 'Cancelled' })
  @ApiRefusals({ notFound: 'No payout address change is waiting' })
  async cancel(@CurrentUser() user: SessionUser): Promise<ApiSuccess<PayoutAddressStateDto>> {
    return ok(PayoutAddressStateDto.from(await this.payoutAddresses.cancelPending(user.id)));
  }
}
