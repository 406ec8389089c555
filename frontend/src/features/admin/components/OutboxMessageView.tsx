import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { useOutboxMessage } from '../api/use-outbox';
import { formatDateTime } from '../utils/date-format';

function Field({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One sent mail: its headers, the plain text, and the HTML rendered in a sandbox with no rights at all. */
export function OutboxMessageView({ id }: { id: number }) {
  const { message, error, retry } = useOutboxMessage(id);

  if (error) return <LoadFailure message="We could not load this message." onRetry={retry} />;
  if (!message) return <LoadingState />;
  return (
    <SectionCard title={message.subject} headingLevel="h3" description="The message as it was written to the outbox.">
      <Box
        component="dl"
        sx={{ m: 0, mb: 3, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
      >
        <Field label="To">{message.to}</Field>
        <Field label="Subject">{message.subject}</Field>
        <Field label="Sent">{formatDateTime(message.sentAt)}</Field>
      </Box>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        Plain text
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Plain-text message"
        sx={{
          m: 0,
          mb: 3,
          p: 2,
          maxHeight: 320,
          overflow: 'auto',
          borderRadius: 2,
          border: '1px solid',
          borderColor: 'divider',
          typography: 'body2',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.text}
      </Box>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        HTML
      </Typography>
      {/* The mail's HTML may carry anything a sender put in it: an empty sandbox runs no script,
          submits no form and gets an opaque origin, and it is never injected into this page. */}
      <Box
        component="iframe"
        sandbox=""
        srcDoc={message.html}
        title="Rendered message"
        sx={{
          display: 'block',
          width: '100%',
          height: 480,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: '#ffffff',
        }}
      />
    </SectionCard>
  );
}
