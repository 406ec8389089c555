import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { FormDialog } from '../../../components/FormDialog';
import { useToast } from '../../../lib/use-toast';
import { UTM_FIELDS, buildDeepLink, deepLinkPathProblem, utmProblem, type UtmKey } from '../utils/deep-link';

/** Builds `/r/{code}?to=<page>&utm_*` for one link. Mounted only while open. */
export function DeepLinkDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const [path, setPath] = useState('');
  const [utm, setUtm] = useState<Partial<Record<UtmKey, string>>>({});
  const [copyFailed, setCopyFailed] = useState(false);
  const toast = useToast();
  const resultId = useId();

  const pathProblem = deepLinkPathProblem(path);
  const link = buildDeepLink(window.location.origin, code, { path, utm });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopyFailed(false);
      toast({ title: 'Copied', description: link, variant: 'success' });
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <FormDialog
      title={`Deep link for ${code}`}
      intro={`Send visitors to a page of this site instead of the home page, and tag the link for your own analytics. The click still counts for ${code}.`}
      onClose={onClose}
      maxWidth="sm"
      actions={
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            Close
          </Button>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} disabled={!link}>
            Copy deep link
          </Button>
        </DialogActions>
      }
    >
      <Stack spacing={2}>
        <TextField
          label="Page on this site"
          placeholder="/articles/3"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          error={pathProblem !== null}
          helperText={pathProblem ?? 'A path such as /articles/3 or /projects/defi; empty for the home page.'}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          autoFocus
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {UTM_FIELDS.map((field) => {
            const problem = utmProblem(utm[field.key] ?? '');
            return (
              <TextField
                key={field.key}
                label={`${field.label} (optional)`}
                placeholder={field.example}
                value={utm[field.key] ?? ''}
                onChange={(event) => setUtm({ ...utm, [field.key]: event.target.value })}
                error={problem !== null}
                helperText={problem ?? ' '}
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
              />
            );
          })}
        </Box>
        <Box>
          <Typography id={resultId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            Your link
          </Typography>
          <Typography
            aria-labelledby={resultId}
            aria-live="polite"
            sx={{
              fontFamily: 'monospace',
              overflowWrap: 'anywhere',
              p: 1.5,
              borderRadius: 2,
              border: '1px solid',
              borderColor: 'divider',
            }}
          >
            {link ?? 'Fix the fields above to get a link.'}
          </Typography>
          {copyFailed ? (
            <Typography role="alert" variant="caption" component="p" sx={{ color: 'error.main', mt: 0.5 }}>
              Could not copy the link. Select it and copy it by hand.
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </FormDialog>
  );
}
