import { useEffect } from 'react';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import { alpha, styled } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { ToastMessage, connectToastRegion } from '../lib/use-toast';
import { brandColors, theme } from '../theme/theme';

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
  alignItems: 'flex-start',
  flexWrap: 'nowrap',
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

/** Hands the region to useToast's callers; toasts asked for before it mounted show now. */
function ToastRegionConnector() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      connectToastRegion(({ title, description, variant = 'info' }) => {
        enqueueSnackbar(<ToastMessage title={title} description={description} />, { variant });
      }),
    [enqueueSnackbar],
  );
  return null;
}

/**
 * Where toasts appear (notistack). In its own chunk, mounted when the first toast is asked
 * for (see AppProviders): notistack writes its styles when it loads, which would otherwise
 * lengthen every page's start.
 */
export function ToastRegion() {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ success: ToastContent, error: ToastContent, info: ToastContent }}
      iconVariant={{
        success: <CheckCircleIcon sx={{ ...toastIconSx, color: toastAccents.success }} />,
        error: <ErrorIcon sx={{ ...toastIconSx, color: toastAccents.error }} />,
        info: <InfoIcon sx={{ ...toastIconSx, color: toastAccents.info }} />,
      }}
      action={(key) => <DismissToastButton snackbarKey={key} />}
    >
      <ToastRegionConnector />
    </SnackbarProvider>
  );
}
