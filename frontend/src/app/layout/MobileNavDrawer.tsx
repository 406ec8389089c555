import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { SessionUser } from '../../lib/api-types';
import { isPlainLeftClick, sectionHref, useGoToSection } from '../../lib/section-navigation';
import { paths, type LandingSection } from '../paths';
import { BrandLogo } from './BrandLogo';
import { isLinkActive, navbarSectionLinks, publicPageLinks, type PageLinkItem } from './navigation-items';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  isSessionLoading: boolean;
  roleLinks: PageLinkItem[];
  pathname: string;
  onLogout: () => Promise<void>;
  isLoggingOut: boolean;
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography
      id={id}
      component="h2"
      variant="subtitle2"
      sx={{ px: 2, pt: 2, pb: 0.5, color: 'text.secondary', fontWeight: 700 }}
    >
      {children}
    </Typography>
  );
}

export function MobileNavDrawer({
  open,
  onClose,
  user,
  isSessionLoading,
  roleLinks,
  pathname,
  onLogout,
  isLoggingOut,
}: MobileNavDrawerProps) {
  const goToSection = useGoToSection();
  // Focus goes to the section scrolled to, so the drawer must not pull it back to the menu button.
  const [restoreFocus, setRestoreFocus] = useState(true);

  const closeAndGoTo = (section: LandingSection) => {
    setRestoreFocus(false);
    onClose();
    goToSection(section);
  };

  const handleSectionClick = (section: LandingSection) => (event: MouseEvent<HTMLElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    closeAndGoTo(section);
  };

  const pageLinks = [...publicPageLinks, ...roleLinks];

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      disableRestoreFocus={!restoreFocus}
      slotProps={{
        paper: { id: 'mobile-menu', 'aria-label': 'Menu', sx: { width: 'min(320px, 88vw)' } },
        transition: { onExited: () => setRestoreFocus(true) },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLogo onClick={onClose} />
        <IconButton aria-label="Close menu" onClick={onClose} sx={{ color: 'text.primary' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile" sx={{ pb: 2 }}>
        <SectionHeading id="mobile-nav-navigation">Navigation</SectionHeading>
        <List aria-labelledby="mobile-nav-navigation" dense>
          {navbarSectionLinks.map(({ label, section }) => (
            <ListItem key={section} disablePadding sx={{ px: 1 }}>
              <ListItemButton component="a" href={sectionHref(section)} onClick={handleSectionClick(section)}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <SectionHeading id="mobile-nav-pages">Pages</SectionHeading>
        <List aria-labelledby="mobile-nav-pages" dense>
          {pageLinks.map((link) => {
            const isActive = isLinkActive(link, pathname);
            return (
              <ListItem key={link.to} disablePadding sx={{ px: 1 }}>
                <ListItemButton
                  component={RouterLink}
                  to={link.to}
                  onClick={onClose}
                  aria-current={isActive ? 'page' : undefined}
                  selected={isActive}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
          {!user && !isSessionLoading ? (
            <ListItem disablePadding sx={{ px: 1 }}>
              <ListItemButton component={RouterLink} to={paths.login} onClick={onClose}>
                <ListItemText primary="Login" />
              </ListItemButton>
            </ListItem>
          ) : null}
          {user ? (
            <>
              <ListItem sx={{ px: 3, pt: 1.5 }}>
                <ListItemText
                  primary={`Signed in as ${user.username}`}
                  slotProps={{ primary: { sx: { color: 'text.secondary', overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
              <ListItem disablePadding sx={{ px: 1 }}>
                <ListItemButton
                  component={RouterLink}
                  to={paths.account}
                  onClick={onClose}
                  aria-current={pathname === paths.account ? 'page' : undefined}
                  selected={pathname === paths.account}
                >
                  <ListItemText primary="Account" />
                </ListItemButton>
              </ListItem>
              {/* Every signed-in role may submit projects; the 'Submit Project' entry above is partners' and admins'. */}
              <ListItem disablePadding sx={{ px: 1 }}>
                <ListItemButton component={RouterLink} to={paths.submitProject} onClick={onClose}>
                  <ListItemText primary="Submit a project" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding sx={{ px: 1 }}>
                <ListItemButton
                  disabled={isLoggingOut}
                  onClick={async () => {
                    onClose();
                    await onLogout();
                  }}
                >
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </>
          ) : null}
        </List>
        {!user && !isSessionLoading ? (
          <Box sx={{ px: 2, pt: 1 }}>
            <Button variant="contained" fullWidth onClick={() => closeAndGoTo('partner')}>
              Partner With Us
            </Button>
          </Box>
        ) : null}
      </Box>
    </Drawer>
  );
}
