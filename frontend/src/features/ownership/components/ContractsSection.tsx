import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { ProjectContract } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { chainName, shortAddress } from '../../wallets/utils/chains';
import { ownershipErrorMessage, useOwnershipActions, useReadableChains } from '../api/ownership-requests';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** The submission's contracts: the list with Remove, and a chain select and an address to add one. */
export function ContractsSection({ submissionId, contracts }: { submissionId: number; contracts: ProjectContract[] }) {
  const { chainIds, error: chainsError } = useReadableChains();
  const actions = useOwnershipActions(submissionId);
  const toast = useToast();
  const [chainId, setChainId] = useState<number | ''>('');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectedChain = chainId === '' ? chainIds?.[0] : chainId;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!ADDRESS_PATTERN.test(address.trim())) return setProblem('Enter 0x and 40 hex digits');
    if (selectedChain === undefined) return setProblem('Choose a chain');
    setProblem(null);
    setBusy(true);
    try {
      const added = await actions.addContract(selectedChain, address.trim());
      setAddress('');
      toast({ title: 'Contract added', description: `${added.address} on ${added.chainName}`, variant: 'success' });
    } catch (error) {
      setProblem(ownershipErrorMessage(error, 'Failed to add the contract'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (contract: ProjectContract) => {
    try {
      await actions.removeContract(contract.id);
      toast({ title: 'Contract removed', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: ownershipErrorMessage(error, 'Failed to remove the contract'),
        variant: 'error',
      });
    }
  };

  return (
    <Box component="section" aria-labelledby={`contracts-${submissionId}`}>
      <Typography id={`contracts-${submissionId}`} component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Contracts
      </Typography>
      {contracts.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
          No contracts yet. Add the contracts your team deployed.
        </Typography>
      ) : (
        <List aria-label="Contracts" disablePadding>
          {contracts.map((contract) => (
            <ListItem
              key={contract.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${contract.address} on ${contract.chainName}`}
                  onClick={() => void remove(contract)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              }
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', pr: 6 }}>
                <span title={contract.address}>{shortAddress(contract.address)}</span> on {contract.chainName}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void add(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          size="small"
          label="Chain"
          value={selectedChain ?? ''}
          onChange={(event) => setChainId(Number(event.target.value))}
          sx={{ minWidth: 160 }}
          disabled={!chainIds?.length}
          helperText={chainsError ? 'Chains could not be loaded' : undefined}
        >
          {(chainIds ?? []).map((id) => (
            <MenuItem key={id} value={id}>
              {chainName(id)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Contract address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? 'Mixed case must be the EIP-55 checksum'}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" disabled={busy || contracts.length >= 10}>
          {busy ? 'Adding...' : 'Add contract'}
        </Button>
      </Stack>
    </Box>
  );
}
