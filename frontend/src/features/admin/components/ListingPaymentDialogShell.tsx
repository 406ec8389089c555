import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogProblemAlert } from './DialogProblemAlert';

export interface ListingPaymentDialogShellProps {
  title: ReactNode;
  description: ReactNode;
  /** The server's refusal, shown above the fields. */
  problem: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The form dialog both listing-payment actions (recording a payment, approving without one) use:
 * title, what the action does, the server's refusal, the fields, Cancel and the action; it cannot
 * be closed while sending.
 */
export function ListingPaymentDialogShell(props: ListingPaymentDialogShellProps) {
  const { title, description, problem, busy, submitLabel, busyLabel, onSubmit, onClose, children } = props;
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { variant: 'outlined', sx: { m: 2, width: 'calc(100% - 32px)', backgroundColor: 'background.paper' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {description}
          </DialogContentText>
          <DialogProblemAlert problem={problem} />
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
