import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Menu, { MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PushPinIcon from '@mui/icons-material/PushPin';

const StyledMenu = styled((props: MenuProps) => (
  <Menu elevation={0} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} {...props} />
))(({ theme }) => ({
  '& .MuiPaper-root': {
    marginTop: theme.spacing(0.5),
    minWidth: 200,
    borderRadius: 10,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: '0 12px 28px -8px rgba(15, 23, 42, 0.25)',
  },
  '& .MuiMenuItem-root': {
    gap: theme.spacing(1.5),
    '& .MuiSvgIcon-root': { fontSize: 18, color: (theme.vars ?? theme).palette.text.secondary },
    '&:active': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
  },
}));

export default function StyledMenuDemo() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <div>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Note options
      </Button>
      <StyledMenu id={menuId} anchorEl={anchorEl} open={open} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        <MenuItem onClick={close} disableRipple><EditNoteIcon />Rename</MenuItem>
        <MenuItem onClick={close} disableRipple><ContentCopyIcon />Duplicate</MenuItem>
        <MenuItem onClick={close} disableRipple><PushPinIcon />Pin to top</MenuItem>
      </StyledMenu>
    </div>
  );
}
