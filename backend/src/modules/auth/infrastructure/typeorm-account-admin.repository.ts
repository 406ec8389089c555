import { Injectable } from '@nestjs/common';
import { pageOf, type KeysetPage } from '../../../common/http/keyset-page';
import { UnitOfWork } from '../../../database/unit-of-work';
import { AccountAdminRepository } from '../application/account-admin.repository';
import type { AccountListQuery, AccountSummary } from '../domain/account-summary';
import { AccountTokenEntity } from './account-token.entity';
import { UserEntity } from './user.entity';

function toSummary(row: UserEntity): AccountSummary {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
  };
}

/** LIKE's own characters in a search are matched as themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

@Injectable()
export class TypeormAccountAdminRepository extends AccountAdminRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get users() {
    return this.unitOfWork.manager().getRepository(UserEntity);
  }

  private filtered(query: AccountListQuery) {
    const builder = this.users.createQueryBuilder('user').where('user.deletedAt IS NULL');
    if (query.search) builder.andWhere('user.username ILIKE :pattern', { pattern: likePattern(query.search) });
    if (query.role) builder.andWhere('user.role = :role', { role: query.role });
    return builder;
  }

  async page(query: AccountListQuery): Promise<KeysetPage<AccountSummary>> {
    const rows = this.filtered(query).orderBy('user.id', 'DESC').take(query.limit + 1);
    if (query.before !== undefined) rows.andWhere('user.id < :before', { before: query.before });
    const [items, total] = await Promise.all([rows.getMany(), this.filtered(query).getCount()]);
    return pageOf(items.map(toSummary), query.limit, total);
  }

  async find(id: number): Promise<AccountSummary | null> {
    const row = await this.filtered({ limit: 1 }).andWhere('user.id = :id', { id }).getOne();
    return row ? toSummary(row) : null;
  }

  async setDisabled(id: number, disabled: boolean): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ disabledAt: () => (disabled ? 'coalesce(disabled_at, now())' : 'NULL') })
      .where('id = :id AND deleted_at IS NULL', { id })
      .execute();
  }

  async countOtherActiveAdminsLocked(exceptId: number): Promise<number> {
    const admins = await this.users
      .createQueryBuilder('user')
      .select(['user.id', 'user.disabledAt', 'user.deletedAt'])
      .where("user.role = 'admin'")
      .setLock('pessimistic_write')
      .getMany();
    return admins.filter((admin) => admin.id !== exceptId && admin.disabledAt === null && admin.deletedAt === null).length;
  }

  async anonymise(id: number, unusablePasswordHash: string): Promise<void> {
    await this.unitOfWork.manager().getRepository(AccountTokenEntity).delete({ userId: id });
    await this.users.update(
      { id },
      {
        username: `deleted#${id}`,
        passwordHash: unusablePasswordHash,
        role: 'user',
        email: null,
        emailVerifiedAt: null,
        disabledAt: () => 'coalesce(disabled_at, now())',
        deletedAt: () => 'now()',
      },
    );
  }
}
