import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProjectOwnership } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { shortAddress } from '../../wallets/utils/chains';
import { ownershipErrorMessage, useOwnershipActions } from '../api/ownership-requests';

const STATUS_LABEL = { pending: 'Waiting for an admin', accepted: 'Accepted', rejected: 'Rejected' } as const;

/**
 * Signers the team registers for a contract whose owner cannot sign (a timelock, a multisig without
 * a signing app): their signatures count once an admin accepts them.
 */
export function RegisteredSignersSection({ ownership }: { ownership: ProjectOwnership }) {
  const { submissionId, contracts, signers } = ownership;
  const actions = useOwnershipActions(submissionId);
  const toast = useToast();
  const [contractId, setContractId] = useState<number | ''>('');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (contracts.length === 0) return null;
  const selected = contractId === '' ? contracts[0].id : contractId;
  const contractLabel = (id: number) => {
    const contract = contracts.find((candidate) => candidate.id === id);
    return contract ? `${shortAddress(contract.address)} on ${contract.chainName}` : 'a removed contract';
  };

  const register = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^0x[0-9a-fA-F]{40}$/.test(address.trim())) return setProblem('Enter 0x and 40 hex digits');
    setProblem(null);
    setBusy(true);
    try {
      await actions.registerSigner(selected, address.trim());
      setAddress('');
      toast({ title: 'Signer registered', description: 'An admin will review it.', variant: 'success' });
    } catch (error) {
      setProblem(ownershipErrorMessage(error, 'Failed to register the signer'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={`signers-${submissionId}`}>
      <Typography id={`signers-${submissionId}`} component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Registered signers
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        When the contract&apos;s owner cannot sign, name another address: once an admin accepts it, its signature
        counts.
      </Typography>
      {signers.length > 0 ? (
        <List aria-label="Registered signers" disablePadding dense>
          {signers.map((signer) => (
            <ListItem key={signer.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <span title={signer.address}>{shortAddress(signer.address)}</span> for{' '}
                {contractLabel(signer.contractId)}
              </Typography>
              <Chip size="small" variant="outlined" label={STATUS_LABEL[signer.status]} />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void register(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          size="small"
          label="For contract"
          value={selected}
          onChange={(event) => setContractId(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {contracts.map((contract) => (
            <MenuItem key={contract.id} value={contract.id}>
              {contractLabel(contract.id)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Signer address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          {busy ? 'Registering...' : 'Register signer'}
        </Button>
      </Stack>
    </Box>
  );
}
