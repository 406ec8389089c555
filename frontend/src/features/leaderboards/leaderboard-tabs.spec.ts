import { describe, expect, it } from 'vitest';
import { leaderboardTabs } from './leaderboard-tabs';
import { scoreRules, VOLUME_PERIOD } from './score-rules';

// The stored volume has one meaning: the community page labels it 'Last 30 days' (spec), so
// the leaderboard's column and its explanation must say the same.
describe('the trading volume period', () => {
  it('is the 30 days the community page names', () => {
    expect(VOLUME_PERIOD).toBe('Last 30 days'.toLowerCase());
  });

  it('heads the By Volume score column', () => {
    expect(leaderboardTabs.find((tab) => tab.metric === 'volume')?.scoreLabel).toBe('30-day volume');
  });

  it("is what 'How Rankings Work' explains for the volume score", () => {
    expect(scoreRules.find((rule) => rule.title === 'Volume score')?.text).toBe(
      "A project's trading volume over the last 30 days, in USD, from its latest snapshot.",
    );
  });

  it('is not called a 24-hour figure anywhere on the page', () => {
    const texts = [
      ...leaderboardTabs.flatMap((tab) => [tab.label, tab.scoreLabel]),
      ...scoreRules.map((rule) => rule.text),
    ];
    for (const text of texts) expect(text).not.toMatch(/24\s*-?\s*h(ours?)?\b/i);
  });
});
