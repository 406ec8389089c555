import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { leaderboardTabs } from '../leaderboard-tabs';
import { LeaderboardPanel } from './LeaderboardPanel';

const [byVolume] = leaderboardTabs;
const VOLUME = '/api/leaderboards/metric/volume?limit=20';

describe('LeaderboardPanel', () => {
  it("shows 'No leaderboard data available yet' for an empty board", async () => {
    stubFetch().on('GET', VOLUME, data([]));
    renderWithProviders(<LeaderboardPanel tab={byVolume} />);
    expect(await screen.findByText('No leaderboard data available yet')).toBeVisible();
  });

  it('asks for 20 entries without credentials', async () => {
    const api = stubFetch().on('GET', VOLUME, data([]));
    renderWithProviders(<LeaderboardPanel tab={byVolume} />);
    await screen.findByText('No leaderboard data available yet');
    expect(api.sent('GET', VOLUME)[0]?.credentials).toBe('omit');
  });

  it('shows a load failure whose Retry reads the board again', async () => {
    const api = stubFetch().on('GET', VOLUME, refusal(500, 'Boom'));
    const { user } = renderWithProviders(<LeaderboardPanel tab={byVolume} />);
    expect(await screen.findByText('We could not load this leaderboard. Please try again.')).toBeVisible();

    api.on('GET', VOLUME, data([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No leaderboard data available yet')).toBeVisible();
  });

  it('lists the entries with the volume score in $M with 2 decimals', async () => {
    stubFetch().on(
      'GET',
      VOLUME,
      data([
        { id: 1, rank: 1, entityName: 'Moonswap', entityType: 'project', metricType: 'volume', score: 12_345_678 },
        { id: 2, rank: 2, entityName: 'Sunswap', entityType: 'project', metricType: 'volume', score: 500_000 },
      ]),
    );
    renderWithProviders(<LeaderboardPanel tab={byVolume} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Moonswap');
    expect(rows[1]).toHaveTextContent('$12.35M');
    expect(rows[2]).toHaveTextContent('Sunswap');
    expect(rows[2]).toHaveTextContent('$0.50M');
  });
});
