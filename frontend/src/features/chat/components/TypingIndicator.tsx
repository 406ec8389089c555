import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { brandColors } from '../../../theme/theme';
import { AssistantAvatar } from './AssistantAvatar';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.45; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

export function TypingIndicator() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.75 }}>
      <AssistantAvatar />
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          gap: 0.5,
          px: 1.5,
          py: 1.25,
          borderRadius: 3,
          borderTopLeftRadius: 4,
          backgroundColor: brandColors.raised,
        }}
      >
        {[0, 1, 2].map((dot) => (
          <Box
            key={dot}
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              backgroundColor: brandColors.violetLight,
              animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.8 },
            }}
          />
        ))}
      </Box>
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary' }}>
        Assistant is typing…
      </Typography>
    </Box>
  );
}
