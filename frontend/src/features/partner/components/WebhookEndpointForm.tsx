import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { WebhookEndpoint } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { endpointUrlProblem } from '../utils/webhook-format';

export interface WebhookEndpointFormProps {
  endpoint: WebhookEndpoint | null;
  onSave: (url: string) => Promise<unknown>;
}

/** Sets or changes the endpoint URL; the server's refusal (e.g. a private address) shows under the field. */
export function WebhookEndpointForm({ endpoint, onSave }: WebhookEndpointFormProps) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const unchanged = endpoint !== null && url.trim() === endpoint.url;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = endpointUrlProblem(url);
    setProblem(found);
    if (found || saving) return;
    setSaving(true);
    try {
      await onSave(url.trim());
      toast({
        title: endpoint ? 'Endpoint updated' : 'Endpoint saved',
        description: 'Conversions will be sent to it.',
        variant: 'success',
      });
    } catch (failure) {
      const message = mutationErrorMessage(failure, 'We could not save the endpoint. Please try again.');
      setProblem(message);
      toast({ title: 'Endpoint not saved', description: message, variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Endpoint URL"
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks/chainboost"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? 'An https:// address on your own server. Private and local addresses are refused.'}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 2048, spellCheck: false, autoCapitalize: 'off' } }}
      />
      <Button type="submit" variant="contained" disabled={saving || unchanged} sx={{ flexShrink: 0, minHeight: 40 }}>
        {saving ? 'Saving...' : endpoint ? 'Update endpoint' : 'Save endpoint'}
      </Button>
    </Stack>
  );
}
