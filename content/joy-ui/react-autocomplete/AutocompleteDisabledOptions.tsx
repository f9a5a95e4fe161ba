import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Slot {
  time: string;
  free: number;
}

const slots: Slot[] = [
  { time: '09:00', free: 3 },
  { time: '10:30', free: 0 },
  { time: '12:00', free: 1 },
  { time: '13:30', free: 0 },
  { time: '15:00', free: 5 },
  { time: '16:30', free: 2 },
];

export default function AutocompleteDisabledOptions() {
  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Tour start time</FormLabel>
      {/* Full slots stay in the list, so people see they exist, but cannot be picked. */}
      <Autocomplete
        options={slots}
        getOptionLabel={(slot) => (slot.free ? `${slot.time} (${slot.free} places left)` : `${slot.time} (full)`)}
        getOptionDisabled={(slot) => slot.free === 0}
        placeholder="Pick a time"
      />
    </FormControl>
  );
}
