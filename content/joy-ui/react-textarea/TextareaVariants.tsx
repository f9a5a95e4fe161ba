import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const fields = [
  { variant: 'outlined', label: 'What went well? (outlined)', text: 'The launch checklist kept everyone on track.' },
  { variant: 'soft', label: 'What could be better? (soft)', text: 'Design reviews started too late.' },
  { variant: 'solid', label: 'Shout-outs (solid)', text: 'Thanks to Priya for the late-night fix!' },
  { variant: 'plain', label: 'Anything else? (plain)', text: '' },
] as const;

export default function TextareaVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      {fields.map((field) => (
        <FormControl key={field.variant}>
          <FormLabel>{field.label}</FormLabel>
          <Textarea variant={field.variant} minRows={2} defaultValue={field.text} />
        </FormControl>
      ))}
    </Stack>
  );
}
