import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';

export default function AccountMenuInverted() {
  return (
    <Dropdown>
      <MenuButton variant="outlined" startDecorator={<AccountCircleRounded />}>
        Mira Kovač
      </MenuButton>
      <Menu variant="solid" color="neutral" invertedColors placement="bottom-start" sx={{ bgcolor: 'neutral.800' }}>
        <MenuItem>
          <ListItemDecorator>
            <PersonOutlineRounded />
          </ListItemDecorator>
          Profile
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <TuneRounded />
          </ListItemDecorator>
          Preferences
        </MenuItem>
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator>
            <LogoutRounded />
          </ListItemDecorator>
          Sign out
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
