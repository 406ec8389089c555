import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { useLogout } from '../../features/auth/api/use-logout';
import { sectionHref, useGoToSection, useSectionLinkClick } from '../../lib/section-navigation';
import { useSession } from '../../lib/session';
import { brandColors } from '../../theme/theme';
import { paths } from '../paths';
import { BrandLogo } from './BrandLogo';
import { MobileNavDrawer } from './MobileNavDrawer';
import {
  isLinkActive,
  navbarSectionLinks,
  publicPageLinks,
  rolePageLinks,
  type PageLinkItem,
} from './navigation-items';

export const NAVBAR_SCROLL_THRESHOLD = 20;

const navButtonSx = {
  color: 'text.primary',
  px: 1.25,
  minWidth: 0,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  '&:hover': { color: 'primary.light', backgroundColor: alpha(brandColors.violet, 0.1) },
  '&[aria-current="page"]': { color: 'primary.light', backgroundColor: alpha(brandColors.violet, 0.14) },
} as const;

function PageLinkButton({ link, pathname }: { link: PageLinkItem; pathname: string }) {
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

export function Navbar() {
  const isScrolled = useScrollTrigger({ disableHysteresis: true, threshold: NAVBAR_SCROLL_THRESHOLD });
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const goToSection = useGoToSection();
  const sectionLinkClick = useSectionLinkClick();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const roleLinks = rolePageLinks(user?.role ?? null);

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
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.25, ml: 2 }}
          >
            {navbarSectionLinks.map(({ label, section }) => (
              <Button
                key={section}
                href={sectionHref(section)}
                onClick={sectionLinkClick(section)}
                sx={navButtonSx}
              >
                {label}
              </Button>
            ))}
            {publicPageLinks.map((link) => (
              <PageLinkButton key={link.to} link={link} pathname={pathname} />
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack
            direction="row"
            spacing={1}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', minWidth: 0 }}
          >
            {user ? (
              <>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <PersonIcon fontSize="small" sx={{ color: 'secondary.main' }} />
                  <Typography
                    component="span"
                    title={user.username}
                    sx={{ fontWeight: 600, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {user.username}
                  </Typography>
                </Stack>
                <Button variant="outlined" onClick={logout} disabled={isLoggingOut}>
                  Logout
                </Button>
              </>
            ) : isLoading ? null : (
              <>
                <Button component={RouterLink} to={paths.login} sx={navButtonSx}>
                  Login
                </Button>
                <Button variant="contained" onClick={() => goToSection('partner')} sx={{ whiteSpace: 'nowrap' }}>
                  Partner With Us
                </Button>
              </>
            )}
          </Stack>
          <IconButton
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? 'mobile-menu' : undefined}
            onClick={() => setIsMenuOpen(true)}
            sx={{ display: { md: 'none' }, color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
        {roleLinks.length > 0 ? (
          <Box
            component="nav"
            aria-label="Dashboards"
            sx={{
              display: { xs: 'none', md: 'flex' },
              flexWrap: 'wrap',
              gap: 0.25,
              pb: 1,
              mt: -0.5,
            }}
          >
            {roleLinks.map((link) => (
              <PageLinkButton key={link.to} link={link} pathname={pathname} />
            ))}
          </Box>
        ) : null}
      </Container>
      <MobileNavDrawer
        open={isMenuOpen}
        onClose={() => setIsMenuOpen(false)}
        user={user}
        isSessionLoading={isLoading}
        roleLinks={roleLinks}
        pathname={pathname}
        onLogout={logout}
        isLoggingOut={isLoggingOut}
      />
    </AppBar>
  );
}
