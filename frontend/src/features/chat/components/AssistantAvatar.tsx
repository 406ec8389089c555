import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { brandGradient } from '../../../theme/theme';

export function AssistantAvatar({ size = 28, onGradient = false }: { size?: number; onGradient?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: '50%',
        color: '#ffffff',
        backgroundImage: onGradient ? 'none' : brandGradient,
        backgroundColor: onGradient ? alpha('#ffffff', 0.18) : undefined,
        border: onGradient ? `1px solid ${alpha('#ffffff', 0.35)}` : 'none',
      }}
    >
      <AutoAwesomeIcon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
