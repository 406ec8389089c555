import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageContainerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Controls shown beside the title on wide screens and under it on narrow ones. */
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
}

export function PageContainer({ title, subtitle, actions, maxWidth = 'lg', children }: PageContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: { xs: 3, md: 4 }, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography component="p" sx={{ mt: 1, color: 'text.secondary', fontSize: '1.05rem' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ flexShrink: 0 }}>{actions}</Box> : null}
      </Stack>
      {children}
    </Container>
  );
}

const cardGrid = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * The card lists of the public pages: one column on phones, two on tablets, three on wide
 * screens. It lives beside PageContainer, in the entry, so the pages that share it do not fetch
 * it as a chunk of its own.
 */
export function CardGrid({ children }: { children: ReactNode }) {
  return <Box sx={cardGrid}>{children}</Box>;
}
