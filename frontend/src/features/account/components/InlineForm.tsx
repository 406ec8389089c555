import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** A short account form: its field with the buttons beside it from tablets up, under it on phones. */
export function InlineForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'flex-start' } }}
    >
      {children}
    </Box>
  );
}

/** The submit button of an InlineForm, level with the field's input. */
export function InlineFormSubmit({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}>
      {children}
    </Button>
  );
}
