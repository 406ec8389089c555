import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { ListingQuote } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { WalletChooser } from '../../wallets/components/WalletChooser';
import { discoverWallets } from '../../wallets/utils/discovery';
import {
  providerErrorCode,
  providerErrorMessage,
  USER_REJECTED,
  type BrowserWallet,
  type Eip1193Provider,
} from '../../wallets/utils/eip1193';
import { useSubmitChainPayment } from '../api/listing-payment';

function walletProblem(error: unknown): string {
  if (providerErrorCode(error) === USER_REJECTED) return 'The payment was cancelled in your wallet.';
  return providerErrorMessage(error) ?? 'Your wallet could not send the payment.';
}

/** Sends the quoted payment from `wallet` (a native transfer, or the ERC-20's `transfer` to the treasury); its hash. */
async function sendPayment(wallet: Eip1193Provider, quote: ListingQuote): Promise<string> {
  const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const chainHex = `0x${quote.chainId.toString(16)}`;
  if ((await wallet.request({ method: 'eth_chainId' })) !== chainHex)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainHex }] });
  const { encodeFunctionData, erc20Abi, toHex } = await import('viem');
  const amount = BigInt(quote.amountBaseUnits);
  const transaction =
    quote.token === 'native'
      ? { from, to: quote.treasury, value: toHex(amount) }
      : {
          from,
          to: quote.token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [quote.treasury as `0x${string}`, amount],
          }),
        };
  return (await wallet.request({ method: 'eth_sendTransaction', params: [transaction] })) as string;
}

/** The wallets in this browser (EIP-6963, or `window.ethereum`), looked for once the button mounts; null until known. */
function useBrowserWallets(): readonly BrowserWallet[] | null {
  const [wallets, setWallets] = useState<readonly BrowserWallet[] | null>(null);
  useEffect(() => {
    let current = true;
    void discoverWallets().then((found) => {
      if (current) setWallets(found);
    });
    return () => {
      current = false;
    };
  }, []);
  return wallets;
}

/**
 * Sends the quoted payment from a wallet in the browser and enters its hash, so the check starts
 * at once. Shown only when the browser has a wallet; with several, the payer chooses which one
 * pays. viem (to encode the call) loads only when a payment starts.
 */
export function PayWithWalletButton({ submissionId, quote }: { submissionId: number; quote: ListingQuote }) {
  const wallets = useBrowserWallets();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancelledChoice = useRef(false);
  // A cancelled choice gives the focus back to the button the chooser replaced.
  useLayoutEffect(() => {
    if (choosing || !cancelledChoice.current) return;
    cancelledChoice.current = false;
    buttonRef.current?.focus();
  }, [choosing]);
  const submit = useSubmitChainPayment(submissionId);
  const toast = useToast();
  if (!wallets?.length) return null;

  const pay = async (wallet: BrowserWallet) => {
    setChoosing(false);
    setBusy(true);
    let hash: string;
    try {
      hash = await sendPayment(wallet.provider, quote);
    } catch (error) {
      toast({ title: 'Error', description: walletProblem(error), variant: 'error' });
      setBusy(false);
      return;
    }
    try {
      await submit(hash);
      toast({ title: 'Submitted', description: 'Checking your transaction on chain.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: `${mutationErrorMessage(error, 'Failed to submit the transaction')} (transaction ${hash})`,
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  if (choosing)
    return (
      <WalletChooser
        wallets={wallets}
        onChoose={(wallet) => void pay(wallet)}
        onCancel={() => {
          cancelledChoice.current = true;
          setChoosing(false);
        }}
      />
    );
  return (
    <Button
      ref={buttonRef}
      variant="contained"
      startIcon={<AccountBalanceWalletOutlinedIcon />}
      disabled={busy}
      onClick={() => (wallets.length === 1 ? void pay(wallets[0]) : setChoosing(true))}
      sx={{ alignSelf: 'flex-start' }}
    >
      {busy ? 'Waiting for your wallet...' : `Pay ${quote.amount} ${quote.tokenSymbol} with wallet`}
    </Button>
  );
}
