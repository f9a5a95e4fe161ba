import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import * as React from 'react';

const actions = ['New invoice', 'New customer', 'Record payment', 'Import bank statement'];

export default function QuickActionsGrow() {
  const listId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ minHeight: 240 }}>
      <Button variant="outlined" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
        Quick actions
      </Button>
      <Grow in={open} style={{ transformOrigin: 'top left' }} timeout="auto" unmountOnExit>
        <Paper id={listId} elevation={6} sx={{ width: 240, mt: 1 }}>
          <List dense>
            {actions.map((action) => (
              <ListItemButton key={action} onClick={() => setOpen(false)}>
                <ListItemText primary={action} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      </Grow>
    </Box>
  );
}
