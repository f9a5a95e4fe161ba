import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const zones = [
  'Pacific/Auckland', 'Australia/Sydney', 'Asia/Tokyo', 'Asia/Shanghai', 'Asia/Kolkata', 'Asia/Dubai',
  'Europe/Moscow', 'Africa/Nairobi', 'Europe/Berlin', 'Europe/London', 'Atlantic/Azores',
  'America/Sao_Paulo', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles',
];

export default function MaxHeightMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [zone, setZone] = React.useState('Europe/London');
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
        Time zone: {zone}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          paper: { sx: { maxHeight: 48 * 5.5, width: '24ch' } },
          list: { 'aria-labelledby': buttonId },
        }}
      >
        {zones.map((option) => (
          <MenuItem key={option} selected={option === zone} onClick={() => { setZone(option); setAnchorEl(null); }}>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
