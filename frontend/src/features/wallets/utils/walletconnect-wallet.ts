import { USER_REJECTED, type BrowserWallet } from './eip1193';
import type { WalletConnectSession } from './walletconnect';

export interface WalletConnectSettings {
  projectId: string;
  chainIds: readonly number[];
}

/** A WalletConnect pairing link, and the same link as a QR code (an SVG data: URI) for a phone to scan. */
export interface WalletConnectPairing {
  uri: string;
  qrCode: string;
}

/** Where a WalletConnect attempt stands: its pairing link is out for a wallet app to open, or a wallet app opened it. */
export type WalletConnectStage = { stage: 'pairing'; pairing: WalletConnectPairing } | { stage: 'connected' };

export const WALLETCONNECT_UUID = 'walletconnect';

/** The WalletConnect relay handed out no pairing link in time. */
export class WalletConnectUnreachableError extends Error {
  constructor() {
    super('Could not reach WalletConnect. Check your connection and try again, or use a browser wallet.');
    this.name = 'WalletConnectUnreachableError';
  }
}

const WALLETCONNECT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b99fc"/>' +
      '<path fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" ' +
      'd="M10 16c5.5-5.3 14.5-5.3 20 0M13.5 20.5l3.5 3.5 3-3 3 3 3.5-3.5"/></svg>',
  );

const loadWalletConnect = () => import('./walletconnect');

/**
 * WalletConnect as one more wallet in the chooser: its provider connects on the first request
 * (loading WalletConnect's code then), telling `onStage` of the pairing link and the connection; `release` ends the
 * session, or drops one still pairing, so the next attempt starts afresh.
 */
export function walletConnectWallet(
  settings: WalletConnectSettings,
  onStage: (stage: WalletConnectStage) => void,
): BrowserWallet {
  let session: Promise<WalletConnectSession> | undefined;
  const connected = () => {
    if (!session) {
      const opening = loadWalletConnect().then(({ connectWalletConnect }) => connectWalletConnect(settings, onStage));
      session = opening;
      // A failed attempt is forgotten, so the next request pairs afresh.
      opening.catch(() => {
        if (session === opening) session = undefined;
      });
    }
    return session;
  };
  return {
    info: { uuid: WALLETCONNECT_UUID, name: 'WalletConnect', icon: WALLETCONNECT_ICON, rdns: 'com.walletconnect' },
    provider: {
      request: async (args) => {
        const opening = connected();
        const open = await opening;
        // Released meanwhile (Cancel): a wallet app that connects late is asked nothing.
        if (session !== opening) throw Object.assign(new Error('WalletConnect was cancelled'), { code: USER_REJECTED });
        return open.request(args);
      },
    },
    release: () => {
      const current = session;
      session = undefined;
      void current?.then(
        (open) => open.close(),
        () => undefined,
      );
    },
  };
}
