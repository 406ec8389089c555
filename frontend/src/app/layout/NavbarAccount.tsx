import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import { useLogout } from '../../features/auth/api/use-logout';
import { useGoToSection } from '../../lib/section-navigation';
import { useSession } from '../../lib/session';
import { paths } from '../paths';
import { rolePageLinks } from './navigation-items';
import { PageLinkButton, navButtonSx } from './PageLinkButton';

// The navbar parts that depend on the session live here, so the session arriving re-renders
// only them and not the whole navbar.

const unseen = { visibility: 'hidden' } as const;

/** Wide screens: the signed-in user with Logout, or Login and Partner With Us. */
export function AccountActions() {
  const { user, isLoading } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const goToSection = useGoToSection();

  return (
    <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', minWidth: 0 }}>
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
      ) : (
        // While the session loads, the signed-out actions hold their place unseen (and out of
        // the accessibility tree): nothing moves when they show, and a signed-out answer only
        // changes a style instead of rendering new buttons while the page is still loading.
        <>
          <Button component={RouterLink} to={paths.login} sx={navButtonSx} style={isLoading ? unseen : undefined}>
            Login
          </Button>
          <Button
            variant="contained"
            onClick={() => goToSection('partner')}
            sx={{ whiteSpace: 'nowrap' }}
            style={isLoading ? unseen : undefined}
          >
            Partner With Us
          </Button>
        </>
      )}
    </Stack>
  );
}

/** Wide screens: the dashboards the user's role opens, in a second row. */
export function RoleLinksNav({ pathname }: { pathname: string }) {
  const { user } = useSession();
  const roleLinks = rolePageLinks(user?.role ?? null);
  if (roleLinks.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label="Dashboards"
      sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 0.25, pb: 1, mt: -0.5 }}
    >
      {roleLinks.map((link) => (
        <PageLinkButton key={link.to} link={link} pathname={pathname} />
      ))}
    </Box>
  );
}
