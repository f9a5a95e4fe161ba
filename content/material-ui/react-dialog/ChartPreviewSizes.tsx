import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';

const weeklySignups = [42, 58, 51, 77, 69, 90, 84];
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ChartPreviewSizes() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  // 'none' stands for maxWidth={false}: the dialog may grow as wide as the window.
  const [size, setSize] = React.useState<string>('sm');
  const maxWidth = size === 'none' ? false : (size as DialogProps['maxWidth']);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>Preview sign-ups chart</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth={fullWidth} maxWidth={maxWidth} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>Sign-ups per week</DialogTitle>
        <DialogContent>
          <Box role="img" aria-label={`Bar chart, values ${weeklySignups.join(', ')}`} sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 120, mb: 3 }}>
            {weeklySignups.map((value, index) => (
              <Box key={index} sx={{ flex: 1, minWidth: 16, height: `${value}%`, bgcolor: 'primary.main', borderRadius: 1 }} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <FormControl size="small" sx={{ minWidth: 140 }}>
              <InputLabel id={`${id}-size`}>Largest width</InputLabel>
              <Select
                labelId={`${id}-size`}
                label="Largest width"
                value={size}
                onChange={(event) => setSize(event.target.value)}
              >
                {sizes.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
                <MenuItem value="none">no limit</MenuItem>
              </Select>
            </FormControl>
            <FormControlLabel
              control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
              label="Stretch to that width"
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
