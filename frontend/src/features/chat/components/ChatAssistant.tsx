import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChatIcon from '@mui/icons-material/Chat';
import { brandColors, brandGradient } from '../../../theme/theme';
import { loadOnce } from '../../../lib/load-once';

/** Fetches the panel's code once; a failed request can be retried by the next attempt. */
const loadChatWindow = loadOnce(() => import('./ChatWindow'));

const LazyChatWindow = lazy(async () => ({ default: (await loadChatWindow()).ChatWindow }));

const preloadChatWindow = () => void loadChatWindow().catch(() => undefined);

export function ChatAssistant() {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const panelId = useId();
  const fabRef = useRef<HTMLButtonElement>(null);
  const returnFocusOnClose = useRef(false);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const openPanel = () => {
    // The panel mounts only once its code is there, so a failed download leaves the button usable.
    loadChatWindow().then(
      () => {
        setHasOpened(true);
        setOpen(true);
      },
      () => undefined,
    );
  };

  const close = useCallback(() => {
    returnFocusOnClose.current = true;
    setOpen(false);
  }, []);

  const hide = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (open || !returnFocusOnClose.current) return;
    returnFocusOnClose.current = false;
    fabRef.current?.focus();
  }, [open]);

  return (
    <>
      {/* No zoom when the button first appears: that animation starts by forcing a layout of
          the whole page while it is still loading. Opening and closing still animate. */}
      <Zoom in={!open} appear={false} timeout={reduceMotion ? 0 : undefined}>
        <Fab
          ref={fabRef}
          aria-label="Open chat assistant"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerEnter={preloadChatWindow}
          onPointerDown={preloadChatWindow}
          onFocus={preloadChatWindow}
          onClick={openPanel}
          sx={{
            position: 'fixed',
            right: { xs: 16, sm: 24 },
            bottom: { xs: 16, sm: 24 },
            zIndex: (theme) => theme.zIndex.speedDial,
            color: '#ffffff',
            backgroundImage: brandGradient,
            boxShadow: `0 10px 30px ${alpha(brandColors.violetDeep, 0.45)}`,
            '&:hover': { backgroundImage: 'linear-gradient(135deg, #6d28d9 0%, #155e75 100%)' },
          }}
        >
          <ChatIcon />
        </Fab>
      </Zoom>
      {hasOpened ? (
        <Suspense fallback={null}>
          <LazyChatWindow id={panelId} open={open} reduceMotion={reduceMotion} onClose={close} onHide={hide} />
        </Suspense>
      ) : null}
    </>
  );
}
