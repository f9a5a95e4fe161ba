import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const hidden = ['Engineering', 'Platform', 'Runbooks'];

export default function MenuTrail() {
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <div>
      <Breadcrumbs aria-label="Wiki page location">
        <Link underline="hover" color="inherit" href="https://wiki.example/">
          Wiki
        </Link>
        <IconButton
          size="small"
          aria-label="Show 3 hidden levels"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
        <Typography sx={{ color: 'text.primary' }}>Rotating TLS certificates</Typography>
      </Breadcrumbs>
      <Menu id={menuId} anchorEl={anchorEl} open={open} onClose={close}>
        {hidden.map((page) => (
          <MenuItem key={page} component="a" href={`https://wiki.example/${page.toLowerCase()}`} onClick={close}>
            {page}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
