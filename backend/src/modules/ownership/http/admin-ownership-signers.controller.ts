import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { RegisteredSignersUseCase } from '../application/registered-signers.use-case';
import { DecideSignerDto, RegisteredSignerDto } from './dto/ownership.dto';

@ApiTags('admin')
@Controller('admin/ownership-signers')
@Roles('admin')
export class AdminOwnershipSignersController {
  constructor(private readonly signers: RegisteredSignersUseCase) {}

  @Patch(':id')
  @ApiOperation({
    operationId: 'decideOwnershipSigner',
    summary: "Accept or reject a team's registered signer",
    description:
      "Admins only. An accepted signer's EIP-712 signatures prove control of its contract. Recorded in the audit " +
      'log; the submitter is notified.',
  })
  @ApiDataResponse(RegisteredSignerDto)
  @ApiRefusals({ badRequest: true, notFound: 'No such signer' })
  async decide(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: DecideSignerDto,
  ): Promise<ApiSuccess<RegisteredSignerDto>> {
    return ok(RegisteredSignerDto.from(await this.signers.decide(admin, id, dto.accepted)));
  }
}
