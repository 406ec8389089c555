import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AuthenticateUseCase } from '../application/authenticate.use-case';
import type { SessionUser } from '../domain/user';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly authenticateUser: AuthenticateUseCase) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  validate(username: string, password: string): Promise<SessionUser> {
    return this.authenticateUser.execute(username, password);
  }
}
