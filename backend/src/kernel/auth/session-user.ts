/**
 * The signed-in user as every module sees it. Part of the shared kernel: modules' controllers,
 * use cases and domain types may import it; it imports nothing.
 */
export const ROLES = ['admin', 'partner', 'user'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
}
