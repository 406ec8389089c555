import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { mutationErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import type { AppNotification } from '../../../lib/api-types';
import { useNotifications } from '../api/use-notifications';
import { useUnreadCount } from '../api/use-unread-count';
import { hasMorePages } from '../utils/notification-pages';
import { NotificationList } from './NotificationList';

const HEADING_ID = 'notifications-heading';

export interface NotificationPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** While the panel is open, a rise in the polled unread count means new notifications: read the list again. */
function useNewArrivals(reload: () => void) {
  const { count } = useUnreadCount(true);
  const previous = useRef(count);
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) reload();
    previous.current = count;
  }, [count, reload]);
}

/** Mounted while open only, so each opening reads the newest notifications. */
function PanelContent({ onClose }: { onClose: () => void }) {
  const { pages, error, isLoadingMore, loadMore, retry, markRead, markAllRead } = useNotifications();
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const [now] = useState(() => new Date());
  useNewArrivals(retry);

  const items = pages?.flatMap((page) => page.items);
  const anyUnread = items?.some((item) => item.readAt === null) ?? false;

  const markOne = async (notification: AppNotification) => {
    try {
      await markRead(notification);
    } catch (failure) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(failure, 'Failed to mark the notification as read'),
        variant: 'error',
      });
    }
  };

  const open = async (notification: AppNotification, path: string) => {
    // Going there matters more than the read mark: a failed mark still navigates (and says so).
    await markOne(notification);
    onClose();
    void navigate(path);
  };

  const markAll = async () => {
    setIsMarkingAll(true);
    try {
      await markAllRead();
      toast({ title: 'Success', description: 'All notifications marked as read', variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(failure, 'Failed to mark notifications as read'),
        variant: 'error',
      });
    } finally {
      setIsMarkingAll(false);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button size="small" startIcon={<DoneAllIcon />} onClick={markAll} disabled={!anyUnread || isMarkingAll}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      <NotificationList
        items={items}
        error={error}
        now={now}
        hasMore={hasMorePages(pages)}
        isLoadingMore={isLoadingMore}
        onLoadMore={loadMore}
        onRetry={retry}
        onOpen={open}
        onMarkRead={markOne}
      />
    </>
  );
}

export function NotificationPanel({ id, anchor, onClose }: NotificationPanelProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-labelledby': HEADING_ID,
          sx: {
            width: { xs: 'calc(100vw - 16px)', sm: 400 },
            maxWidth: { xs: 'calc(100vw - 16px)', sm: 400 },
            maxHeight: 'min(600px, calc(100vh - 96px))',
            display: 'flex',
            flexDirection: 'column',
            backgroundImage: 'none',
            border: '1px solid',
            borderColor: 'divider',
          },
        },
      }}
    >
      <PanelContent onClose={onClose} />
    </Popover>
  );
}
