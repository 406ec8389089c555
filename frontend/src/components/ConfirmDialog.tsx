import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogActionButtons } from './DialogActionButtons';
import { dialogSlotProps } from './dialog-paper';

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Shown under the description, e.g. why the last attempt failed. */
  children?: ReactNode;
}

/**
 * Confirms a destructive action: "Keep it" (focused first) or the red action; it cannot be closed
 * while the action runs. Mounted only while open.
 */
export function ConfirmDialog({
  title,
  description,
  busy,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={dialogSlotProps}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActionButtons
        busy={busy}
        onCancel={onClose}
        cancelLabel="Keep it"
        focusCancel
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        confirmColor="error"
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
