import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Follows the page outline: h3 below a page-level h2 such as the partner header. */
  headingLevel?: 'h2' | 'h3';
  titleVariant?: 'h5' | 'h6';
  children: ReactNode;
}

/** A titled card; the card is a labelled region so screen-reader users can jump between them. */
export function SectionCard({
  title,
  description,
  action,
  headingLevel = 'h2',
  titleVariant = 'h6',
  children,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component={headingLevel} variant={titleVariant}>
            {title}
          </Typography>
          {description ? (
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
      </Stack>
      {children}
    </Card>
  );
}
