import * as React from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';

const spacings = ['Single', '1.15', '1.5', 'Double'];

export default function DenseMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [spacing, setSpacing] = React.useState('1.15');
  const open = Boolean(anchorEl);
  return (
    <div>
      <Button
        id={buttonId}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Line spacing: {spacing}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { dense: true, 'aria-labelledby': buttonId } }}
      >
        {spacings.map((option) => (
          <MenuItem
            key={option}
            onClick={() => { setSpacing(option); setAnchorEl(null); }}
            divider={option === 'Double'}
          >
            {option === spacing ? (
              <ListItemIcon><CheckIcon fontSize="small" /></ListItemIcon>
            ) : null}
            <ListItemText inset={option !== spacing}>{option}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={() => setAnchorEl(null)}>
          <ListItemText inset>Custom spacing…</ListItemText>
        </MenuItem>
      </Menu>
    </div>
  );
}
