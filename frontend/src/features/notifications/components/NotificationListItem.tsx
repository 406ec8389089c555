import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import { visuallyHidden } from '../../../components/visually-hidden';
import { isPlainLeftClick } from '../../../lib/section-navigation';
import type { AppNotification } from '../../../lib/api-types';
import { exactTime, relativeTime, sameSitePath } from '../utils/notification-format';

export interface NotificationListItemProps {
  notification: AppNotification;
  now: Date;
  /** Marks it read and goes to its page; called for a plain left click or Enter on the link. */
  onOpen: (notification: AppNotification, path: string) => void;
  onMarkRead: (notification: AppNotification) => void;
}

function ItemText({ notification, now }: { notification: AppNotification; now: Date }) {
  const unread = notification.readAt === null;
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
        {unread ? (
          <Box component="span" sx={visuallyHidden}>
            Unread:{' '}
          </Box>
        ) : null}
        {notification.title}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.25 }}
      >
        {notification.body}
      </Typography>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
        <time dateTime={notification.createdAt} title={exactTime(notification.createdAt)}>
          {relativeTime(notification.createdAt, now)}
        </time>
      </Typography>
    </Box>
  );
}

function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 8,
        height: 8,
        mt: 1,
        mr: 1.5,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: unread ? 'secondary.main' : 'transparent',
      }}
    />
  );
}

export function NotificationListItem({ notification, now, onOpen, onMarkRead }: NotificationListItemProps) {
  const unread = notification.readAt === null;
  const path = sameSitePath(notification.link);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!path || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(notification, path);
  };

  const content = (
    <>
      <UnreadDot unread={unread} />
      <ItemText notification={notification} now={now} />
    </>
  );

  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        unread ? (
          <Tooltip title="Mark as read">
            <IconButton
              edge="end"
              size="small"
              aria-label={`Mark as read: ${notification.title}`}
              onClick={() => onMarkRead(notification)}
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
      sx={{ alignItems: 'flex-start', '& .MuiListItemSecondaryAction-root': { top: 24 } }}
    >
      {path ? (
        <ListItemButton
          component="a"
          href={path}
          onClick={handleClick}
          sx={{ alignItems: 'flex-start', py: 1.5, pr: 6 }}
        >
          {content}
        </ListItemButton>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', px: 2, py: 1.5, pr: 6, width: '100%' }}>{content}</Box>
      )}
    </ListItem>
  );
}
