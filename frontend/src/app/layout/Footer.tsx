import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { sectionHref, useSectionLinkClick } from '../../lib/section-navigation';
import { brandColors } from '../../theme/theme';
import { BRAND_NAME } from '../brand';
import { BrandLogo } from './BrandLogo';
import { SocialIcon } from './SocialIcon';
import { footerCompanyLinks, publicPageLinks, socialLinks } from './navigation-items';

const footerLinkSx = { color: 'text.secondary', '&:hover': { color: 'primary.light' } } as const;

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography id={id} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" aria-labelledby={id} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const sectionLinkClick = useSectionLinkClick();
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        mt: 8,
        borderTop: '1px solid',
        borderColor: alpha(brandColors.textMuted, 0.18),
        backgroundColor: alpha(brandColors.paper, 0.6),
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BrandLogo />
            <Typography component="p" sx={{ color: 'text.secondary', mt: 2, maxWidth: 420 }}>
              {BRAND_NAME} helps Web3 exchanges and projects grow: verified user acquisition, liquidity solutions,
              partnerships and AI-driven growth.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {socialLinks.map(({ label, href }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  sx={{
                    color: 'text.primary',
                    border: '1px solid',
                    borderColor: alpha(brandColors.textMuted, 0.3),
                    '&:hover': { color: 'secondary.main', borderColor: 'secondary.main' },
                  }}
                >
                  <SocialIcon network={label} fontSize="small" />
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box
              component="nav"
              aria-label="Footer"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 4 }}
            >
              <FooterColumn id="footer-company" title="Company">
                {footerCompanyLinks.map(({ label, section }) => (
                  <li key={section}>
                    <Link href={sectionHref(section)} onClick={sectionLinkClick(section)} sx={footerLinkSx}>
                      {label}
                    </Link>
                  </li>
                ))}
              </FooterColumn>
              <FooterColumn id="footer-resources" title="Resources">
                {publicPageLinks.map(({ label, to }) => (
                  <li key={to}>
                    <Link component={RouterLink} to={to} sx={footerLinkSx}>
                      {label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href={sectionHref('contact')} onClick={sectionLinkClick('contact')} sx={footerLinkSx}>
                    Contact
                  </Link>
                </li>
              </FooterColumn>
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        {/* A page rendered in one year may be hydrated in the next: the year is the browser's then. */}
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }} suppressHydrationWarning>
          © {year} {BRAND_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
