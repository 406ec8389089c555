/**
 * The spec's four badge styles (shadcn's Badge variants) as MUI Chip props. Every status badge
 * picks one of these, so a style looks the same wherever it is used.
 */
export type BadgeStyleName = 'default' | 'secondary' | 'destructive' | 'outline';

export interface BadgeChipProps {
  variant: 'filled' | 'outlined';
  color: 'primary' | 'secondary' | 'error' | 'default';
}

const BADGE_STYLES: Record<BadgeStyleName, BadgeChipProps> = {
  default: { variant: 'filled', color: 'primary' },
  secondary: { variant: 'filled', color: 'secondary' },
  destructive: { variant: 'filled', color: 'error' },
  outline: { variant: 'outlined', color: 'default' },
};

export function badgeStyle(name: BadgeStyleName): BadgeChipProps {
  return BADGE_STYLES[name];
}

export interface StatusBadge extends BadgeChipProps {
  label: string;
}

export function statusLabel(status: string): string {
  return status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * A review state (article and project submissions alike): approved has the default style,
 * rejected the destructive one, anything else (pending) secondary — spec §2 for article submissions.
 */
export function reviewStatusBadge(status: string): StatusBadge {
  if (status === 'approved') return { label: 'Approved', ...badgeStyle('default') };
  if (status === 'rejected') return { label: 'Rejected', ...badgeStyle('destructive') };
  return { label: statusLabel(status), ...badgeStyle('secondary') };
}
