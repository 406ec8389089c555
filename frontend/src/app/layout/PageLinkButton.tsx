import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../../theme/theme';
import { isLinkActive, type PageLinkItem } from './navigation-items';

export const navButtonSx = {
  color: 'text.primary',
  px: 1.25,
  minWidth: 0,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  '&:hover': { color: 'primary.light', backgroundColor: alpha(brandColors.violet, 0.1) },
  '&[aria-current="page"]': { color: 'primary.light', backgroundColor: alpha(brandColors.violet, 0.14) },
} as const;

export function PageLinkButton({ link, pathname }: { link: PageLinkItem; pathname: string }) {
  return (
    <Button
      component={RouterLink}
      to={link.to}
      aria-current={isLinkActive(link, pathname) ? 'page' : undefined}
      sx={navButtonSx}
    >
      {link.label}
    </Button>
  );
}
