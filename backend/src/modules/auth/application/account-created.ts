import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';

/**
 * What other modules may do when an account is created, without the auth module knowing them:
 * a module registers a handler; signup runs every handler in the transaction that inserts the
 * user, each in a savepoint of its own. A handler's writes commit with the account; a handler that
 * fails has its writes undone and does not undo the account: the signup still succeeds, the
 * failure is reported (and logged by the caller), and the handler may leave its work to a retried job.
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
  /** What the handler does, for the log line of its failure ("referral conversion"). */
  abstract readonly step: string;
  abstract handle(account: CreatedAccount, context: SignupContext): Promise<AccountCreatedEffects>;
  /**
   * Called when `handle` failed (its writes undone), in a savepoint of its own: hands the same work
   * to something that retries it (a job), and answers the effects the signup answer still has.
   */
  retryLater?(account: CreatedAccount, context: SignupContext): Promise<AccountCreatedEffects>;
}

/** A handler that failed; the account was created all the same. */
export interface FailedSignupStep {
  step: string;
  error: unknown;
  /** Whether the work was handed to a retried job. */
  retried: boolean;
}

export interface AccountCreatedOutcome {
  clearCookies: string[];
  failures: FailedSignupStep[];
}

/** The handlers registered by other modules (in their onModuleInit), run in registration order. */
@Injectable()
export class AccountCreatedHandlers {
  private readonly handlers: AccountCreatedHandler[] = [];

  constructor(private readonly transactions: TransactionRunner) {}

  register(handler: AccountCreatedHandler): void {
    this.handlers.push(handler);
  }

  /** Runs every handler, each in its own savepoint, and gathers their effects and failures. */
  async handleAll(account: CreatedAccount, context: SignupContext): Promise<AccountCreatedOutcome> {
    const clearCookies: string[] = [];
    const failures: FailedSignupStep[] = [];
    for (const handler of this.handlers) {
      try {
        const effects = await this.transactions.savepoint(() => handler.handle(account, context));
        clearCookies.push(...(effects.clearCookies ?? []));
      } catch (error) {
        failures.push({
          step: handler.step,
          error,
          retried: await this.retryLater(handler, account, context, clearCookies),
        });
      }
    }
    return { clearCookies, failures };
  }

  private async retryLater(
    handler: AccountCreatedHandler,
    account: CreatedAccount,
    context: SignupContext,
    clearCookies: string[],
  ): Promise<boolean> {
    if (!handler.retryLater) return false;
    try {
      const effects = await this.transactions.savepoint(() => handler.retryLater!(account, context));
      clearCookies.push(...(effects.clearCookies ?? []));
      return true;
    } catch {
      return false;
    }
  }
}
