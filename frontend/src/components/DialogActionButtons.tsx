import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface DialogActionButtonsProps {
  busy: boolean;
  onCancel: () => void;
  /** "Cancel" unless the dialog says otherwise ("Keep it"). */
  cancelLabel?: string;
  /** Focus the way out first, as a destructive yes or no does. */
  focusCancel?: boolean;
  confirmLabel: string;
  busyLabel: string;
  confirmColor?: 'primary' | 'error';
  /** Without it the action button submits the dialog's form. */
  onConfirm?: () => void;
  /** When the action is not ready yet; it is always disabled while busy. */
  confirmDisabled?: boolean;
}

/** A dialog's way out and its action, the action labelled by what it is doing while busy. */
export function DialogActionButtons({
  busy,
  onCancel,
  cancelLabel = 'Cancel',
  focusCancel,
  confirmLabel,
  busyLabel,
  confirmColor = 'primary',
  onConfirm,
  confirmDisabled = false,
}: DialogActionButtonsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" color="inherit" onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? undefined : 'submit'}
        variant="contained"
        color={confirmColor}
        onClick={onConfirm}
        disabled={busy || confirmDisabled}
      >
        {busy ? busyLabel : confirmLabel}
      </Button>
    </DialogActions>
  );
}
