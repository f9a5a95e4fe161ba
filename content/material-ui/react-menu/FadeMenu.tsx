import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [speed, setSpeed] = React.useState('1×');
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
        Playback speed: {speed}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slots={{ transition: Fade }}
        transitionDuration={250}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {['0.75×', '1×', '1.25×', '1.5×', '2×'].map((option) => (
          <MenuItem key={option} selected={option === speed} onClick={() => { setSpeed(option); setAnchorEl(null); }}>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
