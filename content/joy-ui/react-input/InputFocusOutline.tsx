import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFocusOutline() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Thicker focus ring</FormLabel>
        <Input
          placeholder="Click or tab here"
          sx={{ '--Input-focusedThickness': '3px', '--Input-focusedHighlight': 'var(--joy-palette-success-500)' }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Ring outside the border</FormLabel>
        {/* --Input-focusedInset set to a space draws the ring outward instead of inside. */}
        <Input
          placeholder="Click or tab here"
          sx={{
            '--Input-focusedInset': 'var(--any, )',
            '--Input-focusedThickness': '0.2rem',
            '&::before': { transition: 'box-shadow .15s ease-in-out' },
          }}
        />
      </FormControl>
    </Stack>
  );
}
