import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useAccessLoss } from '../../../app/RequireAccess';
import { AppTooltip } from '../../../components/AppTooltip';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { DialogActionButtons } from '../../../components/DialogActionButtons';
import { DialogProblemAlert } from '../../../components/DialogProblemAlert';
import { FormDialog } from '../../../components/FormDialog';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized, mutationErrorMessage } from '../../../lib/api-client';
import type { Wallet, WalletProof } from '../../../lib/api-types';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';
import { useToast } from '../../../lib/use-toast';
import { WalletButton } from '../../wallets/components/WalletButton';
import { chainName, explorerAddressUrl, shortAddress } from '../../wallets/utils/chains';
import { NO_WALLET_FOR_LINK } from '../../wallets/utils/wallet-problems';
import { useWallets } from '../api/use-wallets';
import { AccountListRow } from './AccountListRow';

/** The longest wallet name the server keeps. */
const WALLET_NAME_MAX_LENGTH = 50;

const dateTime = createdOnFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
const formatTime = (value: string) => dateTime().format(new Date(value));

export const walletLabel = (wallet: Wallet) => wallet.name ?? 'Unnamed wallet';

function AddressLine({ wallet }: { wallet: Wallet }) {
  const toast = useToast();
  const explorer = explorerAddressUrl(wallet.chainId, wallet.address);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(wallet.address);
      toast({ title: 'Copied', description: wallet.address, variant: 'success' });
    } catch {
      toast({ title: 'Not copied', description: 'Your browser did not allow copying.', variant: 'error' });
    }
  };
  return (
    <>
      {wallet.ensName ? (
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, mr: 0.75 }}>
          {wallet.ensName}
        </Typography>
      ) : null}
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }} title={wallet.address}>
        {shortAddress(wallet.address)}
      </Typography>
      <AppTooltip title="Copy address">
        <IconButton
          aria-label={`Copy the address of ${walletLabel(wallet)}`}
          size="small"
          onClick={() => void copy()}
          sx={{ mx: 0.25, p: 0.5 }}
        >
          <ContentCopyIcon sx={{ fontSize: 16 }} />
        </IconButton>
      </AppTooltip>
      {explorer ? (
        <Link
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="View on explorer (opens in a new tab)"
        >
          View on explorer
        </Link>
      ) : null}
    </>
  );
}

interface WalletRowProps {
  wallet: Wallet;
  onRename: (wallet: Wallet) => void;
  onUnlink: (wallet: Wallet) => void;
}

function WalletRow({ wallet, onRename, onUnlink }: WalletRowProps) {
  const label = walletLabel(wallet);
  return (
    <AccountListRow
      title={label}
      wrapTitle
      chips={<Chip size="small" label={chainName(wallet.chainId)} />}
      details={
        <>
          <AddressLine wallet={wallet} />
          <br />
          Linked {formatTime(wallet.linkedAt)} ·{' '}
          {wallet.lastUsedAt ? `Last used ${formatTime(wallet.lastUsedAt)}` : 'Not used to sign in yet'}
        </>
      }
      action={
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" size="small" onClick={() => onRename(wallet)} aria-label={`Rename ${label}`}>
            Rename
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={() => onUnlink(wallet)}
            aria-label={`Unlink ${label}`}
          >
            Unlink
          </Button>
        </Stack>
      }
    />
  );
}

interface RenameWalletDialogProps {
  wallet: Wallet;
  rename: (id: number, name: string | null) => Promise<Wallet>;
  onClose: () => void;
}

/** Mounted only while open, so the field starts from the wallet's current name. */
function RenameWalletDialog({ wallet, rename, onClose }: RenameWalletDialogProps) {
  const [name, setName] = useState(wallet.name ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const renamed = await rename(wallet.id, name.trim() || null);
      toast({
        title: 'Wallet renamed',
        description: renamed.name ? `It is now called ${renamed.name}.` : 'Its name was removed.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setProblem(mutationErrorMessage(error, 'Could not rename the wallet. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={`Rename ${walletLabel(wallet)}`}
      intro="A name helps you tell your wallets apart. Leave it empty to remove the name."
      onClose={busy ? () => undefined : onClose}
      maxWidth="xs"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Rename wallet">
        <DialogProblemAlert problem={problem} />
        <TextField
          label="Wallet name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          fullWidth
          autoFocus
          helperText={`At most ${WALLET_NAME_MAX_LENGTH} characters`}
          slotProps={{ htmlInput: { maxLength: WALLET_NAME_MAX_LENGTH } }}
        />
        <DialogActionButtons busy={busy} onCancel={onClose} confirmLabel="Save name" busyLabel="Saving..." />
      </form>
    </FormDialog>
  );
}

interface UnlinkWalletDialogProps {
  wallet: Wallet;
  unlink: (id: number) => Promise<void>;
  onClose: () => void;
}

function UnlinkWalletDialog({ wallet, unlink, onClose }: UnlinkWalletDialogProps) {
  return (
    <ConfirmActionDialog
      title={`Unlink ${walletLabel(wallet)}?`}
      description={`${shortAddress(wallet.address)} will no longer sign you in to this account. You can link it again later.`}
      confirmLabel="Unlink wallet"
      busyLabel="Unlinking..."
      action={() => unlink(wallet.id)}
      success={{ title: 'Wallet unlinked', description: `${walletLabel(wallet)} no longer signs you in.` }}
      fallbackProblem="Could not unlink the wallet. Please try again."
      onClose={onClose}
    />
  );
}

/** The wallets that sign in to this account (Sign-In with Ethereum): list, link, rename, unlink. */
export function WalletsSection() {
  const { wallets, error, retry, link, rename, unlink } = useWallets();
  const [renaming, setRenaming] = useState<Wallet | null>(null);
  const [unlinking, setUnlinking] = useState<Wallet | null>(null);
  const toast = useToast();
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);

  const linkProof = async (proof: WalletProof): Promise<string | undefined> => {
    try {
      const linked = await link(proof);
      toast({
        title: 'Wallet linked',
        description: `${shortAddress(linked.address)} now signs you in to this account.`,
        variant: 'success',
      });
      return undefined;
    } catch (failure) {
      return mutationErrorMessage(failure, 'Could not link the wallet. Please try again.');
    }
  };

  return (
    <SectionCard title="Wallets" description="Wallets that sign you in to this account with a signed message.">
      <Stack spacing={2}>
        {wallets ? (
          wallets.length > 0 ? (
            <List disablePadding aria-label="Wallets">
              {wallets.map((wallet) => (
                <WalletRow key={wallet.id} wallet={wallet} onRename={setRenaming} onUnlink={setUnlinking} />
              ))}
            </List>
          ) : (
            <EmptyState icon={<AccountBalanceWalletOutlinedIcon />}>
              No wallets linked yet. Link one to sign in with it instead of your password.
            </EmptyState>
          )
        ) : error ? (
          <LoadFailure message="Could not load your wallets." onRetry={() => void retry()} />
        ) : (
          <LoadingState minHeight={120} />
        )}
        {wallets ? (
          <WalletButton
            label="Link a wallet"
            sendingLabel="Linking the wallet..."
            noWalletMessage={NO_WALLET_FOR_LINK}
            onProof={linkProof}
          />
        ) : null}
      </Stack>
      {renaming ? <RenameWalletDialog wallet={renaming} rename={rename} onClose={() => setRenaming(null)} /> : null}
      {unlinking ? <UnlinkWalletDialog wallet={unlinking} unlink={unlink} onClose={() => setUnlinking(null)} /> : null}
    </SectionCard>
  );
}
