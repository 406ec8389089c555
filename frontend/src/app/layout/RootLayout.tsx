import { Suspense, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PageLoader } from '../../components/PageLoader';
import { LazyChatAssistant } from '../../features/chat/lazy-chat-assistant';
import { brandColors } from '../../theme/theme';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain hash change would go through the router; focusing <main> is all that is needed.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        fontWeight: 700,
        textDecoration: 'none',
        color: brandColors.ink,
        backgroundColor: 'secondary.main',
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}

export function RootLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <LazyChatAssistant />
      </Suspense>
      <ScrollRestoration />
    </Box>
  );
}
