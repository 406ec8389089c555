import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DialogActionButtons } from '../../../components/DialogActionButtons';
import { outlinedDialogSlotProps } from '../../../components/dialog-paper';
import type { AdminUser, PasswordResetLink } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { formatDateTime } from '../utils/date-format';

export interface StatusDialogProps {
  user: AdminUser | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms disabling (or enabling) an account, saying what it does. */
export function UserStatusDialog({ user, busy, onCancel, onConfirm }: StatusDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const disabling = user ? !user.disabled : true;
  return (
    <Dialog
      open={user !== null}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={outlinedDialogSlotProps}
    >
      <DialogTitle id={titleId}>{disabling ? `Disable ${user?.username}?` : `Enable ${user?.username}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ overflowWrap: 'anywhere' }}>
          {disabling
            ? 'They are signed out on every device at once and cannot log in until an admin enables the account again.'
            : 'They can log in again with their password.'}
        </DialogContentText>
      </DialogContent>
      <DialogActionButtons
        busy={busy}
        onCancel={onCancel}
        confirmLabel={disabling ? 'Disable account' : 'Enable account'}
        busyLabel="Saving..."
        confirmColor={disabling ? 'error' : 'primary'}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}

export interface ResetLinkDialogProps {
  issued: PasswordResetLink | null;
  onClose: () => void;
}

/** Shows a password-reset link the one time the server gives it out, with a copy button. */
export function ResetLinkDialog({ issued, onClose }: ResetLinkDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.link);
      toast({ title: 'Copied', description: 'The reset link is on your clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.', variant: 'error' });
    }
  };
  return (
    <Dialog
      open={issued !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={outlinedDialogSlotProps}
    >
      <DialogTitle id={titleId}>Password-reset link for {issued?.user.username}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">
            This link is shown only now. Pass it on privately: it sets a new password once, until{' '}
            {issued ? formatDateTime(issued.expiresAt) : ''}.
          </Alert>
          <TextField
            label="Reset link"
            value={issued?.link ?? ''}
            fullWidth
            multiline
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false },
              input: { sx: { fontFamily: 'monospace', fontSize: 14 } },
            }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          Copy link
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
