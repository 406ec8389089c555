import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { AppTooltip } from '../../../components/AppTooltip';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { ApiTokenScope, CreateApiTokenRequest, CreatedApiToken } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';

const NAME_MAX_LENGTH = 100;
const EXPIRY_CHOICES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

export interface CreateApiTokenDialogProps {
  open: boolean;
  onClose: () => void;
  create: (request: CreateApiTokenRequest) => Promise<CreatedApiToken>;
}

/** The form for a new token, then the token itself, shown this once with a copy button. */
export function CreateApiTokenDialog({ open, onClose, create }: CreateApiTokenDialogProps) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState('90');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | undefined>();
  const [copyFailed, setCopyFailed] = useState(false);
  const toast = useToast();

  const close = () => {
    if (saving) return;
    onClose();
    setName('');
    setScope('read');
    setExpiry('90');
    setProblem(undefined);
    setCreated(undefined);
    setCopyFailed(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) {
      setProblem('Give the token a name');
      document.getElementById('api-token-name')?.focus();
      return;
    }
    setSaving(true);
    try {
      const token = await create({
        name: name.trim(),
        scope,
        expiresInDays: expiry === 'never' ? null : Number(expiry),
      });
      setCreated(token);
      toast({ title: 'API token created', description: `${token.name} is ready to use.`, variant: 'success' });
    } catch (error) {
      const message = mutationErrorMessage(error, 'Could not create the token. Please try again.');
      setProblem(message);
      toast({ title: 'Token not created', description: message, variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopyFailed(false);
      toast({ title: 'Copied', description: 'The token is on your clipboard.', variant: 'success' });
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="create-api-token-title" fullWidth maxWidth="sm">
      <DialogTitle id="create-api-token-title">{created ? 'Copy your new token' : 'Create an API token'}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning">
                Copy this token now: it is shown only once. Anyone who has it can use your account
                {created.scope === 'read' ? ' to read' : ''} until you revoke it.
              </Alert>
              <TextField
                label="Your new API token"
                value={created.token}
                fullWidth
                onFocus={(event) => event.target.select()}
                slotProps={{
                  htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <AppTooltip title="Copy token">
                          <IconButton aria-label="Copy token" onClick={() => void copy()} edge="end">
                            <ContentCopyIcon fontSize="small" />
                          </IconButton>
                        </AppTooltip>
                      </InputAdornment>
                    ),
                  },
                }}
                helperText={
                  copyFailed ? 'Your browser did not allow copying: select the token and copy it yourself.' : undefined
                }
                error={copyFailed}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2.5}>
              <TextField
                id="api-token-name"
                label="Name"
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setProblem(undefined);
                }}
                error={Boolean(problem)}
                helperText={problem ?? 'What the token is for, e.g. the script that uses it.'}
                required
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
              />
              <FormControl>
                <FormLabel id="api-token-scope-label">Access</FormLabel>
                <RadioGroup
                  aria-labelledby="api-token-scope-label"
                  value={scope}
                  onChange={(event) => setScope(event.target.value as ApiTokenScope)}
                >
                  <FormControlLabel value="read" control={<Radio />} label="Read only" />
                  <FormControlLabel value="read-write" control={<Radio />} label="Read & write" />
                </RadioGroup>
              </FormControl>
              <TextField
                select
                label="Expires after"
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
                fullWidth
              >
                {EXPIRY_CHOICES.map((choice) => (
                  <MenuItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Creating...' : 'Create token'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
