import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const cuisines = ['Thai', 'Ethiopian', 'Lebanese', 'Mexican', 'Georgian'];

export default function SwipeableFilters() {
  const headingId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [chosen, setChosen] = React.useState<string[]>(['Thai']);
  const toggle = (name: string) =>
    setChosen((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>Filters ({chosen.length})</Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': headingId, sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12 } } }}
      >
        <Box sx={{ p: 3 }}>
          <Typography id={headingId} component="h3" variant="h6">Cuisine</Typography>
          <FormGroup>
            {cuisines.map((name) => (
              <FormControlLabel key={name} label={name} control={<Checkbox checked={chosen.includes(name)} onChange={() => toggle(name)} />} />
            ))}
          </FormGroup>
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => setOpen(false)}>Show restaurants</Button>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
