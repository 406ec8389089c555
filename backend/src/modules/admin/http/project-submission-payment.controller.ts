import { Body, Controller, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { RecordPaymentUseCase } from '../application/record-payment.use-case';
import { RecordedPaymentDto, RecordPaymentDto } from './dto/listing-payment.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('project submissions')
@Controller('project-submissions')
export class ProjectSubmissionPaymentController {
  constructor(private readonly recordPayment: RecordPaymentUseCase) {}

  @Post(':id/payment')
  @Roles('admin')
  @ApiOperation({
    operationId: 'recordProjectSubmissionPayment',
    summary: 'Record the payment of a featured or verified listing',
    description:
      'Admins only. Featured and verified submissions keep `paymentStatus: pending` until an admin records the ' +
      'payment: amount in US dollars (positive, two decimals at most), a reference (1–100 characters) and the day it ' +
      "was paid (not in the future). The submission's payment becomes `completed`; an approved Featured listing " +
      'becomes Featured in the directory. Free listings (409), a payment already recorded (409) and unknown ids (404) ' +
      "are refused. Audited (`project-submission.payment`), shown in the owner's timeline and notified to them.",
  })
  @ApiDataResponse(RecordedPaymentDto, { status: HttpStatus.CREATED })
  @ApiRefusals({
    badRequest: true,
    notFound: 'Unknown id',
    conflict: 'A free listing, or the payment was already recorded',
  })
  async record(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RecordPaymentDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<RecordedPaymentDto>> {
    const recorded = await this.recordPayment.execute(
      id,
      { amountCents: Math.round(dto.amount * 100), reference: dto.reference, paidOn: dto.paidOn },
      admin,
    );
    return ok(RecordedPaymentDto.from(recorded));
  }
}
