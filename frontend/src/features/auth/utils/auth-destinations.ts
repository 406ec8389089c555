import { paths } from '../../../app/paths';
import type { Role } from '../../../lib/api-types';

export function destinationAfterLogin(role: Role): string {
  if (role === 'admin') return paths.analytics;
  if (role === 'partner') return paths.partnerDashboard;
  return paths.home;
}

export function destinationAfterSignup(role: Role): string {
  return role === 'partner' ? paths.partnerDashboard : paths.home;
}
