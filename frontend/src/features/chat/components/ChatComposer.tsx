import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';
import { brandColors, brandGradient } from '../../../theme/theme';

export interface ChatComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  disabled: boolean;
  /** Returns whether the text was sent; the draft is kept otherwise. */
  onSend: (text: string) => boolean;
}

export function ChatComposer({ inputRef, disabled, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const canSubmit = !disabled && draft.trim().length > 0;

  const submit = () => {
    if (onSend(draft)) setDraft('');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, px: 2, pt: 1.5, pb: 2 }}
    >
      <TextField
        inputRef={inputRef}
        label="Ask about Web3 growth"
        multiline
        maxRows={4}
        fullWidth
        size="small"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <IconButton
        type="submit"
        aria-label="Send message"
        disabled={!canSubmit}
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          color: '#ffffff',
          backgroundImage: brandGradient,
          '&:hover': { backgroundImage: 'linear-gradient(135deg, #6d28d9 0%, #155e75 100%)' },
          '&.Mui-disabled': {
            backgroundImage: 'none',
            backgroundColor: alpha(brandColors.textMuted, 0.16),
            color: alpha(brandColors.text, 0.45),
          },
        }}
      >
        <SendIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
