import IconButton from '@mui/material/IconButton';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { AppTooltip } from '../../../components/AppTooltip';
import { useToast } from '../../../lib/use-toast';

export interface CopyLinkButtonProps {
  code: string;
  link: string;
  /** Called with false when the browser refused to copy; the caller says so inline (no error toasts here). */
  onCopyResult?: (copied: boolean) => void;
}

export function CopyLinkButton({ code, link, onCopyResult }: CopyLinkButtonProps) {
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      onCopyResult?.(true);
      toast({ title: 'Copied', description: link, variant: 'success' });
    } catch {
      onCopyResult?.(false);
    }
  };

  return (
    <AppTooltip title="Copy link">
      <IconButton aria-label={`Copy link for ${code}`} onClick={copy} size="small" sx={{ color: 'secondary.main' }}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </AppTooltip>
  );
}
