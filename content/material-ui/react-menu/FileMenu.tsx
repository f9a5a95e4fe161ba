import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function FileMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [lastAction, setLastAction] = React.useState('none yet');
  const open = Boolean(anchorEl);
  const choose = (action: string) => () => {
    setLastAction(action);
    setAnchorEl(null);
  };
  return (
    <div>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        File
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={choose('New document')}>New document</MenuItem>
        <MenuItem onClick={choose('Make a copy')}>Make a copy</MenuItem>
        <MenuItem onClick={choose('Download as PDF')}>Download as PDF</MenuItem>
      </Menu>
      <Typography variant="body2" sx={{ mt: 1 }}>Last action: {lastAction}</Typography>
    </div>
  );
}
