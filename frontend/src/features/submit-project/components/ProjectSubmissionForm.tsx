import { useState, type FormEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import type { ListingType, NewProjectSubmission } from '../../../lib/api-types';
import { LISTING_TYPES, SUBMISSION_CATEGORIES } from '../utils/submission-options';
import { fullRowSx, GridForm, GridFormSubmit } from '../../../components/GridForm';
import { passesValidation, textFieldProps, type FormState } from '../../../lib/use-form-values';
import { useToast } from '../../../lib/use-toast';
import { submitErrorMessage } from '../api/project-submission-requests';
import { useSubmitProject } from '../api/use-project-submissions';
import { listingTypeName } from '../utils/submission-display';
import {
  SUBMISSION_LIMITS,
  toSubmissionPayload,
  validateSubmission,
  type SubmissionField,
  type SubmissionFormValues,
} from '../utils/submission-form';

type TextInputField = Exclude<SubmissionField, 'listingType'>;

const fieldIdsFor = (prefix: string): Record<TextInputField, string> => ({
  projectName: `${prefix}-project-name`,
  category: `${prefix}-category`,
  description: `${prefix}-description`,
  website: `${prefix}-website`,
  logo: `${prefix}-logo`,
  twitter: `${prefix}-twitter`,
  telegram: `${prefix}-telegram`,
});

export interface ProjectSubmissionFormProps {
  form: FormState<SubmissionFormValues>;
  /** Editing an existing submission: saves the validated payload instead of submitting a new one. */
  edit?: {
    idPrefix: string;
    ariaLabel: string;
    submitLabel: string;
    busyLabel: string;
    onSave: (payload: NewProjectSubmission) => Promise<void>;
  };
}

export function ProjectSubmissionForm({ form, edit }: ProjectSubmissionFormProps) {
  const { values, errors, setValue, reset } = form;
  const { submitProject, isSubmitting: isSubmittingNew } = useSubmitProject();
  const [isSaving, setIsSaving] = useState(false);
  const isSubmitting = isSubmittingNew || isSaving;
  const fieldIds = fieldIdsFor(edit?.idPrefix ?? 'submission');
  const toast = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (!passesValidation(form, validateSubmission(values), fieldIds)) return;
    if (edit) {
      setIsSaving(true);
      try {
        await edit.onSave(toSubmissionPayload(values));
      } finally {
        setIsSaving(false);
      }
      return;
    }
    try {
      await submitProject(toSubmissionPayload(values));
      toast({
        title: 'Success',
        description: "Project submitted for review! We'll notify you once it's processed.",
        variant: 'success',
      });
      reset();
    } catch (error) {
      toast({ title: 'Error', description: submitErrorMessage(error), variant: 'error' });
    }
  };

  const fieldProps = (field: TextInputField) => textFieldProps(form, fieldIds, field);

  return (
    <GridForm label={edit?.ariaLabel ?? 'Submit project'} onSubmit={handleSubmit}>
      <TextField
        {...fieldProps('projectName')}
        label="Project Name"
        required
        helperText={errors.projectName}
        slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.projectName } }}
      />
      <TextField {...fieldProps('category')} select label="Category" required helperText={errors.category}>
        {SUBMISSION_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...fieldProps('description')}
        label="Description"
        required
        multiline
        minRows={4}
        helperText={errors.description ?? 'What your project does and who it is for.'}
        slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.description } }}
        sx={fullRowSx}
      />
      <TextField
        {...fieldProps('website')}
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://your-project.io"
        helperText={errors.website ?? 'Optional. Starts with https://'}
        slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.url } }}
      />
      <TextField
        {...fieldProps('logo')}
        label="Logo URL"
        type="url"
        placeholder="https://your-project.io/logo.png"
        helperText={errors.logo ?? 'Optional. A link to a square image.'}
        slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.url } }}
      />
      <TextField
        {...fieldProps('twitter')}
        label="Twitter"
        placeholder="@yourproject"
        helperText={errors.twitter ?? 'Optional. Handle or profile link.'}
        slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.handle } }}
      />
      <TextField
        {...fieldProps('telegram')}
        label="Telegram"
        placeholder="t.me/yourproject"
        helperText={errors.telegram ?? 'Optional. Group or channel link.'}
        slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.handle } }}
      />
      <FormControl sx={fullRowSx}>
        <FormLabel id={`${edit?.idPrefix ?? 'submission'}-listing-type-label`} sx={{ mb: 0.5 }}>
          Listing Type
        </FormLabel>
        <RadioGroup
          row
          name="listingType"
          aria-labelledby={`${edit?.idPrefix ?? 'submission'}-listing-type-label`}
          value={values.listingType}
          onChange={(event) => setValue('listingType', event.target.value as ListingType)}
          sx={{ columnGap: 2 }}
        >
          {LISTING_TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={listingTypeName(type)} />
          ))}
        </RadioGroup>
      </FormControl>
      <GridFormSubmit size="large" endIcon={<SendIcon />} disabled={isSubmitting}>
        {edit ? (isSubmitting ? edit.busyLabel : edit.submitLabel) : isSubmitting ? 'Submitting...' : 'Submit Project'}
      </GridFormSubmit>
    </GridForm>
  );
}
