import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_REPLY_DELAY_MS, MIN_REPLY_DELAY_MS, randomReplyDelay, scheduleReply } from './reply-scheduler';
import type { ChatReply } from './chat-types';

describe('randomReplyDelay', () => {
  it('stays within 600 to 1000 ms, both bounds reachable', () => {
    expect(randomReplyDelay(() => 0)).toBe(MIN_REPLY_DELAY_MS);
    expect(randomReplyDelay(() => 0.999_999_9)).toBe(MAX_REPLY_DELAY_MS);
    expect(randomReplyDelay(() => 0.5)).toBe(800);
  });

  it('never leaves the range, even for a random source that returns 1', () => {
    expect(randomReplyDelay(() => 1)).toBe(MAX_REPLY_DELAY_MS);
    for (let index = 0; index < 1000; index += 1) {
      const delay = randomReplyDelay();
      expect(Number.isInteger(delay)).toBe(true);
      expect(delay).toBeGreaterThanOrEqual(600);
      expect(delay).toBeLessThanOrEqual(1000);
    }
  });
});

describe('scheduleReply', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const reply: ChatReply = { content: 'Answer', suggestions: ['a', 'b'], topic: 'growth' };
  const context = { previousQuestions: ['before'], topic: 'kyc' as const };

  it('generates the reply only once the delay has passed', () => {
    const generate = vi.fn(() => reply);
    const onReply = vi.fn();
    scheduleReply({ question: 'Q', context, generate, delayMs: 700, onReply, onFailure: vi.fn() });
    vi.advanceTimersByTime(699);
    expect(onReply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(generate).toHaveBeenCalledWith('Q', context);
    expect(onReply).toHaveBeenCalledWith(reply);
  });

  it('reports a failure when generating throws', () => {
    const onReply = vi.fn();
    const onFailure = vi.fn();
    const error = new Error('boom');
    scheduleReply({
      question: 'Q',
      context,
      generate: () => {
        throw error;
      },
      delayMs: 600,
      onReply,
      onFailure,
    });
    vi.advanceTimersByTime(600);
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(onReply).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const onReply = vi.fn();
    const cancel = scheduleReply({
      question: 'Q',
      context,
      generate: () => reply,
      delayMs: 600,
      onReply,
      onFailure: vi.fn(),
    });
    cancel();
    vi.advanceTimersByTime(2000);
    expect(onReply).not.toHaveBeenCalled();
  });
});
