import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card; the card is a labelled region so screen-reader users can jump between them. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: 2.5 }}>
        <Typography id={titleId} component="h2" variant="h5">
          {title}
        </Typography>
        {description ? (
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Card>
  );
}
