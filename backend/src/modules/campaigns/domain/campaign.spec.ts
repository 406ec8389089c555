import { describe, expect, it } from 'vitest';
import { canMoveCampaign, endsBeforeItStarts } from './campaign';

describe('campaign rules', () => {
  it('moves only draft → active → completed', () => {
    expect(canMoveCampaign('draft', 'active')).toBe(true);
    expect(canMoveCampaign('active', 'completed')).toBe(true);
    expect(canMoveCampaign('draft', 'completed')).toBe(false);
    expect(canMoveCampaign('active', 'draft')).toBe(false);
    expect(canMoveCampaign('completed', 'active')).toBe(false);
    expect(canMoveCampaign('draft', 'draft')).toBe(false);
  });

  it('refuses an end date before the start date only when both are set', () => {
    expect(endsBeforeItStarts('2026-05-02', '2026-05-01')).toBe(true);
    expect(endsBeforeItStarts('2026-05-01', '2026-05-01')).toBe(false);
    expect(endsBeforeItStarts(null, '2026-05-01')).toBe(false);
    expect(endsBeforeItStarts('2026-05-01', null)).toBe(false);
  });
});
