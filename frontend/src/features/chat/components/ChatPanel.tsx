import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../../../theme/theme';
import type { ChatAssistantController } from '../use-chat-assistant';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { ChatMessageList } from './ChatMessageList';
import { ChatSuggestions } from './ChatSuggestions';

export const PHONE_PANEL_QUERY = '(max-width: 439.98px)';

export interface ChatPanelProps {
  id: string;
  open: boolean;
  reduceMotion: boolean;
  chat: ChatAssistantController;
  onClose: () => void;
  onNavigate: () => void;
}

export function ChatPanel({ id, open, reduceMotion, chat, onClose, onNavigate }: ChatPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasPending = useRef(chat.pending);

  const focusInput = () => {
    const input = inputRef.current;
    if (input && !input.disabled) input.focus();
    else panelRef.current?.focus();
  };

  useEffect(() => {
    if (open) focusInput();
  }, [open]);

  // Disabling the input while waiting drops focus; give it back once the reply is in.
  useEffect(() => {
    const replyArrived = wasPending.current && !chat.pending;
    wasPending.current = chat.pending;
    if (!replyArrived || !open) return;
    const active = document.activeElement;
    if (!active || active === document.body || panelRef.current?.contains(active)) focusInput();
  }, [chat.pending, open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const handleReset = () => {
    chat.reset();
    focusInput();
  };

  return (
    <Grow in={open} mountOnEnter timeout={reduceMotion ? 0 : 200} style={{ transformOrigin: 'bottom right' }}>
      <Paper
        ref={panelRef}
        id={id}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        elevation={0}
        onKeyDown={handleKeyDown}
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          width: 400,
          // On short screens the panel stops below the navbar instead of covering it.
          height: 'min(600px, calc(100vh - 104px))',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          borderRadius: 4,
          backgroundColor: brandColors.paper,
          border: `1px solid ${alpha(brandColors.textMuted, 0.22)}`,
          boxShadow: `0 24px 64px ${alpha('#000000', 0.55)}, 0 0 0 1px ${alpha(brandColors.violet, 0.08)}`,
          [`@media ${PHONE_PANEL_QUERY}`]: {
            top: 8,
            right: 8,
            bottom: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            borderRadius: 3,
          },
        }}
      >
        <ChatHeader titleId={titleId} onClose={onClose} onReset={handleReset} />
        <ChatMessageList
          messages={chat.messages}
          pending={chat.pending}
          reduceMotion={reduceMotion}
          onNavigate={onNavigate}
        />
        <ChatSuggestions suggestions={chat.suggestions} disabled={chat.pending} onPick={chat.send} />
        <ChatComposer inputRef={inputRef} disabled={chat.pending} onSend={chat.send} />
      </Paper>
    </Grow>
  );
}
