import { describe, expect, it } from 'vitest';
import { auditActionLabel, statusBadge, targetTypeLabel } from './audit-actions';

describe('auditActionLabel', () => {
  it('puts every recorded action in words', () => {
    expect(
      [
        'partner.approve',
        'partner.reject',
        'project.verify',
        'project.reject',
        'article.publish',
        'article.reject',
        'project-submission.approve',
        'project-submission.reject',
        'user.disable',
        'user.enable',
        'user.password-reset-link',
      ].map(auditActionLabel),
    ).toEqual([
      'Approved partner',
      'Rejected partner',
      'Verified project',
      'Rejected project',
      'Published article',
      'Rejected article',
      'Approved submission',
      'Rejected submission',
      'Disabled account',
      'Enabled account',
      'Issued password-reset link',
    ]);
  });

  it('names the reversals', () => {
    expect(
      ['article.unpublish', 'article.reopen', 'project.unverify', 'project-submission.reopen', 'partner.revoke'].map(
        auditActionLabel,
      ),
    ).toEqual([
      'Unpublished article',
      'Reopened article',
      'Unverified project',
      'Reopened submission',
      'Revoked partner',
    ]);
  });

  it('shows an unknown action as recorded', () => {
    expect(auditActionLabel('campaign.pause')).toBe('campaign.pause');
  });
});

describe('targetTypeLabel', () => {
  it('names target types', () => {
    expect(targetTypeLabel('project-submission')).toBe('Project submission');
    expect(targetTypeLabel('partner')).toBe('Partner');
    expect(targetTypeLabel('user')).toBe('User');
    expect(targetTypeLabel('widget')).toBe('widget');
  });
});

describe('statusBadge', () => {
  it('uses the shared review-state badge styles', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', color: 'secondary', variant: 'filled' });
    expect(statusBadge('approved')).toEqual({ label: 'Approved', color: 'primary', variant: 'filled' });
    expect(statusBadge('rejected')).toEqual({ label: 'Rejected', color: 'error', variant: 'filled' });
  });

  it('treats verified and published like approved and names anything else', () => {
    expect(statusBadge('verified')).toEqual({ label: 'Verified', color: 'primary', variant: 'filled' });
    expect(statusBadge('published')).toMatchObject({ label: 'Published', color: 'primary' });
    expect(statusBadge('escalated')).toMatchObject({ label: 'Escalated', color: 'secondary' });
    expect(statusBadge('')).toMatchObject({ label: 'Unknown' });
  });
});
