import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

const files = [
  'Quarterly-board-report-final-v3-approved-by-finance.pdf',
  'Site-survey-photos-northern-depot-march.zip',
  'Notes.txt',
];

export default function LongLabels() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <div>
      <Button
        id={buttonId}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Recent files
      </Button>
      <Menu id={menuId} anchorEl={anchorEl} open={open} onClose={close} slotProps={{ paper: { sx: { width: 240 } }, list: { 'aria-labelledby': buttonId } }}>
        {files.map((file) => (
          <MenuItem key={file} onClick={close} title={file}>
            <Typography variant="inherit" noWrap>
              {file}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
