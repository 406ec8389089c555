import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChatIcon from '@mui/icons-material/Chat';
import { brandColors, brandGradient } from '../../../theme/theme';
import { useChatAssistant } from '../use-chat-assistant';
import { ChatPanel, PHONE_PANEL_QUERY } from './ChatPanel';

export function ChatAssistant() {
  const [open, setOpen] = useState(false);
  const chat = useChatAssistant();
  const panelId = useId();
  const fabRef = useRef<HTMLButtonElement>(null);
  const returnFocusOnClose = useRef(false);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const isPhone = useMediaQuery(PHONE_PANEL_QUERY);

  const close = useCallback(() => {
    returnFocusOnClose.current = true;
    setOpen(false);
  }, []);

  // On phones the panel covers the page, so following a link must reveal the page behind it.
  const handleNavigate = useCallback(() => {
    if (isPhone) setOpen(false);
  }, [isPhone]);

  useEffect(() => {
    if (open || !returnFocusOnClose.current) return;
    returnFocusOnClose.current = false;
    fabRef.current?.focus();
  }, [open]);

  return (
    <>
      <Zoom in={!open} timeout={reduceMotion ? 0 : undefined}>
        <Fab
          ref={fabRef}
          aria-label="Open chat assistant"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(true)}
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
      <ChatPanel
        id={panelId}
        open={open}
        reduceMotion={reduceMotion}
        chat={chat}
        onClose={close}
        onNavigate={handleNavigate}
      />
    </>
  );
}
