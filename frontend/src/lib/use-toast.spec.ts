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
