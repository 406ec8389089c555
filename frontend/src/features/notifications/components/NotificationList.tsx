import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import { LoadFailure } from '../../../components/ListStates';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { AppNotification } from '../../../lib/api-types';
import { NotificationListItem } from './NotificationListItem';

export interface NotificationListProps {
  items: AppNotification[] | undefined;
  error: unknown;
  now: Date;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onOpen: (notification: AppNotification, path: string) => void;
  onMarkRead: (notification: AppNotification) => void;
}

function ListSkeleton() {
  return (
    <Box role="status" sx={{ px: 2, py: 1.5 }}>
      <Box component="span" sx={visuallyHidden}>
        Loading notifications...
      </Box>
      <Stack spacing={2} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Box key={index}>
            <Skeleton width="70%" />
            <Skeleton width="95%" />
            <Skeleton width="30%" />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function CaughtUp() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 5, color: 'text.secondary' }}>
      <NotificationsOffOutlinedIcon aria-hidden="true" sx={{ fontSize: 36 }} />
      <Typography component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
        You're all caught up
      </Typography>
      <Typography component="p" variant="body2">
        Decisions on your submissions and other news will show here.
      </Typography>
    </Stack>
  );
}

/** The panel's body: loading, failure, empty, or the list with its "Load more". */
export function NotificationList(props: NotificationListProps) {
  const { items, error, now, hasMore, isLoadingMore, onLoadMore, onRetry, onOpen, onMarkRead } = props;
  if (error && !items) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadFailure message="We could not load your notifications." onRetry={onRetry} />
      </Box>
    );
  }
  if (!items) return <ListSkeleton />;
  if (items.length === 0) return <CaughtUp />;
  return (
    <Box sx={{ overflowY: 'auto', minHeight: 0 }}>
      <List aria-label="Notifications" disablePadding>
        {items.map((notification) => (
          <NotificationListItem
            key={notification.id}
            notification={notification}
            now={now}
            onOpen={onOpen}
            onMarkRead={onMarkRead}
          />
        ))}
      </List>
      {error ? (
        <Box sx={{ p: 1.5 }}>
          <LoadFailure message="We could not load more notifications." onRetry={onRetry} />
        </Box>
      ) : hasMore ? (
        <Box sx={{ p: 1.5, textAlign: 'center' }}>
          <Button onClick={onLoadMore} disabled={isLoadingMore} fullWidth>
            {isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
