import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useToast } from '../../../lib/use-toast';

export function CopyLinkButton({ code, link }: { code: string; link: string }) {
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Copied', description: link, variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the link. Select it and copy it by hand.', variant: 'error' });
    }
  };

  return (
    <Tooltip title="Copy link">
      <IconButton aria-label={`Copy link for ${code}`} onClick={copy} size="small" sx={{ color: 'secondary.main' }}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
