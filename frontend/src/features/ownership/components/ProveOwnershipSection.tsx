import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectContract, ProjectOwnership } from '../../../lib/api-types';
import type { OwnershipProof } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { WalletChooser } from '../../wallets/components/WalletChooser';
import { shortAddress } from '../../wallets/utils/chains';
import { discoverWallets } from '../../wallets/utils/discovery';
import type { BrowserWallet } from '../../wallets/utils/eip1193';
import { ownershipErrorMessage, useOwnershipActions } from '../api/ownership-requests';
import { NO_WALLET_FOR_CLAIM, signOwnershipClaim, WalletProblem } from '../utils/sign-ownership-claim';

/** The owner closed the wallet choice: nothing to report. */
class ChoiceCancelled extends Error {}

interface WalletChoice {
  /** The contract whose sign button opened the choice. */
  contractId: number;
  wallets: readonly BrowserWallet[];
  answer: (wallet: BrowserWallet | null) => void;
}

function Method({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1 }}>
      <Typography id={id} component="h5" variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Code({ children }: { children: ReactNode }) {
  return (
    <Box
      component="code"
      sx={{ display: 'block', my: 0.5, p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
    >
      {children}
    </Box>
  );
}

/** The three ways to prove the team controls the project: a wallet signature, a file on the website, a DNS record. */
export function ProveOwnershipSection({ ownership }: { ownership: ProjectOwnership }) {
  const submissionId = ownership.submissionId;
  const actions = useOwnershipActions(submissionId);
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [choice, setChoice] = useState<WalletChoice | null>(null);
  const signButtons = useRef(new Map<number, HTMLButtonElement>());
  // A cancelled choice gives the focus back to the contract's sign button, once it is enabled again.
  const focusAfterChoice = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (busy !== null || focusAfterChoice.current === null) return;
    signButtons.current.get(focusAfterChoice.current)?.focus();
    focusAfterChoice.current = null;
  }, [busy]);

  /** The wallet that signs: the only one in the browser, or the one the owner chooses among several. */
  const chooseWallet = async (contractId: number): Promise<BrowserWallet> => {
    const wallets = await discoverWallets();
    if (wallets.length === 0) throw new WalletProblem(NO_WALLET_FOR_CLAIM);
    if (wallets.length === 1) return wallets[0];
    const chosen = await new Promise<BrowserWallet | null>((answer) => setChoice({ contractId, wallets, answer }));
    setChoice(null);
    if (!chosen) throw new ChoiceCancelled();
    return chosen;
  };

  const run = async (
    key: string,
    attempt: () => Promise<{ badge: string; status: OwnershipProof['status'] }>,
    failure: string,
  ) => {
    setBusy(key);
    setProblem(null);
    try {
      const proof = await attempt();
      toast(
        proof.status === 'checking'
          ? {
              title: 'Checking…',
              description: 'The chain did not answer; your signature is kept and checked as soon as it does.',
              variant: 'info',
            }
          : { title: 'Ownership verified', description: `Verified owner: ${proof.badge}`, variant: 'success' },
      );
    } catch (error) {
      if (error instanceof ChoiceCancelled) return;
      const message = error instanceof WalletProblem ? error.message : ownershipErrorMessage(error, failure);
      setProblem(message);
      toast({ title: 'Error', description: message, variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const sign = (contract: ProjectContract) =>
    run(
      `sign-${contract.id}`,
      async () => {
        const wallet = await chooseWallet(contract.id);
        const challenge = await actions.challenge(contract.id);
        const signed = await signOwnershipClaim(challenge, wallet.provider);
        return actions.proveBySignature(contract.id, { nonce: challenge.nonce, ...signed });
      },
      'Failed to verify the signature',
    );

  return (
    <Box component="section" aria-labelledby={`prove-${submissionId}`}>
      <Typography id={`prove-${submissionId}`} component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Prove ownership
      </Typography>
      {problem ? (
        <Alert severity="error" variant="outlined" sx={{ my: 1 }} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Method id={`prove-sign-${submissionId}`} title="Sign with wallet">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sign a claim with the wallet that owns the contract (its owner(), its proxy admin, or a signer an admin
          accepted). Nothing is sent on chain.
        </Typography>
        {ownership.contracts.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Add a contract first.
          </Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {ownership.contracts.map((contract) => (
              <Button
                key={contract.id}
                ref={(button) => {
                  if (button) signButtons.current.set(contract.id, button);
                  else signButtons.current.delete(contract.id);
                }}
                size="small"
                variant="outlined"
                disabled={busy !== null}
                onClick={() => void sign(contract)}
                aria-label={`Sign with wallet for ${shortAddress(contract.address)} (${contract.address} on ${contract.chainName})`}
              >
                {`Sign with wallet for ${shortAddress(contract.address)}`}
              </Button>
            ))}
          </Stack>
        )}
      </Method>
      {choice ? (
        <Box sx={{ mt: 1, maxWidth: 360 }}>
          <WalletChooser
            wallets={choice.wallets}
            onChoose={choice.answer}
            onCancel={() => {
              focusAfterChoice.current = choice.contractId;
              choice.answer(null);
            }}
          />
        </Box>
      ) : busy?.startsWith('sign-') ? (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          Waiting for the wallet…
        </Typography>
      ) : null}
      <Method id={`prove-file-${submissionId}`} title="Well-known file">
        {ownership.wellKnownUrl ? (
          <>
            <Typography variant="body2">Put this token on a line of the file at</Typography>
            <Code>{ownership.wellKnownUrl}</Code>
            <Typography variant="body2">Token:</Typography>
            <Code>{ownership.token}</Code>
            <Button
              size="small"
              variant="outlined"
              disabled={busy !== null}
              onClick={() => void run('file', actions.proveByFile, 'Failed to check the file')}
              aria-label="Check now: well-known file"
            >
              {busy === 'file' ? 'Checking…' : 'Check now'}
            </Button>
          </>
        ) : (
          <Typography variant="body2">Add the project website to the submission first.</Typography>
        )}
      </Method>
      <Method id={`prove-dns-${submissionId}`} title="DNS record">
        {ownership.dnsDomain ? (
          <>
            <Typography variant="body2">Add a TXT record to {ownership.dnsDomain}:</Typography>
            <Code>{ownership.dnsRecord}</Code>
            <Button
              size="small"
              variant="outlined"
              disabled={busy !== null}
              onClick={() => void run('dns', actions.proveByDns, 'Failed to check the DNS record')}
              aria-label="Check now: DNS record"
            >
              {busy === 'dns' ? 'Checking…' : 'Check now'}
            </Button>
          </>
        ) : (
          <Typography variant="body2">Add the project website to the submission first.</Typography>
        )}
      </Method>
    </Box>
  );
}
