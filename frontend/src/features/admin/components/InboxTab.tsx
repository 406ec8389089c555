import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import type { ContactMessage, NewsletterSubscriber } from '../../../lib/api-types';
import { badgeStyle, statusLabel, type BadgeStyleName } from '../../../lib/badge-style';
import { READ_FAILURES } from '../../../lib/read-failures';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { formatDateTime } from '../utils/date-format';
import type { RecordColumn } from './RecordTable';
import { RecordsSection } from './RecordsSection';

const messageColumns: readonly RecordColumn<ContactMessage>[] = [
  { id: 'received', label: 'Received', nowrap: true, render: (message) => formatDateTime(message.createdAt) },
  { id: 'name', label: 'Name', render: (message) => message.name },
  { id: 'email', label: 'Email', render: (message) => <Link href={`mailto:${message.email}`}>{message.email}</Link> },
  { id: 'company', label: 'Company', render: (message) => message.company },
  { id: 'message', label: 'Message', minWidth: 240, render: (message) => message.message },
];

const SUBSCRIBER_BADGES: Record<NewsletterSubscriber['status'], BadgeStyleName> = {
  active: 'default',
  pending: 'secondary',
  unsubscribed: 'outline',
};

/** Active addresses without a confirmation time subscribed before confirmation existed. */
function confirmedText(subscriber: NewsletterSubscriber): string {
  if (subscriber.confirmedAt) return formatDateTime(subscriber.confirmedAt);
  return subscriber.status === 'active' ? 'Before opt-in' : '—';
}

const subscriberColumns: readonly RecordColumn<NewsletterSubscriber>[] = [
  { id: 'email', label: 'Email', render: (subscriber) => subscriber.email },
  {
    id: 'status',
    label: 'Status',
    render: (subscriber) => (
      <Chip size="small" label={statusLabel(subscriber.status)} {...badgeStyle(SUBSCRIBER_BADGES[subscriber.status])} />
    ),
  },
  { id: 'subscribed', label: 'Subscribed', nowrap: true, render: (subscriber) => formatDateTime(subscriber.createdAt) },
  { id: 'confirmed', label: 'Confirmed', nowrap: true, render: confirmedText },
];

export function InboxTab({ enabled }: { enabled: boolean }) {
  return (
    <Stack spacing={3}>
      <RecordsSection
        title="Contact messages"
        description="Sent through the contact form on the landing page, newest first unless sorted otherwise."
        list={ADMIN_LISTS.messages}
        failureMessage={READ_FAILURES.contactMessages}
        enabled={enabled}
        columns={messageColumns}
        emptyText="No contact messages yet"
        emptyIcon={<MailOutlinedIcon />}
      />
      <RecordsSection
        title="Newsletter subscribers"
        description="Everyone who subscribed to the newsletter, newest first unless sorted otherwise. Pending addresses have not confirmed yet and receive nothing."
        list={ADMIN_LISTS.subscribers}
        failureMessage={READ_FAILURES.subscribers}
        enabled={enabled}
        columns={subscriberColumns}
        emptyText="No newsletter subscribers yet"
        emptyIcon={<MarkEmailReadOutlinedIcon />}
      />
    </Stack>
  );
}
