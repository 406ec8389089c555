import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useAccessLoss } from '../../../app/RequireAccess';
import { paths } from '../../../app/paths';
import { SectionCard } from '../../../components/SectionCard';
import { errorStatus, isUnauthorized, mutationErrorMessage } from '../../../lib/api-client';
import { useClearAccountData, useSession } from '../../../lib/session';
import { useToast } from '../../../lib/use-toast';
import { deleteAccount, downloadAccountData } from '../api/use-account-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export function YourDataSection() {
  const { user, refresh } = useSession();
  const clearAccountData = useClearAccountData();
  const navigate = useNavigate();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [lostAccess, setLostAccess] = useState(false);
  useAccessLoss(lostAccess ? 'signed-out' : undefined);

  const download = async () => {
    setDownloading(true);
    try {
      const fileName = await downloadAccountData();
      toast({ title: 'Download started', description: `Your data is saved as ${fileName}.`, variant: 'success' });
    } catch (error) {
      if (isUnauthorized(error)) return setLostAccess(true);
      toast({
        title: 'Download failed',
        description: mutationErrorMessage(error, 'Could not export your data. Please try again.'),
        variant: 'error',
      });
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = async (password: string) => {
    setDeleting(true);
    setProblem(undefined);
    try {
      await deleteAccount({ password });
    } catch (error) {
      setDeleting(false);
      if (isUnauthorized(error)) return setLostAccess(true);
      const message = mutationErrorMessage(error, 'Could not delete your account. Please try again.');
      if (errorStatus(error) === 400 || errorStatus(error) === 409) setProblem(message);
      toast({ title: 'Account not deleted', description: message, variant: 'error' });
      return;
    }
    toast({
      title: 'Account deleted',
      description: 'Your account and its personal data were deleted. You are signed out.',
      variant: 'success',
    });
    void navigate(paths.home);
    await clearAccountData();
    await refresh();
  };

  return (
    <SectionCard title="Your data" description="Take a copy of everything your account holds, or delete the account.">
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            One JSON file: your account, email address, notification settings and notifications, partner profile,
            referrals, campaigns and submissions.
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={downloading}
            sx={{ flexShrink: 0 }}
          >
            {downloading ? 'Preparing...' : 'Download my data'}
          </Button>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            Deleting your account removes your personal data for good and signs you out on every device.
          </Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlinedIcon />}
            onClick={() => setDialogOpen(true)}
            disabled={!user}
            sx={{ flexShrink: 0 }}
          >
            Delete account
          </Button>
        </Stack>
      </Stack>
      {user ? (
        <DeleteAccountDialog
          open={dialogOpen}
          username={user.username}
          busy={deleting}
          problem={problem}
          onCancel={() => {
            setDialogOpen(false);
            setProblem(undefined);
          }}
          onConfirm={confirmDelete}
        />
      ) : null}
    </SectionCard>
  );
}
