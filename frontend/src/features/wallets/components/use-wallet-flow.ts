import { useCallback, useRef, useState } from 'react';
import { requestWalletNonce, requestWalletOptions } from '../api/wallet-requests';
import { discoverWallets } from '../utils/discovery';
import type { BrowserWallet } from '../utils/eip1193';
import { providerErrorCode, UNRECOGNIZED_CHAIN } from '../utils/eip1193';
import { chainName } from '../utils/chains';
import type { SignedProof } from '../utils/sign-in-message';
import { walletConnectWallet, type WalletConnectStage } from '../utils/walletconnect-wallet';
import { walletProblemMessage } from '../utils/wallet-problems';

/** The signing code (and viem with it) loads when a wallet is first used, never with the page. */
const loadSigning = () => import('../utils/sign-in-message');

export type WalletStep =
  | { kind: 'idle' }
  | { kind: 'discovering' }
  | { kind: 'choosing'; wallets: BrowserWallet[] }
  /**
   * Waiting for the wallet: sharing its account, switching network or signing; with WalletConnect,
   * first the link (and QR code) a wallet on another device opens.
   */
  | { kind: 'waiting'; wallet: BrowserWallet; walletConnect?: WalletConnectStage }
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
 * The steps of proving a wallet: find the browser's wallets (and WalletConnect, where the site
 * offers it), let the user choose one when there are several, get a nonce, have the wallet sign
 * the EIP-4361 message (switching network first when it is on a chain the server does not take),
 * and hand the proof to `onProof`. `reset` abandons an attempt still waiting for the wallet.
 */
export function useWalletFlow({ onProof, noWalletMessage }: { onProof: ProofHandler; noWalletMessage: string }) {
  const [step, setStep] = useState<WalletStep>({ kind: 'idle' });
  const running = useRef(false);
  // Each start, choice or reset is a new attempt: what an abandoned one answers later is dropped.
  const attempt = useRef(0);
  const wallets = useRef<BrowserWallet[]>([]);

  const release = useCallback(() => {
    for (const wallet of wallets.current) wallet.release?.();
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      release();
      setStep({ kind: 'problem', message: walletProblemMessage(error), wallets: wallets.current });
    },
    [release],
  );

  const prove = useCallback(
    async (wallet: BrowserWallet) => {
      if (running.current) return;
      running.current = true;
      const mine = ++attempt.current;
      const current = () => attempt.current === mine;
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
          if (current() && error instanceof WrongNetworkError) {
            setStep({ kind: 'wrong-network', wallet, chainId: error.chainId, target: error.accepted[0] });
            return;
          }
          throw error;
        }
        if (!current()) return;
        setStep({ kind: 'sending', wallet });
        const problem = await onProof(proof);
        release();
        if (current()) {
          setStep(problem ? { kind: 'problem', message: problem, wallets: wallets.current } : { kind: 'idle' });
        }
      } catch (error) {
        if (current()) fail(error);
      } finally {
        if (current()) running.current = false;
      }
    },
    [fail, onProof, release],
  );

  /** Finds the wallets; goes straight on with the only one, or lets the user choose. */
  const start = useCallback(async () => {
    if (running.current) return;
    const mine = ++attempt.current;
    setStep({ kind: 'discovering' });
    const [found, options] = await Promise.all([discoverWallets(), requestWalletOptions()]);
    if (attempt.current !== mine) return;
    const projectId = options?.walletConnectProjectId;
    if (projectId) {
      const showStage = (stage: WalletConnectStage) =>
        setStep((shown) =>
          shown.kind === 'waiting' && shown.wallet === walletConnect
            ? { kind: 'waiting', wallet: walletConnect, walletConnect: stage }
            : shown,
        );
      const walletConnect = walletConnectWallet({ projectId, chainIds: options.chainIds }, showStage);
      found.push(walletConnect);
    }
    wallets.current = found;
    const [only, ...others] = found;
    if (!only) setStep({ kind: 'problem', message: noWalletMessage, wallets: [] });
    else if (others.length > 0) setStep({ kind: 'choosing', wallets: found });
    else await prove(only);
  }, [noWalletMessage, prove]);

  /** Moves the wallet to the first chain the server accepts, then signs again. */
  const switchNetwork = useCallback(async () => {
    if (step.kind !== 'wrong-network' || running.current) return;
    const { wallet, target } = step;
    running.current = true;
    const mine = ++attempt.current;
    setStep({ kind: 'waiting', wallet });
    try {
      const { switchWalletChain } = await loadSigning();
      await switchWalletChain(wallet.provider, target);
    } catch (error) {
      if (attempt.current !== mine) return;
      running.current = false;
      if (providerErrorCode(error) === UNRECOGNIZED_CHAIN) {
        release();
        setStep({
          kind: 'problem',
          message: `Your wallet does not know ${chainName(target)} yet. Add it in your wallet, then try again.`,
          wallets: wallets.current,
        });
      } else fail(error);
      return;
    }
    if (attempt.current !== mine) return;
    running.current = false;
    await prove(wallet);
  }, [fail, prove, release, step]);

  /** Back to the start, dropping an attempt still waiting for the wallet (a WalletConnect pairing, say). */
  const reset = useCallback(() => {
    attempt.current += 1;
    running.current = false;
    release();
    setStep({ kind: 'idle' });
  }, [release]);

  return { step, start, choose: prove, switchNetwork, reset };
}
