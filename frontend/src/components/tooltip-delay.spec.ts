import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TooltipDelay = typeof import('./tooltip-delay');

let timing: TooltipDelay;

beforeEach(async () => {
  // The last-closed time lives in the module; a fresh copy per test keeps the tests independent.
  vi.resetModules();
  vi.useFakeTimers({ now: 1_000_000 });
  timing = await import('./tooltip-delay');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tooltipOpenDelay', () => {
  it('waits 700 ms when no tooltip has closed yet', () => {
    expect(timing.tooltipOpenDelay(5_000, null)).toBe(700);
  });

  it('opens at once within 300 ms of a tooltip closing, and waits 700 ms again from then on', () => {
    expect(timing.tooltipOpenDelay(5_000, 5_000)).toBe(0);
    expect(timing.tooltipOpenDelay(5_299, 5_000)).toBe(0);
    expect(timing.tooltipOpenDelay(5_300, 5_000)).toBe(700);
    expect(timing.tooltipOpenDelay(6_000, 5_000)).toBe(700);
  });

  it('opens at once while another tooltip is still open', () => {
    expect(timing.tooltipOpenDelay(5_000, null, true)).toBe(0);
    expect(timing.tooltipOpenDelay(9_000, 5_000, true)).toBe(0);
  });
});

describe('the shared skip window', () => {
  it('skips the delay while a tooltip is open and for 300 ms after it closes, telling the tooltips each change', () => {
    const listener = vi.fn();
    timing.subscribeToTooltipDelay(listener);
    expect(timing.currentTooltipDelay()).toBe(700);

    const close = timing.noteTooltipOpened();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(timing.currentTooltipDelay()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(timing.currentTooltipDelay()).toBe(0);

    close();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(timing.currentTooltipDelay()).toBe(0);

    vi.advanceTimersByTime(299);
    expect(timing.currentTooltipDelay()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(1);
    expect(timing.currentTooltipDelay()).toBe(700);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('restarts the window when another tooltip closes inside it', () => {
    const closeFirst = timing.noteTooltipOpened();
    const closeSecond = timing.noteTooltipOpened();
    closeFirst();
    vi.advanceTimersByTime(200);
    expect(timing.currentTooltipDelay()).toBe(0);
    closeSecond();
    vi.advanceTimersByTime(200);
    expect(timing.currentTooltipDelay()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(timing.currentTooltipDelay()).toBe(700);
  });

  it('counts a tooltip closed once however often its close is reported', () => {
    const closeFirst = timing.noteTooltipOpened();
    const closeSecond = timing.noteTooltipOpened();
    closeFirst();
    closeFirst();
    vi.advanceTimersByTime(1_000);
    // The second one is still open.
    expect(timing.currentTooltipDelay()).toBe(0);
    closeSecond();
    vi.advanceTimersByTime(300);
    expect(timing.currentTooltipDelay()).toBe(700);
  });

  it('stops telling a tooltip that has unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = timing.subscribeToTooltipDelay(listener);
    unsubscribe();
    timing.noteTooltipOpened()();
    vi.advanceTimersByTime(300);
    expect(listener).not.toHaveBeenCalled();
  });
});
