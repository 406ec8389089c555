import { describe, expect, it } from 'vitest';
import { badgeStyle, reviewStatusBadge } from './badge-style';

describe('badgeStyle (the spec badge styles as MUI Chip props)', () => {
  it('maps each of the four styles to one look', () => {
    expect(badgeStyle('default')).toEqual({ variant: 'filled', color: 'primary' });
    expect(badgeStyle('secondary')).toEqual({ variant: 'filled', color: 'secondary' });
    expect(badgeStyle('destructive')).toEqual({ variant: 'filled', color: 'error' });
    expect(badgeStyle('outline')).toEqual({ variant: 'outlined', color: 'default' });
  });

  it('fills every style but outline', () => {
    expect((['default', 'secondary', 'destructive'] as const).map((name) => badgeStyle(name).variant)).toEqual([
      'filled',
      'filled',
      'filled',
    ]);
  });
});

describe('reviewStatusBadge', () => {
  it('gives approved the default style, rejected the destructive one, anything else secondary', () => {
    expect(reviewStatusBadge('approved')).toEqual({ label: 'Approved', ...badgeStyle('default') });
    expect(reviewStatusBadge('rejected')).toEqual({ label: 'Rejected', ...badgeStyle('destructive') });
    expect(reviewStatusBadge('pending')).toEqual({ label: 'Pending', ...badgeStyle('secondary') });
    expect(reviewStatusBadge('escalated')).toEqual({ label: 'Escalated', ...badgeStyle('secondary') });
    expect(reviewStatusBadge('')).toMatchObject({ label: 'Unknown' });
  });
});
