import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageCount, pageRangeLabel } from '../utils/pagination';

export interface PaginationBarProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function PaginationBar({ label, page, pageSize, total, onPageChange }: PaginationBarProps) {
  const count = pageCount(total, pageSize);
  return (
    <Stack
      component="nav"
      aria-label={`${label} pages`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {pageRangeLabel(page, pageSize, total)}
      </Typography>
      {count > 1 ? (
        <Pagination
          count={count}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
          siblingCount={0}
          color="primary"
          shape="rounded"
        />
      ) : null}
    </Stack>
  );
}
