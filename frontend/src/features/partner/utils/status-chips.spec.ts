import { describe, expect, it } from 'vitest';
import { badgeStyle } from '../../../lib/badge-style';
import { campaignStatusChip, partnerStatusView, submissionStatusChip } from './status-chips';

describe('campaignStatusChip (spec §2)', () => {
  it('gives active the default filled style', () => {
    expect(campaignStatusChip('active')).toEqual({ label: 'Active', variant: 'filled', color: 'primary' });
  });

  it('gives completed the secondary style', () => {
    expect(campaignStatusChip('completed')).toEqual({ label: 'Completed', variant: 'filled', color: 'secondary' });
  });

  it('outlines anything else', () => {
    expect(campaignStatusChip('draft')).toEqual({ label: 'Draft', variant: 'outlined', color: 'default' });
    expect(campaignStatusChip('paused')).toEqual({ label: 'Paused', variant: 'outlined', color: 'default' });
  });
});

describe('submissionStatusChip (spec §2)', () => {
  it('gives approved the default filled style', () => {
    expect(submissionStatusChip('approved')).toEqual({ label: 'Approved', variant: 'filled', color: 'primary' });
  });

  it('gives rejected the destructive style', () => {
    expect(submissionStatusChip('rejected')).toEqual({ label: 'Rejected', variant: 'filled', color: 'error' });
  });

  it('gives anything else the secondary style', () => {
    expect(submissionStatusChip('pending')).toEqual({ label: 'Pending', variant: 'filled', color: 'secondary' });
    expect(submissionStatusChip('')).toEqual({ label: 'Unknown', variant: 'filled', color: 'secondary' });
  });
});

describe('the secondary style looks the same for campaigns and article submissions', () => {
  it('uses one set of Chip props', () => {
    const { label: _completed, ...completed } = campaignStatusChip('completed');
    const { label: _pending, ...pending } = submissionStatusChip('pending');
    expect(completed).toEqual(badgeStyle('secondary'));
    expect(pending).toEqual(badgeStyle('secondary'));
    const { label: _draft, ...draft } = campaignStatusChip('draft');
    expect(draft).toEqual(badgeStyle('outline'));
  });
});

describe('partnerStatusView', () => {
  it('labels each review state and says what approval unlocks', () => {
    expect(partnerStatusView('pending')).toMatchObject({ label: 'Pending approval' });
    expect(partnerStatusView('pending').explanation).toMatch(/unlocks the partner role/);
    expect(partnerStatusView('approved')).toMatchObject({ label: 'Approved', color: 'success' });
    expect(partnerStatusView('rejected')).toMatchObject({ label: 'Rejected', color: 'error' });
    expect(partnerStatusView('withdrawn')).toMatchObject({ label: 'Withdrawn' });
    expect(partnerStatusView('revoked')).toMatchObject({ label: 'Revoked', color: 'error' });
  });
});
