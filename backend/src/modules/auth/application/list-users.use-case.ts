import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../domain/user';
import { UserRepository } from './user.repository';

/** Who is who, for screens that show other users' names (the admin review queues). */
@Injectable()
export class ListUsersUseCase {
  constructor(private readonly users: UserRepository) {}

  byIds(ids: number[]): Promise<SessionUser[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.users.listByIds([...new Set(ids)]);
  }
}
