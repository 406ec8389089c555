import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { bodyTextSubject, RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { RequestPasswordResetUseCase } from '../application/request-password-reset.use-case';
import { ResetPasswordUseCase } from '../application/reset-password.use-case';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../domain/password-reset';
import { ConfirmPasswordResetDto, PasswordResetAnswerDto, RequestPasswordResetDto } from './dto/password-reset.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. Sign in with the new one.';

@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
  ) {}

  @Post('request')
  @HttpCode(200)
  @RateLimit({
    subject: (request) => bodyTextSubject(request, 'username'),
    rules: [
      { name: 'passwordResetRequest', per: ['address'] },
      { name: 'passwordResetRequestPerUsername', per: ['subject'] },
    ],
  })
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: 'Mail a password reset link',
    description:
      'Public. Always the same 200 answer, in the same time, whether or not the username exists or has an address: ' +
      'the work happens in a background job. An account with a verified email address is mailed a single-use link ' +
      'to `/reset-password?token=…`, valid for 30 minutes; accounts without one get nothing (an admin can issue ' +
      'them a link). Rate limited per client address (by default 10 per hour) and per username (3 per hour); 429 ' +
      'with `Retry-After`.',
  })
  @ApiDataResponse(PasswordResetAnswerDto, { description: 'Accepted; the same answer for every username' })
  async request(@Body() dto: RequestPasswordResetDto): Promise<ApiSuccess<PasswordResetAnswerDto>> {
    await this.requestReset.execute(dto.username);
    return ok({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit('passwordResetConfirm')
  @ApiOperation({
    operationId: 'confirmPasswordReset',
    summary: 'Set a new password with a reset token',
    description:
      'Public. Sets the password (6–128 characters) of the account the token was issued for, mailed or given by an ' +
      'admin, signs that account out of every session, and uses up this and every other reset token of it. An ' +
      'unknown, expired or already used token is a 400 that says which. Rate limited per client address (by ' +
      'default 10 per 15 minutes; 429 with `Retry-After`). Does not sign in.',
  })
  @ApiDataResponse(PasswordResetAnswerDto, { description: 'Password reset' })
  @ApiRefusals({ badRequest: 'The token is not valid (any longer), or the password is invalid' })
  async confirm(@Body() dto: ConfirmPasswordResetDto): Promise<ApiSuccess<PasswordResetAnswerDto>> {
    await this.resetPassword.execute(dto.token, dto.newPassword);
    return ok({ message: PASSWORD_RESET_DONE_MESSAGE });
  }
}
