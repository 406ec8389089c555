import { useState, type FormEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSWRConfig } from 'swr';
import { useApiData } from '../../../lib/use-api-data';
import {
  ACCEPTED_CHAINS_KEY,
  issueQuote,
  readAcceptedChains,
  submissionPaymentKey,
} from '../api/listing-quote-requests';
import { useListingPaymentAction } from '../hooks/use-listing-payment-action';
import {
  QUOTE_VALIDITY,
  chainLabel,
  toQuoteRequest,
  validateQuoteForm,
  type QuoteFormValues,
} from '../utils/listing-quote';
import { AdminFormDialog } from './AdminFormDialog';

const TEXTS = { success: 'Quote issued', failure: 'Failed to issue the quote' };

export interface IssueQuoteDialogProps {
  submission: { id: number; projectName: string };
  onClose: () => void;
}

/** An admin quotes the listing's price on chain: amount, token, chain and how long it can be paid. Mounted only while open. */
export function IssueQuoteDialog({ submission, onClose }: IssueQuoteDialogProps) {
  const { data: chainIds } = useApiData(ACCEPTED_CHAINS_KEY, readAcceptedChains);
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<QuoteFormValues>({
    amount: '',
    tokenKind: 'erc20',
    tokenAddress: '',
    chainId: '',
    validityDays: String(QUOTE_VALIDITY.default),
  });
  const [submitted, setSubmitted] = useState(false);
  const action = useListingPaymentAction(TEXTS);
  const chainId = values.chainId || (chainIds?.[0] !== undefined ? String(chainIds[0]) : '');
  const current = { ...values, chainId };
  const errors = validateQuoteForm(current);
  const shown = (name: keyof QuoteFormValues) => (submitted ? errors[name] : undefined);
  const field = (name: keyof QuoteFormValues) => ({
    value: current[name],
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: event.target.value })),
    error: Boolean(shown(name)),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (action.busy || Object.keys(errors).length > 0) return;
    const sent = await action.run(() => issueQuote(submission.id, toQuoteRequest(current)));
    await mutate(submissionPaymentKey(submission.id)).catch(() => undefined);
    if (sent) onClose();
  };

  return (
    <AdminFormDialog
      title={`Issue a quote for ${submission.projectName}`}
      description="The owner is told and can pay it on chain to the treasury; a new quote replaces the open one."
      problem={action.problem}
      busy={action.busy}
      submitLabel="Issue quote"
      busyLabel="Issuing..."
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <TextField
          {...field('amount')}
          label="Amount"
          required
          autoFocus
          helperText={shown('amount') ?? 'In whole tokens, e.g. 250 or 0.05'}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <Stack>
          <FormLabel id={`quote-token-${submission.id}`}>Token</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`quote-token-${submission.id}`}
            value={values.tokenKind}
            onChange={(event) => setValues((old) => ({ ...old, tokenKind: event.target.value as 'native' | 'erc20' }))}
          >
            <FormControlLabel value="erc20" control={<Radio />} label="ERC-20 token" />
            <FormControlLabel value="native" control={<Radio />} label="The chain's currency (e.g. ETH)" />
          </RadioGroup>
        </Stack>
        {values.tokenKind === 'erc20' ? (
          <TextField
            {...field('tokenAddress')}
            label="Token contract address"
            required
            helperText={shown('tokenAddress') ?? 'Its symbol and decimals are read from the chain'}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
        ) : null}
        <TextField {...field('chainId')} select label="Chain" required helperText={shown('chainId') ?? ' '}>
          {(chainIds ?? []).map((id) => (
            <MenuItem key={id} value={String(id)}>
              {chainLabel(id)} ({id})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('validityDays')}
          type="number"
          label="Valid for (days)"
          required
          helperText={shown('validityDays') ?? `${QUOTE_VALIDITY.min} to ${QUOTE_VALIDITY.max} days`}
          slotProps={{ htmlInput: { min: QUOTE_VALIDITY.min, max: QUOTE_VALIDITY.max } }}
        />
      </Stack>
    </AdminFormDialog>
  );
}
