import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function ReminderDialogSelect() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [lead, setLead] = React.useState('15');
  const [repeat, setRepeat] = React.useState('none');
  const [saved, setSaved] = React.useState('15 min before, once');

  const handleSave = () => {
    setSaved(`${lead} min before, ${repeat === 'none' ? 'once' : repeat}`);
    setOpen(false);
  };

  return (
    <div>
      <Button onClick={() => setOpen(true)}>Reminder: {saved}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>Remind me about “Quarterly review”</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id={`${id}-lead`}>When</InputLabel>
              <Select labelId={`${id}-lead`} label="When" value={lead} onChange={(event) => setLead(event.target.value)}>
                <MenuItem value="5">5 min before</MenuItem>
                <MenuItem value="15">15 min before</MenuItem>
                <MenuItem value="60">1 hour before</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id={`${id}-repeat`}>Repeat</InputLabel>
              <Select labelId={`${id}-repeat`} label="Repeat" value={repeat} onChange={(event) => setRepeat(event.target.value)}>
                <MenuItem value="none">Once</MenuItem>
                <MenuItem value="twice">Twice</MenuItem>
              </Select>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={handleSave}>Save</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
