import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown inside the layout when a page throws or its code chunk cannot be loaded. */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 4 }}>
        This page could not be displayed. Reloading usually fixes it.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}
