import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { pageRangeLabel } from '../utils/list-state';

export interface KeysetPagingBarProps {
  /** Names the navigation landmark: "<label> pages". */
  label: string;
  /** How many pages come before the one shown. */
  depth: number;
  itemsOnPage: number;
  total: number | null;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Where the shown page sits in the list ("21–40 of 45") and the way to the pages around it. */
export function KeysetPagingBar({
  label,
  depth,
  itemsOnPage,
  total,
  hasNext,
  onFirst,
  onPrevious,
  onNext,
}: KeysetPagingBarProps) {
  return (
    <Stack
      component="nav"
      aria-label={`${label} pages`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {pageRangeLabel(depth, itemsOnPage, total)}
      </Typography>
      {depth > 0 || hasNext ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'space-between', sm: 'flex-end' } }}>
          {depth > 1 ? (
            <Button size="small" startIcon={<FirstPageIcon />} onClick={onFirst}>
              First
            </Button>
          ) : null}
          <Button size="small" startIcon={<NavigateBeforeIcon />} disabled={depth === 0} onClick={onPrevious}>
            Previous
          </Button>
          <Button size="small" endIcon={<NavigateNextIcon />} disabled={!hasNext} onClick={onNext}>
            Next page
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
