import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import type { ArticleCard } from '../../../content/types';
import { brandColors } from '../../../theme/theme';

export interface ArticleMetaProps {
  article: { category: string } & Pick<ArticleCard, 'readTime' | 'date'>;
  /** Marks an article written by a partner company rather than by the team. */
  partner?: boolean;
}

export function ArticleMeta({ article, partner = false }: ArticleMetaProps) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, color: 'text.secondary' }}
    >
      <Chip
        label={article.category}
        size="small"
        sx={{ color: 'secondary.main', backgroundColor: alpha(brandColors.cyan, 0.12) }}
      />
      {partner ? (
        <Chip
          label="Partner"
          size="small"
          variant="outlined"
          sx={{ color: 'primary.light', borderColor: alpha(brandColors.violet, 0.6) }}
        />
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <AccessTimeIcon aria-hidden="true" sx={{ fontSize: 16 }} />
        <Typography variant="body2" component="span">
          {article.readTime}
        </Typography>
      </Stack>
      {article.date ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <CalendarTodayIcon aria-hidden="true" sx={{ fontSize: 15 }} />
          <Typography variant="body2" component="span">
            {article.date}
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
