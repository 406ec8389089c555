import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../../../theme/theme';

export interface ChatSuggestionsProps {
  suggestions: readonly string[];
  disabled: boolean;
  onPick: (suggestion: string) => void;
}

export function ChatSuggestions({ suggestions, disabled, onPick }: ChatSuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label="Suggested questions"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.75,
        px: 2,
        pt: 1.25,
        pb: 0.25,
        borderTop: `1px solid ${alpha(brandColors.textMuted, 0.14)}`,
      }}
    >
      {suggestions.map((suggestion) => (
        <Button
          key={suggestion}
          size="small"
          variant="outlined"
          disabled={disabled}
          onClick={() => onPick(suggestion)}
          sx={{
            px: 1.25,
            py: 0.375,
            minHeight: 32,
            borderRadius: 999,
            borderWidth: 1,
            fontSize: '0.8rem',
            fontWeight: 500,
            lineHeight: 1.3,
            textAlign: 'left',
            color: brandColors.violetLight,
            borderColor: alpha(brandColors.violet, 0.5),
            backgroundColor: alpha(brandColors.violet, 0.06),
            '&:hover': { borderColor: brandColors.violet, backgroundColor: alpha(brandColors.violet, 0.14) },
          }}
        >
          {suggestion}
        </Button>
      ))}
    </Box>
  );
}
