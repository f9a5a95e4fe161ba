import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputNumber() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <FormControl sx={{ width: 140 }}>
        <FormLabel>Guests</FormLabel>
        {/* Attributes of the native input go through slotProps.input. */}
        <Input type="number" defaultValue={2} slotProps={{ input: { min: 1, max: 12, step: 1 } }} />
        <FormHelperText>1 to 12</FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 180 }}>
        <FormLabel>Check-in</FormLabel>
        <Input type="date" defaultValue="2025-07-14" slotProps={{ input: { min: '2025-07-01', max: '2025-12-31' } }} />
      </FormControl>
      <FormControl sx={{ width: 140 }}>
        <FormLabel>Arrival time</FormLabel>
        <Input type="time" defaultValue="15:00" slotProps={{ input: { step: 900 } }} />
      </FormControl>
    </Stack>
  );
}
