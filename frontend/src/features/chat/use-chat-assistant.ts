import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { handleReplyFailure } from './chat-failure';
import { canSend, chatReducer, createChatState, currentSuggestions } from './chat-state';
import type { ChatMessage } from './chat-types';
import { generateReply } from './reply-engine';
import { randomReplyDelay, scheduleReply, type ReplyGenerator } from './reply-scheduler';

export interface ChatAssistantOptions {
  generate?: ReplyGenerator;
  replyDelay?: () => number;
}

export interface ChatAssistantController {
  messages: ChatMessage[];
  suggestions: string[];
  pending: boolean;
  /** Returns false when the question was not sent (blank, or a reply is pending). */
  send: (question: string) => boolean;
  reset: () => void;
}

export function useChatAssistant({
  generate = generateReply,
  replyDelay = randomReplyDelay,
}: ChatAssistantOptions = {}): ChatAssistantController {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => createChatState());
  // Refs let send() see the latest values even when called twice before a re-render.
  const pendingRef = useRef(false);
  const contextRef = useRef(state.context);
  const cancelReplyRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    contextRef.current = state.context;
  }, [state.context]);

  useEffect(() => () => cancelReplyRef.current?.(), []);

  const send = useCallback(
    (question: string) => {
      if (!canSend({ pending: pendingRef.current }, question)) return false;
      const trimmed = question.trim();
      pendingRef.current = true;
      dispatch({ type: 'question', content: trimmed, timestamp: new Date() });
      const settle = () => {
        pendingRef.current = false;
        cancelReplyRef.current = undefined;
      };
      cancelReplyRef.current = scheduleReply({
        question: trimmed,
        context: contextRef.current,
        generate,
        delayMs: replyDelay(),
        onReply: (reply) => {
          settle();
          dispatch({ type: 'reply', reply, timestamp: new Date() });
        },
        onFailure: () => {
          settle();
          handleReplyFailure(dispatch);
        },
      });
      return true;
    },
    [generate, replyDelay],
  );

  const reset = useCallback(() => {
    cancelReplyRef.current?.();
    cancelReplyRef.current = undefined;
    pendingRef.current = false;
    dispatch({ type: 'reset', timestamp: new Date() });
  }, []);

  const suggestions = useMemo(() => currentSuggestions(state.messages), [state.messages]);

  return { messages: state.messages, suggestions, pending: state.pending, send, reset };
}
