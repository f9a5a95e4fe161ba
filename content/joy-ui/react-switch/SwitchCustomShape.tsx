import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function SwitchCustomShape() {
  return (
    <Stack spacing={2.5}>
      <FormControl orientation="horizontal" sx={{ gap: 2 }}>
        {/* Thin track, thumb larger than the track. */}
        <Switch
          defaultChecked
          sx={{
            '--Switch-trackHeight': '12px',
            '--Switch-trackWidth': '36px',
            '--Switch-thumbSize': '20px',
            '--Switch-thumbShadow': 'var(--joy-shadow-sm)',
          }}
        />
        <FormLabel>Night light</FormLabel>
      </FormControl>
      <FormControl orientation="horizontal" sx={{ gap: 2 }}>
        {/* Square corners for a more technical interface. */}
        <Switch
          variant="outlined"
          sx={{
            '--Switch-trackRadius': '4px',
            '--Switch-trackWidth': '44px',
            '--Switch-trackHeight': '22px',
            '--Switch-thumbSize': '14px',
          }}
        />
        <FormLabel>Maintenance mode</FormLabel>
      </FormControl>
    </Stack>
  );
}
