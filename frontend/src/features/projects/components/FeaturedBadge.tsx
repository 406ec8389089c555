import Chip from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';

export function FeaturedBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <Chip
      icon={<StarIcon aria-hidden="true" />}
      label="Featured"
      size={size}
      color="warning"
      variant="outlined"
      sx={{ flexShrink: 0 }}
    />
  );
}
