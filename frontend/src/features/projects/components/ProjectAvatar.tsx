import Avatar from '@mui/material/Avatar';
import { brandGradient } from '../../../theme/theme';

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0].charAt(0) + words[1].charAt(0) : name.slice(0, 2);
  return letters.toUpperCase();
}

/** A monogram stands in for logos, which the fixed content does not ship. */
export function ProjectAvatar({ name, size = 44 }: { name: string; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: '12px',
        backgroundImage: brandGradient,
        color: '#ffffff',
        fontWeight: 700,
        fontSize: size * 0.38,
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
