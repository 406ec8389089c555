import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../../../components/BrandMark';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate?: boolean;
  /** The form fields and submit button. */
  children: ReactNode;
  /** Links under the form. */
  footer: ReactNode;
}

export function AuthCard({ title, subtitle, onSubmit, noValidate, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Card sx={{ maxWidth: 460, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <BrandMark sx={{ fontSize: 48 }} />
            <Typography id={titleId} variant="h4" component="h1">
              {title}
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          </Stack>
          <Box component="form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate={noValidate}>
            {/* Stated once here instead of an asterisk inside every label, so labels read cleanly. */}
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              All fields are required.
            </Typography>
            <Stack spacing={2.5}>{children}</Stack>
          </Box>
          <Stack spacing={1} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
            {footer}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
