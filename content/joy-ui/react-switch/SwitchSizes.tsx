import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const rows = [
  { size: 'sm', label: 'Pin column (sm)' },
  { size: 'md', label: 'Email receipts (md)' },
  { size: 'lg', label: 'Do not disturb (lg)' },
] as const;

export default function SwitchSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 300 }}>
      {rows.map((row) => (
        // size on FormControl reaches the label and the switch.
        <FormControl key={row.size} size={row.size} orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
          <FormLabel>{row.label}</FormLabel>
          <Switch defaultChecked={row.size !== 'sm'} />
        </FormControl>
      ))}
    </Stack>
  );
}
