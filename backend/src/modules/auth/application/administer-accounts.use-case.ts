import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { ListPage } from '../../../paging/list-window';
import { ADMIN_PASSWORD_RESET_TTL_MS, type AccountSummary } from '../domain/account-summary';
import type { SessionUser } from '../domain/user';
import { AccountAdminRepository, type AccountWindow } from './account-admin.repository';
import { AccountTokenRepository } from './account-token.repository';
import { newAccountTokenSecret } from './account-token-secret';
import { AccountSessionRepository } from './account-session.repository';

export interface IssuedResetToken {
  account: AccountSummary;
  /** The token itself: shown once, stored only as its hash. */
  token: string;
  expiresAt: Date;
}

/**
 * What an admin does to accounts. Runs in the caller's transaction (the admin module's, with
 * its audit entry); disabling also ends every session of the account at once.
 */
@Injectable()
export class AdministerAccountsUseCase {
  constructor(
    private readonly accounts: AccountAdminRepository,
    private readonly sessions: AccountSessionRepository,
    private readonly tokens: AccountTokenRepository,
  ) {}

  list(window: AccountWindow): Promise<ListPage<AccountSummary>> {
    return this.accounts.page(window);
  }

  async setDisabled(id: number, disabled: boolean, actor: SessionUser): Promise<AccountSummary> {
    if (disabled && id === actor.id) throw new DomainError('CONFLICT', 'You cannot disable your own account');
    await this.existing(id);
    await this.accounts.setDisabled(id, disabled);
    if (disabled) await this.sessions.deleteAll(id);
    return this.existing(id);
  }

  /** The account as it is now (NOT_FOUND when unknown or deleted). */
  summary(id: number): Promise<AccountSummary> {
    return this.existing(id);
  }

  async issuePasswordResetToken(id: number): Promise<IssuedResetToken> {
    const account = await this.existing(id);
    const { token, tokenHash } = newAccountTokenSecret();
    const expiresAt = new Date(Date.now() + ADMIN_PASSWORD_RESET_TTL_MS);
    await this.tokens.create({ userId: id, purpose: 'password-reset', tokenHash, email: null, expiresAt });
    return { account, token, expiresAt };
  }

  private async existing(id: number): Promise<AccountSummary> {
    const account = await this.accounts.find(id);
    if (!account) throw new DomainError('NOT_FOUND', 'User not found');
    return account;
  }
}
