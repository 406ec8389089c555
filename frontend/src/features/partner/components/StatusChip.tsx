import Chip from '@mui/material/Chip';
import type { ChipStyle } from '../utils/status-chips';

export function StatusChip({ style }: { style: ChipStyle }) {
  return <Chip size="small" label={style.label} variant={style.variant} color={style.color} />;
}
