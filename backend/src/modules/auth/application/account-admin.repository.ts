import type { ListPage, ListWindow } from '../../../paging/list-window';
import type { Role } from '../domain/user';
import type { AccountState, AccountSummary, TwoFactorFilter } from '../domain/account-summary';

/** A page of the accounts list: `q` matches part of the username or email address, any letter case. */
export interface AccountWindow extends ListWindow {
  role?: Role;
  state?: AccountState;
  twoFactor?: TwoFactorFilter;
}

/** Accounts as a whole, as admins and account deletion handle them; deleted accounts are not among them. */
export abstract class AccountAdminRepository {
  /** In creation order (the window's sort), filtered and searched. */
  abstract page(window: AccountWindow): Promise<ListPage<AccountSummary>>;
  abstract find(id: number): Promise<AccountSummary | null>;
  /** Disabling keeps the time of an earlier disable; enabling clears it. */
  abstract setDisabled(id: number, disabled: boolean): Promise<void>;
  /**
   * Admins other than this one that are neither disabled nor deleted. Locks every admin row
   * until the transaction ends, so two admins deleting themselves at once cannot both succeed.
   */
  abstract countOtherActiveAdminsLocked(exceptId: number): Promise<number>;
  /**
   * Removes the account's personal data from its row and its single-use tokens: the username
   * becomes `deleted#<id>` (which signup cannot produce), the password one nobody knows, and the
   * row is disabled and marked deleted for good.
   */
  abstract anonymise(id: number, unusablePasswordHash: string): Promise<void>;
}
