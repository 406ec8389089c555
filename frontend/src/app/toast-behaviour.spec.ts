import { describe, expect, it, vi } from 'vitest';
import {
  SWIPE_DISMISS_THRESHOLD,
  createReplacingSlot,
  swipeOffset,
  swipeRelease,
  swipeStarts,
} from './toast-behaviour';

describe('swipe to dismiss (right, 50 px)', () => {
  it('dismisses from 50 px to the right on and snaps back below that', () => {
    expect(SWIPE_DISMISS_THRESHOLD).toBe(50);
    expect(swipeRelease(30)).toBe('snap-back');
    expect(swipeRelease(49.5)).toBe('snap-back');
    expect(swipeRelease(50)).toBe('dismiss');
    expect(swipeRelease(80)).toBe('dismiss');
  });

  it('ignores leftward drags: the toast stays put and is never dismissed', () => {
    expect(swipeOffset(-80)).toBe(0);
    expect(swipeRelease(-80)).toBe('snap-back');
    expect(swipeStarts(-20, 0, 'mouse')).toBe(false);
  });

  it('follows the pointer to the right', () => {
    expect(swipeOffset(0)).toBe(0);
    expect(swipeOffset(37)).toBe(37);
  });

  it('starts a swipe only on a mostly sideways move past a small buffer (larger for touch)', () => {
    expect(swipeStarts(2, 0, 'mouse')).toBe(false);
    expect(swipeStarts(3, 0, 'mouse')).toBe(true);
    expect(swipeStarts(8, 0, 'touch')).toBe(false);
    expect(swipeStarts(11, 0, 'touch')).toBe(true);
    expect(swipeStarts(20, 30, 'touch')).toBe(false);
  });
});

describe('createReplacingSlot', () => {
  it('closes the shown toast before opening the next one, which opens at once', () => {
    const events: string[] = [];
    let next = 0;
    const slot = createReplacingSlot<number, string>(
      (title) => {
        events.push(`open ${title}`);
        return ++next;
      },
      (key) => events.push(`close ${key}`),
    );
    expect(slot.show('first')).toBe(1);
    expect(slot.show('second')).toBe(2);
    expect(events).toEqual(['open first', 'close 1', 'open second']);
    expect(slot.current()).toBe(2);
  });

  it('closes nothing once the shown toast has gone by itself', () => {
    const close = vi.fn();
    let next = 0;
    const slot = createReplacingSlot<number, string>(() => ++next, close);
    slot.show('first');
    slot.closed(1);
    expect(slot.current()).toBeNull();
    slot.show('second');
    expect(close).not.toHaveBeenCalled();
  });

  it('keeps the current toast when an older one reports closing late', () => {
    let next = 0;
    const slot = createReplacingSlot<number, string>(
      () => ++next,
      () => undefined,
    );
    slot.show('first');
    slot.show('second');
    slot.closed(1);
    expect(slot.current()).toBe(2);
  });
});
