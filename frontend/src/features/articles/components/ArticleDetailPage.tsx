import { Link as RouterLink, useParams } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { paths } from '../../../app/paths';
import { ArticleImage } from '../../../components/ArticleImage';
import { NotFoundState } from '../../../components/NotFoundState';
import { findArticle } from '../../../content/articles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArticleBody } from './ArticleBody';
import { ArticleMeta } from './ArticleMeta';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function BackToArticles() {
  return (
    <Button component={RouterLink} to={paths.articles} startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ ml: -1 }}>
      Back to Articles
    </Button>
  );
}

export function ArticleDetailPage() {
  const { id } = useParams();
  const article = findArticle(id);
  useDocumentTitle(article ? article.title : 'Article Not Found');

  if (!article) {
    return (
      <NotFoundState
        title="Article Not Found"
        message="The article you are looking for does not exist or has been moved."
        backTo={paths.articles}
        backLabel="Back to Articles"
      />
    );
  }

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackToArticles />
      <Box component="header" sx={{ mt: 3 }}>
        <ArticleMeta article={article} />
        <Typography variant="h3" component="h1" sx={{ mt: 2, lineHeight: 1.2, overflowWrap: 'break-word' }}>
          {article.title}
        </Typography>
        <Typography component="p" sx={{ mt: 2, color: 'text.secondary', fontSize: { xs: '1.1rem', md: '1.2rem' } }}>
          {article.excerpt}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
          <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.dark', color: '#ffffff', width: 40, height: 40, fontSize: '0.95rem' }}>
            {initials(article.author)}
          </Avatar>
          <Box>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {article.author}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              Author
            </Typography>
          </Box>
        </Stack>
      </Box>
      <Box sx={{ my: { xs: 3, md: 4 }, borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <ArticleImage src={article.imageUrl} alt={article.imageAlt ?? article.title} loading="eager" />
      </Box>
      <ArticleBody html={article.content} />
      <Divider sx={{ my: { xs: 4, md: 5 } }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <BackToArticles />
        <Button
          component="a"
          href={article.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<LinkedInIcon aria-hidden="true" />}
        >
          Discuss on LinkedIn
        </Button>
      </Stack>
    </Container>
  );
}
