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

type ShowToast = (options: ToastOptions) => void;

let region: ShowToast | null = null;
const waiting: ToastOptions[] = [];
let requested = false;
const demandListeners = new Set<() => void>();

/**
 * Called by the toast region (app/ToastRegion) once it has mounted; shows the toasts asked for
 * before then. Returns the disconnect function, after which toasts wait again.
 */
export function connectToastRegion(show: ShowToast): () => void {
  region = show;
  for (const options of waiting.splice(0)) show(options);
  return () => {
    if (region === show) region = null;
  };
}

export function showToast(options: ToastOptions): void {
  if (region) {
    region(options);
    return;
  }
  waiting.push(options);
  if (!requested) {
    requested = true;
    for (const listener of demandListeners) listener();
  }
}

/** Whether any toast has been asked for yet: the region is loaded then, not before. */
export function isToastRegionNeeded(): boolean {
  return requested;
}

export function subscribeToToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** The spec's "destructive" toasts are the error variant. */
export function useToast(): (options: ToastOptions) => void {
  return showToast;
}
