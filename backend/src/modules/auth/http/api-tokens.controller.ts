import { Body, Controller, Delete, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { CreateApiTokenUseCase } from '../application/create-api-token.use-case';
import { ListApiTokensUseCase } from '../application/list-api-tokens.use-case';
import { RevokeApiTokenUseCase } from '../application/revoke-api-token.use-case';
import { MAX_ACTIVE_API_TOKENS } from '../domain/api-token';
import { ApiTokenDto, CreateApiTokenDto, CreatedApiTokenDto, RevokedApiTokenDto } from './dto/api-token.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('account')
@Controller('account/tokens')
@SignedInSession()
export class ApiTokensController {
  constructor(
    private readonly createToken: CreateApiTokenUseCase,
    private readonly listTokens: ListApiTokensUseCase,
    private readonly revokeToken: RevokeApiTokenUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listApiTokens',
    summary: "The caller's personal API tokens",
    description:
      'Signed-in session only (an API token gets 403). Every token not revoked, newest first, expired ones ' +
      'included (`expired: true`): name, prefix, scope, when created, when it expires and when it was last used. ' +
      'Never the token itself.',
  })
  @ApiDataResponse(ApiTokenDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<ApiTokenDto[]>> {
    const now = Date.now();
    return ok((await this.listTokens.execute(user.id)).map((token) => ApiTokenDto.from(token, now)));
  }

  @Post()
  @ApiOperation({
    operationId: 'createApiToken',
    summary: 'Create a personal API token',
    description:
      'Signed-in session only (an API token gets 403). Answers the new token once, in `token`: only its hash is ' +
      'stored, so it cannot be shown again. Send it as `Authorization: Bearer <token>` to any `/api` route; a `read` ' +
      `token may only make GET requests. At most ${MAX_ACTIVE_API_TOKENS} active tokens per account (409 beyond; ` +
      'expired and revoked ones do not count).',
  })
  @ApiDataResponse(CreatedApiTokenDto, {
    status: HttpStatus.CREATED,
    description: 'Created; `token` is shown this once',
  })
  @ApiRefusals({ conflict: `The account already has ${MAX_ACTIVE_API_TOKENS} active tokens` })
  async create(
    @CurrentUser() user: SessionUser,
    @Body() dto: CreateApiTokenDto,
  ): Promise<ApiSuccess<CreatedApiTokenDto>> {
    const { apiToken, token } = await this.createToken.execute(user.id, {
      name: dto.name,
      scope: dto.scope,
      expiresInDays: dto.expiresInDays ?? null,
    });
    return ok({ ...ApiTokenDto.from(apiToken), token });
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'revokeApiToken',
    summary: 'Revoke a personal API token',
    description:
      'Signed-in session only (an API token gets 403). The token stops working at once, on every instance (401 ' +
      "afterwards) and leaves the list. Someone else's token, or one already revoked, is a 404.",
  })
  @ApiDataResponse(RevokedApiTokenDto, { description: 'Revoked' })
  @ApiNotFoundResponse({ description: 'No such token of yours', type: ErrorResponseDto })
  async revoke(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<RevokedApiTokenDto>> {
    return ok(await this.revokeToken.execute(user.id, id));
  }
}
