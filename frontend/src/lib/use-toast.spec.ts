import { beforeEach, describe, expect, it, vi } from 'vitest';

type Toasts = typeof import('./use-toast');

let toasts: Toasts;

beforeEach(async () => {
  // The queue lives in the module; a fresh copy per test keeps the tests independent.
  vi.resetModules();
  toasts = await import('./use-toast');
});

describe('showToast', () => {
  it('asks for the region on the first toast and shows the waiting toasts, in order, once it mounts', () => {
    const onDemand = vi.fn();
    toasts.subscribeToToastDemand(onDemand);
    expect(toasts.isToastRegionNeeded()).toBe(false);

    toasts.showToast({ title: 'Logged out' });
    toasts.showToast({ title: 'Error', variant: 'error' });
    expect(toasts.isToastRegionNeeded()).toBe(true);
    expect(onDemand).toHaveBeenCalledTimes(1);

    const show = vi.fn();
    toasts.connectToastRegion(show);
    expect(show.mock.calls).toEqual([[{ title: 'Logged out' }], [{ title: 'Error', variant: 'error' }]]);
  });

  it('shows a toast at once while the region is mounted, and waits again after it unmounts', () => {
    const show = vi.fn();
    const disconnect = toasts.connectToastRegion(show);
    toasts.showToast({ title: 'Subscribed!' });
    expect(show).toHaveBeenCalledWith({ title: 'Subscribed!' });

    disconnect();
    toasts.showToast({ title: 'Message Sent!' });
    expect(show).toHaveBeenCalledTimes(1);
    const next = vi.fn();
    toasts.connectToastRegion(next);
    expect(next).toHaveBeenCalledWith({ title: 'Message Sent!' });
  });
});

describe('F8 and the notification region', () => {
  it('recognises F8 alone as the hotkey', () => {
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
      key: k,
      ctrlKey: false,
      altKey: false,
      metaKey: false,
      ...extra,
    });
    expect(toasts.isToastHotkey(key('F8'))).toBe(true);
    expect(toasts.isToastHotkey(key('F8', { shiftKey: true }))).toBe(true);
    expect(toasts.isToastHotkey(key('F7'))).toBe(false);
    expect(toasts.isToastHotkey(key('F8', { ctrlKey: true }))).toBe(false);
    expect(toasts.isToastHotkey(key('F8', { altKey: true }))).toBe(false);
    expect(toasts.isToastHotkey(key('F8', { metaKey: true }))).toBe(false);
  });

  it('focuses the mounted region at once', () => {
    const focus = vi.fn();
    toasts.connectToastRegion(vi.fn(), focus);
    toasts.focusToastRegion();
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('loads the region when F8 comes before any toast, and focuses it once it mounts', () => {
    const onDemand = vi.fn();
    toasts.subscribeToToastDemand(onDemand);
    toasts.focusToastRegion();
    expect(toasts.isToastRegionNeeded()).toBe(true);
    expect(onDemand).toHaveBeenCalledTimes(1);

    const focus = vi.fn();
    toasts.connectToastRegion(vi.fn(), focus);
    expect(focus).toHaveBeenCalledTimes(1);
    // Only the F8 press that was waiting, not every later mount.
    toasts.connectToastRegion(vi.fn(), focus);
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('listens for F8 on the page until told to stop', () => {
    const target = new EventTarget();
    const focus = vi.fn();
    toasts.connectToastRegion(vi.fn(), focus);
    const stop = toasts.listenForToastHotkey(target);
    const press = (key: string) =>
      target.dispatchEvent(Object.assign(new Event('keydown'), { key, ctrlKey: false, altKey: false, metaKey: false }));
    press('Enter');
    expect(focus).not.toHaveBeenCalled();
    press('F8');
    expect(focus).toHaveBeenCalledTimes(1);
    stop();
    press('F8');
    expect(focus).toHaveBeenCalledTimes(1);
  });
});
