import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { PayoutAddressUseCases } from '../application/payout-address.use-cases';
import { PayoutAddressStateDto } from './dto/payout-address.dto';

@ApiTags('admin')
@Controller('admin/users/:id/payout-address')
@Roles('admin')
export class AdminPayoutAddressController {
  constructor(private readonly payoutAddresses: PayoutAddressUseCases) {}

  @Get()
  @ApiOperation({
    operationId: 'getUserPayoutAddress',
    summary: "An account's payout address and its history",
    description:
      'Admins. The payout address of the account (a partner, or one that was), a change waiting, and every change ' +
      'newest first (at most 50) with where it was asked from. An account that never chose one has an empty history.',
  })
  @ApiDataResponse(PayoutAddressStateDto)
  async get(@Param('id', ParseIdPipe) userId: number): Promise<ApiSuccess<PayoutAddressStateDto>> {
    return ok(PayoutAddressStateDto.from(await this.payoutAddresses.state(userId)));
  }
}
