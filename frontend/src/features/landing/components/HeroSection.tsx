import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useGoToSection } from '../../../lib/section-navigation';
import { brandTextGradient } from '../../../theme/theme';

export function HeroSection() {
  const goToSection = useGoToSection();
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-heading"
      tabIndex={-1}
      sx={{ pt: { xs: 8, md: 14 }, pb: { xs: 8, md: 12 } }}
    >
      <Container maxWidth="lg">
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.14em' }}
        >
          Web3 growth agency
        </Typography>
        <Typography id="home-heading" variant="h1" component="h1" sx={{ maxWidth: 900 }}>
          Web3 Growth{' '}
          <Box
            component="span"
            sx={{
              color: 'primary.light',
              '@supports (background-clip: text)': {
                backgroundImage: brandTextGradient,
                backgroundClip: 'text',
                color: 'transparent',
              },
            }}
          >
            Platform
          </Box>
        </Typography>
        <Typography
          component="p"
          sx={{ color: 'text.secondary', fontSize: { xs: '1.1rem', md: '1.3rem' }, mt: 3, maxWidth: 680 }}
        >
          Verified user acquisition, deep liquidity, strategic partnerships and AI-driven growth for
          exchanges and Web3 projects.
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
          <Button variant="outlined" size="large" onClick={() => goToSection('partner')}>
            Partner With Us
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
