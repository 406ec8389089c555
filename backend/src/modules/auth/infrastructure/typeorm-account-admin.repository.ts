import { Injectable } from '@nestjs/common';
import type { ListPage } from '../../../paging/list-window';
import { keysetEntityPage } from '../../../database/keyset-query';
import { UnitOfWork } from '../../../database/unit-of-work';
import { AccountAdminRepository, type AccountWindow } from '../application/account-admin.repository';
import type { AccountSummary } from '../domain/account-summary';
import { AccountTokenEntity } from './account-token.entity';
import { UserEntity } from './user.entity';

/** Whether the account's two-factor sign-in is on: a confirmed secret, not one still being set up. */
const TWO_FACTOR_ON =
  'EXISTS (SELECT 1 FROM user_two_factor two_factor WHERE two_factor.user_id = account.id AND two_factor.enabled_at IS NOT NULL)';

/** The account's wallet addresses (lower-case), oldest first. */
const WALLET_ADDRESSES =
  'ARRAY(SELECT wallet.address FROM wallets wallet WHERE wallet.user_id = account.id ORDER BY wallet.id)';

/** The same addresses as one text, for the search: `q` finds an account by part of a wallet address. */
const WALLET_ADDRESS_TEXT =
  "(SELECT string_agg(wallet.address, ' ') FROM wallets wallet WHERE wallet.user_id = account.id)";

interface SummaryColumns {
  two_factor_enabled: boolean;
  wallet_addresses: string[];
}

function toSummary(row: UserEntity, raw: SummaryColumns): AccountSummary {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    twoFactorEnabled: raw.two_factor_enabled,
    wallets: raw.wallet_addresses,
  };
}

/** `account`, not `user`, which SQL reads as CURRENT_USER in the raw column names of the keyset. */
const COLUMNS = {
  createdAt: 'account.created_at',
  id: 'account.id',
  search: ['account.username', 'account.email', WALLET_ADDRESS_TEXT],
};

@Injectable()
export class TypeormAccountAdminRepository extends AccountAdminRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get users() {
    return this.unitOfWork.manager().getRepository(UserEntity);
  }

  page(window: AccountWindow): Promise<ListPage<AccountSummary>> {
    const builder = this.users
      .createQueryBuilder('account')
      .addSelect(TWO_FACTOR_ON, 'two_factor_enabled')
      .addSelect(WALLET_ADDRESSES, 'wallet_addresses')
      .where('account.deleted_at IS NULL');
    if (window.role) builder.andWhere('account.role = :role', { role: window.role });
    if (window.state)
      builder.andWhere(window.state === 'disabled' ? 'account.disabled_at IS NOT NULL' : 'account.disabled_at IS NULL');
    if (window.twoFactor) builder.andWhere(window.twoFactor === 'on' ? TWO_FACTOR_ON : `NOT ${TWO_FACTOR_ON}`);
    return keysetEntityPage(builder, COLUMNS, window, toSummary);
  }

  async find(id: number): Promise<AccountSummary | null> {
    const { entities, raw } = await this.users
      .createQueryBuilder('account')
      .addSelect(TWO_FACTOR_ON, 'two_factor_enabled')
      .addSelect(WALLET_ADDRESSES, 'wallet_addresses')
      .where('account.deleted_at IS NULL AND account.id = :id', { id })
      .getRawAndEntities<SummaryColumns>();
    return entities.length > 0 ? toSummary(entities[0], raw[0]) : null;
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
    return admins.filter((admin) => admin.id !== exceptId && admin.disabledAt === null && admin.deletedAt === null)
      .length;
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
