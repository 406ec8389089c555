import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn, SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import type { AccountDataSection } from '../application/account-data';
import { DeleteAccountUseCase } from '../application/delete-account.use-case';
import { ExportAccountDataUseCase } from '../application/export-account-data.use-case';
import { HttpSessions } from '../infrastructure/session/http-sessions';
import { AccountDeletedDto, DeleteAccountDto } from './dto/account-data.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { signedInUsername } from './signed-in-username';

@ApiTags('account')
@Controller('account')
export class AccountDataController {
  constructor(
    private readonly exportData: ExportAccountDataUseCase,
    private readonly deleteAccount: DeleteAccountUseCase,
    private readonly sessions: HttpSessions,
  ) {}

  @Get('export')
  @SignedIn()
  @ApiOperation({
    operationId: 'exportAccountData',
    summary: 'Everything the account owns, as one JSON file',
    description:
      'Any signed-in user. A download (`account-<username>.json`) with the account (never its password), its ' +
      'email address, notification preferences and notifications, and, where they exist, its partner profile, ' +
      'referrals with their clicks and conversions, campaigns, article and project submissions, and the newsletter ' +
      "subscription of the account's verified address. Nothing of other accounts.",
  })
  @ApiProduces('application/json')
  @ApiOkResponse({
    description: 'The JSON file; each module of the product adds its own keys',
    schema: {
      type: 'object',
      additionalProperties: true,
      required: ['exportedAt', 'account'],
      properties: {
        exportedAt: { type: 'string', format: 'date-time' },
        account: {
          type: 'object',
          description: 'id, username, role, createdAt, email, emailVerified',
          additionalProperties: true,
        },
      },
    },
  })
  async export(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountDataSection> {
    const data = await this.exportData.execute(user);
    // Usernames are letters, digits, '.', '_' and '-', so the name needs no quoting beyond this.
    response.setHeader('Content-Disposition', `attachment; filename="account-${user.username}.json"`);
    return data;
  }

  @Post('delete')
  @HttpCode(200)
  @SignedInSession()
  @RateLimit({
    subject: signedInUsername,
    rules: [
      { name: 'login', per: ['address', 'subject'] },
      { name: 'loginPerUsername', per: ['subject'] },
    ],
  })
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Delete the account',
    description:
      'Any signed-in user, with their current password (wrong: 400). Removes the personal data of the account ' +
      '(username, password, email address, notifications, preferences, referrals, campaigns, unpublished ' +
      'submissions, single-use links) and signs it out everywhere; the session cookie is cleared. What others ' +
      'rely on stays, anonymised: published articles show "Former partner" as their author, audit entries keep ' +
      'the username they recorded. The last admin cannot delete their account (409). Counts against the login ' +
      'rate limits of the username.',
  })
  @ApiDataResponse(AccountDeletedDto, { description: 'Deleted and signed out' })
  @ApiRefusals({ badRequest: 'Password is incorrect, or missing', conflict: 'The last admin account' })
  async delete(
    @CurrentUser() user: SessionUser,
    @Body() dto: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<AccountDeletedDto>> {
    await this.deleteAccount.execute(user, dto.password);
    await this.sessions.signOut(request, response);
    return ok({ deleted: true });
  }
}
