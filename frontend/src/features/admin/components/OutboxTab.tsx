import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { SectionCard } from '../../../components/SectionCard';
import type { OutboxEntry } from '../../../lib/api-types';
import { useKeysetList } from '../api/use-keyset-list';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { formatDateTime } from '../utils/date-format';
import { KeysetListBody } from './KeysetListBody';
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
  const list = useKeysetList<OutboxEntry>(ADMIN_LISTS.outbox, 'Failed to fetch outbox', enabled);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  return (
    <Stack spacing={3}>
      <SectionCard
        title="Outbox"
        description="Mail the app has sent, newest first. In development, when SMTP_URL is not set, mail is written to the outbox instead of being sent, and shows here."
        action={
          <Button
            variant="outlined"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={list.retry}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Refresh
          </Button>
        }
      >
        <KeysetListBody
          list={list}
          label="Sent mail"
          emptyText="No mail has been sent yet"
          emptyIcon={<OutboxOutlinedIcon />}
        >
          {(mails) => <RecordTable label="Sent mail" rows={mails} columns={outboxColumns(selectedId, setSelectedId)} />}
        </KeysetListBody>
      </SectionCard>
      {selectedId !== null ? <OutboxMessageView id={selectedId} /> : null}
    </Stack>
  );
}
