import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { ListingType } from '../../../lib/api-types';
import { brandColors } from '../../../theme/theme';
import { LISTING_TIERS, type ListingTier } from '../content/listing-tiers';

const tierIcons: Record<ListingType, typeof StarBorderIcon> = {
  free: RocketLaunchOutlinedIcon,
  featured: StarBorderIcon,
  verified: VerifiedOutlinedIcon,
};

interface TierCardProps {
  tier: ListingTier;
  selected: boolean;
  onSelect: (type: ListingType) => void;
}

function TierCard({ tier, selected, onSelect }: TierCardProps) {
  const Icon = tierIcons[tier.type];
  const titleId = `listing-tier-${tier.type}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2.5, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : undefined,
        boxShadow: selected ? `0 0 0 1px ${brandColors.violet}` : 'none',
        background: selected
          ? `linear-gradient(160deg, ${alpha(brandColors.violetDeep, 0.22)} 0%, ${alpha(brandColors.paper, 0.9)} 60%)`
          : undefined,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2.5,
            color: 'secondary.main',
            backgroundColor: alpha(brandColors.cyan, 0.12),
          }}
        >
          <Icon />
        </Box>
        <Typography id={titleId} component="h3" variant="h5">
          {tier.name}
        </Typography>
        {selected ? <Chip size="small" color="primary" label="Selected" sx={{ ml: 'auto !important' }} /> : null}
      </Stack>
      <Typography component="p" sx={{ mt: 2, fontWeight: 700, color: 'primary.light' }}>
        {tier.pricing}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {tier.summary}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, mb: 2.5, display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}
      >
        {tier.benefits.map((benefit) => (
          <Stack component="li" key={benefit} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <CheckIcon aria-hidden="true" sx={{ fontSize: 18, mt: '2px', color: 'success.main' }} />
            <Typography component="span" variant="body2">
              {benefit}
            </Typography>
          </Stack>
        ))}
      </Box>
      <Button
        variant={selected ? 'contained' : 'outlined'}
        color={selected ? 'primary' : 'inherit'}
        aria-pressed={selected}
        onClick={() => onSelect(tier.type)}
        sx={{ alignSelf: 'stretch' }}
      >
        {selected ? `${tier.name} listing chosen` : `Choose ${tier.name}`}
      </Button>
    </Card>
  );
}

export interface ListingTierCardsProps {
  selected: ListingType;
  onSelect: (type: ListingType) => void;
}

export function ListingTierCards({ selected, onSelect }: ListingTierCardsProps) {
  return (
    <Box
      component="section"
      aria-label="Listing tiers"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {LISTING_TIERS.map((tier) => (
        <TierCard key={tier.type} tier={tier} selected={tier.type === selected} onSelect={onSelect} />
      ))}
    </Box>
  );
}
