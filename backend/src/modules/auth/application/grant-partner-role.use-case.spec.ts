import { describe, expect, it } from 'vitest';
import type { Role, UserRecord } from '../domain/user';
import { GrantPartnerRoleUseCase } from './grant-partner-role.use-case';
import { UserRepository } from './user.repository';

class RoleRecordingUsers extends UserRepository {
  readonly roleChanges: [number, Role][] = [];
  constructor(private readonly users: UserRecord[]) {
    super();
  }
  async findById(id: number) {
    return this.users.find((user) => user.id === id) ?? null;
  }
  async setRole(id: number, role: Role) {
    this.roleChanges.push([id, role]);
  }
  findByUsername(): Promise<UserRecord | null> {
    throw new Error('not used');
  }
  listByIds(): Promise<UserRecord[]> {
    throw new Error('not used');
  }
  create(): Promise<UserRecord> {
    throw new Error('not used');
  }
  upsertAdmin(): Promise<UserRecord> {
    throw new Error('not used');
  }
  createFirstAdmin(): Promise<UserRecord | null> {
    throw new Error('not used');
  }
}

const user = (id: number, role: Role): UserRecord => ({ id, username: `u${id}`, role, passwordHash: 'hash' });

describe('GrantPartnerRoleUseCase', () => {
  it('makes a plain user a partner', async () => {
    const users = new RoleRecordingUsers([user(1, 'user')]);
    await new GrantPartnerRoleUseCase(users).execute(1);
    expect(users.roleChanges).toEqual([[1, 'partner']]);
  });

  it('leaves admins and partners as they are, and unknown ids alone', async () => {
    const users = new RoleRecordingUsers([user(1, 'admin'), user(2, 'partner')]);
    const useCase = new GrantPartnerRoleUseCase(users);
    await useCase.execute(1);
    await useCase.execute(2);
    await useCase.execute(3);
    expect(users.roleChanges).toEqual([]);
  });
});
