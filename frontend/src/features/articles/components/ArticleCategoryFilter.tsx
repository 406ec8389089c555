import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { articleCategories, type ArticleFilter } from '../../../content/articles';

export interface ArticleCategoryFilterProps {
  value: ArticleFilter;
  onChange: (value: ArticleFilter) => void;
}

export function ArticleCategoryFilter({ value, onChange }: ArticleCategoryFilterProps) {
  return (
    <Stack
      role="group"
      aria-label="Filter articles by category"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: { xs: 3, md: 4 } }}
    >
      {articleCategories.map((category) => {
        const selected = category === value;
        return (
          <Button
            key={category}
            aria-pressed={selected}
            variant={selected ? 'contained' : 'outlined'}
            color={selected ? 'primary' : 'inherit'}
            onClick={() => onChange(category)}
            sx={{
              borderRadius: 999,
              minWidth: 72,
              ...(selected ? {} : { borderColor: 'divider', color: 'text.secondary' }),
            }}
          >
            {category}
          </Button>
        );
      })}
    </Stack>
  );
}
