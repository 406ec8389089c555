import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { AppTooltip } from '../../../components/AppTooltip';
import { useToast } from '../../../lib/use-toast';
import { maskedSecret } from '../utils/webhook-format';

/** The signing secret, hidden until revealed; copying works either way. */
export function WebhookSecretField({ secret }: { secret: string }) {
  const [revealed, setRevealed] = useState(false);
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Secret copied', description: 'Keep it on your server only.', variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser refused the clipboard. Reveal the secret and copy it by hand.',
        variant: 'error',
      });
    }
  };

  return (
    <Box>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
        Signing secret
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography
          component="code"
          data-testid="webhook-secret"
          aria-label={revealed ? 'Signing secret' : 'Signing secret, hidden'}
          sx={{ fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}
        >
          {revealed ? secret : maskedSecret(secret)}
        </Typography>
        <AppTooltip title={revealed ? 'Hide secret' : 'Reveal secret'}>
          <IconButton
            aria-label={revealed ? 'Hide secret' : 'Reveal secret'}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
            size="small"
          >
            {revealed ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </AppTooltip>
        <AppTooltip title="Copy secret">
          <IconButton aria-label="Copy secret" onClick={copy} size="small" sx={{ color: 'secondary.main' }}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </AppTooltip>
      </Stack>
    </Box>
  );
}
