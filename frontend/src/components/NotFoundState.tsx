import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface NotFoundStateProps {
  title: string;
  message?: ReactNode;
  backTo: string;
  backLabel: string;
}

/** Shared shell of the not-found screens (404, unknown article, category or project). */
export function NotFoundState({ title, message, backTo, backLabel }: NotFoundStateProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      {message ? (
        <Typography component="p" sx={{ color: 'text.secondary', mb: 4 }}>
          {message}
        </Typography>
      ) : null}
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </Container>
  );
}
