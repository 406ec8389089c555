import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/use-toast';
import { handleReplyFailure } from './chat-failure';
import { chatReducer, createChatState } from './chat-state';

vi.mock('../../lib/use-toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.mocked(showToast).mockClear();
});

describe('handleReplyFailure (spec §8: chat failure is a toast)', () => {
  it("toasts 'Error' / 'Failed to get AI response. Please try again.'", () => {
    handleReplyFailure(() => undefined);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to get AI response. Please try again.',
      variant: 'error',
    });
  });

  it('also ends the pending question with a marked bubble of the same text', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    let state = chatReducer(createChatState(at), { type: 'question', content: 'Hello', timestamp: at });
    handleReplyFailure((action) => {
      state = chatReducer(state, action);
    }, at);
    expect(state.pending).toBe(false);
    expect(state.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Failed to get AI response. Please try again.',
      failed: true,
    });
  });
});
