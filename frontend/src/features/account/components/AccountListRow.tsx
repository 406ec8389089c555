import type { ReactNode } from 'react';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface AccountListRowProps {
  /** The row's name, in bold. */
  title: ReactNode;
  /** Chips shown beside the name. */
  chips?: ReactNode;
  /** The line of details under the name. */
  details: ReactNode;
  /** The row's button, beside it on wide screens and under it on phones. */
  action?: ReactNode;
  /** Lets a long name without spaces wrap anywhere. */
  wrapTitle?: boolean;
}

/** One row of an account section's list (API tokens, sessions). */
export function AccountListRow({ title, chips, details, action, wrapTitle = false }: AccountListRowProps) {
  return (
    <ListItem
      divider
      disableGutters
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 1.5,
      }}
    >
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            component="p"
            sx={wrapTitle ? { fontWeight: 600, overflowWrap: 'anywhere' } : { fontWeight: 600 }}
          >
            {title}
          </Typography>
          {chips}
        </Stack>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      </Stack>
      {action}
    </ListItem>
  );
}
