import { useEffect, useEffectEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * What a page opened from a mailed link (with `?token=`) learns from the server: null while it
 * asks, `missing` without a token. The request is sent again by `retry`, with `isRetry` set;
 * `onOutcome` runs once per answer, and not for an answer that comes after the page was left.
 */
export function useTokenLinkOutcome<Outcome>(
  token: string,
  missing: Outcome,
  request: (token: string, isRetry: boolean) => Promise<Outcome>,
  onOutcome?: (outcome: Outcome) => void,
): { outcome: Outcome | null; retry: () => void } {
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : missing);
  const [attempt, setAttempt] = useState(0);
  const send = useEffectEvent((isRetry: boolean) => request(token, isRetry));
  const settle = useEffectEvent((result: Outcome) => {
    setOutcome(result);
    onOutcome?.(result);
  });

  useEffect(() => {
    if (!token) return undefined;
    let isActive = true;
    void send(attempt > 0).then((result) => {
      if (isActive) settle(result);
    });
    return () => {
      isActive = false;
    };
  }, [token, attempt]);

  const retry = () => {
    setOutcome(null);
    setAttempt((count) => count + 1);
  };
  return { outcome, retry };
}

/** Says what the page is doing with its link while the server answers. */
export function TokenLinkPending({ label, color }: { label: string; color?: CircularProgressProps['color'] }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} color={color} aria-hidden="true" />
      <Typography>{label}</Typography>
    </Stack>
  );
}

/** Why the link did not work, in the server's words or the page's. */
export function TokenLinkFailure({ children }: { children: string }) {
  return (
    <Alert severity="error" role="alert" sx={{ width: '100%' }}>
      {children}
    </Alert>
  );
}
