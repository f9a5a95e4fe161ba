import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const zones = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default function TimezoneConfirmDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState('Europe/Berlin');
  const [pending, setPending] = React.useState(saved);
  const openPicker = () => {
    setPending(saved); // start from the stored value every time
    setOpen(true);
  };
  return (
    <div>
      <Typography sx={{ mb: 1 }}>Meeting reminders use {saved.replace('_', ' ')}.</Typography>
      <Button variant="outlined" onClick={openPicker}>Change time zone</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${id}-title`}>Time zone</DialogTitle>
        <DialogContent dividers sx={{ maxHeight: 320 }}>
          <RadioGroup aria-labelledby={`${id}-title`} name="time-zone" value={pending} onChange={(event) => setPending(event.target.value)}>
            {zones.map((zone) => (
              <FormControlLabel key={zone} value={zone} control={<Radio />} label={zone.replace('_', ' ')} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={pending === saved} onClick={() => { setSaved(pending); setOpen(false); }}>
            Use this zone
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
