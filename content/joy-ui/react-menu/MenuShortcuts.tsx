import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';

const commands = [
  { label: 'Cut', icon: <ContentCut />, keys: 'Ctrl+X' },
  { label: 'Copy', icon: <ContentCopy />, keys: 'Ctrl+C' },
  { label: 'Paste', icon: <ContentPaste />, keys: 'Ctrl+V' },
];

export default function MenuShortcuts() {
  return (
    <Dropdown>
      <MenuButton variant="plain" color="neutral">
        Edit
      </MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 220 }}>
        {commands.map((command) => (
          <MenuItem key={command.label} aria-keyshortcuts={command.keys.replace('Ctrl', 'Control')}>
            <ListItemDecorator>{command.icon}</ListItemDecorator>
            <Box sx={{ flex: 1 }}>{command.label}</Box>
            <Typography level="body-xs" component="kbd" sx={{ fontFamily: 'code' }}>
              {command.keys}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
