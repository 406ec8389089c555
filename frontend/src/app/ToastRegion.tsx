import { forwardRef, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  MaterialDesignContent,
  SnackbarProvider,
  closeSnackbar,
  useSnackbar,
  type CustomContentProps,
  type SnackbarKey,
} from 'notistack';
import IconButton from '@mui/material/IconButton';
import { alpha, styled } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { ToastMessage, connectToastRegion, type ToastOptions } from '../lib/use-toast';
import { brandColors, theme } from '../theme/theme';
import { createReplacingSlot, swipeOffset, swipeRelease, swipeStarts } from './toast-behaviour';

const REGION_LABEL = 'Notifications (F8)';
const TOAST_KEY_ATTRIBUTE = 'data-toast-key';

const toastAccents = {
  success: theme.palette.success.main,
  error: theme.palette.error.main,
  info: theme.palette.info.main,
} as const;

const ToastContent = styled(MaterialDesignContent)(({ theme: muiTheme }) => ({
  maxWidth: 420,
  [muiTheme.breakpoints.up('sm')]: { minWidth: 340 },
  backgroundColor: brandColors.raised,
  color: brandColors.text,
  border: `1px solid ${alpha(brandColors.textMuted, 0.25)}`,
  borderRadius: 12,
  boxShadow: `0 12px 32px ${alpha('#000000', 0.5)}`,
  // notistack's own styles load after the theme's and would win a tie: doubled class.
  '&&': { alignItems: 'flex-start', flexWrap: 'nowrap' },
  ...Object.fromEntries(
    Object.entries(toastAccents).map(([variant, color]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: brandColors.raised, borderLeft: `4px solid ${color}` },
    ]),
  ),
}));

const toastIconSx = { mr: 1.25, mt: 0.25, fontSize: 22 } as const;

function DismissToastButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  return (
    <IconButton
      size="small"
      aria-label="Dismiss notification"
      onClick={() => closeSnackbar(snackbarKey)}
      sx={{ color: 'text.secondary' }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function toastElement(region: HTMLElement | null, key: SnackbarKey | null): HTMLElement | null {
  if (!region || key === null) return null;
  return region.querySelector<HTMLElement>(`[${TOAST_KEY_ATTRIBUTE}="${CSS.escape(String(key))}"]`);
}

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  swiping: boolean;
}

/**
 * One toast: swiping it right follows the pointer (mouse or touch); let go from 50 px on and it
 * is dismissed, before that it slides back. Leftward drags do nothing. The outer element is
 * the one notistack slides in and out; the drag offset moves the card inside it, so a swiped
 * toast leaves from where it was let go. Escape dismisses the focused toast.
 */
const SwipeableToast = forwardRef<HTMLDivElement, CustomContentProps>(function SwipeableToast(
  { style, ...props },
  ref,
) {
  const [offset, setOffset] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  const drag = useRef<DragState | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, swiping: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - current.startX;
    if (!current.swiping) {
      if (!swipeStarts(deltaX, event.clientY - current.startY, event.pointerType)) return;
      // Captured only once it is a swipe, so a plain click still reaches the dismiss button.
      current.swiping = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      window.getSelection()?.removeAllRanges();
      setIsDragging(true);
    }
    setOffset(swipeOffset(deltaX));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, isCancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.swiping) return;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    setIsDragging(false);
    if (!isCancelled && swipeRelease(event.clientX - current.startX) === 'dismiss') {
      closeSnackbar(props.id);
    } else {
      setOffset(0);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') closeSnackbar(props.id);
  };

  return (
    <SwipeArea
      ref={ref}
      style={style}
      tabIndex={-1}
      {...{ [TOAST_KEY_ATTRIBUTE]: String(props.id) }}
      data-swiping={isDragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
      onKeyDown={onKeyDown}
    >
      <ToastContent
        {...props}
        style={{
          transform: offset ? `translateX(${offset}px)` : undefined,
          transition: isDragging ? 'none' : 'transform 200ms ease-out',
        }}
      />
    </SwipeArea>
  );
});

const SwipeArea = styled('div')({
  // Sideways touch moves are the swipe's; vertical ones still scroll the page.
  touchAction: 'pan-y',
  borderRadius: 12,
  '&[data-swiping]': { userSelect: 'none', cursor: 'grabbing' },
  '&:focus-visible': { outline: `3px solid ${brandColors.cyan}`, outlineOffset: 2 },
});

/**
 * The notifications landmark. notistack's own stack container sits inside it, unpositioned, so
 * the region is the stack: bottom right, at most 420 px wide (spec §9), and on phones the full
 * width less the margins.
 */
const Region = styled('div')(({ theme: muiTheme }) => ({
  position: 'fixed',
  zIndex: muiTheme.zIndex.snackbar,
  bottom: 14,
  right: 20,
  width: 420,
  maxWidth: 'calc(100% - 40px)',
  // Only the toasts take clicks, not the empty space around them.
  pointerEvents: 'none',
  outline: 'none',
  [muiTheme.breakpoints.down('sm')]: { left: 16, right: 16, width: 'auto', maxWidth: 'none' },
  '& .notistack-SnackbarContainer': {
    position: 'static',
    width: '100%',
    maxWidth: '100%',
    transform: 'none',
  },
}));

/**
 * Hands the region to useToast's callers; toasts asked for before it mounted show now. A new
 * toast replaces the shown one at once (it does not queue behind it); F8 focuses the shown
 * toast, or the region when there is none.
 */
function ToastRegionConnector({ regionRef }: { regionRef: RefObject<HTMLDivElement | null> }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const keepFocusInRegion = (key: SnackbarKey) => {
      // A toast leaving with the focus in it hands the focus to the region, not to the page's start.
      if (toastElement(regionRef.current, key)?.contains(document.activeElement)) regionRef.current?.focus();
    };
    const slot = createReplacingSlot<SnackbarKey, ToastOptions>(
      ({ title, description, variant = 'info' }) =>
        enqueueSnackbar(<ToastMessage title={title} description={description} />, {
          variant,
          onClose: (_event, _reason, key) => {
            if (key === undefined) return;
            slot.closed(key);
            keepFocusInRegion(key);
          },
        }),
      closeSnackbar,
    );
    const focus = () => (toastElement(regionRef.current, slot.current()) ?? regionRef.current)?.focus();
    return connectToastRegion(slot.show, focus);
  }, [enqueueSnackbar, regionRef]);
  return null;
}

/**
 * A modal dialog marks everything beside it `aria-hidden` while it is open, which would silence
 * the toasts its own actions raise ("Saved", a refusal). The region stays heard: it is its own
 * child of the body, beside the page rather than in it, and it takes the mark off itself.
 */
function useStaysAnnounced(regionRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const unhide = () => {
      if (region.hasAttribute('aria-hidden')) region.removeAttribute('aria-hidden');
    };
    unhide();
    const observer = new MutationObserver(unhide);
    observer.observe(region, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [regionRef]);
}

/**
 * Where toasts appear (notistack). In its own chunk, mounted when the first toast is asked
 * for (see AppProviders): notistack writes its styles when it loads, which would otherwise
 * lengthen every page's start.
 */
export function ToastRegion() {
  const regionRef = useRef<HTMLDivElement>(null);
  useStaysAnnounced(regionRef);
  return createPortal(
    <Region ref={regionRef} role="region" aria-label={REGION_LABEL} tabIndex={-1}>
      <SnackbarProvider
        // The connector closes the shown toast before it shows the next, so only one is ever
        // open; room for a few more lets the next appear while the previous slides out.
        maxSnack={3}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={{ success: SwipeableToast, error: SwipeableToast, info: SwipeableToast }}
        iconVariant={{
          success: <CheckCircleIcon sx={{ ...toastIconSx, color: toastAccents.success }} />,
          error: <ErrorIcon sx={{ ...toastIconSx, color: toastAccents.error }} />,
          info: <InfoIcon sx={{ ...toastIconSx, color: toastAccents.info }} />,
        }}
        action={(key) => <DismissToastButton snackbarKey={key} />}
      >
        <ToastRegionConnector regionRef={regionRef} />
      </SnackbarProvider>
    </Region>,
    document.body,
  );
}
