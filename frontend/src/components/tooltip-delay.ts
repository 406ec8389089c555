/**
 * Tooltip timing (spec §9): a tooltip opens 700 ms after hover or keyboard focus, except that
 * while another tooltip is open, or within 300 ms of one closing, it opens at once (moving
 * along a row of icon buttons does not wait again). MUI's own `enterNextDelay` is a different
 * rule (a delay inside a fixed 800 ms window), so the window is kept here, shared by every
 * AppTooltip.
 */

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * How long a tooltip asked for at `now` waits before opening, given when one last closed and
 * whether one is open still (the pointer reaches the next trigger before the last one closes).
 */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null, isAnyOpen = false): number {
  if (isAnyOpen) return 0;
  return lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

let openCount = 0;
let lastClosedAt: number | null = null;
let skipWindowTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Called when a tooltip opens; answers the function to call when it closes (calling that again
 * does nothing). The close opens the skip window, and the tooltips hear when it ends.
 */
export function noteTooltipOpened(): (now?: number) => void {
  openCount += 1;
  let isOpen = true;
  notify();
  return (now = Date.now()) => {
    if (!isOpen) return;
    isOpen = false;
    openCount -= 1;
    lastClosedAt = now;
    clearTimeout(skipWindowTimer);
    skipWindowTimer = setTimeout(notify, TOOLTIP_SKIP_DELAY_MS);
    notify();
  };
}

/** The delay a tooltip opening now waits (for useSyncExternalStore). */
export function currentTooltipDelay(): number {
  return tooltipOpenDelay(Date.now(), lastClosedAt, openCount > 0);
}

export function subscribeToTooltipDelay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
