import { Injectable } from '@nestjs/common';
import type { Role } from '../domain/user';
import { UserRepository } from './user.repository';

@Injectable()
export class RevokePartnerRoleUseCase {
  constructor(private readonly users: UserRepository) {}

  /**
   * A revoked partner is a plain user again; admins keep their role. Sessions carry only the user
   * id and the user row is read through the change-notified cache, so the next request of this
   * user on any instance has the new role. Answers the role before and after.
   */
  async execute(userId: number): Promise<{ before: Role | null; after: Role | null }> {
    const user = await this.users.findById(userId);
    if (user?.role !== 'partner') return { before: user?.role ?? null, after: user?.role ?? null };
    await this.users.setRole(userId, 'user');
    return { before: 'partner', after: 'user' };
  }
}
