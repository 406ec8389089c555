import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { PartnerProfile } from '../../../lib/api-types';
import { passesValidation, textFieldProps, useFormValues } from '../../../lib/use-form-values';
import { useToast } from '../../../lib/use-toast';
import { useChangeOwnPartnerProfile } from '../api/use-partner-profile';
import { validateProfile, type ProfileFormValues } from '../utils/form-validation';
import { MutationFailureAlert, useMutationFailure } from './MutationFailureAlert';

export interface EditPartnerProfileDialogProps {
  profile: PartnerProfile;
  /** `resubmit`: a rejected or withdrawn profile goes back to review with the corrections. */
  mode: 'edit' | 'resubmit';
  onClose: () => void;
}

/** Mounted only while open, so the form starts from the profile's current values. */
export function EditPartnerProfileDialog({ profile, mode, onClose }: EditPartnerProfileDialogProps) {
  const change = useChangeOwnPartnerProfile();
  const toast = useToast();
  const titleId = useId();
  const idPrefix = `edit-partner-profile-${profile.id}`;
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const resubmit = mode === 'resubmit';
  const form = useFormValues<ProfileFormValues>({
    companyName: profile.companyName,
    website: profile.website ?? '',
    description: profile.description ?? '',
    referralCode: profile.referralCode,
  });
  const fieldIds = {
    companyName: `${idPrefix}-company-name`,
    website: `${idPrefix}-website`,
    description: `${idPrefix}-description`,
    referralCode: `${idPrefix}-referral-code`,
  };
  const [saving, setSaving] = useState(false);
  const { failure, fail, clear } = useMutationFailure(form.values);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !passesValidation(form, validateProfile(form.values), fieldIds)) return;
    setSaving(true);
    clear();
    try {
      const { companyName, website, description } = form.values;
      await change({
        action: mode,
        id: profile.id,
        payload: { companyName: companyName.trim(), website: website.trim(), description: description.trim() },
      });
      toast({
        title: 'Success',
        description: resubmit ? 'Partner application sent for review again.' : 'Your changes are saved.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const message = resubmit ? 'Failed to re-apply' : 'Failed to save your changes';
      fail(message, error);
      toast({ title: 'Not saved', description: mutationErrorMessage(error, message), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (field: keyof ProfileFormValues) => textFieldProps(form, fieldIds, field);

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <form aria-label={resubmit ? 'Re-apply as a partner' : 'Edit partner profile'} noValidate onSubmit={save}>
        <DialogTitle id={titleId}>
          {resubmit ? 'Correct and re-apply' : 'Edit partner profile'} {profile.requestId}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {resubmit
              ? 'Fix what the review asked for; your application goes back to the review queue.'
              : 'Your application stays in the review queue with your changes.'}
          </DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              {...fieldProps('companyName')}
              label="Company Name"
              required
              autoFocus
              helperText={form.errors.companyName}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              {...fieldProps('website')}
              label="Website"
              type="url"
              helperText={form.errors.website ?? 'Optional. Starts with https://'}
            />
            <TextField
              {...fieldProps('description')}
              label="Description"
              multiline
              rows={3}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              id={fieldIds.referralCode}
              label="Referral Code"
              value={profile.referralCode}
              disabled
              helperText="Your referral code is already a live link, so it stays as it is."
            />
          </Stack>
          <MutationFailureAlert failure={failure} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : resubmit ? 'Re-apply' : 'Save changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
