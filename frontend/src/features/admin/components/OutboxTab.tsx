import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import type { OutboxEntry } from '../../../lib/api-types';
import { useOutboxPage } from '../api/use-outbox';
import { isUnauthorizedOrForbidden } from '../utils/access';
import { formatDateTime } from '../utils/date-format';
import { currentPage, firstPageTrail, nextPageTrail, previousPageTrail, trailRangeLabel } from '../utils/outbox-paging';
import { OutboxMessageView } from './OutboxMessageView';
import { RecordTable, type RecordColumn } from './RecordTable';

function outboxColumns(selectedId: number | null, onSelect: (id: number) => void): RecordColumn<OutboxEntry>[] {
  return [
    { id: 'sent', label: 'Sent', nowrap: true, render: (mail) => formatDateTime(mail.sentAt) },
    { id: 'to', label: 'To', render: (mail) => mail.to },
    {
      id: 'subject',
      label: 'Subject',
      minWidth: 220,
      render: (mail) => (
        <Link
          component="button"
          type="button"
          onClick={() => onSelect(mail.id)}
          aria-pressed={mail.id === selectedId}
          sx={{ textAlign: 'left', fontWeight: mail.id === selectedId ? 700 : 500 }}
        >
          {mail.subject}
        </Link>
      ),
    },
  ];
}

/** Admins only: the mail the app wrote to DATA_DIR/outbox, newest first, and any one of them opened. */
export function OutboxTab({ enabled }: { enabled: boolean }) {
  const [trail, setTrail] = useState(firstPageTrail);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { page, error, retry } = useOutboxPage(currentPage(trail), enabled);

  let content: ReactNode;
  if (error && !isUnauthorizedOrForbidden(error)) {
    content = <LoadFailure message="We could not load the outbox." onRetry={retry} />;
  } else if (!page) {
    content = <LoadingState />;
  } else if (page.items.length === 0 && trail.length === 1) {
    content = <EmptyState icon={<OutboxOutlinedIcon />}>No mail has been sent yet</EmptyState>;
  } else {
    content = (
      <>
        <RecordTable label="Sent mail" rows={page.items} columns={outboxColumns(selectedId, setSelectedId)} />
        <Stack
          component="nav"
          aria-label="Sent mail pages"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {trailRangeLabel(trail, page.items.length, page.total)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<NavigateBeforeIcon />} disabled={trail.length === 1} onClick={() => setTrail(previousPageTrail)}>
              Newer
            </Button>
            <Button
              size="small"
              endIcon={<NavigateNextIcon />}
              disabled={!page.next}
              onClick={() => setTrail((current) => nextPageTrail(current, page.next))}
            >
              Older
            </Button>
          </Stack>
        </Stack>
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <SectionCard
        title="Outbox"
        description="Mail the app has sent, newest first. In development, when SMTP_URL is not set, mail is written to the outbox instead of being sent, and shows here."
        action={
          <Button variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={retry} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Refresh
          </Button>
        }
      >
        {content}
      </SectionCard>
      {selectedId !== null ? <OutboxMessageView id={selectedId} /> : null}
    </Stack>
  );
}
