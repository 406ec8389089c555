import Chip from '@mui/material/Chip';
import VerifiedIcon from '@mui/icons-material/Verified';

export function VerifiedBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <Chip
      icon={<VerifiedIcon aria-hidden="true" />}
      label="Verified"
      size={size}
      color="success"
      variant="outlined"
      sx={{ flexShrink: 0 }}
    />
  );
}
