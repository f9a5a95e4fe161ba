import SortRounded from '@mui/icons-material/SortRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import * as React from 'react';

const orders = ['Newest first', 'Oldest first', 'Price: low to high', 'Price: high to low'];

export default function SortMenuClickAway() {
  const panelId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [order, setOrder] = React.useState(orders[0]);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The listener watches this Box: clicks on the button or in the panel are inside it. */}
      <Box sx={{ position: 'relative', display: 'inline-block', minHeight: 200 }}>
        <Button
          startIcon={<SortRounded />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          Sort: {order}
        </Button>
        {open && (
          <Paper
            id={panelId}
            elevation={4}
            sx={{ position: 'absolute', top: 40, left: 0, zIndex: 1, px: 2, py: 1, width: 220 }}
          >
            <RadioGroup aria-label="Sort results" value={order} onChange={(event) => setOrder(event.target.value)}>
              {orders.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
              ))}
            </RadioGroup>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
