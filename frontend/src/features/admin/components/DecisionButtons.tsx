import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

export interface DecisionButtonsProps {
  approveLabel: string;
  rejectLabel: string;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** The approve and reject buttons of a moderation decision, for one item or for the selected ones. */
export function DecisionButtons({ approveLabel, rejectLabel, disabled, onApprove, onReject }: DecisionButtonsProps) {
  return (
    <>
      <Button variant="contained" size="small" startIcon={<CheckIcon />} disabled={disabled} onClick={onApprove}>
        {approveLabel}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<CloseIcon />}
        disabled={disabled}
        onClick={onReject}
      >
        {rejectLabel}
      </Button>
    </>
  );
}
