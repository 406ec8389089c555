import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '../paths';

export interface AccountMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The account menu's popup (Menu, Popover, Modal), loaded only once a signed-in user opens it.
 * Every signed-in role may submit projects, so the way there lives here: the 'Submit Project'
 * navigation entry is for partners and admins only.
 */
export function AccountMenuPopup({ id, buttonId, anchor, onClose }: AccountMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem component={RouterLink} to={paths.account} onClick={onClose}>
        Account
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.submitProject} onClick={onClose}>
        Submit a project
      </MenuItem>
    </Menu>
  );
}
