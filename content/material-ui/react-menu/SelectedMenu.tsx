import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const voices = ['Ada (British English)', 'Kwame (Ghanaian English)', 'Mei (Australian English)', 'Ravi (Indian English)'];

export default function SelectedMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(1);
  const open = Boolean(anchorEl);
  return (
    <div>
      <List component="div" sx={{ maxWidth: 360, bgcolor: 'background.paper' }}>
        <ListItemButton
          id={buttonId}
          aria-haspopup="listbox"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText primary="Narration voice" secondary={voices[selected]} />
        </ListItemButton>
      </List>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, role: 'listbox' } }}
      >
        {voices.map((voice, index) => (
          <MenuItem
            key={voice}
            role="option"
            selected={index === selected}
            aria-selected={index === selected}
            disabled={index === 3}
            onClick={() => { setSelected(index); setAnchorEl(null); }}
          >
            {voice}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
