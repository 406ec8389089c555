import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { serverMessage } from '../../../lib/api-client';
import { mutationFailure, type MutationFailure } from '../utils/mutation-failure';
import { sxItems } from '../../../lib/sx';

/**
 * The last failed mutation of one form or button. It clears when `watch` changes (the user edits
 * the form) and when `clear` is called (the next attempt starts).
 */
export function useMutationFailure(watch?: unknown) {
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [watched, setWatched] = useState(watch);
  if (watched !== watch) {
    setWatched(watch);
    if (failure) setFailure(null);
  }
  const fail = useCallback(
    (message: string, error: unknown) => setFailure(mutationFailure(message, serverMessage(error))),
    [],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, fail, clear };
}

/** Announced when it appears (role alert); nothing the user typed is touched. */
export function MutationFailureAlert({ failure, sx }: { failure: MutationFailure | null; sx?: SxProps<Theme> }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" sx={[{ overflowWrap: 'anywhere' }, ...sxItems(sx)]}>
      {failure.detail ? (
        <>
          <AlertTitle sx={{ mb: 0.25 }}>{failure.message}</AlertTitle>
          {failure.detail}
        </>
      ) : (
        failure.message
      )}
    </Alert>
  );
}
