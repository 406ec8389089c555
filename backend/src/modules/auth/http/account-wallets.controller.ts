import { Body, Controller, Delete, Get, HttpStatus, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { AccountWalletsUseCases } from '../application/account-wallets.use-cases';
import { MAX_WALLETS_PER_ACCOUNT, type Wallet } from '../domain/wallet';
import { EnsNames } from '../../../chains/ens-names';
import { RenameWalletDto, UnlinkedWalletDto, WalletDto, WalletProofDto } from './dto/wallet.dto';
import { requestSessionId } from './wallet-session';

@ApiTags('account')
@Controller('account/wallets')
@SignedInSession()
export class AccountWalletsController {
  constructor(
    private readonly wallets: AccountWalletsUseCases,
    private readonly ens: EnsNames,
  ) {}

  private async shown(wallets: Wallet[]): Promise<WalletDto[]> {
    const names = await this.ens.namesOf(wallets.map((wallet) => wallet.address));
    return wallets.map((wallet) => WalletDto.from(wallet, names));
  }

  @Get()
  @ApiOperation({
    operationId: 'listWallets',
    summary: "The caller's wallets",
    description:
      `Signed-in session only (an API token gets 403). Every wallet linked to the account (at most ` +
      `${MAX_WALLETS_PER_ACCOUNT}), oldest first: address (checksummed), chain, name, its ENS name where the ` +
      'mainnet RPC URL resolves one (cached for an hour), when linked and last used.',
  })
  @ApiDataResponse(WalletDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<WalletDto[]>> {
    return ok(await this.shown(await this.wallets.list(user.id)));
  }

  @Post()
  @ApiOperation({
    operationId: 'linkWallet',
    summary: 'Link a wallet, proven by a signed EIP-4361 message',
    description:
      'Signed-in session only (an API token gets 403). Get a nonce from `POST /api/auth/wallet/nonce` in this ' +
      'session, have the wallet sign the message, and send both: the same checks as signing in with a wallet. The ' +
      'wallet then signs this account in. A wallet of another account is a 409 that does not say whose; so is one ' +
      `already linked, and a ${MAX_WALLETS_PER_ACCOUNT + 1}th.`,
  })
  @ApiDataResponse(WalletDto, { status: HttpStatus.CREATED, description: 'Linked' })
  @ApiRefusals({ badRequest: true, conflict: 'The wallet is linked already, or the account has the most it may' })
  @ApiUnauthorizedResponse({
    description: "No valid nonce in this session, or the signature is not the named address's",
    type: ErrorResponseDto,
  })
  async link(
    @CurrentUser() user: SessionUser,
    @Body() proof: WalletProofDto,
    @Req() request: Request,
  ): Promise<ApiSuccess<WalletDto>> {
    const [linked] = await this.shown([await this.wallets.link(user.id, proof, requestSessionId(request))]);
    return ok(linked);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'renameWallet',
    summary: 'Name a wallet',
    description: "Signed-in session only (an API token gets 403). Another account's wallet is a 404.",
  })
  @ApiDataResponse(WalletDto, { description: 'Renamed' })
  @ApiRefusals({ badRequest: true, notFound: 'No such wallet on your account' })
  async rename(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RenameWalletDto,
  ): Promise<ApiSuccess<WalletDto>> {
    const [renamed] = await this.shown([await this.wallets.rename(user.id, id, dto.name || null)]);
    return ok(renamed);
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'unlinkWallet',
    summary: 'Unlink a wallet',
    description:
      'Signed-in session only (an API token gets 403). The wallet no longer signs the account in. The only wallet ' +
      "of an account without a password cannot be unlinked (409): it is the only way to sign in. Another account's " +
      'wallet is a 404.',
  })
  @ApiDataResponse(UnlinkedWalletDto, { description: 'Unlinked' })
  @ApiRefusals({ notFound: 'No such wallet on your account', conflict: 'The only way to sign in to the account' })
  async unlink(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<UnlinkedWalletDto>> {
    await this.wallets.unlink(user.id, id);
    return ok({ id });
  }
}
