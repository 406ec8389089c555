import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CollectionsIcon from '@mui/icons-material/Collections';
import LayersIcon from '@mui/icons-material/Layers';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import type { ProjectCategory } from '../../../app/paths';

export const categoryIcons: Record<ProjectCategory, typeof SvgIcon> = {
  nft: CollectionsIcon,
  defi: AccountBalanceIcon,
  gamefi: SportsEsportsIcon,
  layer2: LayersIcon,
};
