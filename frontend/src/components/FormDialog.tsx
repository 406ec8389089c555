import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

export interface FormDialogProps {
  title: ReactNode;
  /** One sentence under the title that says what saving does. */
  intro: ReactNode;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
  /** Buttons below the content (a `DialogActions`), when the form inside has none of its own. */
  actions?: ReactNode;
}

/**
 * A dialog around a form: open while mounted, full screen on phones, a title with a Close
 * button, and an intro line. Escape, the backdrop and Close all call `onClose`.
 */
export function FormDialog({ title, intro, onClose, maxWidth = 'md', children, actions }: FormDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
        {children}
      </DialogContent>
      {actions}
    </Dialog>
  );
}
