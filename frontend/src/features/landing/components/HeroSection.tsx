import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { paths } from '../../../app/paths';
import { useGoToSection } from '../../../lib/section-navigation';
import { useSession } from '../../../lib/session';
import { brandColors, brandTextGradient } from '../../../theme/theme';
import { serviceLines } from '../content/service-lines';

const gradientTextSx = {
  color: 'primary.light',
  '@supports (background-clip: text)': {
    backgroundImage: brandTextGradient,
    backgroundClip: 'text',
    color: 'transparent',
  },
} as const;

function PartnerWithUsButton() {
  const { user } = useSession();
  const goToSection = useGoToSection();
  if (user) {
    return (
      <Button component={RouterLink} to={paths.partnerDashboard} variant="outlined" size="large">
        Partner With Us
      </Button>
    );
  }
  return (
    <Button variant="outlined" size="large" onClick={() => goToSection('partner')}>
      Partner With Us
    </Button>
  );
}

export function HeroSection() {
  const goToSection = useGoToSection();
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-heading"
      tabIndex={-1}
      sx={{ position: 'relative', overflow: 'hidden', pt: { xs: 8, md: 14 }, pb: { xs: 8, md: 12 } }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: { xs: 24, md: 40 },
          right: { xs: -200, md: -120 },
          width: { xs: 380, md: 560 },
          height: { xs: 380, md: 560 },
          background: `radial-gradient(closest-side, ${alpha(brandColors.cyan, 0.16)}, transparent)`,
          pointerEvents: 'none',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        {/* Drawn like an outlined MUI Chip without loading the Chip component into the entry chunk. */}
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            verticalAlign: 'middle',
            boxSizing: 'border-box',
            height: 32,
            px: '11px',
            borderRadius: '16px',
            border: '1px solid',
            fontSize: '0.8125rem',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            color: 'secondary.main',
            borderColor: alpha(brandColors.cyan, 0.45),
            backgroundColor: alpha(brandColors.cyan, 0.08),
            letterSpacing: '0.06em',
            mb: 3,
          }}
        >
          Web3 growth agency
        </Box>
        <Typography id="home-heading" variant="h1" component="h1" sx={{ maxWidth: 900, ...gradientTextSx }}>
          Web3 Growth Platform
        </Typography>
        <Typography
          component="p"
          sx={{ color: 'text.secondary', fontSize: { xs: '1.1rem', md: '1.3rem' }, mt: 3, maxWidth: 700 }}
        >
          User acquisition, liquidity solutions, partnerships and business development, and AI growth solutions — one
          partner to grow your exchange or Web3 project with verified users.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
          <Button
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            onClick={() => goToSection('services')}
          >
            Start Growing
          </Button>
          <PartnerWithUsButton />
        </Stack>
        <Stack
          component="ul"
          aria-label="Service lines"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 5 }}
        >
          {serviceLines.map((line) => (
            <Box
              component="li"
              key={line.id}
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 999,
                fontSize: '0.875rem',
                color: 'text.secondary',
                border: '1px solid',
                borderColor: alpha(brandColors.textMuted, 0.25),
                backgroundColor: alpha(brandColors.paper, 0.6),
              }}
            >
              {line.title}
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
