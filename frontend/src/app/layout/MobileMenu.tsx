import { Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useLogout } from '../../features/auth/api/use-logout';
import { useSession } from '../../lib/session';
import { LazyMobileNavDrawer, preloadMobileNavDrawer } from './lazy-mobile-nav-drawer';
import { rolePageLinks } from './navigation-items';
import { useIdlePreload } from './use-idle-preload';

/** Where the menu button shows: below the md breakpoint (900 px). */
const MENU_BUTTON_MEDIA = '(max-width: 899.95px)';

/** Narrow screens: the menu button and the drawer it opens, fetched when first needed. */
export function MobileMenu({ pathname }: { pathname: string }) {
  const { user, isLoading } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  useIdlePreload(preloadMobileNavDrawer, MENU_BUTTON_MEDIA);

  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isMenuOpen}
        aria-controls={isMenuOpen ? 'mobile-menu' : undefined}
        onPointerDown={() => void preloadMobileNavDrawer().catch(() => undefined)}
        onClick={() => {
          setHasOpenedMenu(true);
          setIsMenuOpen(true);
        }}
        sx={{ display: { md: 'none' }, color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      {hasOpenedMenu ? (
        <Suspense fallback={null}>
          <LazyMobileNavDrawer
            open={isMenuOpen}
            onClose={() => setIsMenuOpen(false)}
            user={user}
            isSessionLoading={isLoading}
            roleLinks={rolePageLinks(user?.role ?? null)}
            pathname={pathname}
            onLogout={logout}
            isLoggingOut={isLoggingOut}
          />
        </Suspense>
      ) : null}
    </>
  );
}
