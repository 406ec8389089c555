import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import { brandColors } from '../../../theme/theme';
import type { ChatMessage } from '../chat-types';
import { AssistantAvatar } from './AssistantAvatar';
import { ChatMessageContent } from './ChatMessageContent';
import { visuallyHiddenSx } from './visually-hidden';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';

const timeFormat = createdOnFirstUse(() => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }));

function bubbleSx(message: ChatMessage) {
  if (message.role === 'user') {
    return {
      color: '#ffffff',
      backgroundColor: brandColors.violetDeep,
      borderBottomRightRadius: 4,
    };
  }
  return {
    color: 'text.primary',
    backgroundColor: message.failed ? alpha('#f87171', 0.1) : brandColors.raised,
    border: `1px solid ${message.failed ? alpha('#f87171', 0.6) : alpha(brandColors.textMuted, 0.16)}`,
    borderTopLeftRadius: 4,
  };
}

export function ChatMessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const isUser = message.role === 'user';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        justifyContent: isUser ? 'flex-end' : 'flex-start',
      }}
    >
      {isUser ? null : <AssistantAvatar />}
      <Box sx={{ maxWidth: isUser ? '85%' : 'calc(100% - 36px)', minWidth: 0 }}>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 3,
            fontSize: '0.875rem',
            lineHeight: 1.55,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            ...bubbleSx(message),
          }}
        >
          <Box component="span" sx={visuallyHiddenSx}>
            {isUser ? 'You said: ' : 'Assistant said: '}
          </Box>
          {message.failed ? (
            <ErrorOutlineIcon
              aria-hidden
              sx={{ fontSize: 18, color: 'error.main', verticalAlign: 'text-bottom', mr: 0.75 }}
            />
          ) : null}
          {isUser ? message.content : <ChatMessageContent content={message.content} onNavigate={onNavigate} />}
        </Box>
        <Typography
          component="time"
          variant="caption"
          dateTime={message.timestamp.toISOString()}
          sx={{ display: 'block', mt: 0.5, px: 0.5, color: 'text.secondary', textAlign: isUser ? 'right' : 'left' }}
        >
          {timeFormat().format(message.timestamp)}
        </Typography>
      </Box>
    </Box>
  );
}
