import { useLayoutEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';

/**
 * The server's refusal inside a dialog. It takes the focus in the commit that shows it: the submit button that
 * had it was disabled while sending, which leaves the focus nowhere (and Escape unheard).
 */
export function DialogProblemAlert({ problem }: { problem?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);
  if (!problem) return null;
  return (
    <Alert ref={ref} tabIndex={-1} severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {problem}
    </Alert>
  );
}
