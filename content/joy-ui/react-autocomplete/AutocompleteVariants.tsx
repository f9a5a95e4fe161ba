import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const fonts = [
  'Inter',
  'Lora',
  'Merriweather',
  'Nunito',
  'Playfair Display',
  'Roboto Mono',
  'Source Serif',
  'Work Sans',
];
const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function AutocompleteVariants() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {variants.map((variant, index) => (
        <FormControl key={variant} sx={{ width: 220 }}>
          <FormLabel>Heading font ({variant})</FormLabel>
          <Autocomplete variant={variant} options={fonts} defaultValue={fonts[index]} />
        </FormControl>
      ))}
    </Stack>
  );
}
