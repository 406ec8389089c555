import type { ReactElement } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';
import VerifiedIcon from '@mui/icons-material/Verified';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';

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

/** "Verified owner · contract owner on Base": the team proved it controls the project's contracts or domain. */
export function OwnerBadge({ method, size = 'small' }: { method: string; size?: BadgeSize }) {
  return (
    <ProjectBadge
      icon={<VerifiedUserIcon aria-hidden="true" />}
      label={`Verified owner · ${method}`}
      color="info"
      size={size}
    />
  );
}
