import { describe, expect, it } from 'vitest';
import type { Role, UserRecord } from '../domain/user';
import { AuthenticateUseCase, INVALID_CREDENTIALS_MESSAGE } from './authenticate.use-case';
import { PasswordHasher } from './password-hasher';
import { type NewUser, UserRepository } from './user.repository';

class PlainHasher extends PasswordHasher {
  verifications = 0;
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    this.verifications += 1;
    return hash === `hashed:${password}`;
  }
}

class InMemoryUsers extends UserRepository {
  constructor(private readonly users: UserRecord[]) {
    super();
  }
  async findById(id: number) {
    return this.users.find((user) => user.id === id) ?? null;
  }
  async findByUsername(username: string) {
    return this.users.find((user) => user.username.toLowerCase() === username.toLowerCase()) ?? null;
  }
  async listByIds(ids: number[]) {
    return this.users.filter((user) => ids.includes(user.id));
  }
  async create(user: NewUser): Promise<UserRecord> {
    const record = { ...user, id: this.users.length + 1 };
    this.users.push(record);
    return record;
  }
  async upsertAdmin(): Promise<UserRecord> {
    throw new Error('not used');
  }
  async createFirstAdmin(): Promise<UserRecord | null> {
    throw new Error('not used');
  }
  async setRole(_id: number, _role: Role) {}
}

describe('AuthenticateUseCase', () => {
  const alice: UserRecord = { id: 7, username: 'Alice', role: 'partner', passwordHash: 'hashed:secret1' };

  it('answers the session user without the hash', async () => {
    const useCase = new AuthenticateUseCase(new InMemoryUsers([alice]), new PlainHasher());
    await expect(useCase.execute('alice', 'secret1')).resolves.toEqual({ id: 7, username: 'Alice', role: 'partner' });
  });

  it('fails the same way for a wrong password and an unknown user, hashing in both cases', async () => {
    const hasher = new PlainHasher();
    const useCase = new AuthenticateUseCase(new InMemoryUsers([alice]), hasher);
    const wrong = useCase.execute('alice', 'nope');
    await expect(wrong).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE });
    const unknown = useCase.execute('bob', 'nope');
    await expect(unknown).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE });
    expect(hasher.verifications).toBe(2);
  });

  it('refuses a disabled account only after the right password', async () => {
    const frozen: UserRecord = { ...alice, disabledAt: new Date() };
    const useCase = new AuthenticateUseCase(new InMemoryUsers([frozen]), new PlainHasher());
    await expect(useCase.execute('alice', 'nope')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(useCase.execute('alice', 'secret1')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This account is disabled',
    });
  });
});
