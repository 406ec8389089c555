import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { TwoFactorEnrolmentUseCases } from '../application/two-factor-enrolment.use-cases';
import {
  RecoveryCodesDto,
  TwoFactorCodeDto,
  TwoFactorConfirmDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

// Code attempts are counted per account, so a stolen session cannot guess its way to turning two-factor off.
const perAccount = {
  subject: (request: Request) => String((request.user as SessionUser | undefined)?.id ?? 'anonymous'),
  rules: [{ name: 'twoFactor', per: ['subject'] }],
} as const;
const RATE_LIMIT_NOTE =
  'Code attempts are rate limited per account (by default 10 per 15 minutes; 429 with `Retry-After`).';

@ApiTags('account')
@Controller('account/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorEnrolmentUseCases) {}

  @Get()
  @SignedInSession()
  @ApiOperation({
    operationId: 'getTwoFactorStatus',
    summary: "The caller's two-factor authentication",
    description:
      'Any user signed in with a session (not an API token). Whether it is on, how many recovery codes are unused, and whether it is required.',
  })
  @ApiDataResponse(TwoFactorStatusDto)
  async status(@CurrentUser() user: SessionUser): Promise<ApiSuccess<TwoFactorStatusDto>> {
    return ok(TwoFactorStatusDto.from(await this.twoFactor.status(user)));
  }

  @Post('setup')
  @HttpCode(200)
  @SignedInSession()
  @ApiOperation({
    operationId: 'setUpTwoFactor',
    summary: 'Start turning two-factor authentication on',
    description:
      'Any signed-in user without two-factor authentication. A new secret for an authenticator app, as text, as an ' +
      '`otpauth://` URI and as a QR code; shown this once. It takes effect only when `POST ' +
      '/api/account/two-factor/enable` confirms a code from it; a set-up started before is replaced. 409 when two-factor ' +
      'authentication is already on.',
  })
  @ApiDataResponse(TwoFactorSetupDto)
  @ApiConflictResponse({ description: 'Two-factor authentication is already on', type: ErrorResponseDto })
  async setUp(@CurrentUser() user: SessionUser): Promise<ApiSuccess<TwoFactorSetupDto>> {
    return ok(await this.twoFactor.setUp(user));
  }

  @Post('enable')
  @HttpCode(200)
  @SignedInSession()
  @RateLimit(perAccount)
  @ApiOperation({
    operationId: 'enableTwoFactor',
    summary: 'Turn two-factor authentication on',
    description:
      'Any signed-in user. A current code (or the one before or after it) from the secret of the set-up turns ' +
      'two-factor authentication on; from then on signing in asks for a code after the password. Answers the ten ' +
      `recovery codes, this once. A wrong code, or no set-up waiting, is a 400. ${RATE_LIMIT_NOTE}`,
  })
  @ApiDataResponse(RecoveryCodesDto, { description: 'On; the recovery codes' })
  @ApiRefusals({ badRequest: 'Wrong code, or no set-up started', conflict: 'Two-factor authentication is already on' })
  async enable(@CurrentUser() user: SessionUser, @Body() dto: TwoFactorCodeDto): Promise<ApiSuccess<RecoveryCodesDto>> {
    return ok({ recoveryCodes: await this.twoFactor.enable(user, dto.code) });
  }

  @Post('disable')
  @HttpCode(200)
  @SignedInSession()
  @RateLimit(perAccount)
  @ApiOperation({
    operationId: 'disableTwoFactor',
    summary: 'Turn two-factor authentication off',
    description:
      'Any signed-in user with two-factor authentication on. Needs the account password and a current code or an ' +
      `unused recovery code; the secret and the recovery codes are deleted. Either one wrong is a 400. ${RATE_LIMIT_NOTE}`,
  })
  @ApiDataResponse(TwoFactorStatusDto, { description: 'Off' })
  @ApiRefusals({ badRequest: 'Wrong password or code, or two-factor authentication is off' })
  async disable(
    @CurrentUser() user: SessionUser,
    @Body() dto: TwoFactorConfirmDto,
  ): Promise<ApiSuccess<TwoFactorStatusDto>> {
    await this.twoFactor.disable(user, dto.password, dto.code);
    return ok(TwoFactorStatusDto.from(await this.twoFactor.status(user)));
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @SignedInSession()
  @RateLimit(perAccount)
  @ApiOperation({
    operationId: 'regenerateRecoveryCodes',
    summary: 'Replace the recovery codes',
    description:
      'Any signed-in user with two-factor authentication on. Needs the account password and a current code or an ' +
      `unused recovery code; answers ten new recovery codes, this once, and the old ones stop working. ${RATE_LIMIT_NOTE}`,
  })
  @ApiDataResponse(RecoveryCodesDto, { description: 'The new recovery codes' })
  @ApiRefusals({ badRequest: 'Wrong password or code, or two-factor authentication is off' })
  async regenerate(
    @CurrentUser() user: SessionUser,
    @Body() dto: TwoFactorConfirmDto,
  ): Promise<ApiSuccess<RecoveryCodesDto>> {
    return ok({ recoveryCodes: await this.twoFactor.regenerateRecoveryCodes(user, dto.password, dto.code) });
  }
}
