import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { ListPage } from '../../../paging/list-window';
import type { AccountWindow } from '../../auth/application/account-admin.repository';
import { AdministerAccountsUseCase } from '../../auth/application/administer-accounts.use-case';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { PartnerStatus } from '../../partners/domain/partner-profile';
import type { AccountSummary } from '../../auth/domain/account-summary';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { AuditLogRepository } from './audit-log.repository';

/** An account in the Users tab, with its partner profile's standing, so that a partner can be revoked from there. */
export interface ListedAccount extends AccountSummary {
  partnerProfile: { id: number; status: PartnerStatus } | null;
}

export interface PasswordResetLink {
  user: AccountSummary;
  link: string;
  expiresAt: Date;
}

/**
 * Account actions of the Users tab. The auth module changes the account; the change and its
 * audit entry commit together or not at all.
 */
@Injectable()
export class AdministerUsersUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly accounts: AdministerAccountsUseCase,
    private readonly audit: AuditLogRepository,
    private readonly profiles: GetPartnerProfileUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(window: AccountWindow): Promise<ListPage<ListedAccount>> {
    const page = await this.accounts.list(window);
    const profiles = await this.profiles.findForAccounts(page.items.map((account) => account.id));
    const byAccount = new Map(profiles.map((profile) => [profile.userId, { id: profile.id, status: profile.status }]));
    return {
      ...page,
      items: page.items.map((account) => ({ ...account, partnerProfile: byAccount.get(account.id) ?? null })),
    };
  }

  setDisabled(id: number, disabled: boolean, actor: SessionUser): Promise<AccountSummary> {
    return this.transactions.run(async () => {
      const wasDisabled = (await this.accounts.summary(id)).disabledAt !== null;
      const account = await this.accounts.setDisabled(id, disabled, actor);
      await this.audit.record({
        actor,
        action: disabled ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: id,
        targetLabel: account.username,
        outcome: disabled ? 'disabled' : 'enabled',
        notes: null,
        before: { disabled: wasDisabled },
        after: { disabled },
      });
      return account;
    });
  }

  /** The link is answered once, to the admin who passes it on; only its hash is stored. */
  issuePasswordResetLink(id: number, actor: SessionUser): Promise<PasswordResetLink> {
    return this.transactions.run(async () => {
      const { account, token, expiresAt } = await this.accounts.issuePasswordResetToken(id);
      await this.audit.record({
        actor,
        action: 'user.password-reset-link',
        targetType: 'user',
        targetId: id,
        targetLabel: account.username,
        outcome: 'issued',
        notes: null,
        before: {},
        after: { passwordResetLinkExpiresAt: expiresAt.toISOString() },
      });
      const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      return { user: account, link, expiresAt };
    });
  }
}
