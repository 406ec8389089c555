import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WebhookIcon from '@mui/icons-material/Webhook';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { PartnerProfile } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useWebhookDeliveries, useWebhookEndpoint } from '../api/use-webhook';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import { WebhookEndpointForm } from './WebhookEndpointForm';
import { WebhookSecretField } from './WebhookSecretField';

type Busy = 'test' | 'rotate' | 'remove' | null;

export function IntegrationsTab({ profile }: { profile: PartnerProfile }) {
  const approved = profile.status === 'approved';
  const { endpoint, error, retry, save, rotateSecret, remove } = useWebhookEndpoint(approved);
  const log = useWebhookDeliveries(endpoint !== undefined);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'remove' | null>(null);
  const toast = useToast();

  const run = async (
    action: Exclude<Busy, null>,
    work: () => Promise<unknown>,
    success: { title: string; description: string },
    failure: string,
  ) => {
    if (busy) return;
    setBusy(action);
    try {
      await work();
      toast({ ...success, variant: 'success' });
      setConfirming(null);
    } catch (caught) {
      toast({ title: failure, description: mutationErrorMessage(caught, 'Please try again.'), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  if (!approved) {
    return (
      <SectionCard headingLevel="h3" title="Conversion webhook">
        <EmptyState icon={<WebhookIcon />}>
          Conversion webhooks open once an admin has approved your partner profile.
        </EmptyState>
      </SectionCard>
    );
  }

  let settings;
  if (error) settings = <LoadFailure message="We could not load your webhook endpoint." onRetry={retry} />;
  else if (endpoint === undefined) settings = <LoadingState minHeight={120} />;
  else {
    settings = (
      <Stack spacing={2.5}>
        <WebhookEndpointForm key={endpoint?.url ?? 'none'} endpoint={endpoint} onSave={save} />
        {endpoint ? (
          <>
            <WebhookSecretField secret={endpoint.secret} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="contained"
                color="secondary"
                disabled={busy !== null}
                onClick={() =>
                  run(
                    'test',
                    log.sendTest,
                    { title: 'Test event sent', description: 'It appears in the delivery log below.' },
                    'Test event not sent',
                  )
                }
              >
                {busy === 'test' ? 'Sending...' : 'Send test event'}
              </Button>
              <Button variant="outlined" disabled={busy !== null} onClick={() => setConfirming('rotate')}>
                Rotate secret
              </Button>
              <Button variant="outlined" color="error" disabled={busy !== null} onClick={() => setConfirming('remove')}>
                Remove endpoint
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <SectionCard
        headingLevel="h3"
        title="Conversion webhook"
        description={
          <>
            Each conversion that counts is POSTed to your endpoint as signed JSON (Standard Webhooks:{' '}
            <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>). Failed deliveries
            are retried with backoff.
          </>
        }
      >
        {settings}
      </SectionCard>
      <SectionCard
        headingLevel="h3"
        title="Delivery log"
        action={
          endpoint !== undefined ? (
            <Button size="small" onClick={log.refresh}>
              Refresh
            </Button>
          ) : undefined
        }
      >
        {error ? (
          <LoadFailure message="We could not load the delivery log." onRetry={retry} />
        ) : endpoint === undefined ? (
          <LoadingState minHeight={120} />
        ) : (
          <WebhookDeliveryLog
            deliveries={log.deliveries}
            total={log.total}
            error={log.error}
            hasMore={log.hasMore}
            isLoadingMore={log.isLoadingMore}
            onLoadMore={log.loadMore}
            onRetry={log.retry}
          />
        )}
      </SectionCard>
      {confirming === 'rotate' ? (
        <ConfirmDialog
          title="Rotate the signing secret?"
          description="A new secret signs every delivery from now on; your server must verify with it. The old secret stops working at once."
          busy={busy === 'rotate'}
          confirmLabel="Rotate secret"
          busyLabel="Rotating..."
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            run(
              'rotate',
              rotateSecret,
              { title: 'Secret rotated', description: 'Update your server with the new secret.' },
              'Secret not rotated',
            )
          }
        />
      ) : null}
      {confirming === 'remove' ? (
        <ConfirmDialog
          title="Remove the webhook endpoint?"
          description="No more conversions will be sent. The delivery log is kept."
          busy={busy === 'remove'}
          confirmLabel="Remove endpoint"
          busyLabel="Removing..."
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            run(
              'remove',
              remove,
              { title: 'Endpoint removed', description: 'No more events will be sent.' },
              'Endpoint not removed',
            )
          }
        />
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Verify each request before trusting it: recompute the signature from the secret, and drop repeated webhook-ids.
      </Typography>
    </Stack>
  );
}
