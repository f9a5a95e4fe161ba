import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ReplyIcon from '@mui/icons-material/Reply';
import ForwardIcon from '@mui/icons-material/Forward';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';

const actions = [
  { label: 'Reply', icon: <ReplyIcon fontSize="small" />, shortcut: 'R' },
  { label: 'Forward', icon: <ForwardIcon fontSize="small" />, shortcut: 'F' },
  { label: 'Archive', icon: <ArchiveIcon fontSize="small" />, shortcut: 'E' },
];

export default function IconMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <div>
      <IconButton
        id={buttonId}
        aria-label="Message actions"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchorEl} open={open} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {actions.map(({ label, icon, shortcut }) => (
          <MenuItem key={label} onClick={close} sx={{ minWidth: 200 }}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>{shortcut}</Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={close}>
          <ListItemIcon><DeleteIcon fontSize="small" /></ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </div>
  );
}
