import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToastRegion, showToast } from './use-toast';

let disconnect: (() => void) | undefined;

afterEach(() => {
  disconnect?.();
  disconnect = undefined;
});

describe('showToast', () => {
  it('keeps toasts asked for before the region mounts and shows them, in order, once it does', () => {
    showToast({ title: 'Logged out' });
    showToast({ title: 'Error', variant: 'error' });
    const show = vi.fn();
    disconnect = connectToastRegion(show);
    expect(show.mock.calls).toEqual([[{ title: 'Logged out' }], [{ title: 'Error', variant: 'error' }]]);
  });

  it('shows a toast at once while the region is mounted, and waits again after it unmounts', () => {
    const show = vi.fn();
    const disconnectFirst = connectToastRegion(show);
    showToast({ title: 'Subscribed!' });
    expect(show).toHaveBeenCalledWith({ title: 'Subscribed!' });

    disconnectFirst();
    showToast({ title: 'Message Sent!' });
    expect(show).toHaveBeenCalledTimes(1);
    const next = vi.fn();
    disconnect = connectToastRegion(next);
    expect(next).toHaveBeenCalledWith({ title: 'Message Sent!' });
  });
});
