import { useCallback, useRef, useState } from 'react';
import { requestWalletNonce } from '../api/wallet-requests';
import { discoverWallets } from '../utils/discovery';
import type { BrowserWallet } from '../utils/eip1193';
import { providerErrorCode, UNRECOGNIZED_CHAIN } from '../utils/eip1193';
import { chainName } from '../utils/chains';
import type { SignedProof } from '../utils/sign-in-message';
import { walletProblemMessage } from '../utils/wallet-problems';

/** The signing code (and viem with it) loads when a wallet is first used, never with the page. */
const loadSigning = () => import('../utils/sign-in-message');

export type WalletStep =
  | { kind: 'idle' }
  | { kind: 'discovering' }
  | { kind: 'choosing'; wallets: BrowserWallet[] }
  /** Waiting for the wallet: sharing its account, switching network or signing. */
  | { kind: 'waiting'; wallet: BrowserWallet }
  /** The signature is with the server. */
  | { kind: 'sending'; wallet: BrowserWallet }
  | { kind: 'wrong-network'; wallet: BrowserWallet; chainId: number; target: number }
  | { kind: 'problem'; message: string; wallets: BrowserWallet[] };

/**
 * What to do with a signed message (sign in, link): answers the problem to show when the server
 * refused it, nothing when it was accepted.
 */
export type ProofHandler = (proof: SignedProof) => Promise<string | undefined>;

/**
 * The steps of proving a wallet: find the browser's wallets, let the user choose one when there
 * are several, get a nonce, have the wallet sign the EIP-4361 message (switching network first
 * when it is on a chain the server does not take), and hand the proof to `onProof`.
 */
export function useWalletFlow({ onProof, noWalletMessage }: { onProof: ProofHandler; noWalletMessage: string }) {
  const [step, setStep] = useState<WalletStep>({ kind: 'idle' });
  const running = useRef(false);
  const wallets = useRef<BrowserWallet[]>([]);

  const fail = useCallback((error: unknown) => {
    setStep({ kind: 'problem', message: walletProblemMessage(error), wallets: wallets.current });
  }, []);

  const prove = useCallback(
    async (wallet: BrowserWallet) => {
      if (running.current) return;
      running.current = true;
      setStep({ kind: 'waiting', wallet });
      try {
        const [{ signInWithWallet, WrongNetworkError }, fields] = await Promise.all([
          loadSigning(),
          requestWalletNonce(),
        ]);
        let proof: SignedProof;
        try {
          proof = await signInWithWallet(wallet.provider, fields);
        } catch (error) {
          if (error instanceof WrongNetworkError) {
            setStep({ kind: 'wrong-network', wallet, chainId: error.chainId, target: error.accepted[0] });
            return;
          }
          throw error;
        }
        setStep({ kind: 'sending', wallet });
        const problem = await onProof(proof);
        setStep(problem ? { kind: 'problem', message: problem, wallets: wallets.current } : { kind: 'idle' });
      } catch (error) {
        fail(error);
      } finally {
        running.current = false;
      }
    },
    [fail, onProof],
  );

  /** Finds the wallets; goes straight on with the only one, or lets the user choose. */
  const start = useCallback(async () => {
    if (running.current) return;
    setStep({ kind: 'discovering' });
    wallets.current = await discoverWallets();
    const [only, ...others] = wallets.current;
    if (!only) setStep({ kind: 'problem', message: noWalletMessage, wallets: [] });
    else if (others.length > 0) setStep({ kind: 'choosing', wallets: wallets.current });
    else await prove(only);
  }, [noWalletMessage, prove]);

  /** Moves the wallet to the first chain the server accepts, then signs again. */
  const switchNetwork = useCallback(async () => {
    if (step.kind !== 'wrong-network' || running.current) return;
    const { wallet, target } = step;
    running.current = true;
    setStep({ kind: 'waiting', wallet });
    try {
      const { switchWalletChain } = await loadSigning();
      await switchWalletChain(wallet.provider, target);
    } catch (error) {
      running.current = false;
      if (providerErrorCode(error) === UNRECOGNIZED_CHAIN) {
        setStep({
          kind: 'problem',
          message: `Your wallet does not know ${chainName(target)} yet. Add it in your wallet, then try again.`,
          wallets: wallets.current,
        });
      } else fail(error);
      return;
    }
    running.current = false;
    await prove(wallet);
  }, [fail, prove, step]);

  const reset = useCallback(() => setStep({ kind: 'idle' }), []);

  return { step, start, choose: prove, switchNetwork, reset };
}
