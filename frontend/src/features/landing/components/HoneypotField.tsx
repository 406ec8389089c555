import Box from '@mui/material/Box';
import { visuallyHiddenSx } from '../utils/a11y.styles';

export interface HoneypotFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A trap for form-filling bots: people never see or reach it, so anything typed into it
 * tells the server the submission is automated.
 */
export function HoneypotField({ id, value, onChange }: HoneypotFieldProps) {
  return (
    <Box aria-hidden="true" sx={visuallyHiddenSx}>
      <label htmlFor={id}>Fax (leave this field empty)</label>
      <input
        id={id}
        name="fax"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
