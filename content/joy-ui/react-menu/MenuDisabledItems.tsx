import Dropdown from '@mui/joy/Dropdown';
import ListItemContent from '@mui/joy/ListItemContent';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

export default function MenuDisabledItems() {
  return (
    <Dropdown>
      <MenuButton>Share report</MenuButton>
      <Menu sx={{ maxWidth: 280 }}>
        <MenuItem>Copy link</MenuItem>
        <MenuItem>Send by email</MenuItem>
        {/* Disabled items stay in the list, so readers learn the option exists. */}
        <MenuItem disabled>
          <ListItemContent>
            Publish to the web
            <Typography level="body-xs" textColor="inherit">
              Ask an admin to allow public links
            </Typography>
          </ListItemContent>
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
