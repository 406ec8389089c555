import { useCallback } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useChatAssistant } from '../use-chat-assistant';
import { ChatPanel, PHONE_PANEL_QUERY } from './ChatPanel';

export interface ChatWindowProps {
  id: string;
  open: boolean;
  reduceMotion: boolean;
  onClose: () => void;
  /** Hides the panel without moving focus back to the button, as following a link does. */
  onHide: () => void;
}

/**
 * The conversation and its panel, in their own chunk: nobody pays for the text field, the
 * reply engine and the message list until they open the assistant. Stays mounted once opened,
 * so the conversation survives closing the panel and moving between pages.
 */
export function ChatWindow({ id, open, reduceMotion, onClose, onHide }: ChatWindowProps) {
  const chat = useChatAssistant();
  const isPhone = useMediaQuery(PHONE_PANEL_QUERY);

  // On phones the panel covers the page, so following a link must reveal the page behind it.
  const handleNavigate = useCallback(() => {
    if (isPhone) onHide();
  }, [isPhone, onHide]);

  return (
    <ChatPanel
      id={id}
      open={open}
      reduceMotion={reduceMotion}
      chat={chat}
      onClose={onClose}
      onNavigate={handleNavigate}
    />
  );
}
