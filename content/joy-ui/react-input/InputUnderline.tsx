import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

// Only a bottom line, which grows into the focus colour.
const underline = {
  '--Input-radius': '0px',
  '--Input-paddingInline': '0px',
  boxShadow: 'none',
  borderBottom: '2px solid',
  borderColor: 'neutral.outlinedBorder',
  bgcolor: 'transparent',
  '&:hover': { borderColor: 'neutral.outlinedHoverBorder' },
  '&::before': {
    border: 'none',
    boxShadow: 'none',
    borderBottom: '2px solid var(--Input-focusedHighlight)',
    transform: 'scaleX(0)',
    transition: 'transform .15s ease-in-out',
    top: 'auto',
    bottom: '-2px',
  },
  '&:focus-within::before': { transform: 'scaleX(1)' },
};

export default function InputUnderline() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 300 }}>
      <FormControl>
        <FormLabel>First name</FormLabel>
        <Input variant="plain" autoComplete="given-name" sx={underline} />
      </FormControl>
      <FormControl>
        <FormLabel>Last name</FormLabel>
        <Input variant="plain" autoComplete="family-name" sx={underline} />
      </FormControl>
    </Stack>
  );
}
