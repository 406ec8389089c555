import TextField from '@mui/material/TextField';

export interface ConfirmPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  name?: string;
  maxLength?: number;
}

/** The account's password, asked for (and focused first) before a change that needs it. */
export function ConfirmPasswordField({ value, onChange, name, maxLength }: ConfirmPasswordFieldProps) {
  return (
    <TextField
      label="Password"
      type="password"
      name={name}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      autoFocus
      slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
    />
  );
}
