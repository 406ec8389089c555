/**
 * The toast region's rules (spec §4/§9) as plain functions, kept apart from notistack and React
 * so they can be tested on their own.
 */

/** A toast dragged to the right at least this far (px) is dismissed when let go. */
export const SWIPE_DISMISS_THRESHOLD = 50;

/** How far the pointer must move right (px) before a press turns into a swipe; a touch wobbles more than a mouse. */
export function swipeStartBuffer(pointerType: string): number {
  return pointerType === 'touch' ? 10 : 2;
}

/**
 * Whether a press that has moved by (deltaX, deltaY) becomes a swipe: rightwards and more
 * sideways than up or down (a mostly vertical touch move is a scroll, not a swipe).
 */
export function swipeStarts(deltaX: number, deltaY: number, pointerType: string): boolean {
  return deltaX > swipeStartBuffer(pointerType) && deltaX > Math.abs(deltaY);
}

/** How far the toast follows the pointer: only to the right; a leftward drag leaves it in place. */
export function swipeOffset(deltaX: number): number {
  return Math.max(0, deltaX);
}

/** What letting go after a swipe of deltaX does: dismiss from the threshold on, else snap back. */
export function swipeRelease(deltaX: number): 'dismiss' | 'snap-back' {
  return swipeOffset(deltaX) >= SWIPE_DISMISS_THRESHOLD ? 'dismiss' : 'snap-back';
}

export interface ReplacingSlot<Key, Item> {
  /** Closes the toast on show, if any, and opens this one at once; answers the new key. */
  show(item: Item): Key;
  /** Tells the slot a toast has closed (timed out, dismissed or replaced). */
  closed(key: Key): void;
  /** The toast on show, or null. */
  current(): Key | null;
}

/**
 * One notification visible at a time; a new one replaces the previous (spec §4): the shown toast
 * is closed before the next opens, so the next never waits behind it.
 */
export function createReplacingSlot<Key, Item>(
  open: (item: Item) => Key,
  close: (key: Key) => void,
): ReplacingSlot<Key, Item> {
  let shown: Key | null = null;
  return {
    show(item) {
      if (shown !== null) close(shown);
      shown = open(item);
      return shown;
    },
    closed(key) {
      if (shown === key) shown = null;
    },
    current: () => shown,
  };
}
