import { describe, expect, it } from 'vitest';
import { PARTNER_FAILURES, mutationFailure } from './mutation-failure';

describe('partner mutation failures (spec §8 texts, shown inline)', () => {
  it('uses the spec texts', () => {
    expect(PARTNER_FAILURES).toMatchObject({
      createProfile: 'Failed to create profile',
      createReferral: 'Failed to create referral',
      submitArticle: 'Failed to submit article',
      createCampaign: 'Failed to create campaign',
    });
  });

  it("adds the server's explanation when there is one", () => {
    expect(mutationFailure('Failed to create profile', 'Referral code is already taken')).toEqual({
      message: 'Failed to create profile',
      detail: 'Referral code is already taken',
    });
    expect(mutationFailure('Failed to create referral', undefined)).toEqual({ message: 'Failed to create referral' });
    expect(mutationFailure('Failed to create referral', '')).toEqual({ message: 'Failed to create referral' });
    expect(mutationFailure('Failed to submit article', 'Failed to submit article')).toEqual({
      message: 'Failed to submit article',
    });
  });
});
