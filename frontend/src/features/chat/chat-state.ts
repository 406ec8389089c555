import { applyReplyTopic, initialSuggestions, rememberQuestion, WELCOME_MESSAGE } from './reply-engine';
import { CHAT_FAILURE_MESSAGE, type ChatContext, type ChatMessage, type ChatReply } from './chat-types';

export interface ChatState {
  messages: ChatMessage[];
  context: ChatContext;
  /** True from a question until its reply (or failure) arrives. */
  pending: boolean;
  nextId: number;
}

export type ChatAction =
  | { type: 'question'; content: string; timestamp: Date }
  | { type: 'reply'; reply: ChatReply; timestamp: Date }
  | { type: 'failure'; timestamp: Date }
  | { type: 'reset'; timestamp: Date };

export function welcomeMessage(timestamp: Date): ChatMessage {
  return {
    id: 0,
    role: 'assistant',
    content: WELCOME_MESSAGE,
    timestamp,
    suggestions: [...initialSuggestions],
  };
}

export function createChatState(timestamp: Date = new Date()): ChatState {
  return {
    messages: [welcomeMessage(timestamp)],
    context: { previousQuestions: [] },
    pending: false,
    nextId: 1,
  };
}

/** Spec §5: blank questions are never sent, and nothing is sent while a reply is pending. */
export function canSend(state: Pick<ChatState, 'pending'>, content: string): boolean {
  return !state.pending && content.trim().length > 0;
}

function append(state: ChatState, message: Omit<ChatMessage, 'id'>): Pick<ChatState, 'messages' | 'nextId'> {
  return { messages: [...state.messages, { ...message, id: state.nextId }], nextId: state.nextId + 1 };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'question': {
      if (!canSend(state, action.content)) return state;
      const content = action.content.trim();
      return {
        ...state,
        ...append(state, { role: 'user', content, timestamp: action.timestamp }),
        context: rememberQuestion(state.context, content),
        pending: true,
      };
    }
    case 'reply': {
      // A reply for a conversation that was reset meanwhile is dropped.
      if (!state.pending) return state;
      const { content, suggestions } = action.reply;
      return {
        ...state,
        ...append(state, { role: 'assistant', content, suggestions, timestamp: action.timestamp }),
        context: applyReplyTopic(state.context, action.reply),
        pending: false,
      };
    }
    case 'failure': {
      if (!state.pending) return state;
      return {
        ...state,
        ...append(state, {
          role: 'assistant',
          content: CHAT_FAILURE_MESSAGE,
          timestamp: action.timestamp,
          failed: true,
        }),
        pending: false,
      };
    }
    case 'reset':
      return { ...createChatState(action.timestamp), nextId: state.nextId };
  }
}

/** The follow-ups to offer: those of the latest assistant message that has any. */
export function currentSuggestions(messages: readonly ChatMessage[]): string[] {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const { role, suggestions } = messages[index];
    if (role === 'assistant' && suggestions?.length) return suggestions;
  }
  return [];
}
