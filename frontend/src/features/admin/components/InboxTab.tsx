import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { adminEndpoints } from '../api/admin-endpoints';
import type { ContactMessage, NewsletterSubscriber } from '../api/admin-types';
import { useContactMessages, useNewsletterSubscribers } from '../api/use-admin-records';
import { formatDateTime } from '../utils/date-format';
import { ADMIN_PAGE_SIZE } from '../utils/pagination';
import { PagedRecords } from './PagedRecords';
import type { RecordColumn } from './RecordTable';
import { SectionCard } from './SectionCard';

const messageColumns: readonly RecordColumn<ContactMessage>[] = [
  { id: 'received', label: 'Received', nowrap: true, render: (message) => formatDateTime(message.createdAt) },
  { id: 'name', label: 'Name', render: (message) => message.name },
  { id: 'email', label: 'Email', render: (message) => <Link href={`mailto:${message.email}`}>{message.email}</Link> },
  { id: 'company', label: 'Company', render: (message) => message.company },
  { id: 'message', label: 'Message', minWidth: 240, render: (message) => message.message },
];

const subscriberColumns: readonly RecordColumn<NewsletterSubscriber>[] = [
  { id: 'email', label: 'Email', render: (subscriber) => subscriber.email },
  { id: 'subscribed', label: 'Subscribed', nowrap: true, render: (subscriber) => formatDateTime(subscriber.createdAt) },
];

function CsvButton({ href, fileName }: { href: string; fileName: string }) {
  return (
    <Button
      component="a"
      href={href}
      download={fileName}
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      Download CSV
    </Button>
  );
}

function ContactMessagesSection({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const { records, error, retry } = useContactMessages(enabled, page, ADMIN_PAGE_SIZE);
  return (
    <SectionCard
      title="Contact messages"
      description="Sent through the contact form on the landing page, newest first."
      action={<CsvButton href={adminEndpoints.contactMessagesExport} fileName="contact-messages.csv" />}
    >
      <PagedRecords
        label="Contact messages"
        records={records}
        error={error}
        retry={retry}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        columns={messageColumns}
        emptyText="No contact messages yet"
        emptyIcon={<MailOutlinedIcon />}
      />
    </SectionCard>
  );
}

function SubscribersSection({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const { records, error, retry } = useNewsletterSubscribers(enabled, page, ADMIN_PAGE_SIZE);
  return (
    <SectionCard
      title="Newsletter subscribers"
      description="Everyone subscribed to the newsletter, newest first."
      action={<CsvButton href={adminEndpoints.subscribersExport} fileName="newsletter-subscribers.csv" />}
    >
      <PagedRecords
        label="Newsletter subscribers"
        records={records}
        error={error}
        retry={retry}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        columns={subscriberColumns}
        emptyText="No newsletter subscribers yet"
        emptyIcon={<MarkEmailReadOutlinedIcon />}
      />
    </SectionCard>
  );
}

export function InboxTab({ enabled }: { enabled: boolean }) {
  return (
    <Stack spacing={3}>
      <ContactMessagesSection enabled={enabled} />
      <SubscribersSection enabled={enabled} />
    </Stack>
  );
}
