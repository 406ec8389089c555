/**
 * What the stored trading volume (project_insights.trading_volume) covers. The community page
 * labels the same figure 'Last 30 days' (spec), so every place that names it says the same.
 */
export const VOLUME_PERIOD = 'last 30 days';

export interface ScoreRule {
  title: string;
  text: string;
}

// The rules as docs/leaderboards.md states them; the server applies them, the page only explains.
export const scoreRules: readonly ScoreRule[] = [
  {
    title: 'Volume score',
    text: `A project's trading volume over the ${VOLUME_PERIOD}, in USD, from its latest snapshot.`,
  },
  {
    title: 'User score',
    text: 'The total number of users of the project, from its latest snapshot.',
  },
  {
    title: 'Growth score',
    text: 'A score from 0 to 100 for how fast the project is growing, from its latest snapshot.',
  },
];
