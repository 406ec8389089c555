import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';

/** Downloads the list as the server builds it, with the filters shown applied (no paging). */
export function CsvExportButton({ href, fileName }: { href: string; fileName: string }) {
  return (
    <Button
      component="a"
      href={href}
      download={fileName}
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      sx={{ width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}
    >
      Download CSV
    </Button>
  );
}
