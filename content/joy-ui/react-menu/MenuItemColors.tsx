import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Archive from '@mui/icons-material/Archive';
import DeleteForever from '@mui/icons-material/DeleteForever';
import PushPin from '@mui/icons-material/PushPin';

export default function MenuItemColors() {
  return (
    <Dropdown>
      <MenuButton variant="outlined" color="neutral">
        Project actions
      </MenuButton>
      <Menu sx={{ minWidth: 200 }}>
        <MenuItem>
          <ListItemDecorator>
            <PushPin />
          </ListItemDecorator>
          Pin to sidebar
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <Archive />
          </ListItemDecorator>
          Archive
        </MenuItem>
        <ListDivider />
        {/* The destructive item is set apart and coloured. */}
        <MenuItem color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <DeleteForever />
          </ListItemDecorator>
          Delete project
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
