import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { SessionUser } from '../domain/user';
import { AccountAdminRepository } from './account-admin.repository';
import { AccountDataExportHandlers, type AccountDataSection } from './account-data';

/** Everything the account owns, gathered from each module that owns some of it. */
@Injectable()
export class ExportAccountDataUseCase {
  constructor(
    private readonly accounts: AccountAdminRepository,
    private readonly handlers: AccountDataExportHandlers,
  ) {}

  async execute(user: SessionUser): Promise<AccountDataSection> {
    const account = await this.accounts.find(user.id);
    if (!account) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    const sections = await this.handlers.exportAll({
      userId: account.id,
      username: account.username,
      verifiedEmail: account.emailVerified ? account.email : null,
    });
    return {
      exportedAt: new Date().toISOString(),
      account: {
        id: account.id,
        username: account.username,
        role: account.role,
        createdAt: account.createdAt,
        email: account.email,
        emailVerified: account.emailVerified,
      },
      ...sections,
    };
  }
}
