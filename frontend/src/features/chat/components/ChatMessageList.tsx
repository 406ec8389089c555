import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { ChatMessage } from '../chat-types';
import { ChatMessageBubble } from './ChatMessageBubble';
import { TypingIndicator } from './TypingIndicator';

const LOG_PADDING_PX = 16;

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  pending: boolean;
  reduceMotion: boolean;
  onNavigate: () => void;
}

export function ChatMessageList({ messages, pending, reduceMotion, onNavigate }: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.clientHeight;
    // A long answer is shown from its first line, so the reader does not have to scroll back up.
    const lastItem = element.querySelector<HTMLElement>('li:last-of-type');
    const top =
      !pending && lastItem && messages.at(-1)?.role === 'assistant'
        ? Math.min(lastItem.offsetTop - LOG_PADDING_PX, bottom)
        : bottom;
    element.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [messages, pending, reduceMotion]);

  return (
    <Box
      ref={scrollRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // Focusable so keyboard users can scroll back through the conversation.
      tabIndex={0}
      sx={{
        position: 'relative',
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        px: 2,
        py: `${LOG_PADDING_PX}px`,
        '&:focus-visible': { outlineOffset: '-3px' },
      }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.75 }}>
        {messages.map((message) => (
          <ChatMessageBubble key={message.id} message={message} onNavigate={onNavigate} />
        ))}
      </Box>
      {pending ? <TypingIndicator /> : null}
    </Box>
  );
}
