import { Injectable } from '@nestjs/common';
import { HandlerRegistry } from '../../../common/application/handler-registry';

/**
 * What other modules may do when an account is created, without the auth module knowing them:
 * a module registers a handler; signup runs every handler in the transaction that inserts the
 * user, so a handler's writes happen exactly when the account does (a failure undoes both).
 */
export interface CreatedAccount {
  userId: number;
}

/** The request that created the account, opaque to auth: each handler reads what is its own. */
export interface SignupContext {
  /** The request's cookies, by name. */
  cookies: ReadonlyMap<string, string>;
  /** The client's address, as rate limiting reads it (X-Forwarded-For only behind a trusted proxy). */
  clientAddress: string;
  userAgent: string | undefined;
}

export interface AccountCreatedEffects {
  /** Cookies the signup answer clears (e.g. a handler's own, once used). */
  clearCookies?: string[];
}

export abstract class AccountCreatedHandler {
  abstract handle(account: CreatedAccount, context: SignupContext): Promise<AccountCreatedEffects>;
}

/** The handlers registered by other modules (in their onModuleInit), run in registration order. */
@Injectable()
export class AccountCreatedHandlers extends HandlerRegistry<[account: CreatedAccount, context: SignupContext], AccountCreatedEffects> {
  /** Runs every handler and gathers their effects. */
  async handleAll(account: CreatedAccount, context: SignupContext): Promise<Required<AccountCreatedEffects>> {
    const effects = await this.handle(account, context);
    return { clearCookies: effects.flatMap((effect) => effect.clearCookies ?? []) };
  }
}
