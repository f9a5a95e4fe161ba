import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const rows = [
  { variant: 'solid', label: 'Show captions (solid)' },
  { variant: 'soft', label: 'Autoplay next episode (soft)' },
  { variant: 'outlined', label: 'Skip intros (outlined)' },
  { variant: 'plain', label: 'Data saver (plain)' },
] as const;

export default function SwitchVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {rows.map((row, index) => (
        <FormControl key={row.variant} orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
          <FormLabel>{row.label}</FormLabel>
          <Switch variant={row.variant} defaultChecked={index % 2 === 0} />
        </FormControl>
      ))}
    </Stack>
  );
}
