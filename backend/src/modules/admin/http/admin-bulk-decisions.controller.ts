import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { BulkModerateUseCase } from '../application/bulk-moderate.use-case';
import { BulkRecordPaymentUseCase } from '../application/bulk-record-payment.use-case';
import { BulkDecisionDto, BulkDecisionResultDto, BulkPaymentDto, BulkPaymentResultDto } from './dto/bulk-decision.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminBulkDecisionsController {
  constructor(
    private readonly bulk: BulkModerateUseCase,
    private readonly bulkPayments: BulkRecordPaymentUseCase,
  ) {}

  @Post('bulk-decisions')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'decideInBulk',
    summary: 'Approve or reject several pending items of one queue',
    description:
      'Admins only. Decides each id of one queue (`partner`, `project`, `article` or `project-submission`) with one note ' +
      'and, for rejected articles and project submissions, one `reasonCode`; approving project submissions, ' +
      '`overridePayment: true` with `notes` also approves featured and verified listings whose payment is not recorded ' +
      '(audited as `approved-unpaid`), as the single decision does. Each item is decided exactly as its single ' +
      'decision route would (its own transaction, audit entry, timeline entry and notification). An item that is no longer ' +
      'pending (someone else decided or withdrew it) or that another admin has claimed is reported with status 409 and left ' +
      'as it is; an unknown id with 404; ' +
      'neither stops the others. `data` holds one result per id, in the order given. 1 to 100 distinct ids.',
  })
  @ApiDataResponse(BulkDecisionResultDto, { isArray: true })
  @ApiRefusals({ badRequest: 'Bad ids, kind, decision or reason code; nothing was decided' })
  async decide(
    @Body() dto: BulkDecisionDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<BulkDecisionResultDto[]>> {
    const results = await this.bulk.execute(
      {
        kind: dto.kind,
        ids: dto.ids,
        approve: dto.decision === 'approve',
        notes: dto.notes,
        reasonCode: dto.reasonCode,
        overridePayment: dto.overridePayment,
      },
      admin,
    );
    return ok(results);
  }

  @Post('bulk-payments')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'recordPaymentsInBulk',
    summary: 'Record the same payment for several featured or verified listings',
    description:
      'Admins only. Records one payment (amount in US dollars, reference, day paid; checked as for ' +
      '`POST /api/project-submissions/{id}/payment`) for each project submission named, each exactly as the single ' +
      'recording (its own transaction, `project-submission.payment` audit entry, timeline entry and owner notification; ' +
      'an approved Featured listing becomes Featured). A free listing or one already paid is reported with status 409 and ' +
      'left as it is; an unknown id with 404; neither stops the others. `data` holds one result per id, in the order ' +
      'given. 1 to 100 distinct ids.',
  })
  @ApiDataResponse(BulkPaymentResultDto, { isArray: true })
  @ApiRefusals({ badRequest: 'Bad ids, amount, reference or day; nothing was recorded' })
  async recordPayments(
    @Body() dto: BulkPaymentDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<BulkPaymentResultDto[]>> {
    const results = await this.bulkPayments.execute(
      dto.ids,
      { amountCents: Math.round(dto.amount * 100), reference: dto.reference, paidOn: dto.paidOn },
      admin,
    );
    return ok(results);
  }
}
