import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';

/** Two columns from tablets up, one on phones; a field with `fullRowSx` spans the row. */
export const formGridSx = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

export const fullRowSx = { gridColumn: '1 / -1' } as const;

export interface GridFormProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** An owner's form (a project, an article, a campaign) laid out on formGridSx; validated by the page, not the browser. */
export function GridForm({ label, onSubmit, children }: GridFormProps) {
  return (
    <Box component="form" aria-label={label} noValidate onSubmit={onSubmit} sx={formGridSx}>
      {children}
    </Box>
  );
}

export type GridFormSubmitProps = Pick<ButtonProps, 'startIcon' | 'endIcon' | 'size' | 'disabled' | 'children'>;

/** The submit button on a row of its own, as wide as the form on phones. */
export function GridFormSubmit({ startIcon, endIcon, size, disabled, children }: GridFormSubmitProps) {
  return (
    <Box sx={fullRowSx}>
      <Button
        type="submit"
        variant="contained"
        size={size}
        startIcon={startIcon}
        endIcon={endIcon}
        disabled={disabled}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {children}
      </Button>
    </Box>
  );
}
