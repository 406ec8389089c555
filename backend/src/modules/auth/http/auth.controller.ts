import { Body, Controller, Get, Headers, HttpCode, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { ErrorEnvelope } from '../../../common/errors/error-envelope';
import { ApiOptionalSession } from '../../../common/http/api-optional-session.decorator';
import { DomainError } from '../../../common/errors/domain.error';
import { readCookies } from '../../../common/http/cookies';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { bodyTextSubject, RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { clientAddress } from '../../../rate-limit/rate-limit.service';
import { SignUpUseCase } from '../application/sign-up.use-case';
import type { SessionUser } from '../domain/user';
import { HttpSessions } from '../infrastructure/session/http-sessions';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../domain/two-factor';
import { AuthResponseDto } from './dto/auth-response.dto';
import { logFailedSignupSteps } from './failed-signup-steps';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/two-factor.dto';
import { SignupDto } from './dto/signup.dto';
import { LoginGuard } from './login.guard';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

const NOT_SIGNED_IN = 'Not signed in';
/** Asks for a 200 instead of a 401 when nobody is signed in (see currentUser). */
const SESSION_PROBE_HEADER = 'X-Session-Probe';

@ApiTags('auth')
@Controller('auth')
// Auth answers always say who is signed in: an error answer means nobody.
@ErrorEnvelope({ user: null })
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly sessions: HttpSessions,
  ) {}

  @Get('user')
  @ApiOptionalSession()
  @ApiOperation({
    operationId: 'getCurrentUser',
    summary: 'The signed-in user',
    description:
      'Public. With a valid session cookie: the user (id, username, role). Without one, or after the session ' +
      'expired: 401 with `user: null`, or 200 with `success: false` and `user: null` when the request carries ' +
      '`X-Session-Probe`. Browsers call it on start to learn who is signed in, with that header, so that a ' +
      'visitor who is not signed in causes no failed request.',
  })
  @ApiHeader({
    name: SESSION_PROBE_HEADER,
    required: false,
    description:
      'Any value: answer 200 with `success: false` and `user: null` instead of 401 when nobody is signed in.',
    schema: { type: 'string', maxLength: 16, example: '1' },
  })
  @ApiOkResponse({
    description:
      'Signed in (`success: true`), or, with `X-Session-Probe`, not signed in (`success: false`, `user: null`)',
    type: AuthResponseDto,
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in; user is null', type: AuthResponseDto })
  currentUser(
    @CurrentUser() user: SessionUser | undefined,
    @Headers(SESSION_PROBE_HEADER) probe: string | undefined,
  ): AuthResponseDto {
    if (user) return { success: true, message: 'Signed in', user };
    if (probe !== undefined) return { success: false, message: NOT_SIGNED_IN, user: null };
    throw new DomainError('UNAUTHENTICATED', NOT_SIGNED_IN);
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit({
    // Usernames match case-insensitively, so one name in any case is one subject.
    subject: (request) => bodyTextSubject(request, 'username'),
    rules: [
      { name: 'login', per: ['address', 'subject'] },
      { name: 'loginPerAddress', per: ['address'] },
      { name: 'loginPerUsername', per: ['subject'] },
    ],
  })
  @UseGuards(LoginGuard)
  @ApiOperation({
    operationId: 'logIn',
    summary: 'Sign in with username and password',
    description:
      'Public. Checks the credentials (usernames match case-insensitively) and starts a new session: the session ' +
      'cookie is set, and any earlier session id is replaced. Wrong username or password is one 401 message either ' +
      'way. Attempts are rate limited per client address, per username and per both; over a limit the answer is 429 ' +
      'with `Retry-After`. For an account with two-factor authentication on, the right password only opens the code ' +
      'step (`POST /api/auth/login/two-factor`, within 5 minutes).',
  })
  @ApiOkResponse({
    description:
      'Signed in; the session cookie is set. For an account with two-factor authentication on, nobody is signed in ' +
      'yet: `twoFactorRequired` is true, `user` is null, and the code goes to `POST /api/auth/login/two-factor`.',
    type: LoginResponseDto,
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password', type: AuthResponseDto })
  login(@Body() _credentials: LoginDto, @CurrentUser() user: SessionUser | undefined): LoginResponseDto {
    if (!user) return { success: true, message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true, user: null };
    return { success: true, message: 'Logged in', user };
  }

  @Post('signup')
  @RateLimit('signup')
  @ApiOperation({
    operationId: 'signUp',
    summary: 'Create an account and sign it in',
    description:
      'Public. Creates an account with role `user` and starts its session (the session cookie is set). A taken ' +
      'username, in any letter case, is a 409. A referral link followed in the last 30 days on this browser is ' +
      'credited with the signup. Rate limited per client address (by default 5 per hour; 429 with `Retry-After`).',
  })
  @ApiCreatedResponse({
    description: 'Account created and signed in; the session cookie is set',
    type: AuthResponseDto,
  })
  @ApiRefusals({ badRequest: true, conflict: 'Username is already taken' })
  async signup(
    @Body() dto: SignupDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponseDto> {
    const { user, clearCookies, failedSteps } = await this.signUp.execute(
      { username: dto.username, password: dto.password },
      {
        cookies: readCookies(request),
        clientAddress: clientAddress(request),
        userAgent: request.headers['user-agent'],
      },
    );
    logFailedSignupSteps(this.logger, request, user.id, failedSteps);
    await this.sessions.signIn(request, user);
    for (const name of clearCookies) response.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { success: true, message: 'Account created', user };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOptionalSession()
  @ApiOperation({
    operationId: 'logOut',
    summary: 'End the session',
    description:
      'Public and idempotent: destroys the session on the server, if there is one, and clears the session cookie. ' +
      'Answers 200 with `user: null` whether or not a session existed.',
  })
  @ApiOkResponse({ description: 'Signed out', type: AuthResponseDto })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponseDto> {
    await this.sessions.signOut(request, response);
    return { success: true, message: 'Logged out', user: null };
  }
}
