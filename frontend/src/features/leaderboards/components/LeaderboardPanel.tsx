import { useDeferredValue } from 'react';
import Card from '@mui/material/Card';
import { useLeaderboard } from '../api/use-leaderboard';
import type { LeaderboardTab } from '../leaderboard-tabs';
import { LeaderboardEmpty, LeaderboardLoadFailure, LeaderboardSkeleton } from './LeaderboardStates';
import { LeaderboardTable } from './LeaderboardTable';

function PanelContent({ tab }: { tab: LeaderboardTab }) {
  const { entries: latestEntries, error, retry } = useLeaderboard(tab.metric);
  // The rows render at low priority, in short slices, instead of blocking the page when data arrives.
  const entries = useDeferredValue(latestEntries);
  if (error) return <LeaderboardLoadFailure onRetry={() => void retry()} />;
  if (!entries) return <LeaderboardSkeleton />;
  if (entries.length === 0) return <LeaderboardEmpty />;
  return <LeaderboardTable tab={tab} entries={entries} />;
}

export function LeaderboardPanel({ tab }: { tab: LeaderboardTab }) {
  return (
    <Card sx={{ p: { xs: 1, sm: 2 } }}>
      <PanelContent tab={tab} />
    </Card>
  );
}
