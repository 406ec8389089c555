import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PersonIcon from '@mui/icons-material/Person';
import type { SessionUser } from '../../lib/api-types';
import { useLogout } from '../../features/auth/api/use-logout';
import { useGoToSection } from '../../lib/section-navigation';
import { useSession } from '../../lib/session';
import { paths } from '../paths';
import { rolePageLinks } from './navigation-items';
import { PageLinkButton, navButtonSx } from './PageLinkButton';
import { useIdlePreload } from './use-idle-preload';
import { loadOnce } from '../../lib/load-once';

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
          <AccountMenu user={user} />
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

const ACCOUNT_BUTTON_ID = 'account-menu-button';
const ACCOUNT_MENU_ID = 'account-menu';
/** Where the account actions show: from the md breakpoint (900 px). */
const WIDE_SCREEN_MEDIA = '(min-width: 900px)';

/** Fetches the popup's code once; a failed fetch can be retried. */
const loadAccountMenuPopup = loadOnce(() => import('./AccountMenuPopup'));
const LazyAccountMenuPopup = lazy(async () => ({ default: (await loadAccountMenuPopup()).AccountMenuPopup }));
const preloadAccountMenuPopup = () => void loadAccountMenuPopup().catch(() => undefined);

/** The username, opening the account menu (its popup's code loads on first use). */
function AccountMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const open = anchor !== null;
  useIdlePreload(loadAccountMenuPopup, WIDE_SCREEN_MEDIA);

  return (
    <>
      <Button
        id={ACCOUNT_BUTTON_ID}
        aria-haspopup="menu"
        aria-controls={open ? ACCOUNT_MENU_ID : undefined}
        aria-expanded={open ? 'true' : undefined}
        title={user.username}
        onPointerEnter={preloadAccountMenuPopup}
        onFocus={preloadAccountMenuPopup}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<PersonIcon fontSize="small" sx={{ color: 'secondary.main' }} />}
        endIcon={<ArrowDropDownIcon />}
        sx={{ ...navButtonSx, textTransform: 'none' }}
      >
        <Typography
          component="span"
          sx={{ fontWeight: 600, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user.username}
        </Typography>
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <LazyAccountMenuPopup
            id={ACCOUNT_MENU_ID}
            buttonId={ACCOUNT_BUTTON_ID}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
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
