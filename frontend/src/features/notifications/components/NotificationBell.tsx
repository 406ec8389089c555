import { Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/use-unread-count';
import { bellLabel, unreadBadgeContent } from '../utils/notification-format';
import { LazyNotificationPanel, preloadNotificationPanel } from './lazy-notification-panel';

const BELL_ID = 'notifications-button';
const PANEL_ID = 'notifications-panel';

const preload = () => void preloadNotificationPanel().catch(() => undefined);

/** The navbar's bell for every signed-in role, on every screen size; its panel's code loads on first use. */
export function NotificationBell() {
  const { user } = useSession();
  const { count } = useUnreadCount(user !== null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  if (!user) return null;

  const open = anchor !== null;
  const badge = unreadBadgeContent(count);
  return (
    <>
      <IconButton
        id={BELL_ID}
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ color: 'text.primary' }}
      >
        <Badge badgeContent={badge} invisible={badge === null} color="secondary" overlap="circular">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <LazyNotificationPanel id={PANEL_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
