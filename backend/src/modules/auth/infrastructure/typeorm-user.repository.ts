import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { SqlClient } from '../../../database/sql-client';
import { NewUser, UserRepository } from '../application/user.repository';
import type { Role, UserRecord } from '../domain/user';
import { UserEntity } from './user.entity';

const USER_COLUMNS = 'id, username, password_hash AS "passwordHash", role';

@Injectable()
export class TypeormUserRepository extends UserRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly repository: Repository<UserEntity>,
    private readonly sql: SqlClient,
  ) {
    super();
  }

  async findById(id: number): Promise<UserRecord | null> {
    // Runs on every signed-in request (session deserialisation).
    const rows = await this.sql.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByUsername(username: string): Promise<UserRecord | null> {
    const rows: UserRecord[] = await this.repository.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower($1)`,
      [username],
    );
    return rows[0] ?? null;
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      const rows: UserRecord[] = await this.repository.query(
        `INSERT INTO users (username, password_hash, role) VALUES ($1, $2, $3) RETURNING ${USER_COLUMNS}`,
        [user.username, user.passwordHash, user.role],
      );
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'Username is already taken');
      throw error;
    }
  }

  async upsertAdmin(username: string, passwordHash: string): Promise<UserRecord> {
    const rows: UserRecord[] = await this.repository.query(
      `INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'admin')
       ON CONFLICT ((lower(username))) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'admin'
       RETURNING ${USER_COLUMNS}`,
      [username, passwordHash],
    );
    return rows[0];
  }

  async createFirstAdmin(username: string, passwordHash: string): Promise<UserRecord | null> {
    const rows: UserRecord[] = await this.repository.query(
      `INSERT INTO users (username, password_hash, role)
       SELECT $1, $2, 'admin' WHERE NOT EXISTS (SELECT 1 FROM users WHERE role = 'admin')
       ON CONFLICT DO NOTHING
       RETURNING ${USER_COLUMNS}`,
      [username, passwordHash],
    );
    return rows[0] ?? null;
  }

  async setRole(id: number, role: Role): Promise<void> {
    await this.repository.update({ id }, { role });
  }
}
