import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { AppTooltip } from '../../../components/AppTooltip';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import type { WebhookDelivery } from '../../../lib/api-types';
import {
  DELIVERY_STATUS_CHIPS,
  EVENT_TYPE_LABELS,
  attemptsLabel,
  lastAttemptSummary,
  relativeTime,
} from '../utils/webhook-format';

export interface WebhookDeliveryLogProps {
  deliveries: WebhookDelivery[] | undefined;
  total: number | null;
  error: unknown;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

function Time({ label, iso }: { label: string; iso: string | null }) {
  if (!iso) return null;
  return (
    <AppTooltip title={new Date(iso).toLocaleString()}>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }} tabIndex={0}>
        {label} {relativeTime(iso)}
      </Typography>
    </AppTooltip>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const chip = DELIVERY_STATUS_CHIPS[delivery.status];
  return (
    <Box
      component="li"
      aria-label={`${EVENT_TYPE_LABELS[delivery.eventType]}, ${chip.label}`}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.75, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: { sm: 220 } }}>
          <Chip
            size="small"
            label={chip.label}
            color={chip.color}
            variant={delivery.status === 'pending' ? 'outlined' : 'filled'}
          />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {EVENT_TYPE_LABELS[delivery.eventType]}
          </Typography>
        </Stack>
        <Typography component="span" variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {lastAttemptSummary(delivery)} · {attemptsLabel(delivery.attempts)}
        </Typography>
        <Stack
          direction={{ xs: 'row', sm: 'column' }}
          spacing={{ xs: 1.5, sm: 0 }}
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-end' } }}
        >
          <Time label="Created" iso={delivery.createdAt} />
          <Time
            label={delivery.deliveredAt ? 'Delivered' : 'Last tried'}
            iso={delivery.deliveredAt ?? delivery.lastAttemptAt}
          />
        </Stack>
      </Stack>
      <Typography
        component="p"
        variant="caption"
        sx={{ color: 'text.secondary', fontFamily: 'monospace', mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {delivery.eventId}
      </Typography>
    </Box>
  );
}

export function WebhookDeliveryLog({
  deliveries,
  total,
  error,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
}: WebhookDeliveryLogProps) {
  if (error && !deliveries) return <LoadFailure message="We could not load the delivery log." onRetry={onRetry} />;
  if (!deliveries) return <LoadingState />;
  if (deliveries.length === 0) {
    return (
      <EmptyState icon={<ReceiptLongOutlinedIcon />}>No deliveries yet. Send a test event to see one here.</EmptyState>
    );
  }
  return (
    <Stack spacing={1.5}>
      {total !== null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Showing {deliveries.length} of {total}
        </Typography>
      ) : null}
      <Stack component="ul" aria-label="Webhook deliveries" spacing={1} sx={{ p: 0, m: 0 }}>
        {deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} />
        ))}
      </Stack>
      {error ? <LoadFailure message="We could not load more deliveries." onRetry={onRetry} /> : null}
      {hasMore ? (
        <Button variant="outlined" onClick={onLoadMore} disabled={isLoadingMore} sx={{ alignSelf: 'center' }}>
          {isLoadingMore ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </Stack>
  );
}
