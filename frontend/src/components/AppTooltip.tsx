import { useEffect, useRef, useSyncExternalStore } from 'react';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { TOOLTIP_DELAY_MS, currentTooltipDelay, noteTooltipOpened, subscribeToTooltipDelay } from './tooltip-delay';

/**
 * MUI's Tooltip with the spec's timing (see tooltip-delay): 700 ms before opening, none while
 * another tooltip is open or within 300 ms of one closing. The delay is re-read whenever that
 * changes, so the value MUI sees on hover or focus is the one for that moment.
 */
export function AppTooltip({ onOpen, onClose, ...props }: Omit<TooltipProps, 'enterDelay' | 'enterNextDelay'>) {
  const delay = useSyncExternalStore(subscribeToTooltipDelay, currentTooltipDelay, () => TOOLTIP_DELAY_MS);
  const noteClosed = useRef<(() => void) | null>(null);
  // A tooltip unmounted while open counts as closed then.
  useEffect(() => () => noteClosed.current?.(), []);
  return (
    <Tooltip
      {...props}
      // enterNextDelay is MUI's delay inside its own 800 ms window after a close; making it
      // equal to enterDelay switches that window off.
      enterDelay={delay}
      enterNextDelay={delay}
      onOpen={(event) => {
        noteClosed.current?.();
        noteClosed.current = noteTooltipOpened();
        onOpen?.(event);
      }}
      onClose={(event) => {
        noteClosed.current?.();
        noteClosed.current = null;
        onClose?.(event);
      }}
    />
  );
}
