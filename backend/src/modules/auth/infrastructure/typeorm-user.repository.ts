import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { NewUser, UserRepository } from '../application/user.repository';
import type { Role, SessionUser, UserRecord } from '../domain/user';
import { UserEntity } from './user.entity';
import { CREATE_FIRST_ADMIN, INSERT_USER, UPSERT_ADMIN } from './users.statements';

const USER_FIELDS = { id: true, username: true, passwordHash: true, role: true, disabledAt: true } as const;

@Injectable()
export class TypeormUserRepository extends UserRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get users() {
    return this.unitOfWork.manager().getRepository(UserEntity);
  }

  findById(id: number): Promise<UserRecord | null> {
    return this.users.findOne({ select: USER_FIELDS, where: { id } });
  }

  findByUsername(username: string): Promise<UserRecord | null> {
    return this.users
      .createQueryBuilder('user')
      .select(['user.id', 'user.username', 'user.passwordHash', 'user.role', 'user.disabledAt'])
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  listByIds(ids: number[]): Promise<SessionUser[]> {
    return this.users.find({ select: { id: true, username: true, role: true }, where: { id: In(ids) } });
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      // Inside signup's transaction, with what other modules write for the new account.
      const rows: UserRecord[] = await this.unitOfWork
        .manager()
        .query(INSERT_USER, [user.username, user.passwordHash, user.role]);
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'Username is already taken');
      throw error;
    }
  }

  /** One statement, so that instances starting together cannot both insert the admin. */
  async upsertAdmin(username: string, passwordHash: string): Promise<UserRecord> {
    const rows: UserRecord[] = await this.unitOfWork.manager().query(UPSERT_ADMIN, [username, passwordHash]);
    return rows[0];
  }

  /** One statement: the check that no admin exists and the insert cannot be separated. */
  async createFirstAdmin(username: string, passwordHash: string): Promise<UserRecord | null> {
    const rows: UserRecord[] = await this.unitOfWork.manager().query(CREATE_FIRST_ADMIN, [username, passwordHash]);
    return rows[0] ?? null;
  }

  async setRole(id: number, role: Role): Promise<void> {
    await this.users.update({ id }, { role });
  }
}
