import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { sectionHref, useSectionLinkClick } from '../../lib/section-navigation';
import { brandColors } from '../../theme/theme';
import { BrandLogo } from './BrandLogo';
import { MobileMenu } from './MobileMenu';
import { AccountActions, RoleLinksNav } from './NavbarAccount';
import { navbarSectionLinks, publicPageLinks } from './navigation-items';
import { PageLinkButton, navButtonSx } from './PageLinkButton';
import { useIsScrolled } from './use-is-scrolled';

export const NAVBAR_SCROLL_THRESHOLD = 20;

/** Memoised, so the navbar changing its background on scroll does not re-render the links. */
const MainNav = memo(function MainNav({ pathname }: { pathname: string }) {
  const sectionLinkClick = useSectionLinkClick();
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.25, ml: 2 }}
    >
      {navbarSectionLinks.map(({ label, section }) => (
        <Button key={section} href={sectionHref(section)} onClick={sectionLinkClick(section)} sx={navButtonSx}>
          {label}
        </Button>
      ))}
      {publicPageLinks.map((link) => (
        <PageLinkButton key={link.to} link={link} pathname={pathname} />
      ))}
    </Box>
  );
});

export function Navbar() {
  const isScrolled = useIsScrolled(NAVBAR_SCROLL_THRESHOLD);
  const { pathname } = useLocation();

  return (
    <AppBar
      position="sticky"
      data-scrolled={isScrolled ? 'true' : 'false'}
      sx={{
        transition: 'background-color 200ms ease, box-shadow 200ms ease, border-color 200ms ease',
        backgroundColor: isScrolled ? alpha(brandColors.background, 0.92) : 'transparent',
        backdropFilter: isScrolled ? 'blur(12px)' : 'none',
        boxShadow: isScrolled ? `0 8px 24px ${alpha('#000000', 0.45)}` : 'none',
        borderBottom: '1px solid',
        borderColor: isScrolled ? alpha(brandColors.textMuted, 0.18) : 'transparent',
      }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 2, sm: 3 } }}>
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64 } }}>
          <BrandLogo />
          <MainNav pathname={pathname} />
          <Box sx={{ flexGrow: 1 }} />
          <NotificationBell />
          <AccountActions />
          <MobileMenu pathname={pathname} />
        </Toolbar>
        <RoleLinksNav pathname={pathname} />
      </Container>
    </AppBar>
  );
}
