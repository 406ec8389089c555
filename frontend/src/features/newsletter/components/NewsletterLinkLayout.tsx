import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';

export interface NewsletterLinkLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The shell of the pages that newsletter mails link to: a title, one card, a way back home. */
export function NewsletterLinkLayout({ title, subtitle, children }: NewsletterLinkLayoutProps) {
  return (
    <PageContainer title={title} subtitle={subtitle} maxWidth="sm">
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          {children}
        </Stack>
      </Card>
      <Button component={RouterLink} to={paths.home} sx={{ mt: 3 }}>
        Back to Home
      </Button>
    </PageContainer>
  );
}
