import { describe, expect, it } from 'vitest';
import { canSend, chatReducer, createChatState, currentSuggestions, type ChatState } from './chat-state';
import { CHAT_FAILURE_MESSAGE, type ChatReply } from './chat-types';
import { initialSuggestions, WELCOME_MESSAGE } from './reply-engine';

const at = new Date('2025-01-01T10:00:00Z');
const reply: ChatReply = { content: 'An answer', suggestions: ['Next?', 'Other?'], topic: 'kyc' };

function asked(content: string, state: ChatState = createChatState(at)): ChatState {
  return chatReducer(state, { type: 'question', content, timestamp: at });
}

describe('createChatState', () => {
  it('starts with the welcome message and its suggestions', () => {
    const state = createChatState(at);
    expect(state.messages).toEqual([
      { id: 0, role: 'assistant', content: WELCOME_MESSAGE, timestamp: at, suggestions: [...initialSuggestions] },
    ]);
    expect(state.context).toEqual({ previousQuestions: [] });
    expect(state.pending).toBe(false);
    expect(currentSuggestions(state.messages)).toEqual([...initialSuggestions]);
  });
});

describe('asking', () => {
  it('adds the trimmed question, remembers it and waits for the reply', () => {
    const state = asked('  How do I list?  ');
    expect(state.messages.at(-1)).toMatchObject({ role: 'user', content: 'How do I list?' });
    expect(state.context.previousQuestions).toEqual(['How do I list?']);
    expect(state.pending).toBe(true);
  });

  it('ignores empty and whitespace-only questions', () => {
    const initial = createChatState(at);
    for (const blank of ['', '   ', '\n\t ']) {
      expect(canSend(initial, blank)).toBe(false);
      expect(asked(blank, initial)).toBe(initial);
    }
  });

  it('ignores questions while a reply is pending', () => {
    const waiting = asked('First');
    expect(canSend(waiting, 'Second')).toBe(false);
    expect(asked('Second', waiting)).toBe(waiting);
  });

  it('accepts long questions', () => {
    const long = 'a'.repeat(10_000);
    expect(asked(long).messages.at(-1)?.content).toBe(long);
  });

  it('keeps only the last 5 questions', () => {
    let state = createChatState(at);
    for (let index = 1; index <= 6; index += 1) {
      state = chatReducer(asked(`q${index}`, state), { type: 'reply', reply, timestamp: at });
    }
    expect(state.context.previousQuestions).toEqual(['q2', 'q3', 'q4', 'q5', 'q6']);
  });
});

describe('replies', () => {
  it('adds the reply with its suggestions and takes its topic', () => {
    const state = chatReducer(asked('KYC?'), { type: 'reply', reply, timestamp: at });
    expect(state.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'An answer',
      suggestions: ['Next?', 'Other?'],
    });
    expect(state.context.topic).toBe('kyc');
    expect(state.pending).toBe(false);
    expect(currentSuggestions(state.messages)).toEqual(['Next?', 'Other?']);
  });

  it('shows the spec failure message and allows sending again', () => {
    const state = chatReducer(asked('KYC?'), { type: 'failure', timestamp: at });
    expect(state.messages.at(-1)).toMatchObject({ role: 'assistant', content: CHAT_FAILURE_MESSAGE, failed: true });
    expect(state.pending).toBe(false);
    expect(canSend(state, 'Again')).toBe(true);
    expect(currentSuggestions(state.messages)).toEqual([...initialSuggestions]);
  });

  it('drops a reply that arrives when nothing is pending', () => {
    const idle = createChatState(at);
    expect(chatReducer(idle, { type: 'reply', reply, timestamp: at })).toBe(idle);
    expect(chatReducer(idle, { type: 'failure', timestamp: at })).toBe(idle);
  });

  it('gives every message its own id', () => {
    const state = chatReducer(asked('KYC?'), { type: 'reply', reply, timestamp: at });
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(state.messages.length);
  });
});

describe('new conversation', () => {
  it('goes back to the welcome message and forgets questions and topic', () => {
    const busy = asked('More?', chatReducer(asked('KYC?'), { type: 'reply', reply, timestamp: at }));
    const later = new Date('2025-01-01T11:00:00Z');
    const state = chatReducer(busy, { type: 'reset', timestamp: later });
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ role: 'assistant', content: WELCOME_MESSAGE, timestamp: later });
    expect(state.context).toEqual({ previousQuestions: [] });
    expect(state.pending).toBe(false);
  });
});
