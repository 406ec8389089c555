import Box from '@mui/material/Box';
import { brandColors } from '../../../theme/theme';

export interface ArticleBodyProps {
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
        '& ul': { my: 2.5, pl: 3 },
        '& li': { my: 1, pl: 0.5 },
        '& li::marker': { color: brandColors.cyan },
        '& a': { color: 'primary.light' },
      }}
      // The HTML is fixed article content shipped with the product, never user input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
