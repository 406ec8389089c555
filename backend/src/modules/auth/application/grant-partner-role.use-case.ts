import { Injectable } from '@nestjs/common';
import { UserRepository } from './user.repository';

@Injectable()
export class GrantPartnerRoleUseCase {
  constructor(private readonly users: UserRepository) {}

  /** For an approved partner profile's owner. Admins keep their role; only a plain user becomes a partner. */
  async execute(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (user?.role === 'user') await this.users.setRole(userId, 'partner');
  }
}
