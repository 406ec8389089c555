import type { Role } from '../domain/user';

export interface UserContact {
  id: number;
  role: Role;
  /** The account's email address once verified; mail goes to no other. */
  verifiedEmail: string | null;
}

/** How to reach accounts, for the modules that tell people things. */
export abstract class UserContacts {
  abstract admins(): Promise<UserContact[]>;
  abstract byId(id: number): Promise<UserContact | null>;
}
