import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

export const DEFAULT_ADMIN_USERNAME = 'admin';

export type AdminBootstrapResult =
  | { kind: 'configured'; username: string }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'existing' };

@Injectable()
export class EnsureAdminUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(configured?: { username: string; password: string }): Promise<AdminBootstrapResult> {
    if (configured) {
      await this.users.upsertAdmin(configured.username, await this.hasher.hash(configured.password));
      return { kind: 'configured', username: configured.username };
    }
    const password = randomBytes(18).toString('base64url');
    const created = await this.users.createFirstAdmin(DEFAULT_ADMIN_USERNAME, await this.hasher.hash(password));
    return created ? { kind: 'generated', username: created.username, password } : { kind: 'existing' };
  }
}
