// WalletConnect's client and the QR code writer are loaded with this module only: when the user
// chooses WalletConnect, never with a page.
import UniversalProvider from '@walletconnect/universal-provider';
import QRCode from 'qrcode';
import { BRAND_NAME } from '../../../app/brand';
import type { Eip1193Provider } from './eip1193';
import {
  WalletConnectUnreachableError,
  type WalletConnectPairing,
  type WalletConnectSettings,
  type WalletConnectStage,
} from './walletconnect-wallet';

/** How long the WalletConnect relay has to hand out a pairing link before we say it cannot be reached. */
const PAIRING_TIMEOUT_MS = 20_000;

export interface WalletConnectSession extends Eip1193Provider {
  /** Ends the session in the wallet too; the site keeps no WalletConnect session after a proof. */
  close(): Promise<void>;
}

async function pairingOf(uri: string): Promise<WalletConnectPairing> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qrCode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/**
 * Opens a WalletConnect session for the accepted chains: the pairing link (and its QR code) goes to
 * `onStage` for the user to scan or open, then word that a wallet app connected; the session answers EIP-1193 requests
 * (`eth_requestAccounts`, `eth_chainId`, `personal_sign`, `wallet_switchEthereumChain`) through the
 * wallet on the other end.
 */
export async function connectWalletConnect(
  settings: WalletConnectSettings,
  onStage: (stage: WalletConnectStage) => void,
): Promise<WalletConnectSession> {
  const provider = await UniversalProvider.init({
    projectId: settings.projectId,
    metadata: {
      name: BRAND_NAME,
      description: `Sign in to ${BRAND_NAME} with your wallet.`,
      url: window.location.origin,
      icons: [`${window.location.origin}/favicon.svg`],
    },
  });
  let paired = false;
  let settled = false;
  const showPairing = (uri: string) => {
    paired = true;
    void pairingOf(uri).then((pairing) => {
      if (!settled) onStage({ stage: 'pairing', pairing });
    });
  };
  provider.on('display_uri', showPairing);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unreachable = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (!paired) reject(new WalletConnectUnreachableError());
    }, PAIRING_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      provider.connect({
        optionalNamespaces: {
          eip155: {
            chains: settings.chainIds.map((id) => `eip155:${id}`),
            methods: ['personal_sign', 'wallet_switchEthereumChain'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      }),
      unreachable,
    ]);
  } finally {
    settled = true;
    clearTimeout(timer);
    provider.off('display_uri', showPairing);
  }
  onStage({ stage: 'connected' });
  return {
    request: (args) => provider.request(args),
    close: async () => {
      try {
        await provider.disconnect();
      } catch {
        // The session is gone already (the wallet ended it): nothing is left to close.
      }
    },
  };
}
