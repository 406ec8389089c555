// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverWallets } from './discovery';

const provider = (name: string) => ({ name, request: vi.fn() });
const listeners: (() => void)[] = [];

function announceOnRequest(...details: unknown[]) {
  const announce = () => {
    for (const detail of details) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  window.addEventListener('eip6963:requestProvider', announce);
  listeners.push(() => window.removeEventListener('eip6963:requestProvider', announce));
}

afterEach(() => {
  for (const remove of listeners.splice(0)) remove();
  vi.unstubAllGlobals();
});

describe('discoverWallets', () => {
  it('collects the announced wallets once each, in the order they came', async () => {
    const amber = provider('amber');
    const basil = provider('basil');
    announceOnRequest(
      { info: { uuid: 'a', name: 'Amber', icon: 'data:image/png;base64,AA', rdns: 'io.amber' }, provider: amber },
      { info: { uuid: 'b', name: 'Basil', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.basil' }, provider: basil },
      { info: { uuid: 'a', name: 'Amber again', icon: '', rdns: '' }, provider: basil },
    );
    const wallets = await discoverWallets(0);
    expect(wallets.map(({ info }) => info.name)).toEqual(['Amber', 'Basil']);
    expect(wallets[0].provider).toBe(amber);
  });

  it('keeps only image icons, and names a wallet that gave no name', async () => {
    announceOnRequest({
      info: { uuid: 'x', name: ' ', icon: 'javascript:alert(1)', rdns: 'io.x' },
      provider: provider('x'),
    });
    const [wallet] = await discoverWallets(0);
    expect(wallet.info).toEqual({ uuid: 'x', name: 'Browser wallet', icon: '', rdns: 'io.x' });
  });

  it('ignores announcements without a provider', async () => {
    announceOnRequest({ info: { uuid: 'y', name: 'Broken' }, provider: {} });
    expect(await discoverWallets(0)).toEqual([]);
  });

  it('falls back to window.ethereum when no wallet announces itself, and finds nothing without one', async () => {
    expect(await discoverWallets(0)).toEqual([]);
    const injected = provider('injected');
    vi.stubGlobal('ethereum', injected);
    const [wallet] = await discoverWallets(0);
    expect(wallet.provider).toBe(injected);
    expect(wallet.info.name).toBe('Browser wallet');
  });
});
