import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../lib/use-toast';

export interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown once: copy or download them, then confirm they are kept somewhere safe. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);
  const toast = useToast();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Recovery codes copied', variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy. Select the codes and copy them by hand.',
        variant: 'error',
      });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes now: they are shown only this once. Each one signs you in once if you lose your
        authenticator app.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outlined" onClick={download}>
          Download codes
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label="I saved my recovery codes"
      />
      <Typography component="div">
        <Button variant="contained" disabled={!saved} onClick={onDone}>
          Done
        </Button>
      </Typography>
    </Stack>
  );
}
