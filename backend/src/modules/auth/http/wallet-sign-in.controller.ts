import { Body, Controller, Get, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { ErrorEnvelope } from '../../../common/errors/error-envelope';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ApiOptionalSession } from '../../../common/http/api-optional-session.decorator';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { readCookies } from '../../../common/http/cookies';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { clientAddress } from '../../../rate-limit/rate-limit.service';
import { WalletProofs } from '../application/wallet-proofs';
import { WalletSignInUseCase, WalletSignUpUseCase } from '../application/wallet-sign-in.use-cases';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../domain/two-factor';
import { checksummedAddress, NO_WALLET_SIGNUP_MESSAGE } from '../domain/wallet';
import { HttpSessions } from '../infrastructure/session/http-sessions';
import { AuthResponseDto } from './dto/auth-response.dto';
import { logFailedSignupSteps } from './failed-signup-steps';
import {
  WalletLoginResponseDto,
  WalletOptionsDto,
  WalletProofDto,
  WalletSignInRequestDto,
  WalletSignupDto,
} from './dto/wallet.dto';
import { holdPendingTwoFactorLogin } from './pending-two-factor-login';
import { holdPendingWalletSignup, pendingWalletSignup, requestSessionId, sessionForNonce } from './wallet-session';

/** The wallet address a sign-in message names, for the rate limits' subject; before validation. */
function messageAddress(request: Request): string {
  const message: unknown = (request.body as Record<string, unknown> | undefined)?.message;
  if (typeof message !== 'string') return '';
  return /\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1]?.toLowerCase() ?? '';
}

/** Sign-In with Ethereum (EIP-4361): a nonce, the signed message, and a username for a new wallet. */
@ApiTags('auth')
@Controller('auth/wallet')
@ErrorEnvelope({ user: null })
export class WalletSignInController {
  private readonly logger = new Logger(WalletSignInController.name);

  constructor(
    private readonly proofs: WalletProofs,
    private readonly signIn: WalletSignInUseCase,
    private readonly signUp: WalletSignUpUseCase,
    private readonly sessions: HttpSessions,
  ) {}

  @Get('options')
  @ApiOperation({
    operationId: 'getWalletOptions',
    summary: 'How wallets may sign in here: accepted chains, and WalletConnect',
    description:
      'Public, no sign-in, nothing stored. The chain ids a sign-in message may name, and the WalletConnect project id ' +
      'when this site offers WalletConnect (null otherwise). Clients read it before they ask for a nonce.',
  })
  @ApiDataResponse(WalletOptionsDto)
  options(): ApiSuccess<WalletOptionsDto> {
    return ok(WalletOptionsDto.from(this.proofs.options()));
  }

  @Post('nonce')
  @HttpCode(200)
  @ApiOptionalSession()
  @RateLimit('loginPerAddress')
  @ApiOperation({
    operationId: 'requestWalletSignIn',
    summary: 'Start signing in with a wallet: a nonce and the message fields',
    description:
      'Public. Issues a single-use nonce, kept on the server in this session (a session cookie is set when there is ' +
      'none; whoever is signed in stays signed in), valid 10 minutes; a new nonce replaces the one before. Build an ' +
      'EIP-4361 message with the answered domain, URI, nonce and one of the chain ids, have the wallet sign it ' +
      '(`personal_sign`), and send both to `POST /api/auth/wallet/login` (or, signed in, `POST /api/account/wallets` ' +
      'to link the wallet). Counts toward the login rate limit of the client address.',
  })
  @ApiDataResponse(WalletSignInRequestDto, { description: 'The nonce and what the message must say' })
  async nonce(@Req() request: Request): Promise<ApiSuccess<WalletSignInRequestDto>> {
    const sessionId = await sessionForNonce(this.sessions, request);
    return ok(WalletSignInRequestDto.from(await this.proofs.issue(sessionId, request.headers.origin)));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOptionalSession()
  @RateLimit({
    subject: messageAddress,
    rules: [
      { name: 'login', per: ['address', 'subject'] },
      { name: 'loginPerAddress', per: ['address'] },
      { name: 'loginPerUsername', per: ['subject'] },
    ],
  })
  @ApiOperation({
    operationId: 'logInWithWallet',
    summary: 'Sign in with a signed EIP-4361 message',
    description:
      "Public, with the session cookie of `POST /api/auth/wallet/nonce`. The message must name this site's domain " +
      "and URI, an accepted chain, the session's nonce (used up by this attempt, whatever its outcome), an Issued At " +
      'not in the future, and no Expiration Time or Not Before that excludes now; the signature must be the named ' +
      "address's: an account key's, or a contract wallet's (EIP-1271, EIP-6492 for one not deployed yet) on a chain " +
      'with an RPC URL (CHAIN_RPC_URLS). A wallet linked to an account signs it in (a new session id, as at password ' +
      'login), or, with two-factor authentication on, opens the code step (`twoFactorRequired`, then ' +
      '`POST /api/auth/login/two-factor`). A wallet no account has answers `newWallet`: choose a username with ' +
      '`POST /api/auth/wallet/signup`. Rate limited like password logins, per client address and per wallet address.',
  })
  @ApiOkResponse({
    description:
      'Signed in (`user`), or a code is needed (`twoFactorRequired`), or the wallet is new (`newWallet`); in the last ' +
      'two cases nobody is signed in yet',
    type: WalletLoginResponseDto,
  })
  @ApiRefusals({ badRequest: true })
  @ApiUnauthorizedResponse({
    description: "No valid nonce in this session, or the signature is not the named address's",
    type: AuthResponseDto,
  })
  async login(@Body() proof: WalletProofDto, @Req() request: Request): Promise<WalletLoginResponseDto> {
    const outcome = await this.signIn.execute(proof, requestSessionId(request));
    if (outcome.kind === 'new-wallet') {
      await holdPendingWalletSignup(this.sessions, request, outcome.wallet);
      return {
        success: true,
        message: 'Choose a username to finish signing up',
        user: null,
        newWallet: { address: checksummedAddress(outcome.wallet.address), chainId: outcome.wallet.chainId },
      };
    }
    if (outcome.twoFactorRequired) {
      await holdPendingTwoFactorLogin(this.sessions, request, outcome.user);
      return { success: true, message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true, user: null };
    }
    await this.sessions.signIn(request, outcome.user);
    return { success: true, message: 'Logged in', user: outcome.user };
  }

  @Post('signup')
  @RateLimit('signup')
  @ApiOptionalSession()
  @ApiOperation({
    operationId: 'signUpWithWallet',
    summary: 'Create the account of a new wallet and sign it in',
    description:
      'Public, with the session cookie of the `POST /api/auth/wallet/login` that answered `newWallet`, within 10 ' +
      'minutes of it. Creates an account with role `user` and no password, with the wallet linked, and starts its ' +
      'session, as `POST /api/auth/signup` does (a taken username, in any letter case, is a 409; a referral followed ' +
      'on this browser is credited). Rate limited like sign-ups.',
  })
  @ApiCreatedResponse({
    description: 'Account created and signed in; the session cookie is set',
    type: AuthResponseDto,
  })
  @ApiRefusals({ badRequest: true, conflict: 'Username is already taken, or the wallet was linked meanwhile' })
  @ApiUnauthorizedResponse({ description: 'No wallet waiting for a username in this session', type: AuthResponseDto })
  async signup(
    @Body() dto: WalletSignupDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponseDto> {
    const wallet = pendingWalletSignup(this.sessions, request);
    if (!wallet) throw new DomainError('UNAUTHENTICATED', NO_WALLET_SIGNUP_MESSAGE);
    const { user, clearCookies, failedSteps } = await this.signUp.execute(dto.username, wallet, {
      cookies: readCookies(request),
      clientAddress: clientAddress(request),
      userAgent: request.headers['user-agent'],
    });
    logFailedSignupSteps(this.logger, request, user.id, failedSteps);
    await this.sessions.signIn(request, user);
    for (const name of clearCookies) response.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { success: true, message: 'Account created', user };
  }
}
