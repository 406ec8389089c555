import type { Role } from '../../../lib/api-types';

export const USER_ROLES: readonly Role[] = ['admin', 'partner', 'user'];
export const USER_STATES = ['active', 'disabled'] as const;

export function roleLabel(role: string): string {
  return role === 'admin' ? 'Admin' : role === 'partner' ? 'Partner' : 'User';
}

export function userStateLabel(state: string): string {
  return state === 'disabled' ? 'Disabled' : 'Active';
}

export const TWO_FACTOR_STATES = ['on', 'off'] as const;

export function twoFactorLabel(state: string): string {
  return state === 'on' ? 'Two-factor on' : 'Two-factor off';
}
