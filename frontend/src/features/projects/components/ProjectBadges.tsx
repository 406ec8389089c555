import type { ReactElement } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';
import VerifiedIcon from '@mui/icons-material/Verified';

type BadgeSize = 'small' | 'medium';

function ProjectBadge({
  icon,
  label,
  color,
  size,
}: {
  icon: ReactElement;
  label: string;
  color: ChipProps['color'];
  size: BadgeSize;
}) {
  return <Chip icon={icon} label={label} size={size} color={color} variant="outlined" sx={{ flexShrink: 0 }} />;
}

export function FeaturedBadge({ size = 'small' }: { size?: BadgeSize }) {
  return <ProjectBadge icon={<StarIcon aria-hidden="true" />} label="Featured" color="warning" size={size} />;
}

export function VerifiedBadge({ size = 'small' }: { size?: BadgeSize }) {
  return <ProjectBadge icon={<VerifiedIcon aria-hidden="true" />} label="Verified" color="success" size={size} />;
}
