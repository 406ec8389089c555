import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ItemCard } from '../../../components/ItemCard';

export interface ModerationCardProps {
  titleId: string;
  title: string;
  badges?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** One item waiting for (or past) a decision: what it is, who sent it, and the decision buttons. */
export function ModerationCard({ titleId, title, badges, meta, children, actions }: ModerationCardProps) {
  return (
    <ItemCard titleId={titleId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {meta ? (
            <Typography
              component="p"
              variant="body2"
              sx={{ color: 'text.secondary', mt: 0.25, overflowWrap: 'anywhere' }}
            >
              {meta}
            </Typography>
          ) : null}
        </Box>
        {badges ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {badges}
          </Stack>
        ) : null}
      </Stack>
      {children ? <Box sx={{ mt: 1.5, display: 'grid', gap: 1.25 }}>{children}</Box> : null}
      {actions ? <Box sx={{ mt: 2 }}>{actions}</Box> : null}
    </ItemCard>
  );
}

export function CardText({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Typography component="p" variant="body2" title={title} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  );
}

/** A small label/value row for facts such as the referral code or the listing type. */
export function Facts({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
