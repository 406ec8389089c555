import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import PublicIcon from '@mui/icons-material/Public';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { BRAND_NAME } from '../../../app/brand';
import { brandColors } from '../../../theme/theme';
import { aboutValuePoints, type ValuePoint } from '../content/landing-highlights';
import { GridList } from './SectionLists';
import { StatsCounters } from './StatsCounters';

const valueIcons: Record<ValuePoint['id'], typeof SvgIcon> = {
  verified: VerifiedUserIcon,
  transparent: InsightsIcon,
  global: PublicIcon,
  native: HubIcon,
};

/** The content of the about section; LandingPage draws the section and its heading. */
export function AboutSection() {
  return (
    <>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography component="p" sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 2 }}>
            {BRAND_NAME} is a growth partner for Web3 exchanges and projects. We bring verified users, deep liquidity
            and the right introductions, so teams can focus on building their product.
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>
            Our team comes from exchanges, market makers and protocols. We measure success the way our partners do:
            KYC-verified signups, first trades, trading volume and lasting partnerships.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <GridList columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }} gap={2}>
            {aboutValuePoints.map((point) => {
              const Icon = valueIcons[point.id];
              return (
                <Stack
                  component="li"
                  key={point.id}
                  direction="row"
                  spacing={1.5}
                  sx={{
                    p: 2,
                    borderRadius: '16px',
                    border: '1px solid',
                    borderColor: alpha(brandColors.textMuted, 0.18),
                    backgroundColor: alpha(brandColors.paper, 0.7),
                  }}
                >
                  <Icon aria-hidden="true" sx={{ color: 'secondary.main', mt: 0.25 }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h3" variant="h6" sx={{ fontSize: '1rem' }}>
                      {point.title}
                    </Typography>
                    <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {point.description}
                    </Typography>
                  </Box>
                </Stack>
              );
            })}
          </GridList>
        </Grid>
      </Grid>
      <StatsCounters />
    </>
  );
}
