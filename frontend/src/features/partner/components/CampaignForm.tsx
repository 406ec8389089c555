import { useState, type FormEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { fullRowSx, GridForm, GridFormSubmit } from '../../../components/GridForm';
import { passesValidation, textFieldProps, useFormValues } from '../../../lib/use-form-values';
import { useToast } from '../../../lib/use-toast';
import { useCreateCampaign, type CampaignChanges } from '../api/use-campaigns';
import { CAMPAIGN_BUDGET_MAX, dateOrNull, parseBudget } from '../utils/campaign-rules';
import { validateCampaign, type CampaignFormValues } from '../utils/form-validation';
import { PARTNER_FAILURES } from '../utils/mutation-failure';
import { MutationFailureAlert, useMutationFailure } from './MutationFailureAlert';

const emptyCampaign: CampaignFormValues = {
  name: '',
  description: '',
  budget: '',
  startDate: '',
  endDate: '',
  targetMetrics: '',
};

const FIELDS: Record<keyof CampaignFormValues, string> = {
  name: 'name',
  description: 'description',
  budget: 'budget',
  startDate: 'start-date',
  endDate: 'end-date',
  targetMetrics: 'target-metrics',
};

function fieldIdsFor(prefix: string): Record<keyof CampaignFormValues, string> {
  return Object.fromEntries(Object.entries(FIELDS).map(([field, id]) => [field, `${prefix}-${id}`])) as Record<
    keyof CampaignFormValues,
    string
  >;
}

const createFieldIds = fieldIdsFor('campaign');

/** Editing an existing campaign instead of creating one: prefilled, saved through `onSave`. */
export interface CampaignFormEdit {
  idPrefix: string;
  initial: CampaignFormValues;
  onSave: (changes: CampaignChanges) => Promise<void>;
}

// The native date picker icon is dark by default and disappears on the dark theme.
const dateFieldSx = { '& input': { colorScheme: 'dark' } } as const;

export function CampaignForm({ edit }: { edit?: CampaignFormEdit } = {}) {
  const form = useFormValues(edit?.initial ?? emptyCampaign);
  const { values, errors, reset } = form;
  const { createCampaign, isCreating } = useCreateCampaign();
  const [isSaving, setIsSaving] = useState(false);
  const busy = edit ? isSaving : isCreating;
  const fieldIds = edit ? fieldIdsFor(edit.idPrefix) : createFieldIds;
  const toast = useToast();
  const { failure, fail, clear } = useMutationFailure(values);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    clear();
    if (!passesValidation(form, validateCampaign(values), fieldIds)) return;
    const changes: CampaignChanges = {
      name: values.name.trim(),
      description: values.description.trim(),
      budget: parseBudget(values.budget),
      startDate: dateOrNull(values.startDate),
      endDate: dateOrNull(values.endDate),
      targetMetrics: values.targetMetrics.trim(),
    };
    if (edit) {
      setIsSaving(true);
      try {
        await edit.onSave(changes);
      } catch (error) {
        fail(PARTNER_FAILURES.updateCampaign, error);
        setIsSaving(false);
      }
      return;
    }
    try {
      await createCampaign({ ...changes, status: 'draft' });
      toast({ title: 'Success', description: 'Campaign created successfully!', variant: 'success' });
      reset();
    } catch (error) {
      // Spec §8: no toast for this failure; it is shown under the form instead.
      fail(PARTNER_FAILURES.createCampaign, error);
    }
  };

  const fieldProps = (field: keyof CampaignFormValues) => textFieldProps(form, fieldIds, field);

  return (
    <GridForm label={edit ? 'Edit campaign' : 'Create campaign'} onSubmit={handleSubmit}>
      <TextField
        {...fieldProps('name')}
        label="Name"
        required
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        sx={fullRowSx}
      />
      <TextField
        {...fieldProps('description')}
        label="Description"
        multiline
        rows={3}
        helperText={errors.description}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        sx={fullRowSx}
      />
      <TextField
        {...fieldProps('budget')}
        label="Budget"
        type="number"
        helperText={errors.budget ?? 'Whole US dollars; empty means 0.'}
        slotProps={{
          htmlInput: { min: 0, max: CAMPAIGN_BUDGET_MAX, step: 1, inputMode: 'numeric' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <TextField
        {...fieldProps('targetMetrics')}
        label="Target Metrics"
        placeholder="e.g. 5,000 KYC signups"
        helperText={errors.targetMetrics}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        {...fieldProps('startDate')}
        label="Start Date"
        type="date"
        helperText={errors.startDate ?? 'Optional'}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={dateFieldSx}
      />
      <TextField
        {...fieldProps('endDate')}
        label="End Date"
        type="date"
        helperText={errors.endDate ?? 'Optional; leave empty for an ongoing campaign'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.startDate || undefined } }}
        sx={dateFieldSx}
      />
      <GridFormSubmit startIcon={edit ? <SaveIcon /> : <AddIcon />} disabled={busy}>
        {edit ? (isSaving ? 'Saving...' : 'Save Changes') : isCreating ? 'Creating...' : 'Create Campaign'}
      </GridFormSubmit>
      <MutationFailureAlert failure={failure} sx={fullRowSx} />
    </GridForm>
  );
}
