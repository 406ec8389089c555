import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { BRAND_NAME } from '../../../app/brand';
import { AppTooltip } from '../../../components/AppTooltip';
import { brandColors, brandGradient } from '../../../theme/theme';
import { AssistantAvatar } from './AssistantAvatar';

const headerButtonSx = {
  color: '#ffffff',
  '&:hover': { backgroundColor: alpha('#ffffff', 0.14) },
} as const;

export interface ChatHeaderProps {
  titleId: string;
  onClose: () => void;
  onReset: () => void;
}

export function ChatHeader({ titleId, onClose, onReset }: ChatHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pl: 2,
        pr: 1,
        py: 1.25,
        color: '#ffffff',
        backgroundImage: brandGradient,
        borderBottom: `1px solid ${alpha(brandColors.textMuted, 0.18)}`,
      }}
    >
      <AssistantAvatar size={36} onGradient />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }} noWrap>
          {BRAND_NAME} Assistant
        </Typography>
        <Typography component="p" variant="caption" sx={{ color: alpha('#ffffff', 0.88), display: 'block' }} noWrap>
          Your Web3 growth guide
        </Typography>
      </Box>
      <AppTooltip title="New conversation">
        <IconButton aria-label="New conversation" onClick={onReset} sx={headerButtonSx}>
          <AddCommentOutlinedIcon fontSize="small" />
        </IconButton>
      </AppTooltip>
      <AppTooltip title="Close chat">
        <IconButton aria-label="Close chat" onClick={onClose} sx={headerButtonSx}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </AppTooltip>
    </Box>
  );
}
