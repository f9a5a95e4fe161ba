import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const rows = [
  { color: 'primary', label: 'Sync contacts' },
  { color: 'neutral', label: 'Compact layout' },
  { color: 'success', label: 'Accept bookings' },
  { color: 'warning', label: 'Beta features' },
  { color: 'danger', label: 'Allow account deletion' },
] as const;

export default function SwitchColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {rows.map((row) => (
        <FormControl key={row.color} orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
          <FormLabel>{row.label}</FormLabel>
          <Switch color={row.color} defaultChecked />
        </FormControl>
      ))}
    </Stack>
  );
}
