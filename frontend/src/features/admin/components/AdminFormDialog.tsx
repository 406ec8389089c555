import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogActionButtons } from '../../../components/DialogActionButtons';
import { DialogProblemAlert } from '../../../components/DialogProblemAlert';
import { outlinedDialogSlotProps } from '../../../components/dialog-paper';

export interface AdminFormDialogProps {
  /** Defaults to open: mount it only while open, or pass `open`. */
  open?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The server's refusal, shown above the fields. */
  problem?: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** `error` for an action that takes something away (a reversal, a void). */
  submitColor?: 'primary' | 'error';
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The form dialog of an admin action that needs fields (deciding an item, recording a payment,
 * approving without one, reversing a decision, voiding a conversion): title, what the action
 * does, the server's refusal (which takes the focus), the fields, Cancel and the action; it
 * cannot be closed while sending.
 */
export function AdminFormDialog(props: AdminFormDialogProps) {
  const {
    open = true,
    title,
    description,
    problem,
    busy,
    submitLabel,
    busyLabel,
    submitColor = 'primary',
    onSubmit,
    onClose,
    children,
  } = props;
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={outlinedDialogSlotProps}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {description}
          </DialogContentText>
          <DialogProblemAlert problem={problem} />
          {children}
        </DialogContent>
        <DialogActionButtons
          busy={busy}
          onCancel={onClose}
          confirmLabel={submitLabel}
          busyLabel={busyLabel}
          confirmColor={submitColor}
        />
      </Box>
    </Dialog>
  );
}
