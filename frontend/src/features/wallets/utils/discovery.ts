import type { BrowserWallet, Eip1193Provider, WalletInfo } from './eip1193';

/** How long wallets have to answer `eip6963:requestProvider`; most answer at once, during the dispatch. */
const ANNOUNCE_WAIT_MS = 150;

interface AnnounceEvent extends Event {
  detail?: { info?: Partial<WalletInfo>; provider?: Eip1193Provider };
}

const FALLBACK_INFO: WalletInfo = { uuid: 'window.ethereum', name: 'Browser wallet', icon: '', rdns: '' };

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';
}

/** Only images: an announced icon is shown in an <img>, never anything that could run. */
function safeIcon(icon: unknown): string {
  return typeof icon === 'string' && /^data:image\/(svg\+xml|png|webp|jpeg|gif)[;,]/i.test(icon) ? icon : '';
}

/**
 * The wallets installed in this browser (EIP-6963): asks them to announce themselves and collects
 * the announcements for a moment, one per uuid, in the order they came. When none announces, an
 * older wallet's `window.ethereum` stands in.
 */
export async function discoverWallets(waitMs = ANNOUNCE_WAIT_MS): Promise<BrowserWallet[]> {
  const found = new Map<string, BrowserWallet>();
  const onAnnounce = (event: Event) => {
    const detail = (event as AnnounceEvent).detail;
    const info = detail?.info;
    if (!info || typeof info.uuid !== 'string' || !isProvider(detail.provider) || found.has(info.uuid)) return;
    found.set(info.uuid, {
      info: {
        uuid: info.uuid,
        name: typeof info.name === 'string' && info.name.trim() ? info.name.trim() : 'Browser wallet',
        icon: safeIcon(info.icon),
        rdns: typeof info.rdns === 'string' ? info.rdns : '',
      },
      provider: detail.provider,
    });
  };
  window.addEventListener('eip6963:announceProvider', onAnnounce);
  try {
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  } finally {
    window.removeEventListener('eip6963:announceProvider', onAnnounce);
  }
  if (found.size > 0) return [...found.values()];
  const injected = (window as { ethereum?: unknown }).ethereum;
  return isProvider(injected) ? [{ info: FALLBACK_INFO, provider: injected }] : [];
}
