import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { OwnershipProof } from '../../../lib/api-types';

/** "Verified owner · contract owner on Base", "Lapsed · domain", or "Checking…" while a re-check is queued. */
export function ProofStatusChip({ proof }: { proof: OwnershipProof }) {
  if (proof.checking)
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CircularProgress size={12} aria-hidden="true" />}
        label={`Checking… · ${proof.badge}`}
      />
    );
  if (proof.status === 'verified')
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<VerifiedUserIcon aria-hidden="true" />}
        label={`Verified owner · ${proof.badge}`}
      />
    );
  return <Chip size="small" color="warning" variant="outlined" label={`Lapsed · ${proof.badge}`} />;
}

export function methodLabel(proof: OwnershipProof): string {
  if (proof.method === 'signature') return `Signature by ${proof.signer ?? 'a wallet'}`;
  if (proof.method === 'dns') return `DNS record on ${proof.url ?? 'the domain'}`;
  return `File at ${proof.url ?? 'the website'}`;
}
