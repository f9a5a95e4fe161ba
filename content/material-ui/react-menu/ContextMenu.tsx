import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const menuId = React.useId();
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [highlight, setHighlight] = React.useState(false);
  const close = () => setPosition(null);
  const openAt = (event: React.MouseEvent) => {
    event.preventDefault();
    setPosition(position === null ? { left: event.clientX + 2, top: event.clientY - 6 } : null);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520, cursor: 'context-menu' }} onContextMenu={openAt}>
      <Typography sx={{ bgcolor: highlight ? 'action.selected' : 'transparent' }}>
        Right-click this paragraph to open a menu at
        the pointer. The harbour ferry leaves every forty minutes; the last one back departs at 23:10.
      </Typography>
      <Menu
        id={menuId}
        open={position !== null}
        onClose={close}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        slotProps={{ list: { 'aria-label': 'Paragraph actions' } }}
      >
        <MenuItem onClick={() => { setHighlight((value) => !value); close(); }}>
          {highlight ? 'Remove highlight' : 'Highlight'}
        </MenuItem>
        <MenuItem onClick={close}>Copy text</MenuItem>
        <MenuItem onClick={close}>Add a comment</MenuItem>
      </Menu>
    </Paper>
  );
}
