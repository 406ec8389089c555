import { useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { ListingQuote } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useSubmitChainPayment } from '../api/listing-payment';

/** EIP-1193: what a browser wallet puts in the page as `window.ethereum`. */
interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** EIP-1193's code for a request the user refused in the wallet. */
const USER_REJECTED = 4001;

function injectedWallet(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as Window & { ethereum?: Eip1193Provider }).ethereum;
}

/** A wallet injected later is picked up on the next render: nothing to subscribe to. */
const noSubscription = () => () => undefined;

function walletProblem(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === USER_REJECTED) return 'The payment was cancelled in your wallet.';
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message ? message : 'Your wallet could not send the payment.';
}

/**
 * Sends the quoted payment from the browser's wallet (a native transfer, or the ERC-20's
 * `transfer` to the treasury) and enters its hash, so the check starts at once. Shown only when a
 * wallet is in the page; viem (to encode the call) loads only when it is pressed.
 */
export function PayWithWalletButton({ submissionId, quote }: { submissionId: number; quote: ListingQuote }) {
  // None while rendered on the server, so the server's page and the first client render agree.
  const wallet = useSyncExternalStore(noSubscription, injectedWallet, () => undefined);
  const [busy, setBusy] = useState(false);
  const submit = useSubmitChainPayment(submissionId);
  const toast = useToast();
  if (!wallet) return null;

  const pay = async () => {
    setBusy(true);
    let hash: string;
    try {
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
      hash = (await wallet.request({ method: 'eth_sendTransaction', params: [transaction] })) as string;
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

  return (
    <Button
      variant="contained"
      startIcon={<AccountBalanceWalletOutlinedIcon />}
      disabled={busy}
      onClick={() => void pay()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {busy ? 'Waiting for your wallet...' : `Pay ${quote.amount} ${quote.tokenSymbol} with wallet`}
    </Button>
  );
}
