import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '../../../app/paths';
import { NotFoundState } from '../../../components/NotFoundState';

export function BackToArticles() {
  return (
    <Button component={RouterLink} to={paths.articles} startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ ml: -1 }}>
      Back to Articles
    </Button>
  );
}

export function ArticleNotFound() {
  return (
    <NotFoundState
      title="Article Not Found"
      message="The article you are looking for does not exist or has been moved."
      backTo={paths.articles}
      backLabel="Back to Articles"
    />
  );
}

export function ArticleUnavailable() {
  return (
    <NotFoundState
      title="Article Unavailable"
      message="We could not load this article right now. Please try again in a moment."
      backTo={paths.articles}
      backLabel="Back to Articles"
    />
  );
}

export function ArticleLoading() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackToArticles />
      <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <CircularProgress aria-label="Loading article" color="secondary" />
      </Box>
    </Container>
  );
}
