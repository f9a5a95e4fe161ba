import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Slot {
  time: string;
  free: number;
}

const slots: Slot[] = [
  { time: '08:00 – 10:00', free: 0 },
  { time: '10:00 – 12:00', free: 3 },
  { time: '12:00 – 14:00', free: 0 },
  { time: '14:00 – 16:00', free: 1 },
  { time: '16:00 – 18:00', free: 5 },
  { time: '18:00 – 20:00', free: 0 },
];

export default function DisabledSlots() {
  return (
    <Autocomplete
      id="delivery-slot"
      options={slots}
      getOptionLabel={(slot) => (slot.free === 0 ? `${slot.time} (full)` : slot.time)}
      getOptionDisabled={(slot) => slot.free === 0}
      sx={{ width: '100%', maxWidth: 300 }}
      renderInput={(params) => <TextField {...params} label="Delivery window, Friday" />}
    />
  );
}
