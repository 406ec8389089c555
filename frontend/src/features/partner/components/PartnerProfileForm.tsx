import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { formGridSx, fullRowSx } from '../../../components/GridForm';
import { passesValidation, textFieldProps, type FormState } from '../../../lib/use-form-values';
import { useToast } from '../../../lib/use-toast';
import { useCreatePartnerProfile } from '../api/use-partner-profile';
import { PARTNER_FAILURES } from '../utils/mutation-failure';
import { validateProfile, type ProfileFormValues } from '../utils/form-validation';
import { REFERRAL_CODE_RULE, suggestReferralCode } from '../utils/referral-code';
import { MutationFailureAlert, useMutationFailure } from './MutationFailureAlert';

const fieldIds: Record<keyof ProfileFormValues, string> = {
  companyName: 'partner-company-name',
  website: 'partner-website',
  description: 'partner-description',
  referralCode: 'partner-referral-code',
};

export interface PartnerProfileFormProps {
  /** Owned by the parent so nothing typed is lost when the form is hidden and shown again. */
  form: FormState<ProfileFormValues>;
  onCancel: () => void;
}

export function PartnerProfileForm({ form, onCancel }: PartnerProfileFormProps) {
  const { values, errors, setValue } = form;
  const { createProfile, isCreating } = useCreatePartnerProfile();
  const toast = useToast();
  const { failure, fail, clear } = useMutationFailure(values);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isCreating) return;
    clear();
    if (!passesValidation(form, validateProfile(values), fieldIds)) return;
    try {
      await createProfile({
        companyName: values.companyName.trim(),
        website: values.website.trim(),
        description: values.description.trim(),
        referralCode: values.referralCode.trim(),
      });
      // Spec §5: the profile form keeps its values after submission.
      toast({ title: 'Success', description: 'Partner profile created!', variant: 'success' });
    } catch (error) {
      // Spec §8: no toast for this failure; it is shown under the form instead.
      fail(PARTNER_FAILURES.createProfile, error);
    }
  };

  const fieldProps = (field: keyof ProfileFormValues) => textFieldProps(form, fieldIds, field);

  return (
    <Box component="form" aria-label="Create partner profile" noValidate onSubmit={handleSubmit}>
      <Box sx={formGridSx}>
        <TextField
          {...fieldProps('companyName')}
          label="Company Name"
          required
          autoComplete="organization"
          helperText={errors.companyName}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          {...fieldProps('website')}
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://your-project.io"
          helperText={errors.website ?? 'Optional. Starts with https://'}
        />
        <TextField
          {...fieldProps('description')}
          label="Description"
          multiline
          rows={3}
          helperText="Optional. What your exchange or project does."
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={fullRowSx}
        />
        <TextField
          {...fieldProps('referralCode')}
          label="Referral Code"
          required
          autoComplete="off"
          helperText={errors.referralCode ?? `Unique; ${REFERRAL_CODE_RULE}.`}
          sx={fullRowSx}
          slotProps={{
            htmlInput: { maxLength: 32, spellCheck: false, autoCapitalize: 'characters' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button
                    size="small"
                    startIcon={<AutoAwesomeIcon />}
                    aria-label="Suggest a referral code"
                    onClick={() => setValue('referralCode', suggestReferralCode(values.companyName))}
                  >
                    Suggest
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="inherit" onClick={onCancel} disabled={isCreating}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isCreating}>
          {isCreating ? 'Creating...' : 'Create Profile'}
        </Button>
      </Stack>
      <MutationFailureAlert failure={failure} sx={{ mt: 2 }} />
    </Box>
  );
}
