import Box from '@mui/material/Box';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { StatCard } from '../../../components/StatCard';

/** Undefined while a queue's total is loading or failed, so the counter shows a dash, not a wrong zero. */
export interface ModerationCounts {
  partners: number | undefined;
  projects: number | undefined;
  articles: number | undefined;
  submissions: number | undefined;
}

export function ModerationCounters({ counts }: { counts: ModerationCounts }) {
  return (
    <Box
      component="section"
      aria-label="Waiting for review"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard compact label="Pending Partners" value={counts.partners} icon={<HandshakeOutlinedIcon />} />
      <StatCard compact label="Pending Projects" value={counts.projects} icon={<AppsOutlinedIcon />} />
      <StatCard compact label="Pending Articles" value={counts.articles} icon={<ArticleOutlinedIcon />} />
      <StatCard compact label="Pending Submissions" value={counts.submissions} icon={<Inventory2OutlinedIcon />} />
    </Box>
  );
}
