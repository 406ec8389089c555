import { useId, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DialogActionButtons } from '../../../components/DialogActionButtons';
import { DialogProblemAlert } from '../../../components/DialogProblemAlert';
import { outlinedDialogSlotProps } from '../../../components/dialog-paper';
import { ConfirmPasswordField } from './ConfirmPasswordField';

const PASSWORD_MAX_LENGTH = 128;

export interface DeleteAccountDialogProps {
  open: boolean;
  username: string;
  busy: boolean;
  /** Why the last attempt failed, in the server's words. */
  problem?: string;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}

/** Asks for the password and for the username typed out, so an account is never deleted by a stray click. */
export function DeleteAccountDialog({ open, username, busy, problem, onCancel, onConfirm }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [typedName, setTypedName] = useState('');
  const titleId = useId();
  const descriptionId = useId();
  const nameMatches = typedName.trim() === username;
  const ready = nameMatches && password !== '' && !busy;

  const close = () => {
    if (busy) return;
    setPassword('');
    setTypedName('');
    onCancel();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) onConfirm(password);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={outlinedDialogSlotProps}
    >
      <form noValidate onSubmit={submit} aria-label="Delete account">
        <DialogTitle id={titleId}>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            This cannot be undone. Your profile, email address, notifications, referrals, campaigns and unpublished
            submissions are removed and you are signed out everywhere. Published articles stay, shown as by a former
            partner.
          </DialogContentText>
          <DialogProblemAlert problem={problem} />
          <Stack spacing={2}>
            <ConfirmPasswordField value={password} onChange={setPassword} maxLength={PASSWORD_MAX_LENGTH} />
            <TextField
              label={`Type ${username} to confirm`}
              value={typedName}
              onChange={(event) => setTypedName(event.target.value)}
              error={typedName !== '' && !nameMatches}
              helperText={typedName !== '' && !nameMatches ? 'This is not your username' : ' '}
              required
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActionButtons
          busy={busy}
          onCancel={close}
          confirmLabel="Delete account"
          busyLabel="Deleting..."
          confirmColor="error"
          confirmDisabled={!ready}
        />
      </form>
    </Dialog>
  );
}
