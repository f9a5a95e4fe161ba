import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';

export default function MenuListComposition() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [open, setOpen] = React.useState(false);
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const close = (event: Event | React.SyntheticEvent) => {
    if (anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };
  return (
    <Stack direction="row" spacing={2}>
      <Paper variant="outlined">
        <MenuList aria-label="Playlist sections">
          <MenuItem>Recently played</MenuItem>
          <MenuItem>Liked songs</MenuItem>
          <MenuItem>Downloads</MenuItem>
        </MenuList>
      </Paper>
      <div>
        <Button
          ref={anchorRef}
          id={buttonId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          Sort by
        </Button>
        <Popper open={open} anchorEl={anchorRef.current} placement="bottom-start" transition disablePortal>
          {({ TransitionProps }) => (
            <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
              <Paper>
                <ClickAwayListener onClickAway={close}>
                  <MenuList
                    autoFocusItem={open}
                    id={menuId}
                    aria-labelledby={buttonId}
                    onKeyDown={(event) => {
                      if (event.key === 'Tab' || event.key === 'Escape') {
                        event.preventDefault();
                        setOpen(false);
                        anchorRef.current?.focus();
                      }
                    }}
                  >
                    <MenuItem onClick={close}>Title</MenuItem>
                    <MenuItem onClick={close}>Artist</MenuItem>
                    <MenuItem onClick={close}>Date added</MenuItem>
                  </MenuList>
                </ClickAwayListener>
              </Paper>
            </Grow>
          )}
        </Popper>
      </div>
    </Stack>
  );
}
