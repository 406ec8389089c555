import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export function ToastMessage({ title, description }: Pick<ToastOptions, 'title' | 'description'>) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {title}
      </Typography>
      {description ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The spec's "destructive" toasts are the error variant. */
export function useToast(): (options: ToastOptions) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'info' }: ToastOptions) => {
      enqueueSnackbar(<ToastMessage title={title} description={description} />, { variant });
    },
    [enqueueSnackbar],
  );
}
