import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { AppTooltip } from '../../../components/AppTooltip';
import type { PayoutAddressChange } from '../../../lib/api-types';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';
import { useToast } from '../../../lib/use-toast';
import { chainName, explorerAddressUrl, shortAddress } from '../utils/chains';

const dateTime = createdOnFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
export const formatPayoutTime = (value: string) => dateTime().format(new Date(value));

const STATUS_CHIPS: Record<PayoutAddressChange['status'], { label: string; color: 'success' | 'warning' | 'default' }> =
  {
    active: { label: 'Active', color: 'success' },
    pending: { label: 'Pending', color: 'warning' },
    replaced: { label: 'Replaced', color: 'default' },
    cancelled: { label: 'Cancelled', color: 'default' },
  };

export function PayoutStatusChip({ status }: { status: PayoutAddressChange['status'] }) {
  const chip = STATUS_CHIPS[status];
  return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
}

/** The short address (the whole one on hover), a copy button and the chain explorer's page of it. */
export function PayoutAddressLine({ address, chainId }: { address: string; chainId: number }) {
  const toast = useToast();
  const explorer = explorerAddressUrl(chainId, address);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: 'Copied', description: address, variant: 'success' });
    } catch {
      toast({ title: 'Not copied', description: 'Your browser did not allow copying.', variant: 'error' });
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }} title={address}>
        {shortAddress(address)}
      </Typography>
      <AppTooltip title="Copy address">
        <IconButton aria-label={`Copy the address ${address}`} size="small" onClick={() => void copy()} sx={{ p: 0.5 }}>
          <ContentCopyIcon sx={{ fontSize: 16 }} />
        </IconButton>
      </AppTooltip>
      {explorer ? (
        <Link
          variant="body2"
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="View on explorer (opens in a new tab)"
        >
          View on explorer
        </Link>
      ) : null}
    </Box>
  );
}

/** Where payouts go now: the address, its chain and since when; or that there is none yet. */
export function CurrentPayoutAddress({ current }: { current: PayoutAddressChange | null }) {
  if (!current) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No payout address yet
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <PayoutAddressLine address={current.address} chainId={current.chainId} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {chainName(current.chainId)} · since {formatPayoutTime(current.effectiveAt)}
      </Typography>
    </Stack>
  );
}

/** The change waiting for its hold to end: address, chain and when it takes over. */
export function PendingPayoutAddress({ pending }: { pending: PayoutAddressChange }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <PayoutAddressLine address={pending.address} chainId={pending.chainId} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {chainName(pending.chainId)} · requested {formatPayoutTime(pending.requestedAt)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Effective on {formatPayoutTime(pending.effectiveAt)}
      </Typography>
    </Stack>
  );
}

function historyWhen(change: PayoutAddressChange): string {
  const requested = `Requested ${formatPayoutTime(change.requestedAt)}`;
  if (change.status === 'cancelled' && change.cancelledAt)
    return `${requested} · cancelled ${formatPayoutTime(change.cancelledAt)}`;
  if (change.status === 'pending') return `${requested} · effective on ${formatPayoutTime(change.effectiveAt)}`;
  return `${requested} · effective ${formatPayoutTime(change.effectiveAt)}`;
}

/** Every change, newest first, with its status and where it was asked from. */
export function PayoutAddressHistory({ history }: { history: readonly PayoutAddressChange[] }) {
  if (history.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No changes yet
      </Typography>
    );
  }
  const newestFirst = [...history].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id - a.id);
  return (
    <List disablePadding aria-label="Payout address history">
      {newestFirst.map((change) => (
        <ListItem key={change.id} disableGutters divider sx={{ display: 'block', py: 1.25, overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <PayoutStatusChip status={change.status} />
            <PayoutAddressLine address={change.address} chainId={change.chainId} />
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {chainName(change.chainId)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {historyWhen(change)}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            Requested from {change.requestedFrom ?? 'an unknown place'}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
