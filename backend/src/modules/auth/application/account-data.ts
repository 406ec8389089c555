import { Injectable } from '@nestjs/common';
import { HandlerRegistry } from '../../../common/application/handler-registry';

/**
 * How other modules take part in "Your data" without the auth module knowing them: each module
 * registers a handler (in its onModuleInit) that exports, or deletes, what it owns of an account.
 */
export interface AccountDataOwner {
  userId: number;
  username: string;
  /** The account's address, only once verified: data kept by address is matched on it alone. */
  verifiedEmail: string | null;
}

/** One module's part of the export, under keys of its own (e.g. `{ campaigns: [...] }`). */
export type AccountDataSection = Record<string, unknown>;

export abstract class AccountDataExportHandler {
  abstract handle(owner: AccountDataOwner): Promise<AccountDataSection>;
}

@Injectable()
export class AccountDataExportHandlers extends HandlerRegistry<[owner: AccountDataOwner], AccountDataSection> {
  async exportAll(owner: AccountDataOwner): Promise<AccountDataSection> {
    return Object.assign({}, ...(await this.handle(owner))) as AccountDataSection;
  }
}

/**
 * Runs in the deletion's transaction, before the account row is anonymised: a handler removes
 * the account's personal data and anonymises what others still rely on (published articles).
 */
export abstract class AccountDeletedHandler {
  abstract handle(owner: AccountDataOwner): Promise<void>;
}

@Injectable()
export class AccountDeletedHandlers extends HandlerRegistry<[owner: AccountDataOwner], void> {}
