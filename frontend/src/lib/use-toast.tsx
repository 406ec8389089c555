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

/*
 * Spec §9 timings, and where each one lives:
 * - one visible at a time, a new one replacing it: app/toast-behaviour (createReplacingSlot);
 * - default display 5000 ms: ToastRegion's autoHideDuration;
 * - removal delay 1,000,000 ms (TOAST_REMOVE_DELAY in the toaster the spec was written from):
 *   there a dismissed toast is only hidden and stays mounted for that long. notistack instead unmounts a dismissed toast
 *   once its exit transition ends, so nothing dismissed lingers, visibly or not, and there is
 *   no removal timer to set: the constant has no counterpart here;
 * - swipe right, 50 px: app/toast-behaviour (SWIPE_DISMISS_THRESHOLD);
 * - hotkey F8: isToastHotkey below; region max width 420 px: ToastRegion.
 */

let region: ShowToast | null = null;
let focusRegion: (() => void) | null = null;
const waiting: ToastOptions[] = [];
let focusWaiting = false;
let requested = false;
const demandListeners = new Set<() => void>();

function requestRegion(): void {
  if (requested) return;
  requested = true;
  for (const listener of demandListeners) listener();
}

/**
 * Called by the toast region (app/ToastRegion) once it has mounted; shows the toasts asked for
 * before then (and takes the focus if F8 was pressed meanwhile). Returns the disconnect
 * function, after which toasts wait again.
 */
export function connectToastRegion(show: ShowToast, focus?: () => void): () => void {
  region = show;
  focusRegion = focus ?? null;
  for (const options of waiting.splice(0)) show(options);
  if (focusWaiting && focus) {
    focusWaiting = false;
    focus();
  }
  return () => {
    if (region !== show) return;
    region = null;
    focusRegion = null;
  };
}

export function showToast(options: ToastOptions): void {
  if (region) {
    region(options);
    return;
  }
  waiting.push(options);
  requestRegion();
}

/**
 * Moves keyboard focus to the notification region (its toast, if one is shown). Before any
 * toast the region is not loaded yet: it is loaded then, and takes the focus once mounted.
 */
export function focusToastRegion(): void {
  if (focusRegion) {
    focusRegion();
    return;
  }
  focusWaiting = true;
  requestRegion();
}

/** F8 (without Ctrl, Alt or Meta) jumps to the notifications, as the region's label says. */
export function isToastHotkey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): boolean {
  return event.key === 'F8' && !event.ctrlKey && !event.altKey && !event.metaKey;
}

/** Listens for the F8 hotkey on the whole page; returns the function that stops listening. */
export function listenForToastHotkey(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (isToastHotkey(event)) focusToastRegion();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}

/** Whether the region has been asked for yet (by a toast or F8): it is loaded then, not before. */
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
