import { Injectable } from '@nestjs/common';
import { toSessionUser, type SessionUser } from '../domain/user';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

export interface SignUpCommand {
  username: string;
  password: string;
}

@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: SignUpCommand): Promise<SessionUser> {
    const passwordHash = await this.hasher.hash(command.password);
    const user = await this.users.create({ username: command.username, passwordHash, role: 'user' });
    return toSessionUser(user);
  }
}
