import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import { BRAND_NAME } from '../brand';
import { paths } from '../paths';
import { BrandMark } from '../../components/BrandMark';
import { brandTextGradient } from '../../theme/theme';

export function BrandLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        borderRadius: 2,
        flexShrink: 0,
        py: 0.5,
      }}
    >
      <BrandMark sx={{ fontSize: 34 }} />
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: '1.3rem',
          letterSpacing: '-0.01em',
          color: 'primary.light',
          // The gradient is decoration; the fallback colour above keeps contrast if clipping fails.
          '@supports (background-clip: text)': {
            backgroundImage: brandTextGradient,
            backgroundClip: 'text',
            color: 'transparent',
          },
        }}
      >
        {BRAND_NAME}
      </Box>
    </Box>
  );
}
