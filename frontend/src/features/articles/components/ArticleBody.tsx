import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../../../theme/theme';

export interface ArticleBodyProps {
  /** Fixed article content, or partner HTML that has been through guardArticleHtml. */
  html: string;
}

export function ArticleBody({ html }: ArticleBodyProps) {
  return (
    <Box
      sx={{
        maxWidth: '70ch',
        fontSize: { xs: '1.05rem', md: '1.125rem' },
        lineHeight: 1.75,
        color: 'text.primary',
        overflowWrap: 'break-word',
        '& > :first-child': { mt: 0 },
        '& p': { my: 2.5 },
        '& h2': {
          typography: 'h5',
          fontSize: { xs: '1.3rem', md: '1.45rem' },
          lineHeight: 1.3,
          mt: 5,
          mb: 1.5,
        },
        '& h3, & h4': { typography: 'h6', lineHeight: 1.35, mt: 4, mb: 1.25 },
        '& ul, & ol': { my: 2.5, pl: 3 },
        '& li': { my: 1, pl: 0.5 },
        '& li::marker': { color: brandColors.cyan },
        '& a': { color: 'primary.light' },
        '& blockquote': {
          my: 3,
          mx: 0,
          pl: 2.5,
          borderLeft: 3,
          borderColor: 'primary.main',
          color: 'text.secondary',
          fontStyle: 'italic',
        },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '0.9em',
          px: 0.5,
          borderRadius: 1,
          backgroundColor: alpha(brandColors.textMuted, 0.12),
        },
        '& pre': { my: 3, p: 2, overflowX: 'auto', borderRadius: 2, backgroundColor: brandColors.raised },
        '& pre code': { p: 0, backgroundColor: 'transparent' },
        '& hr': { my: 4, border: 0, borderTop: 1, borderColor: 'divider' },
        '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2 },
        '& figure': { my: 3, mx: 0 },
        '& figcaption': { mt: 1, fontSize: '0.9rem', color: 'text.secondary' },
      }}
      // Never raw user input: see the html prop.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
