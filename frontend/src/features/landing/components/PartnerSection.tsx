import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import LinkIcon from '@mui/icons-material/Link';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { brandColors } from '../../../theme/theme';
import { partnerBenefits, type PartnerBenefit } from '../content/landing-highlights';
import { GridList } from './SectionLists';

const benefitIcons: Record<PartnerBenefit['id'], typeof SvgIcon> = {
  referrals: LinkIcon,
  campaigns: CampaignIcon,
  articles: ArticleIcon,
};

function PartnerCallToAction() {
  const { user } = useSession();
  if (user) {
    return (
      <Button
        component={RouterLink}
        to={paths.partnerDashboard}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon />}
      >
        Go to Partner Dashboard
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={paths.signup} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
      Get Started
    </Button>
  );
}

/** The content of the partner section; LandingPage draws the section and its heading. */
export function PartnerSection() {
  return (
    <Box
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: '24px',
        border: '1px solid',
        borderColor: alpha(brandColors.violet, 0.35),
        background: `linear-gradient(135deg, ${alpha(brandColors.violetDeep, 0.22)} 0%, ${alpha(brandColors.paper, 0.9)} 55%, ${alpha(brandColors.teal, 0.2)} 100%)`,
      }}
    >
      <GridList columns={{ xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap={{ xs: 3, md: 4 }}>
        {partnerBenefits.map((benefit) => {
          const Icon = benefitIcons[benefit.id];
          return (
            <Stack component="li" key={benefit.id} direction="row" spacing={2} sx={{ minWidth: 0 }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '12px',
                  color: 'primary.light',
                  backgroundColor: alpha(brandColors.violet, 0.14),
                }}
              >
                <Icon />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="h6">
                  {benefit.title}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {benefit.description}
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </GridList>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: { xs: 4, md: 5 }, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <PartnerCallToAction />
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          Create an account, set up your partner profile and start tracking referrals in minutes.
        </Typography>
      </Stack>
    </Box>
  );
}
