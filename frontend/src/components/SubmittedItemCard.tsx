import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminNotes } from './AdminNotes';
import { ItemCard } from './ItemCard';

export interface SubmittedItemCardProps {
  titleId: string;
  title: string;
  /** Follows the page outline: h4 below the partner dashboard's h3 sections. */
  headingLevel: 'h3' | 'h4';
  category: string;
  createdAt: string;
  status: ReactNode;
  adminNotes: string | null;
  children: ReactNode;
}

/** Something the signed-in user sent for review, with where the review stands. */
export function SubmittedItemCard({
  titleId,
  title,
  headingLevel,
  category,
  createdAt,
  status,
  adminNotes,
  children,
}: SubmittedItemCardProps) {
  return (
    <ItemCard titleId={titleId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component={headingLevel} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography
            component="p"
            variant="caption"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 0.4 }}
          >
            {category}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' · Submitted '}
              {new Date(createdAt).toLocaleDateString()}
            </Box>
          </Typography>
        </Box>
        {status}
      </Stack>
      {children}
      {adminNotes ? <AdminNotes notes={adminNotes} sx={{ mt: 1.5 }} /> : null}
    </ItemCard>
  );
}
