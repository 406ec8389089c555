import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { ArticleImage } from '../../../components/ArticleImage';
import { ArticleBody } from './ArticleBody';
import { BackToArticles } from './ArticleDetailStates';
import { ArticleMeta } from './ArticleMeta';

/** What the detail page shows, for a fixed or a partner article alike. */
export interface ArticleDetailView {
  title: string;
  category: string;
  readTime: string;
  date: string;
  excerpt: string;
  author: string;
  imageUrl: string;
  imageAlt: string;
  /** Safe to render: fixed content, or partner HTML after guardArticleHtml. */
  html: string;
  /** Only the team's own articles have a post on the professional network. */
  linkedinUrl?: string;
  partner: boolean;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function ArticleView({ article }: { article: ArticleDetailView }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackToArticles />
      <Box component="header" sx={{ mt: 3 }}>
        <ArticleMeta article={article} partner={article.partner} />
        <Typography variant="h3" component="h1" sx={{ mt: 2, lineHeight: 1.2, overflowWrap: 'break-word' }}>
          {article.title}
        </Typography>
        <Typography
          component="p"
          sx={{ mt: 2, color: 'text.secondary', fontSize: { xs: '1.1rem', md: '1.2rem' }, overflowWrap: 'break-word' }}
        >
          {article.excerpt}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
          <Avatar
            aria-hidden="true"
            sx={{ bgcolor: 'primary.dark', color: '#ffffff', width: 40, height: 40, fontSize: '0.95rem' }}
          >
            {initials(article.author)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {article.author}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              {article.partner ? 'Partner author' : 'Author'}
            </Typography>
          </Box>
        </Stack>
      </Box>
      <Box sx={{ my: { xs: 3, md: 4 }, borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <ArticleImage src={article.imageUrl} alt={article.imageAlt} loading="eager" fetchPriority="high" />
      </Box>
      <ArticleBody html={article.html} />
      <Divider sx={{ my: { xs: 4, md: 5 } }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <BackToArticles />
        {article.linkedinUrl ? (
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
        ) : null}
      </Stack>
    </Container>
  );
}
