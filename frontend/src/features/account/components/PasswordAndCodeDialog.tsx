import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DialogActionButtons } from '../../../components/DialogActionButtons';
import { DialogProblemAlert } from '../../../components/DialogProblemAlert';
import { dialogSlotProps } from '../../../components/dialog-paper';
import type { TwoFactorConfirmRequest } from '../../../lib/api-types';
import { ConfirmPasswordField } from './ConfirmPasswordField';

export interface PasswordAndCodeDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  onCancel: () => void;
  /** Rejects with the message to show when the server refuses. */
  onConfirm: (request: TwoFactorConfirmRequest) => Promise<void>;
}

/** Asks for the account password and a code (or a recovery code) before a change to two-factor authentication. */
export function PasswordAndCodeDialog(props: PasswordAndCodeDialogProps) {
  const { open, title, description, confirmLabel, busyLabel, danger, onCancel, onConfirm } = props;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  const close = () => {
    setPassword('');
    setCode('');
    setProblem(undefined);
    onCancel();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!password || !code.trim()) {
      setProblem('Enter your password and a code');
      return;
    }
    setBusy(true);
    try {
      await onConfirm({ password, code: code.trim() });
      setPassword('');
      setCode('');
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={dialogSlotProps}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {description}
          </DialogContentText>
          <DialogProblemAlert problem={problem} />
          <Stack spacing={2}>
            <ConfirmPasswordField name="password" value={password} onChange={setPassword} />
            <TextField
              label="Authentication code"
              name="code"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              helperText="The 6-digit code from your authenticator app, or a recovery code"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 32 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActionButtons
          busy={busy}
          onCancel={close}
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          confirmColor={danger ? 'error' : 'primary'}
        />
      </Box>
    </Dialog>
  );
}
